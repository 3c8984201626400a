// How the walk over folders finds BFCL runs (core/discovery/findRuns.ts): result files by name, grouped
// by model folder and paired with the score file beside each in the score/ tree (v4 over v3 for a
// category); score files of a model without result files are a note, since GAR needs the emissions.
import { basename, dirname } from 'node:path';
import type { FormatDiscovery, FoundRun, KeptFiles } from '../document/formatAdapter';
import { runWhere } from '../path/runWhere';
import { BFCL_CATEGORIES, type Category } from './categories';
import type { DiscoveredRun } from './discoveredRun';
import { bfclFileKind, isBfclTestDataFolder, modelOfFile, parseBfclFileName, releaseFolderOf, runFolderOf } from './fileNames';
import { scoreFileThrough } from './partnerThrough';

export const bfclDiscovery: FormatDiscovery = {
  keeps: async (path) => bfclFileKind(path),
  // BFCL's test data holds no run: told by its folder's name, its files are not opened.
  skipsFolder: (_folder, name) => (isBfclTestDataFolder(name) ? '' : null),
  async runsAmong(kept) {
    const notes: string[] = [];
    const runs = await bfclRuns(kept, notes);
    return { runs: runs.map(({ run, origin }) => ({ benchmark: 'bfcl', run, origin })), notes: [...notes, ...scoresAloneNotes(kept)] };
  },
};

function filesOf(kept: KeptFiles, kind: 'result' | 'score'): [string, number][] {
  return [...kept.kept].filter(([, k]) => k.kind === kind).map(([file, k]) => [file, k.origin]);
}

/** Result files grouped by model folder, each with the score files beside it; v4 over v3 for a category. */
async function bfclRuns(kept: KeptFiles, notes: string[]): Promise<{ run: DiscoveredRun; origin: number }[]> {
  const byFolder = new Map<string, { results: Map<Category, string>; scores: Map<Category, string>; origin: number }>();
  // Every result file's score file looked for side by side (a stat each: in the web worker host a round trip), taken in order below.
  const results = filesOf(kept, 'result');
  const scoreFiles = new Map(results.map(([file]) => [file, scoreFileThrough(kept.files, file)]));
  for (const looking of scoreFiles.values()) looking.catch(() => undefined);
  for (const [file, origin] of results) {
    const parsed = parseBfclFileName(file)!;
    const folder = runFolderOf(file);
    const run = byFolder.get(folder) ?? { results: new Map(), scores: new Map(), origin };
    byFolder.set(folder, run);
    const previous = run.results.get(parsed.category);
    if (previous && parseBfclFileName(previous)!.version >= parsed.version) continue;
    if (previous) notes.push(`${folder} has more than one ${parsed.category} result file; using ${file}.`);
    run.results.set(parsed.category, file);
    const score = await scoreFiles.get(file)!;
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

/** Models with score files and no result file: one note per release (or folder) that holds them. */
function scoresAloneNotes(kept: KeptFiles): string[] {
  // A model with some result files is shown (its categories without results are its own loader's news).
  const whereOf = (file: string) => releaseFolderOf(file) ?? dirname(runFolderOf(file));
  const withResults = new Set(filesOf(kept, 'result').map(([f]) => `${whereOf(f)}\u0000${modelOfFile(f)}`));
  const alone = new Map<string, Set<string>>();
  for (const [score] of filesOf(kept, 'score')) {
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
