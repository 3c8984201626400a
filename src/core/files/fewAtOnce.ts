// Work asked side by side, a few at a time. In the web worker host every stat, listing and read is a
// round trip through the window to the server, so a walk or a read that asks one after another waits
// for each answer in turn; asked side by side the waits overlap. The bound keeps the window, the
// server and memory from being handed everything at once (a read in the web host is the whole file).
import type { FileAccess } from './fileAccess';

/** A gate that lets `slots` tasks run at once; the rest wait their turn, first come first served. */
export function fewAtOnce(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    // A slot freed is handed to the first waiting task as it is (the count stays), so none jumps the queue.
    if (running < slots) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const first = waiting.shift();
      if (first) first();
      else running--;
    }
  };
}

/** `items` mapped by `each`, at most `slots` at once, the answers in the items' order. */
export function mapFewAtOnce<T, R>(items: readonly T[], slots: number, each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const gate = fewAtOnce(slots);
  return Promise.all(items.map((item, i) => gate(() => each(item, i))));
}

/** `files` with at most `slots` of its calls under way at once. */
export function filesFewAtOnce(files: FileAccess, slots: number): FileAccess {
  const gate = fewAtOnce(slots);
  return {
    stat: (path) => gate(() => files.stat(path)),
    head: (path, bytes) => gate(() => files.head(path, bytes)),
    readBytes: (path) => gate(() => files.readBytes(path)),
    list: (folder) => gate(() => files.list(folder)),
    writeBytes: (path, bytes) => gate(() => files.writeBytes(path, bytes)),
  };
}
