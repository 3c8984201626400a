// Every run under the folders a view shows (the workspace's folders and calibrationLens.runFolders, or
// the folders the summary was opened on), found one way for the tree, the Review view and the panel:
// BFCL result files by name, grouped by model folder and paired with the score file beside each in
// the score/ tree; tau2 results files by content (discoverTau2.ts), a dir-layout run by its
// results.json. Where the walk stops (a folder too deep, one of thrown-away runs, node_modules) it
// says so once, with the folder. Pure: no vscode; every file is reached through a FileAccess (local
// disk, or vscode.workspace.fs in the web build and on virtual workspaces).
import { basename, dirname, join, resolve } from 'node:path';
import { BFCL_CATEGORIES, type Category } from '../bfcl/categories';
import type { DiscoveredRun } from '../bfcl/discover';
import { isBfclTestDataFolder, modelOfFile, parseBfclFileName, releaseFolderOf, runFolderOf } from '../bfcl/fileNames';
import { scoreFileThrough } from '../bfcl/partnerThrough';
import type { FileAccess } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { runWhere } from '../path/runWhere';
import { isTau2File } from '../tau2/tau2FileSniff';

/** Folders below a root searched; deep enough for tau2's src/experiments/eval/data/<run>/<provider>/ inside a clone. */
export const MAX_DEPTH = 12;

export interface FoundRuns {
  /** BFCL runs (one per model folder), in model then folder order. */
  bfcl: DiscoveredRun[];
  /** tau2 results files (a dir-layout run: its results.json), by folder named, then path. */
  tau2: string[];
  /** For each BFCL run and each tau2 file, the index of the root it was first found under. */
  bfclOrigins: number[];
  tau2Origins: number[];
  /** Where the walk stopped or what it skipped, one sentence per folder. */
  notes: string[];
}

interface Walk {
  files: FileAccess;
  results: Map<string, number>;
  scores: Set<string>;
  tau2: Map<string, number>;
  notes: string[];
  seen: Set<string>;
}

/** `files`: the file system the roots are on (the host's by default). */
export async function findRuns(roots: readonly string[], files: FileAccess = hostFiles): Promise<FoundRuns> {
  const walk: Walk = { files, results: new Map(), scores: new Set(), tau2: new Map(), notes: [], seen: new Set() };
  for (const [origin, root] of roots.entries()) {
    const path = resolve(root);
    const s = await files.stat(path);
    if (!s) walk.notes.push(`${root} does not exist, so no runs were looked for there.`);
    else if (s.kind === 'file' && !parseBfclFileName(path) && !path.endsWith('.json')) {
      // A file named on its own is a tau2 run by its content, whatever its name.
      if (!walk.tau2.has(path) && (await isTau2File(path, files))) walk.tau2.set(path, origin);
    } else if (s.kind === 'file') await visitFile(walk, path, origin);
    // Neither a file nor a folder (a broken link, a device): an empty folder, as the walk always took it.
    else await visitFolder(walk, path, 0, origin);
  }
  const bfcl = await bfclRuns(walk);
  // In the order of the folders the user named, each folder's runs by path.
  const tau2 = [...walk.tau2.keys()].sort((a, b) => walk.tau2.get(a)! - walk.tau2.get(b)! || byCodeUnits(a, b));
  return { bfcl: bfcl.map((r) => r.run), bfclOrigins: bfcl.map((r) => r.origin), tau2, tau2Origins: tau2.map((f) => walk.tau2.get(f)!), notes: [...walk.notes, ...scoresAloneNotes(walk)] };
}

async function visitFile(walk: Walk, path: string, origin: number): Promise<void> {
  const bfcl = parseBfclFileName(path);
  if (bfcl?.kind === 'result') {
    if (!walk.results.has(path)) walk.results.set(path, origin);
  } else if (bfcl?.kind === 'score') walk.scores.add(path);
  else if (path.endsWith('.json') && !basename(path).startsWith('BFCL_') && !walk.tau2.has(path) && (await isTau2File(path, walk.files))) walk.tau2.set(path, origin);
}

async function visitFolder(walk: Walk, folder: string, depth: number, origin: number): Promise<void> {
  // A folder reached twice (two roots, a link) is searched once; this also ends link cycles.
  const real = await hostFiles.realFolder(folder);
  if (walk.seen.has(real)) return;
  walk.seen.add(real);
  const entries = (await walk.files.list(folder)) ?? [];
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const dirLayout = entries.some((e) => e.kind === 'file' && e.name === 'results.json') && entries.some((e) => e.kind === 'folder' && e.name === 'simulations');
  for (const e of entries) {
    const full = join(folder, e.name);
    if (e.kind === 'file') await visitFile(walk, full, origin);
    if (e.kind !== 'folder' || e.name.startsWith('.')) continue;
    // A dir-layout run is its results.json: its simulations are read with it, not found again.
    if (dirLayout && e.name === 'simulations') continue;
    if (e.name === 'hallucination_discarded') walk.notes.push(`${full} was not searched: tau2 keeps thrown-away runs there.`);
    else if (e.name === 'node_modules') walk.notes.push(`${full} was not searched (node_modules).`);
    // BFCL's test data holds no run: told by its folder's name, its files are not opened.
    else if (isBfclTestDataFolder(e.name)) continue;
    else if (depth + 1 > MAX_DEPTH) walk.notes.push(`${full} was not searched: it is more than ${MAX_DEPTH} folders below ${rootOf(folder, depth)}. Add it to calibrationLens.runFolders (or open it) to see its runs.`);
    else await visitFolder(walk, full, depth + 1, origin);
  }
}

function rootOf(folder: string, depth: number): string {
  let root = folder;
  for (let i = 0; i < depth; i++) root = dirname(root);
  return root;
}

/** Result files grouped by model folder, each with the score files beside it; v4 over v3 for a category. */
async function bfclRuns(walk: Walk): Promise<{ run: DiscoveredRun; origin: number }[]> {
  const byFolder = new Map<string, { results: Map<Category, string>; scores: Map<Category, string>; origin: number }>();
  for (const [file, origin] of walk.results) {
    const parsed = parseBfclFileName(file)!;
    const folder = runFolderOf(file);
    const run = byFolder.get(folder) ?? { results: new Map(), scores: new Map(), origin };
    byFolder.set(folder, run);
    const previous = run.results.get(parsed.category);
    if (previous && parseBfclFileName(previous)!.version >= parsed.version) continue;
    if (previous) walk.notes.push(`${folder} has more than one ${parsed.category} result file; using ${file}.`);
    run.results.set(parsed.category, file);
    const score = await scoreFileThrough(walk.files, file);
    if (score) run.scores.set(parsed.category, score);
    else run.scores.delete(parsed.category);
  }
  const perModel = new Map<string, number>();
  for (const folder of byFolder.keys()) perModel.set(basename(folder), (perModel.get(basename(folder)) ?? 0) + 1);
  const runs = [...byFolder].map(([folder, r]) => {
    const model = basename(folder);
    const ordered = new Map(BFCL_CATEGORIES.filter((c) => r.results.has(c)).map((c) => [c, r.results.get(c)!]));
    const scores = new Map(BFCL_CATEGORIES.filter((c) => r.scores.has(c)).map((c) => [c, r.scores.get(c)!]));
    const first = [...scores.values()][0];
    const run: DiscoveredRun = {
      model,
      results: ordered,
      scores,
      resultsRoot: dirname(folder),
      scoresRoot: first ? dirname(runFolderOf(first)) : null,
      // Two runs of one model: each named by where it came from, as the review view names them.
      release: perModel.get(model)! > 1 ? runWhere(folder) : null,
    };
    return { run, origin: r.origin };
  });
  return runs.sort((a, b) => byCodeUnits(a.run.model, b.run.model) || byCodeUnits(runFolderOf([...a.run.results.values()][0]!), runFolderOf([...b.run.results.values()][0]!)));
}

/** The first of the places of a result file's score file that exists (partnerFiles.ts's rule, on any file system). */
/** Models with score files and no result file: one note per release (or folder) that holds them. */
function scoresAloneNotes(walk: Walk): string[] {
  // A model with some result files is shown (its categories without results are its own loader's news).
  const whereOf = (file: string) => releaseFolderOf(file) ?? dirname(runFolderOf(file));
  const withResults = new Set([...walk.results.keys()].map((f) => `${whereOf(f)}\u0000${modelOfFile(f)}`));
  const alone = new Map<string, Set<string>>();
  for (const score of walk.scores) {
    const where = whereOf(score);
    if (withResults.has(`${where}\u0000${modelOfFile(score)}`)) continue;
    alone.set(where, (alone.get(where) ?? new Set()).add(modelOfFile(score)));
  }
  return [...alone].sort(([a], [b]) => byCodeUnits(a, b)).map(([where, models]) =>
    `${where} holds score files but no result files (${[...models].sort(byCodeUnits).join(', ')}), so nothing of them is shown: GAR needs the model's emissions.`);
}

/** The order Python's sorted() gives, independent of the locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
