// Which result files the tree shows: every run the shared discovery finds in the workspace and under
// the folders of `calibrationLens.runFolders` (runRoots.ts), and any such file open in an editor;
// BFCL files grouped by run (model folder), each tau2 results file a run of its own.
import { dirname, basename, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind, categoryFromFileName, modelOfFile, runFolderOf } from '../../core/bfcl/fileNames';
import { BFCL_CATEGORIES } from '../../core/bfcl/categories';
import type { Benchmark } from '../../core/model/model';
import { owningRunFile, pathOfUri, runFileKind } from '../runDocuments';
import { findWorkspaceRuns } from '../runRoots';

export interface TreeRun {
  benchmark: Benchmark;
  /** The model folder (tau2: the results file); runs are keyed by it. */
  folder: string;
  /** tau2: the folder's name until the run is read and names its agent. */
  model: string;
  /** The release or results folder above, to tell runs of the same model apart. */
  where: string;
  /** Result files in category order. */
  resultFiles: string[];
}

export interface FoundRuns {
  runs: TreeRun[];
  warnings: string[];
}

export async function findTreeRuns(): Promise<FoundRuns> {
  const found = await findWorkspaceRuns();
  const files = new Set<string>(found.bfcl.flatMap((run) => [...run.results.values()]));
  const tau2 = new Set<string>(found.tau2);
  for (const tab of vscode.window.tabGroups.all.flatMap((g) => g.tabs)) {
    const path = tab.input instanceof vscode.TabInputText ? pathOfUri(tab.input.uri) : null;
    if (path === null) continue;
    const kind = runFileKind(path);
    if (kind === 'result') files.add(path);
    // A dir-layout simulation file belongs to its run's results.json.
    if (kind === 'tau2') tau2.add(owningRunFile(path) ?? path);
  }
  const tau2Runs = [...tau2].sort().map((file): TreeRun => ({ benchmark: 'tau2', folder: file, model: basename(dirname(file)), where: tau2Where(file), resultFiles: [file] }));
  return { runs: [...groupByRun([...files]), ...tau2Runs], warnings: found.notes };
}

/** `airline_run1.json`; a dir-layout run by its folder. */
function tau2Where(file: string): string {
  return basename(file) === 'results.json' ? basename(dirname(file)) : basename(file);
}

function groupByRun(files: string[]): TreeRun[] {
  const byFolder = new Map<string, TreeRun>();
  for (const file of files) {
    const folder = runFolderOf(file);
    const run = byFolder.get(folder) ?? { benchmark: 'bfcl' as const, folder, model: modelOfFile(file), where: whereOf(folder), resultFiles: [] };
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
