// BFCL file names and layouts: v4 `<root>/<model>/multi_turn/BFCL_v4_multi_turn_<cat>_{result,score}.json`,
// v3 flat `<root>/<model>/BFCL_v3_multi_turn_<cat>_{result,score}.json`.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Category } from './categories';

const FILE_NAME = /^BFCL_v([34])_multi_turn_(base|long_context|miss_func|miss_param)_(result|score)\.json$/;

export type BfclFileKind = 'result' | 'score';

export function parseBfclFileName(path: string): { version: 3 | 4; category: Category; kind: BfclFileKind } | null {
  const m = FILE_NAME.exec(basename(path));
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
  const parent = dirname(path);
  return basename(parent) === 'multi_turn' ? dirname(parent) : parent;
}

/** The release folder above a result or score file (the parent of its `result/` or `score/`), if any. */
export function releaseFolderOf(path: string): string | null {
  const parts = dirname(path).split(/[\\/]/);
  for (let i = parts.length - 1; i > 0; i--) {
    if (parts[i] === 'result' || parts[i] === 'score') return parts.slice(0, i).join('/') || '/';
  }
  return null;
}

/** The model of a BFCL file: the name of its run folder. */
export function modelOfFile(path: string): string {
  return basename(runFolderOf(path));
}

/** The same file in the other tree: `.../result/<model>/...X_result.json` <-> `.../score/<model>/...X_score.json`. */
function counterpart(path: string, from: BfclFileKind, to: BfclFileKind): string | null {
  const parsed = parseBfclFileName(path);
  if (!parsed || parsed.kind !== from) return null;
  const name = basename(path).replace(new RegExp(`_${from}\\.json$`), `_${to}.json`);
  const parts = dirname(path).split(/[\\/]/);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i] !== from) continue;
    const candidate = join([...parts.slice(0, i), to, ...parts.slice(i + 1)].join('/') || '/', name);
    if (existsSync(candidate)) return candidate;
  }
  const beside = join(dirname(path), name);
  return existsSync(beside) ? beside : null;
}

export function scoreFileFor(resultPath: string): string | null {
  return counterpart(resultPath, 'result', 'score');
}

export function resultFileFor(scorePath: string): string | null {
  return counterpart(scorePath, 'score', 'result');
}
