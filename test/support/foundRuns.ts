// The runs the walk found (core/discovery/findRuns.ts), taken apart by format as the discovery tests
// read them: BFCL's as its DiscoveredRun, tau2's as its results file, each with the root it was found under.
import type { DiscoveredRun } from '../../src/core/bfcl/discoveredRun';
import type { FoundRuns } from '../../src/core/discovery/findRuns';
import type { Benchmark } from '../../src/core/model/model';

export function bfclRunsIn(found: FoundRuns): DiscoveredRun[] {
  return found.runs.filter((r) => r.benchmark === 'bfcl').map((r) => r.run as DiscoveredRun);
}

export function tau2FilesIn(found: FoundRuns): string[] {
  return found.runs.filter((r) => r.benchmark === 'tau2').map((r) => r.run as string);
}

/** For each run of `benchmark`, in order, the index of the root it was first found under. */
export function originsIn(found: FoundRuns, benchmark: Benchmark): number[] {
  return found.runs.filter((r) => r.benchmark === benchmark).map((r) => r.origin);
}
