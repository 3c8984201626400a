// The files a `gar` run reads, as one queue that the main thread and the reading workers take from:
// each thread takes the next file (largest first) when it is done with its last, so no thread sits
// idle while another still has several files to go, whatever their sizes.
import { readResultFileSync, type ReadOptions } from '../core/bfcl/resultFile';
import { readScoreFileSync } from '../core/bfcl/scoreFile';
import type { ResultFileRead, ScoreFileRead } from '../core/bfcl/types';

export interface ReadJob {
  path: string;
  kind: 'result' | 'score';
}

export interface ReadQueue {
  jobs: ReadJob[];
  /** One Int32 over a SharedArrayBuffer: the index of the next job to take, for every thread. */
  next: Int32Array;
  options: ReadOptions;
}

export type FileRead = ResultFileRead | ScoreFileRead;

/** Takes jobs until none is left, handing each one's read to `done` as soon as it is read. */
export function readFromQueue(queue: ReadQueue, done: (index: number, read: FileRead) => void): void {
  for (let i = Atomics.add(queue.next, 0, 1); i < queue.jobs.length; i = Atomics.add(queue.next, 0, 1)) {
    done(i, readJob(queue, i));
  }
}

/** The same, letting the event loop run between jobs (messages from other threads are handled there). */
export async function readFromQueueYielding(queue: ReadQueue, done: (index: number, read: FileRead) => void): Promise<void> {
  for (let i = Atomics.add(queue.next, 0, 1); i < queue.jobs.length; i = Atomics.add(queue.next, 0, 1)) {
    done(i, readJob(queue, i));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function readJob(queue: ReadQueue, index: number): FileRead {
  const job = queue.jobs[index]!;
  return job.kind === 'result' ? readResultFileSync(job.path, queue.options) : readScoreFileSync(job.path, queue.options);
}
