// The summary's reads of its runs, kept from one load to the next (issue 32): the panel's warm open
// and its refresh read and parsed every run again. A run's earlier read is taken instead of a new one
// only when its inputs provably stand as they were read: the discovery found the same run (its files by
// name), every file its read reads (formatAdapter.filesRead: BFCL result and score files, a tau2 results
// file and its simulations/ files) has the size, kind and modification time it had when read, the
// folders of those files list the same entries, and what its format read beside it (tau2's tasks files,
// FormatSources) is equal. Anything that differs, is gone or cannot be stat'ed: the run is read again.
// Only the runs of the last load are kept, so memory holds one panel's runs at most.
import { dirname } from 'node:path';
import type { FoundRun, FormatSources, RunReadResult } from '../document/formatAdapter';
import type { FileStat } from '../files/fileAccess';
import { racy } from '../files/fileStamp';
import { hostFiles } from '../files/hostFiles';
import { sha256File } from '../files/fileHash';
import { formatOf } from '../formats/registry';

/** What a run's read reads, as it stands now: the run as found, its files' stats and its folders' entries. */
export interface RunInputs {
  run: FoundRun;
  /** The run as the discovery found it, as text (BFCL: its model and files; tau2: its results file). */
  key: string;
  /** The files its read reads. */
  files: string[];
  /** Its files with their stats (null: gone or not stat-able), and each of their folders' entries, as text. */
  stand: string;
  /** The bytes of its files, for the progress's total. */
  bytes: number;
  /** Whether a file of it changed too recently to be told apart from a change to come (or its files could not be told). */
  racy: boolean;
}

interface Kept {
  files: string[];
  stand: string;
  sources: unknown;
  /** The read, and whether its inputs stood the same after it (else it is never taken). */
  read: Promise<RunReadResult>;
  confirmed: Promise<boolean>;
  hashes: Map<string, Promise<string>>;
}

const kept = new Map<string, Kept>();

/** The run's inputs as they stand now. */
export async function runInputs(run: FoundRun): Promise<RunInputs> {
  const at = Date.now();
  // Files that cannot be told are no proof: such a run is read each time, as before.
  const told = await formatOf(run.benchmark).filesRead(run).catch(() => null);
  const files = told ?? [];
  const folders = [...new Set(files.map((f) => dirname(f)))].sort();
  const [stats, listings] = await Promise.all([
    Promise.all(files.map((f) => hostFiles.stat(f).catch(() => null))),
    Promise.all(folders.map((f) => hostFiles.list(f).catch(() => null))),
  ]);
  const stand = JSON.stringify({
    files: files.map((f, i) => [f, statText(stats[i] ?? null)]),
    folders: folders.map((f, i) => [f, listings[i]?.map((e) => `${e.kind} ${e.name}`).sort() ?? null]),
  });
  return {
    run,
    files,
    key: `${run.benchmark}\n${JSON.stringify(run.run, (_k, v: unknown) => (v instanceof Map ? [...v] : v))}`,
    stand,
    bytes: stats.reduce((sum, s) => sum + (s?.size ?? 0), 0),
    racy: told === null || stats.some((s) => s !== null && racy(s, at)),
  };
}

function statText(s: FileStat | null): string | null {
  return s && `${s.kind} ${s.size} ${s.mtimeMs}`;
}

/**
 * The run's read: the one kept when its inputs stand as when it was read and its format's sources are
 * equal, else `read()`, kept for the next load once its inputs are seen unchanged after it.
 */
export async function readKeptOrAgain(inputs: RunInputs, sources: FormatSources | undefined, read: () => Promise<RunReadResult>): Promise<{ result: RunReadResult; again: boolean }> {
  const own = sources?.get(inputs.run.benchmark) ?? null;
  const known = kept.get(inputs.key);
  if (known && known.stand === inputs.stand && sameValue(known.sources, own) && (await known.confirmed)) {
    return { result: await known.read, again: false };
  }
  kept.delete(inputs.key);
  const reading = read();
  // A file added, removed or changed while it was read makes the stand after it differ from the one before.
  const confirmed = reading.then(async () => !inputs.racy && (await runInputs(inputs.run)).stand === inputs.stand, () => false);
  const entry: Kept = { files: inputs.files, stand: inputs.stand, sources: own, read: reading, confirmed, hashes: new Map() };
  kept.set(inputs.key, entry);
  // Waited for, so that the calls a load makes are the same each time (and the next load finds it settled).
  if (!(await confirmed) && kept.get(inputs.key) === entry) kept.delete(inputs.key);
  return { result: await reading, again: true };
}

/** Lets go of every run but these (the runs of the load just made). */
export function keepOnly(runs: readonly RunInputs[]): void {
  const keys = new Set(runs.map((r) => r.key));
  for (const key of kept.keys()) if (!keys.has(key)) kept.delete(key);
}

/** A file's sha256 for an export: hashed once while the run it belongs to is kept, else read now. */
export function keptSha256(runs: readonly RunInputs[]): (path: string) => Promise<string> {
  const owner = new Map<string, Kept>();
  for (const r of runs) {
    const entry = kept.get(r.key);
    if (entry) for (const file of entry.files) owner.set(file, entry);
  }
  return (path) => {
    const hashes = owner.get(path)?.hashes;
    if (!hashes) return sha256File(path);
    const known = hashes.get(path) ?? sha256File(path);
    hashes.set(path, known);
    known.catch(() => hashes.delete(path));
    return known;
  };
}

/** Whether two values read beside the runs are equal: the same object, or equal member by member. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Map) return a.size === (b as Map<unknown, unknown>).size && [...a].every(([k, v]) => (b as Map<unknown, unknown>).has(k) && sameValue(v, (b as Map<unknown, unknown>).get(k)));
  if (a instanceof Set) return a.size === (b as Set<unknown>).size && [...a].every((v) => (b as Set<unknown>).has(v));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
