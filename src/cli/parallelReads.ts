// `gar` reads every file of the runs before it joins them, on the main thread and on reading workers
// at once: on a machine with more than one core the files of a big run are read side by side. A run
// of one model (~30 MB) is read on the main thread alone: a worker costs ~40 ms of CPU to start and
// stop, about what it would save there, and more than it saves when other work keeps the cores busy.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { BFCL_CATEGORIES } from '../core/bfcl/categories';
import type { DiscoveredRun } from '../core/bfcl/discover';
import type { FileReads } from '../core/bfcl/loadRun';
import type { ReadOptions } from '../core/bfcl/resultFile';
import type { ResultFileRead, ScoreFileRead } from '../core/bfcl/types';
import { readFromQueue, readFromQueueYielding, type FileRead, type ReadJob, type ReadQueue } from './readQueue';

/** Bytes each thread should have to read for another thread to be worth starting. */
const BYTES_PER_THREAD = 24 * 1024 * 1024;
/** Each worker holds its own heap: past a few, memory grows faster than the time shrinks. */
const MAX_THREADS = 4;

export async function readInParallel(runs: readonly DiscoveredRun[], options: ReadOptions): Promise<FileReads> {
  const jobs = jobsOf(runs);
  const bytes = jobs.reduce((n, j) => n + j.bytes, 0);
  const threads = Math.min(threadsFor(bytes), jobs.length || 1);
  const queue: ReadQueue = { jobs: jobs.map(({ path, kind }) => ({ path, kind })), next: new Int32Array(new SharedArrayBuffer(4)), options };
  const reads: Array<FileRead | undefined> = new Array(jobs.length);
  let left = jobs.length;

  // Loaded only when wanted: worker_threads brings in a few milliseconds of Node's own modules.
  const Worker = threads > 1 ? (await import('node:worker_threads')).Worker : null;
  const all = new Promise<void>((resolve, reject) => {
    const take = (index: number, read: FileRead): void => {
      reads[index] = read;
      if (--left === 0) resolve();
    };
    // Started first, so that they boot while this thread reads the largest file.
    for (let w = 1; w < threads; w++) {
      const worker = new Worker!(join(__dirname, 'cli-reader.js'), { workerData: queue });
      worker.on('message', ({ index, read }: { index: number; read: FileRead }) => take(index, read));
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`A reading worker stopped with exit code ${code}.`));
      });
    }
    if (threads === 1) readFromQueue(queue, take);
    // Between its files this thread takes in what the workers have sent, while they read on: else the
    // copies arrive all at once after its last file, and it unpacks them alone while the cores idle.
    else void readFromQueueYielding(queue, take).catch(reject);
  });
  await all;

  const byPath = new Map(jobs.map((j, i) => [`${j.kind}:${j.path}`, reads[i]!]));
  const read = <T extends FileRead>(kind: ReadJob['kind'], path: string): T => {
    const found = byPath.get(`${kind}:${path}`);
    if (!found) throw new Error(`${path} was not among the files read beforehand.`);
    return found as T;
  };
  return {
    result: async (path) => read<ResultFileRead>('result', path),
    score: async (path) => read<ScoreFileRead>('score', path),
  };
}

/** How many threads read a run of `bytes` on this machine (1: the main thread alone). */
export function threadsFor(bytes: number): number {
  return Math.max(1, Math.min(availableParallelism(), MAX_THREADS, Math.floor(bytes / BYTES_PER_THREAD)));
}

/** Every file the runs will read, once each, largest first; a file that cannot be stat'ed goes last. */
function jobsOf(runs: readonly DiscoveredRun[]): Array<ReadJob & { bytes: number }> {
  const jobs = new Map<string, ReadJob & { bytes: number }>();
  const add = (kind: ReadJob['kind'], path: string | undefined): void => {
    if (path && !jobs.has(`${kind}:${path}`)) jobs.set(`${kind}:${path}`, { path, kind, bytes: sizeOf(path) });
  };
  for (const run of runs) {
    for (const category of BFCL_CATEGORIES) {
      // As loadRun: a score file is read only beside its result file.
      if (!run.results.has(category)) continue;
      add('result', run.results.get(category));
      add('score', run.scores.get(category));
    }
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
