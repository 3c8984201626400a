// Reads the runs under a path (BFCL model folders and tau2 results files) and the label stores that
// speak about them (each run's own store unless stores are named), and ties every decision to its emission.
// Found, and their stores read, by labelRunAccess.ts; the runs read through the host's file access
// (local disk, or vscode.workspace.fs in the web build).
import { resolve } from 'node:path';
import { DiscoveryError, type DiscoveredRun } from '../bfcl/discoveredRun';
import type { UserTasks } from '../tau2/goldSource';
import { hostFiles } from '../files/hostFiles';
import { discoverLabelRuns, storeFiles } from './labelRunAccess';
import { readStore } from './readStore';
import { resolveDecisions, type Resolved } from './resolveDecisions';
import { loadRunContext, type RunContext } from './runContext';
import { defaultStorePath } from './storePath';
import { loadTau2RunContext } from './tau2RunContext';

export interface LabelledRuns extends Resolved {
  runs: RunContext[];
  stores: string[];
}

export interface LoadOptions {
  /** tau2 tasks files whose gold replaces the pinned gold for their domain (`--tasks`, the setting). */
  tasks?: readonly UserTasks[];
}

/**
 * `stores`: the stores named (the command line's --labels), or where each run's store is (the editor's
 * setting); none: each run's default store. Throws DiscoveryError when there is neither a BFCL nor a
 * tau2 run under `results`.
 */
export async function loadLabelledRuns(results: string, stores: readonly string[] | ((runFolder: string) => string) = [], options: LoadOptions = {}): Promise<LabelledRuns> {
  const { bfcl, bfclError, warnings, tau2 } = await discoverLabelRuns(results);
  const labelled = await labelFoundRuns({ bfcl, tau2 }, stores, options);
  if (labelled.runs.length === 0) throw new DiscoveryError(await nothingToRead(results, bfclError));
  return { ...labelled, warnings: [...warnings, ...labelled.warnings] };
}

/** The runs found (by the command line's discovery, or core/discovery/findRuns.ts for the views) read whole, with their stores' decisions. */
export async function labelFoundRuns(found: { bfcl: readonly DiscoveredRun[]; tau2: readonly string[] }, stores: readonly string[] | ((runFolder: string) => string) = [], options: LoadOptions = {}): Promise<LabelledRuns> {
  const { runs, warnings } = await readFoundRuns(found, options);
  if (runs.length === 0) return { runs, stores: [], decisions: [], warnings };
  const storeOf = typeof stores === 'function' ? stores : defaultStorePath;
  const paths = Array.isArray(stores) && stores.length ? stores.map((s) => resolve(s)) : [...new Set(runs.map((r) => storeOf(r.folder)))];
  const reads = await Promise.all(paths.map((p) => readStore(p, storeFiles)));
  const resolved = resolveDecisions(reads, runs);
  return { runs, stores: paths, decisions: resolved.decisions, warnings: [...warnings, ...resolved.warnings] };
}

/** The runs found, read whole, without their stores (the Review view reads those through the editor's store). */
export async function readFoundRuns(found: { bfcl: readonly DiscoveredRun[]; tau2: readonly string[] }, options: LoadOptions = {}): Promise<{ runs: RunContext[]; warnings: string[] }> {
  const runs: RunContext[] = [];
  const warnings: string[] = [];
  for (const run of found.bfcl) runs.push(await loadRunContext(run));
  for (const file of found.tau2) {
    const loaded = await loadTau2RunContext(file, options.tasks);
    if (loaded.run) runs.push(loaded.run);
    warnings.push(...loaded.warnings);
  }
  return { runs, warnings };
}

async function nothingToRead(results: string, bfclError: DiscoveryError | null): Promise<string> {
  const at = await hostFiles.stat(resolve(results));
  if (!at) return `${results} does not exist.`;
  if (at.kind === 'file') return `${results} is neither a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json) nor a tau2 results file.`;
  const found = bfclError?.message.startsWith('No BFCL') === false ? ` ${bfclError.message}` : '';
  return `No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) and no tau2 results files were found under ${results}.${found}`;
}
