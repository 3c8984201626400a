// Finds the runs under what the user pointed at: a folder of releases (dated folders, each with result/
// and score/), a release folder, a result/ folder (its sibling score/ is used), a model folder, or one
// file. Several models, several runs; each release's results are paired with its own scores only.
import { basename, dirname, join, relative, resolve } from 'node:path';
import { localDisk } from '../files/localDisk';
import type { Category } from './categories';
import { modelOfFile, parseBfclFileName, type BfclFileKind } from './fileNames';
import { scoreFileFor } from './partnerFiles';
import { DiscoveryError, type DiscoveredRun } from './discoveredRun';
import { countOf } from '../text/countOf';

export { DiscoveryError, type DiscoveredRun };

export async function discoverRuns(results: string, scores?: string): Promise<{ runs: DiscoveredRun[]; warnings: string[] }> {
  const resultsPath = resolve(results);
  if (!localDisk().exists(resultsPath)) throw new DiscoveryError(`${results} does not exist.`);
  if (scores !== undefined && !localDisk().exists(resolve(scores))) throw new DiscoveryError(`${scores} does not exist.`);
  const releases = scores === undefined ? releaseFolders(resultsPath) : [];
  if (releases.length === 0) return discoverIn(results, resultsPath, scores, null);
  const runs: DiscoveredRun[] = [];
  const warnings: string[] = [];
  for (const release of releases) {
    const name = relative(resultsPath, release).split(/[\\/]/).join('/');
    if (!localDisk().exists(join(release, 'result'))) {
      const models = localDisk().listNow(join(release, 'score')).filter((e) => e.kind === 'folder').map((e) => e.name).sort(byCodeUnits);
      warnings.push(`${name} has scores but no result/ folder, so it was skipped${models.length ? ` (${models.join(', ')})` : ''}.`);
      continue;
    }
    try {
      const found = await discoverIn(release, release, undefined, name);
      runs.push(...found.runs);
      warnings.push(...found.warnings.map((w) => `${name}: ${w}`));
    } catch (e) {
      if (!(e instanceof DiscoveryError)) throw e;
      warnings.push(`${name}: ${e.message}`);
    }
  }
  if (runs.length === 0) throw new DiscoveryError(`No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) were found under ${results}. ${warnings.join(' ')}`.trim());
  return { runs, warnings };
}

/**
 * The release folders inside `folder` (children, or grandchildren, holding result/ or score/), when
 * `folder` is none itself and is not inside a result/ tree: dated releases, each paired on its own.
 */
function releaseFolders(folder: string): string[] {
  if (!isFolder(folder) || isRelease(folder) || folder.split(/[\\/]/).includes('result')) return [];
  const found: string[] = [];
  const visit = (dir: string, depth: number): void => {
    for (const entry of localDisk().listNow(dir).sort((a, b) => byCodeUnits(a.name, b.name))) {
      if (entry.kind !== 'folder' || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (isRelease(path)) found.push(path);
      else if (depth < 2 && entry.name !== 'result' && entry.name !== 'score') visit(path, depth + 1);
    }
  };
  visit(folder, 1);
  return found;
}

function isRelease(folder: string): boolean {
  return localDisk().exists(join(folder, 'result')) || localDisk().exists(join(folder, 'score'));
}

/** A release folder (or any other form) on its own: the runs under it, paired with its scores. */
async function discoverIn(results: string, resultsPath: string, scores: string | undefined, release: string | null): Promise<{ runs: DiscoveredRun[]; warnings: string[] }> {
  const warnings: string[] = [];

  let resultsRoot = resultsPath;
  let scoresRoot = scores !== undefined ? resolve(scores) : null;
  if (isFolder(resultsPath)) {
    if (localDisk().exists(join(resultsPath, 'result'))) {
      resultsRoot = join(resultsPath, 'result');
      scoresRoot ??= existing(join(resultsPath, 'score'));
    } else {
      scoresRoot ??= counterpartFolder(resultsPath);
    }
  } else if (parseBfclFileName(resultsPath)?.kind !== 'result') {
    throw new DiscoveryError(`${results} is not a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json).`);
  }

  const resultFiles = groupByModel(findBfclFiles(resultsRoot, 'result'), warnings, 'result');
  if (resultFiles.size === 0) {
    const scoresHere = findBfclFiles(resultsRoot, 'score');
    const found = scoresHere.length ? scoresHere : scoresRoot ? findBfclFiles(scoresRoot, 'score') : [];
    if (found.length) throw new DiscoveryError(scoresOnlyText(results, found));
    throw new DiscoveryError(`No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) were found under ${results}.`);
  }
  let scoreFiles = new Map<string, Map<Category, string>>();
  if (scoresRoot) {
    scoreFiles = groupByModel(findBfclFiles(scoresRoot, 'score'), warnings, 'score');
  } else if (!isFolder(resultsPath)) {
    const single = scoreFileFor(resultsPath);
    if (single) scoreFiles = groupByModel([single], warnings, 'score');
  }

  const runs: DiscoveredRun[] = [];
  for (const [model, byCategory] of [...resultFiles].sort(([a], [b]) => byCodeUnits(a, b))) {
    let scoresOf = scoreFiles.get(model);
    // One run and one scored model under other names (e.g. --results and --scores of one run): pair them.
    if (!scoresOf && resultFiles.size === 1 && scoreFiles.size === 1) scoresOf = [...scoreFiles.values()][0];
    runs.push({ model, results: byCategory, scores: scoresOf ?? new Map(), resultsRoot, scoresRoot: scoresRoot ?? (scoresOf ? dirname(dirname([...scoresOf.values()][0]!)) : null), release });
  }
  const unmatched = [...scoreFiles.keys()].filter((m) => !resultFiles.has(m) && !(resultFiles.size === 1 && scoreFiles.size === 1));
  if (unmatched.length) warnings.push(`Score files without result files were skipped: ${unmatched.sort().join(', ')}.`);
  return { runs, warnings };
}

/** A folder of score files alone: say what it holds and what is missing, not just that nothing was found. */
function scoresOnlyText(results: string, scoreFiles: string[]): string {
  const models = [...new Set(scoreFiles.map(modelOfFile))].sort(byCodeUnits);
  return (
    `${results} holds ${countOf(scoreFiles.length, 'BFCL score file')} (${models.join(', ')}) but no result files (BFCL_v4_multi_turn_<category>_result.json). ` +
    "GAR needs the model's emissions, which only the result files hold: point --results at a folder with a result/ folder beside score/, or at the result files."
  );
}

/** The order Python's sorted() gives, independent of the locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Links followed, as statSync follows them (an entry's own kind, in a walk, does not follow them). */
function isFolder(path: string): boolean {
  return localDisk().statNow(path)?.kind === 'folder';
}

function existing(path: string): string | null {
  return localDisk().exists(path) ? path : null;
}

/** `.../result/<model>` -> `.../score/<model>`, and `.../result` -> `.../score`, when it exists. */
function counterpartFolder(folder: string): string | null {
  const parts = folder.split(/[\\/]/);
  const i = parts.lastIndexOf('result');
  if (i < 0) return null;
  return existing([...parts.slice(0, i), 'score', ...parts.slice(i + 1)].join('/') || '/');
}

function findBfclFiles(root: string, kind: BfclFileKind): string[] {
  if (!isFolder(root)) return parseBfclFileName(root)?.kind === kind ? [root] : [];
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of localDisk().listNow(dir).sort((a, b) => byCodeUnits(a.name, b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.kind === 'folder') walk(path);
      else if (parseBfclFileName(path)?.kind === kind) found.push(path);
    }
  };
  walk(root);
  return found;
}

/** model -> category -> file; when a model has both a v3 and a v4 file for a category, v4 wins. */
function groupByModel(files: string[], warnings: string[], kind: BfclFileKind): Map<string, Map<Category, string>> {
  const byModel = new Map<string, Map<Category, string>>();
  for (const file of files) {
    const parsed = parseBfclFileName(file)!;
    const model = modelOfFile(file);
    const byCategory = byModel.get(model) ?? new Map<Category, string>();
    byModel.set(model, byCategory);
    const previous = byCategory.get(parsed.category);
    if (previous) {
      const keep = parseBfclFileName(previous)!.version >= parsed.version ? previous : file;
      warnings.push(`${model} has more than one ${parsed.category} ${kind} file; using ${keep}.`);
      byCategory.set(parsed.category, keep);
    } else {
      byCategory.set(parsed.category, file);
    }
  }
  return byModel;
}

