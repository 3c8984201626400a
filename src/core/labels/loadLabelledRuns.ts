// Reads the runs under a path and the label stores that speak about them (each run's own store
// unless stores are named), and ties every decision to its emission.
import { resolve } from 'node:path';
import { discoverRuns } from '../bfcl/discover';
import { readStore } from './readStore';
import { resolveDecisions, type Resolved } from './resolveDecisions';
import { loadRunContext, type RunContext } from './runContext';
import { defaultStorePath } from './storePath';

export interface LabelledRuns extends Resolved {
  runs: RunContext[];
  stores: string[];
}

/**
 * `stores`: the stores named (the command line's --labels), or where each run's store is (the editor's
 * setting); none: each run's default store. Throws DiscoveryError when there is nothing to read under `results`.
 */
export async function loadLabelledRuns(results: string, stores: readonly string[] | ((runFolder: string) => string) = []): Promise<LabelledRuns> {
  const discovered = await discoverRuns(results);
  const runs: RunContext[] = [];
  for (const run of discovered.runs) runs.push(await loadRunContext(run));
  const storeOf = typeof stores === 'function' ? stores : defaultStorePath;
  const paths = Array.isArray(stores) && stores.length ? stores.map((s) => resolve(s)) : [...new Set(runs.map((r) => storeOf(r.folder)))];
  const reads = await Promise.all(paths.map(readStore));
  const resolved = resolveDecisions(reads, runs);
  return { runs, stores: paths, decisions: resolved.decisions, warnings: [...discovered.warnings, ...resolved.warnings] };
}
