// Reads the runs under a path (BFCL model folders and tau2 results files) and the label stores that
// speak about them (each run's own store unless stores are named), and ties every decision to its emission.
// Found, and their stores read, by labelRunAccess.ts; the runs read through the host's file access
// (local disk, or vscode.workspace.fs in the web build).
import { resolve } from 'node:path';
import { DiscoveryError, type DiscoveredRun } from '../bfcl/discoveredRun';
import type { FormatSources } from '../document/formatAdapter';
import { tau2SourcesIn } from '../tau2/formatSources';
import { hostFiles } from '../files/hostFiles';
import { discoverLabelRuns, storeFiles } from './labelRunAccess';
import { readStore, type StoreRead } from './readStore';
import { resolveDecisions, type Resolved } from './resolveDecisions';
import { bfclRunFolder, loadRunContext, type RunContext } from './runContext';
import { defaultStorePath } from './storePath';
import { loadTau2RunContext } from './tau2RunContext';

export interface LabelledRuns extends Resolved {
  runs: RunContext[];
  stores: string[];
}

export interface LoadOptions {
  /** What the formats read beside their runs (tau2: tasks files whose gold replaces the pinned gold for their domain, `--tasks` or the setting). */
  sources?: FormatSources;
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

/**
 * The runs found (by the command line's discovery, or core/discovery/findRuns.ts for the views), with
 * their stores' decisions. The stores are read first, each file a line at a time keeping the latest
 * decision per item; then of each BFCL result file only the cases decided on keep their turns (the
 * rest their classes): memory follows the decisions, not the size of the run or of the store.
 */
export async function labelFoundRuns(found: { bfcl: readonly DiscoveredRun[]; tau2: readonly string[] }, stores: readonly string[] | ((runFolder: string) => string) = [], options: LoadOptions = {}): Promise<LabelledRuns> {
  const tau2 = await readTau2Runs(found.tau2, options);
  const folders = [...found.bfcl.map(bfclRunFolder), ...tau2.runs.map((r) => r.folder)];
  if (folders.length === 0) return { runs: [], stores: [], decisions: [], warnings: tau2.warnings };
  const storeOf = typeof stores === 'function' ? stores : defaultStorePath;
  const paths = Array.isArray(stores) && stores.length ? stores.map((s) => resolve(s)) : [...new Set(folders.map(storeOf))];
  const reads = await Promise.all(paths.map((p) => readStore(p, storeFiles, { latestOnly: true })));
  const decided = decidedCases(reads);
  const runs: RunContext[] = [];
  for (const run of found.bfcl) runs.push(await loadRunContext(run, decided));
  runs.push(...tau2.runs);
  const resolved = resolveDecisions(reads, runs);
  return { runs, stores: paths, decisions: resolved.decisions, warnings: [...tau2.warnings, ...resolved.warnings] };
}

/** The case ids the stores' decisions name, by the file they name. */
function decidedCases(reads: readonly StoreRead[]): Map<string, Set<string>> {
  const decided = new Map<string, Set<string>>();
  for (const { decision } of reads.flatMap((r) => r.decisions)) {
    let cases = decided.get(decision.file);
    if (!cases) decided.set(decision.file, (cases = new Set()));
    cases.add(decision.case);
  }
  return decided;
}

/** The runs found, read whole, without their stores (the Review view reads those through the editor's store). */
export async function readFoundRuns(found: { bfcl: readonly DiscoveredRun[]; tau2: readonly string[] }, options: LoadOptions = {}): Promise<{ runs: RunContext[]; warnings: string[] }> {
  const runs: RunContext[] = [];
  for (const run of found.bfcl) runs.push(await loadRunContext(run));
  const tau2 = await readTau2Runs(found.tau2, options);
  return { runs: [...runs, ...tau2.runs], warnings: tau2.warnings };
}

async function readTau2Runs(files: readonly string[], options: LoadOptions): Promise<{ runs: RunContext[]; warnings: string[] }> {
  const runs: RunContext[] = [];
  const warnings: string[] = [];
  for (const file of files) {
    const loaded = await loadTau2RunContext(file, tau2SourcesIn(options.sources).tasks);
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
