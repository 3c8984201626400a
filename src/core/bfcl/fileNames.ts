// BFCL file names and layouts: v4 `<root>/<model>/multi_turn/BFCL_v4_multi_turn_<cat>_{result,score}.json`,
// v3 flat `<root>/<model>/BFCL_v3_multi_turn_<cat>_{result,score}.json`.
// Names only, no file access (partnerFiles.ts looks for a file's partner on disk).
import { fileNameOf, folderOf } from '../path/pathNames';
import type { Category } from './categories';

const FILE_NAME = /^BFCL_v([34])_multi_turn_(base|long_context|miss_func|miss_param)_(result|score)\.json$/;

export type BfclFileKind = 'result' | 'score';

/**
 * Folders of BFCL's test data (`data/multi_turn_func_doc/`, `data/possible_answer/`): JSON files that are
 * never a run, told by name, so a walk need not open them to sniff for tau2 (in the web worker host each
 * sniff is a whole read: 12 round trips on the sample).
 */
export function isBfclTestDataFolder(name: string): boolean {
  return name === 'multi_turn_func_doc' || name === 'possible_answer';
}

export function parseBfclFileName(path: string): { version: 3 | 4; category: Category; kind: BfclFileKind } | null {
  const m = FILE_NAME.exec(fileNameOf(path));
  if (!m) return null;
  return { version: Number(m[1]) as 3 | 4, category: m[2] as Category, kind: m[3] as BfclFileKind };
}

export function bfclFileKind(path: string): BfclFileKind | null {
  return parseBfclFileName(path)?.kind ?? null;
}

export function categoryFromFileName(path: string): Category | null {
  return parseBfclFileName(path)?.category ?? null;
}

/** As the reference: the first of miss_param, miss_func, long_context, base named as `multi_turn_<cat>_`. */
export function categoryFromCaseId(id: string): Category | null {
  for (const cat of ['miss_param', 'miss_func', 'long_context', 'base'] as const) {
    if (id.includes(`multi_turn_${cat}_`)) return cat;
  }
  return null;
}

/** The folder a run lives in: the model folder above `multi_turn/` (v4) or the file's own folder (v3). */
export function runFolderOf(path: string): string {
  return modelFolderAbove(path) ?? folderOf(path);
}

/** The model folder above `multi_turn/` (v4), or null when the file is not in a `multi_turn/` folder. */
export function modelFolderAbove(path: string): string | null {
  const parent = folderOf(path);
  return fileNameOf(parent) === 'multi_turn' ? folderOf(parent) : null;
}

/** The release folder above a result or score file (the parent of its `result/` or `score/`), if any. */
export function releaseFolderOf(path: string): string | null {
  const parts = folderOf(path).split(/[\\/]/);
  for (let i = parts.length - 1; i > 0; i--) {
    if (parts[i] === 'result' || parts[i] === 'score') return parts.slice(0, i).join('/') || '/';
  }
  return null;
}

/** The model of a BFCL file: the name of its run folder. */
export function modelOfFile(path: string): string {
  return fileNameOf(runFolderOf(path));
}

/**
 * Where the same file of the other tree may be, nearest first: `.../result/<model>/...X_result.json`
 * -> `.../score/<model>/...X_score.json` for each `result` folder above it, then beside it. `join`
 * puts a folder and a name together as the file system in use does. Empty for a path not of `from`.
 */
export function counterpartPlaces(path: string, from: BfclFileKind, to: BfclFileKind, join: (folder: string, name: string) => string): string[] {
  const parsed = parseBfclFileName(path);
  if (!parsed || parsed.kind !== from) return [];
  const name = fileNameOf(path).replace(new RegExp(`_${from}\\.json$`), `_${to}.json`);
  const parts = folderOf(path).split(/[\\/]/);
  const places: string[] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i] === from) places.push(join([...parts.slice(0, i), to, ...parts.slice(i + 1)].join('/') || '/', name));
  }
  places.push(join(folderOf(path), name));
  return places;
}
