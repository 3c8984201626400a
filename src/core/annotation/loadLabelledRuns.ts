// Reads the runs under a path (every format's, as its adapter reads them for labelling) and the label
// stores that speak about them (each run's own store unless stores are named), and ties every decision
// to its emission. Found, and their stores read, by labelRunAccess.ts; the runs read through the host's
// file access (local disk, or vscode.workspace.fs in the web build).
import { resolve } from 'node:path';
import type { FoundRun, FormatSources } from '../document/formatAdapter';
import type { RunContext } from '../document/labelledRun';
import { hostFiles } from '../files/hostFiles';
import { formatOf, formats } from '../formats/registry';
import { DiscoveryError } from '../model/discoveryError';
import { discoverLabelRuns, storeFiles } from './labelRunAccess';
import { readStore, type StoreRead } from './readStore';
import { resolveDecisions, type Resolved } from './resolveDecisions';
import { defaultStorePath } from './storePath';

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
 * setting); none: each run's default store. Throws DiscoveryError when there is no run of any format
 * under `results`.
 */
export async function loadLabelledRuns(results: string, stores: readonly string[] | ((runFolder: string) => string) = [], options: LoadOptions = {}): Promise<LabelledRuns> {
  const { runs, warnings, whyNone } = await discoverLabelRuns(results);
  const labelled = await labelFoundRuns(runs, stores, options);
  if (labelled.runs.length === 0) throw new DiscoveryError(await nothingToRead(results, whyNone));
  return { ...labelled, warnings: [...warnings, ...labelled.warnings] };
}

/**
 * The runs found (by the command line's discovery, or core/discovery/findRuns.ts for the views), with
 * their stores' decisions. A run whose store's folder only its read tells is read first; then the
 * stores, each file a line at a time keeping the latest decision per item; then the other runs, told
 * the cases decided on (BFCL keeps only their turns, the rest their classes): memory follows the
 * decisions, not the size of the run or of the store.
 */
export async function labelFoundRuns(found: readonly FoundRun[], stores: readonly string[] | ((runFolder: string) => string) = [], options: LoadOptions = {}): Promise<LabelledRuns> {
  const warnings: string[] = [];
  // Each found run: its store's folder known by its place, or the run as read first (null: it proved no run).
  const firstRead = new Map<FoundRun, RunContext | null>();
  for (const run of found) {
    if (formatOf(run.benchmark).labelling.runFolderOf(run) !== null) continue;
    const read = await formatOf(run.benchmark).labelling.readRun(run, options);
    firstRead.set(run, read.run);
    warnings.push(...read.warnings);
  }
  const folders = found.flatMap((run) => (firstRead.has(run) ? (firstRead.get(run) ? [firstRead.get(run)!.folder] : []) : [formatOf(run.benchmark).labelling.runFolderOf(run)!]));
  if (folders.length === 0) return { runs: [], stores: [], decisions: [], warnings };
  const storeOf = typeof stores === 'function' ? stores : defaultStorePath;
  const paths = Array.isArray(stores) && stores.length ? stores.map((s) => resolve(s)) : [...new Set(folders.map(storeOf))];
  const reads = await Promise.all(paths.map((p) => readStore(p, storeFiles, { latestOnly: true })));
  const decided = decidedCases(reads);
  const runs: RunContext[] = [];
  for (const run of found) {
    if (firstRead.has(run)) {
      const read = firstRead.get(run);
      if (read) runs.push(read);
      continue;
    }
    const read = await formatOf(run.benchmark).labelling.readRun(run, { ...options, decided });
    if (read.run) runs.push(read.run);
    warnings.push(...read.warnings);
  }
  const resolved = resolveDecisions(reads, runs);
  return { runs, stores: paths, decisions: resolved.decisions, warnings: [...warnings, ...resolved.warnings] };
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
export async function readFoundRuns(found: readonly FoundRun[], options: LoadOptions = {}): Promise<{ runs: RunContext[]; warnings: string[] }> {
  const runs: RunContext[] = [];
  const warnings: string[] = [];
  for (const run of found) {
    const read = await formatOf(run.benchmark).labelling.readRun(run, options);
    if (read.run) runs.push(read.run);
    warnings.push(...read.warnings);
  }
  return { runs, warnings };
}

/** What the message says when no format found a run under `results`: each format's run files named, and why a format found none. */
async function nothingToRead(results: string, whyNone: readonly string[]): Promise<string> {
  const at = await hostFiles.stat(resolve(results));
  if (!at) return `${results} does not exist.`;
  const names = formats().map((f) => f.labelling.runFiles);
  if (at.kind === 'file') return `${results} is neither ${names.map((n) => n.one).join(' nor ')}.`;
  const why = whyNone.map((w) => ` ${w}`).join('');
  return `No ${names.map((n) => n.many).join(' and no ')} were found under ${results}.${why}`;
}
