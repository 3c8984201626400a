// The files a command reads before it joins them, as one queue that the main thread and the reading
// workers take from: each thread takes the next file (largest first) when it is done with its last, so
// no thread sits idle while another still has several files to go, whatever their sizes. The queue
// knows paths and kinds only: what a file is read into is its format's (the read each thread is given).

/** A file to read, and which kind of its format's files it is (BFCL: a result or a score file). */
export interface ReadJob {
  path: string;
  kind: string;
}

export interface ReadQueue<Options = unknown> {
  jobs: ReadJob[];
  /** One Int32 over a SharedArrayBuffer: the index of the next job to take, for every thread. */
  next: Int32Array;
  /** Handed to every read on every thread: plain data, copied to the workers. */
  options: Options;
}

/** How a thread reads one file of the queue, with blocking reads (it has nothing else to do). */
export type ReadFile<T, Options> = (job: ReadJob, options: Options) => T;

/** Takes jobs until none is left, handing each one's read to `done` as soon as it is read. */
export function readFromQueue<T, Options>(queue: ReadQueue<Options>, read: ReadFile<T, Options>, done: (index: number, read: T) => void): void {
  for (let i = Atomics.add(queue.next, 0, 1); i < queue.jobs.length; i = Atomics.add(queue.next, 0, 1)) {
    done(i, read(queue.jobs[i]!, queue.options));
  }
}

/** The same, letting the event loop run between jobs (messages from other threads are handled there). */
export async function readFromQueueYielding<T, Options>(queue: ReadQueue<Options>, read: ReadFile<T, Options>, done: (index: number, read: T) => void): Promise<void> {
  for (let i = Atomics.add(queue.next, 0, 1); i < queue.jobs.length; i = Atomics.add(queue.next, 0, 1)) {
    done(i, read(queue.jobs[i]!, queue.options));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
