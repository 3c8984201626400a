// One computation's view of the files: each path stat'ed, listed and read at most once while it runs.
// A run-health check asks the same test data files and folders again for every case (hundreds of
// stat and list calls for the sample); in the web worker host each is a round trip through the
// window, so the answers are kept for the pass, and the next pass asks the disk again.
import type { FileAccess } from './fileAccess';

/** Each pass's view, by the access it asks. */
const passes = new WeakMap<FileAccess, FileAccess>();

/**
 * The file system a pass's view asks (`files` itself when it is none): what is kept across passes by
 * a file's stat (the test data's lines, testData.ts) is kept per file system, not per pass, so the next
 * pass's run-health checks take it again while the stat they ask anew stands.
 */
export function beneathPass(files: FileAccess): FileAccess {
  return passes.get(files) ?? files;
}

export function onePass(files: FileAccess): FileAccess {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    let answer = memo.get(key) as Promise<T> | undefined;
    if (!answer) memo.set(key, (answer = ask()));
    return answer;
  };
  const view: FileAccess = {
    stat: (path) => once(`stat:${path}`, () => files.stat(path)),
    head: (path, bytes) => once(`head:${bytes}:${path}`, () => files.head(path, bytes)),
    readBytes: (path) => once(`read:${path}`, () => files.readBytes(path)),
    list: (folder) => once(`list:${folder}`, () => files.list(folder)),
    async writeBytes(path, bytes) {
      for (const key of memo.keys()) if (key.endsWith(`:${path}`)) memo.delete(key);
      await files.writeBytes(path, bytes);
    },
  };
  passes.set(view, beneathPass(files));
  return view;
}

/**
 * Passes over `files` that each last `keepMs` from their first ask: a burst of asks (the Problems of a
 * run's failed cases, each case's gold path asking the same test data folders and files) asks each path
 * once, and an ask after the pass sees the files as they are then. The pass, and the bytes it read, are
 * let go when it ends.
 */
export function timedPasses(files: FileAccess, keepMs: number): () => FileAccess {
  let pass: FileAccess | null = null;
  return () => {
    if (!pass) {
      pass = onePass(files);
      const end = setTimeout(() => (pass = null), keepMs);
      // Node's timer would keep a process whose work is done alive until the pass ends; a web worker's is a number.
      (end as { unref?: () => void }).unref?.();
    }
    return pass;
  };
}
