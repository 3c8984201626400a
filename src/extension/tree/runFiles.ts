// Which result files the tree shows: every BFCL multi-turn result file and tau2 results file in the
// workspace, under the folders of `calibrationLens.runFolders`, and any such file open in an editor;
// BFCL files grouped by run (model folder), each tau2 results file a run of its own.
import { dirname, basename, join } from 'node:path';
import * as vscode from 'vscode';
import { discoverRuns } from '../../core/bfcl/discover';
import { bfclFileKind, categoryFromFileName, modelOfFile, runFolderOf } from '../../core/bfcl/fileNames';
import { BFCL_CATEGORIES } from '../../core/bfcl/categories';
import type { Benchmark } from '../../core/model';
import { findTau2Runs } from '../../core/tau2/discoverTau2';
import { isTau2SimulationFile, runFileKind } from '../runDocuments';
import { runFolders } from '../settings';

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
  const files = new Set<string>();
  const warnings: string[] = [];
  for (const uri of await vscode.workspace.findFiles('**/BFCL_v{3,4}_multi_turn_*_result.json', '**/node_modules/**')) {
    if (bfclFileKind(uri.fsPath) === 'result') files.add(uri.fsPath);
  }
  for (const folder of runFolders()) {
    try {
      const found = await discoverRuns(folder);
      for (const run of found.runs) for (const file of run.results.values()) files.add(file);
      warnings.push(...found.warnings);
    } catch (err) {
      warnings.push(`calibrationLens.runFolders: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const tau2 = new Set<string>();
  for (const folder of [...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath), ...runFolders()]) {
    for (const file of await findTau2Runs(folder)) tau2.add(file);
  }
  for (const tab of vscode.window.tabGroups.all.flatMap((g) => g.tabs)) {
    if (!(tab.input instanceof vscode.TabInputText) || tab.input.uri.scheme !== 'file') continue;
    const path = tab.input.uri.fsPath;
    const kind = runFileKind(path);
    if (kind === 'result') files.add(path);
    // A dir-layout simulation file belongs to its run's results.json.
    if (kind === 'tau2') tau2.add(isTau2SimulationFile(path) ? join(dirname(dirname(path)), 'results.json') : path);
  }
  const tau2Runs = [...tau2].sort().map((file): TreeRun => ({ benchmark: 'tau2', folder: file, model: basename(dirname(file)), where: tau2Where(file), resultFiles: [file] }));
  return { runs: [...groupByRun([...files]), ...tau2Runs], warnings };
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
