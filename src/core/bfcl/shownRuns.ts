// BFCL's runs as the tree shows them: result files grouped by run (model folder), each run's files in
// category order, the runs by model then folder, each told apart by the release folder above.
import { basename, dirname } from 'node:path';
import type { ShownRun } from '../document/formatAdapter';
import { BFCL_CATEGORIES } from './categories';
import { categoryFromFileName, modelOfFile, runFolderOf } from './fileNames';

export function bfclShownRuns(files: readonly string[]): ShownRun[] {
  const byFolder = new Map<string, ShownRun>();
  for (const file of files) {
    const folder = runFolderOf(file);
    const run = byFolder.get(folder) ?? { folder, model: modelOfFile(file), where: whereOf(folder), resultFiles: [] };
    run.resultFiles.push(file);
    byFolder.set(folder, run);
  }
  const order = (f: string) => BFCL_CATEGORIES.indexOf(categoryFromFileName(f) ?? 'base');
  for (const run of byFolder.values()) run.resultFiles.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return [...byFolder.values()].sort((a, b) => a.model.localeCompare(b.model) || a.folder.localeCompare(b.folder));
}

/** `2025-12-16` for `.../2025-12-16/result/<model>`: the folder that names the release. */
function whereOf(folder: string): string {
  const parent = dirname(folder);
  return basename(parent) === 'result' ? basename(dirname(parent)) : basename(parent);
}
