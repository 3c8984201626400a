// The runs decisions are resolved against: every result file read whole (decisions need turns and
// emissions), with its sha256 and its path relative to the run folder, as the store names it. BFCL
// runs are a model folder of category files; a tau2 run is one results file (tau2RunContext.ts). Read
// through streamedReads.ts (streamed from local disk, or whole through vscode.workspace.fs in the web build).
import { relative } from 'node:path';
import type { ActionClass } from '../classify/actionClass';
import type { DiscoveredRun } from '../bfcl/discover';
import { joinScores } from '../bfcl/join';
import { runFolderOf } from '../bfcl/fileNames';
import { streamedReads } from '../bfcl/streamedReads';
import type { ResultFileRead } from '../bfcl/types';
import { sha256File } from '../files/fileHash';
import { BFCL_CATEGORIES, GOLD_CLASS } from '../bfcl/categories';
import type { Benchmark, Case, Emission } from '../model/model';

/** The classes an emission counts with (the classifier's, or a human's where they decided). */
export type ClassesOf = (kase: Case, e: Emission) => readonly ActionClass[];

export interface LabelledFile {
  path: string;
  /** Relative to the run folder, forward slashes. */
  relPath: string;
  sha256: string;
  /** The sha256 of each other file its cases are read from, by path relative to the run folder (a tau2 dir layout's simulations/<id>.json). */
  caseFileSha256?: ReadonlyMap<string, string>;
  benchmark: Benchmark;
  /** The BFCL category or tau2 domain ("unknown" when neither is known). */
  group: string;
  read: ResultFileRead;
  /** The gold classes GAR is reported for in this file, in the benchmark's order (none: no gold known). */
  goldClasses: readonly ActionClass[];
  /** The cases GAR counts (BFCL: every case; tau2: the scored simulations). */
  garCases: readonly Case[];
  /** The case's gold classes hit when its emissions have `classesOf`'s classes, by its benchmark's rule. */
  goldHitsWith: (kase: Case, classesOf: ClassesOf) => ActionClass[];
}

export interface RunContext {
  /** Tells runs apart when two are reached twice: BFCL the model folder, tau2 the results file. */
  id: string;
  model: string;
  folder: string;
  files: Map<string, LabelledFile>;
}

export function runRelativePath(runFolder: string, file: string): string {
  return relative(runFolder, file).split(/[\\/]/).join('/');
}

/**
 * BFCL: a gold class is hit when any emission of the case shows it. A case read without its turns (no
 * decision is about it: see loadRunContext) has the classifier's classes only, and its hits.
 */
function bfclGoldHitsWith(kase: Case, classesOf: ClassesOf): ActionClass[] {
  if (kase.turns.length === 0) return kase.goldHits;
  return kase.gold.filter((g) => kase.turns.some((t) => t.emissions.some((e) => classesOf(kase, e).includes(g))));
}

/** The run's folder, as loadRunContext names it, before any file is read. */
export function bfclRunFolder(run: DiscoveredRun): string {
  const paths = BFCL_CATEGORIES.map((c) => run.results.get(c)).filter((p): p is string => !!p);
  return paths.length ? runFolderOf(paths[paths.length - 1]!) : '';
}

/**
 * `decided`: the ids of the cases that decisions are about, by file path relative to the run folder.
 * Given, only those cases keep their turns (the others their classes and hits, which is all that
 * resolving decisions and GAR need of them), so a run of any size takes little memory.
 */
export async function loadRunContext(run: DiscoveredRun, decided?: ReadonlyMap<string, ReadonlySet<string>>): Promise<RunContext> {
  const files = new Map<string, LabelledFile>();
  let folder = '';
  const reads = streamedReads();
  for (const category of BFCL_CATEGORIES) {
    const path = run.results.get(category);
    if (!path) continue;
    folder = runFolderOf(path);
    const read = decided
      ? await streamedReads({ classesOnly: true, turnsOf: decided.get(runRelativePath(folder, path)) ?? new Set() }).result(path)
      : await reads.result(path);
    const scorePath = run.scores.get(category);
    if (scorePath) joinScores(read, await reads.score(scorePath));
    const relPath = runRelativePath(folder, path);
    files.set(relPath, {
      path, relPath, sha256: await sha256File(path), benchmark: 'bfcl', group: category, read,
      goldClasses: [GOLD_CLASS[category]], garCases: read.cases, goldHitsWith: bfclGoldHitsWith,
    });
  }
  return { id: folder, model: run.model, folder, files };
}
