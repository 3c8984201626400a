// BFCL's files as `gar` reads them before it joins them (on the main thread and, for a big run, on
// reading workers: the command line's fast path, src/env/node/parallelReads.ts): which files a run
// reads, how one is read on a thread with nothing else to do, and the reads loadRun then takes.
import { BFCL_CATEGORIES } from '../categories';
import type { DiscoveredRun } from '../discoveredRun';
import { readResultFileSync, type ReadOptions } from '../resultFile';
import { readScoreFileSync } from '../scoreFile';
import type { FileReads } from '../streamedReads';
import type { ResultFileRead, ScoreFileRead } from '../types';

/** A file of a run: a result file, or the score file beside one. */
export interface BfclFileJob {
  path: string;
  kind: string;
}

export type BfclFileRead = ResultFileRead | ScoreFileRead;

/** Every file loadRun will read for the runs, in the runs' and categories' order (a file twice is read once). */
export function bfclFileJobs(runs: readonly DiscoveredRun[]): BfclFileJob[] {
  const jobs: BfclFileJob[] = [];
  for (const run of runs) {
    for (const category of BFCL_CATEGORIES) {
      // As loadRun: a score file is read only beside its result file.
      const result = run.results.get(category);
      if (!result) continue;
      jobs.push({ path: result, kind: 'result' });
      const score = run.scores.get(category);
      if (score) jobs.push({ path: score, kind: 'score' });
    }
  }
  return jobs;
}

/** One file of a job read with blocking reads. */
export function readBfclFile(job: BfclFileJob, options: ReadOptions): BfclFileRead {
  return job.kind === 'result' ? readResultFileSync(job.path, options) : readScoreFileSync(job.path, options);
}

/** The reads loadRun takes, from the files read beforehand. */
export function readsFrom(read: (job: BfclFileJob) => BfclFileRead): FileReads {
  return {
    result: async (path) => read({ path, kind: 'result' }) as ResultFileRead,
    score: async (path) => read({ path, kind: 'score' }) as ScoreFileRead,
  };
}
