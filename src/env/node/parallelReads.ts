// Local disk's fast path for a command that reads every file of its runs before it joins them: the
// files read on the main thread and on reading workers at once, so on a machine with more than one
// core the files of a big run are read side by side. A run of one model (~30 MB) is read on the main
// thread alone: a worker costs ~40 ms of CPU to start and stop, about what it would save there, and
// more than it saves when other work keeps the cores busy. Which files, and what each is read into,
// is the format's, given by the command (`gar`: src/cli/garFormats.ts lends a format's reads, and
// src/cli/readWorker.ts runs them on a worker).
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { readFromQueue, readFromQueueYielding, type ReadFile, type ReadJob, type ReadQueue } from './readQueue';

/** Bytes each thread should have to read for another thread to be worth starting. */
const BYTES_PER_THREAD = 24 * 1024 * 1024;
/** Each worker holds its own heap: past a few, memory grows faster than the time shrinks. */
const MAX_THREADS = 4;

/**
 * Every file of `files` read once by `read`, here and on workers running `worker` (a script that reads
 * from the queue it is given, with the same `read`), largest first. Returns each file's read.
 */
export async function readInParallel<T, Options>(files: readonly ReadJob[], options: Options, read: ReadFile<T, Options>, worker: string): Promise<(job: ReadJob) => T> {
  const jobs = jobsOf(files);
  const bytes = jobs.reduce((n, j) => n + j.bytes, 0);
  const threads = Math.min(threadsFor(bytes), jobs.length || 1);
  const queue: ReadQueue<Options> = { jobs: jobs.map(({ path, kind }) => ({ path, kind })), next: new Int32Array(new SharedArrayBuffer(4)), options };
  const reads: Array<T | undefined> = new Array(jobs.length);
  let left = jobs.length;

  // Loaded only when wanted: worker_threads brings in a few milliseconds of Node's own modules.
  const Worker = threads > 1 ? (await import('node:worker_threads')).Worker : null;
  const all = new Promise<void>((resolve, reject) => {
    const take = (index: number, done: T): void => {
      reads[index] = done;
      if (--left === 0) resolve();
    };
    // Started first, so that they boot while this thread reads the largest file.
    for (let w = 1; w < threads; w++) {
      const thread = new Worker!(worker, { workerData: queue });
      thread.on('message', ({ index, read: done }: { index: number; read: T }) => take(index, done));
      thread.on('error', reject);
      thread.on('exit', (code) => {
        if (code !== 0) reject(new Error(`A reading worker stopped with exit code ${code}.`));
      });
    }
    if (threads === 1) readFromQueue(queue, read, take);
    // Between its files this thread takes in what the workers have sent, while they read on: else the
    // copies arrive all at once after its last file, and it unpacks them alone while the cores idle.
    else void readFromQueueYielding(queue, read, take).catch(reject);
  });
  await all;

  const byJob = new Map(jobs.map((j, i) => [`${j.kind}:${j.path}`, reads[i]!]));
  return (job) => {
    const found = byJob.get(`${job.kind}:${job.path}`);
    if (found === undefined) throw new Error(`${job.path} was not among the files read beforehand.`);
    return found;
  };
}

/** How many threads read files of `bytes` on this machine (1: the main thread alone). */
export function threadsFor(bytes: number): number {
  return Math.max(1, Math.min(availableParallelism(), MAX_THREADS, Math.floor(bytes / BYTES_PER_THREAD)));
}

/** Each file once, largest first; a file that cannot be stat'ed goes last. */
function jobsOf(files: readonly ReadJob[]): Array<ReadJob & { bytes: number }> {
  const jobs = new Map<string, ReadJob & { bytes: number }>();
  for (const { path, kind } of files) {
    if (!jobs.has(`${kind}:${path}`)) jobs.set(`${kind}:${path}`, { path, kind, bytes: sizeOf(path) });
  }
  return [...jobs.values()].sort((a, b) => b.bytes - a.bytes);
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
