// The runs decisions are resolved against: every result file read whole (decisions need turns and
// emissions), with its sha256 and its path relative to the run folder, as the store names it.
import { relative } from 'node:path';
import type { DiscoveredRun } from '../bfcl/discover';
import { joinScores } from '../bfcl/join';
import { readResultFile } from '../bfcl/resultFile';
import { runFolderOf } from '../bfcl/fileNames';
import { readScoreFile } from '../bfcl/scoreFile';
import type { ResultFileRead } from '../bfcl/types';
import { sha256File } from '../export/stamp';
import { BFCL_CATEGORIES, type Category } from '../bfcl/categories';

export interface LabelledFile {
  path: string;
  /** Relative to the run folder, forward slashes. */
  relPath: string;
  sha256: string;
  category: Category;
  read: ResultFileRead;
}

export interface RunContext {
  model: string;
  folder: string;
  files: Map<string, LabelledFile>;
}

export function runRelativePath(runFolder: string, file: string): string {
  return relative(runFolder, file).split(/[\\/]/).join('/');
}

export async function loadRunContext(run: DiscoveredRun): Promise<RunContext> {
  const files = new Map<string, LabelledFile>();
  let folder = '';
  for (const category of BFCL_CATEGORIES) {
    const path = run.results.get(category);
    if (!path) continue;
    folder = runFolderOf(path);
    const read = await readResultFile(path);
    const scorePath = run.scores.get(category);
    if (scorePath) joinScores(read, await readScoreFile(scorePath));
    const relPath = runRelativePath(folder, path);
    files.set(relPath, { path, relPath, sha256: await sha256File(path), category, read });
  }
  return { model: run.model, folder, files };
}
