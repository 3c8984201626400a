// `gar` on BFCL runs: the runs under one --results path by BFCL's own discovery (DiscoveryError says why
// there is none), their files read beforehand as the command line reads many files (on reading workers
// too: garReads.ts), each run then joined into the neutral model; the neutral `gar`
// (src/cli/neutralGar.ts) checks, sums and prints them.
import type { RunReadResult } from '../../document/formatAdapter';
import { discoverRuns, DiscoveryError } from '../discover';
import { loadRun } from '../loadRun';
import type { ReadOptions } from '../resultFile';
import { bfclFileJobs, readBfclFile, readsFrom, type BfclFileJob, type BfclFileRead } from './garReads';

/** How the command line reads files before they are joined: each once, by `read` (on worker threads when they are big). */
export type ReadBeforehand = (jobs: readonly BfclFileJob[], options: ReadOptions, read: typeof readBfclFile) => Promise<(job: BfclFileJob) => BfclFileRead>;

export async function bfclGarRuns(results: string, scores: string | undefined, strict: boolean, readAll: ReadBeforehand): Promise<{ reads: Array<() => Promise<RunReadResult>>; warnings: string[] }> {
  const discovered = await discoverRuns(results, scores);
  const options = { strict, classesOnly: true };
  const reads = readsFrom(await readAll(bfclFileJobs(discovered.runs), options, readBfclFile));
  return { reads: discovered.runs.map((run) => async () => ({ ok: true, cases: await loadRun(run, options, reads) })), warnings: discovered.warnings };
}

/** The paths among `paths` under which BFCL runs are found. */
export async function bfclRunPaths(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const p of paths) {
    try {
      if ((await discoverRuns(p)).runs.length) found.push(p);
    } catch (e) {
      if (!(e instanceof DiscoveryError)) throw e;
    }
  }
  return found;
}
