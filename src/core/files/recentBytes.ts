// A file system that reads whole files only (vscode.workspace.fs, in the web worker host) made to read a
// file once where several steps of one task each need it: the summary's discovery sniffs a JSON file's
// first bytes, then reads the run, then hashes it, and each was a whole read (three round trips of the
// same megabytes through the window to the server). The bytes of the files read last are kept, with the
// size and modification time the file had; a read asks the file's stat first (a round trip of a few
// bytes) and reads the file again whenever either differs, so a file changed on disk is never answered
// from memory. What is kept is let go once no read came for `forgetAfterMs`, so that the bytes of a task
// done do not stay in the host's memory. A sniff's first bytes are kept longer, past that time, by the same
// proof (size and modification time): the discovery sniffs every JSON file a name does not tell at every load
// (the six real runs: ten files, 9 MB, read whole each time), and their heads are a few KB each. Pure: no
// vscode, so it is pinned by unit tests.
import type { FileAccess, FileStat } from './fileAccess';
import { racy, sameStamp } from './fileStamp';

/** Heads kept at most (the oldest dropped first): a few KB each. */
const HEADS_KEPT = 4096;

interface Kept {
  size: number;
  mtimeMs: number;
  bytes: Uint8Array;
}

/** `files` with its whole reads kept, up to `capacity` bytes (the oldest dropped first); `head` is taken from the whole read. */
export function recentBytes(files: FileAccess, capacity: number, forgetAfterMs = 30_000): FileAccess {
  const kept = new Map<string, Kept>();
  let total = 0;
  let forget: ReturnType<typeof setTimeout> | undefined;
  const forgetLater = () => {
    clearTimeout(forget);
    forget = setTimeout(() => {
      kept.clear();
      total = 0;
    }, forgetAfterMs);
  };
  const drop = (path: string) => {
    const old = kept.get(path);
    if (old) total -= old.bytes.length;
    kept.delete(path);
  };
  const keep = (path: string, stat: FileStat, bytes: Uint8Array) => {
    drop(path);
    if (bytes.length > capacity) return;
    kept.set(path, { size: stat.size, mtimeMs: stat.mtimeMs, bytes });
    total += bytes.length;
    for (const [oldest] of kept) {
      if (total <= capacity) break;
      drop(oldest);
    }
  };
  /** Each sniffed file's first bytes (as many as asked), with the size and modification time it had. */
  const heads = new Map<string, Kept>();
  const keepHead = (path: string, stat: FileStat, whole: Uint8Array, bytes: number) => {
    heads.delete(path);
    if (whole.length !== stat.size || racy(stat)) return;
    // A copy: the whole file is not held for its head.
    heads.set(path, { size: stat.size, mtimeMs: stat.mtimeMs, bytes: whole.slice(0, bytes) });
    for (const [oldest] of heads) {
      if (heads.size <= HEADS_KEPT) break;
      heads.delete(oldest);
    }
  };
  const readBytes = async (path: string): Promise<Uint8Array | null> => {
    forgetLater();
    return readStated(path, await files.stat(path));
  };
  const readStated = async (path: string, stat: FileStat | null): Promise<Uint8Array | null> => {
    if (!stat || stat.kind !== 'file') {
      drop(path);
      return files.readBytes(path);
    }
    const known = kept.get(path);
    if (known && sameStamp(known, stat)) {
      // Most recently used last, so that the oldest is dropped first.
      kept.delete(path);
      kept.set(path, known);
      return known.bytes;
    }
    const bytes = await files.readBytes(path);
    if (bytes === null) drop(path);
    // Only when the file did not change while it was read (else its stat would not describe these bytes).
    else if (bytes.length === stat.size) keep(path, stat, bytes);
    return bytes;
  };
  return {
    stat: (path) => files.stat(path),
    list: (folder) => files.list(folder),
    readBytes,
    async head(path, bytes) {
      forgetLater();
      const stat = await files.stat(path);
      const known = heads.get(path);
      if (stat?.kind === 'file' && known && sameStamp(known, stat) && known.bytes.length >= Math.min(bytes, stat.size)) {
        return new TextDecoder().decode(known.bytes.subarray(0, bytes));
      }
      const whole = await readStated(path, stat);
      if (whole && stat?.kind === 'file') keepHead(path, stat, whole, bytes);
      else heads.delete(path);
      return whole ? new TextDecoder().decode(whole.subarray(0, bytes)) : '';
    },
    async writeBytes(path, bytes) {
      drop(path);
      heads.delete(path);
      await files.writeBytes(path, bytes);
    },
  };
}
