// `gar` on BFCL runs: the runs under one --results path by BFCL's own discovery (DiscoveryError says why
// there is none), each read into the neutral model with the reads the command line prepared (its reading
// worker, src/cli/parallelReads.ts); the neutral `gar` (src/cli/neutralGar.ts) checks, sums and prints them.
import type { RunReadResult } from '../../document/formatAdapter';
import { discoverRuns, DiscoveryError } from '../discover';
import type { DiscoveredRun } from '../discoveredRun';
import { loadRun, type FileReads } from '../loadRun';
import type { ReadOptions } from '../resultFile';

/** How the command line reads a run's files before they are joined (on worker threads when they are big). */
export type PrepareReads = (runs: readonly DiscoveredRun[], options: ReadOptions) => Promise<FileReads>;

export async function bfclGarRuns(results: string, scores: string | undefined, strict: boolean, prepare: PrepareReads): Promise<{ reads: Array<() => Promise<RunReadResult>>; warnings: string[] }> {
  const discovered = await discoverRuns(results, scores);
  const options = { strict, classesOnly: true };
  const reads = await prepare(discovered.runs, options);
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
