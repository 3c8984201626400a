// Which result files the tree shows: every BFCL multi-turn result file in the workspace, under the
// folders of `calibrationLens.runFolders`, and any result file open in an editor, grouped by run
// (model folder).
import { dirname, basename } from 'node:path';
import * as vscode from 'vscode';
import { discoverRuns } from '../../core/bfcl/discover';
import { bfclFileKind, categoryFromFileName, modelOfFile, runFolderOf } from '../../core/bfcl/fileNames';
import { BFCL_CATEGORIES } from '../../core/bfcl/categories';
import { runFolders } from '../settings';

export interface TreeRun {
  /** The model folder; runs are keyed by it. */
  folder: string;
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
  for (const tab of vscode.window.tabGroups.all.flatMap((g) => g.tabs)) {
    if (tab.input instanceof vscode.TabInputText && tab.input.uri.scheme === 'file' && bfclFileKind(tab.input.uri.fsPath) === 'result') {
      files.add(tab.input.uri.fsPath);
    }
  }
  return { runs: groupByRun([...files]), warnings };
}

function groupByRun(files: string[]): TreeRun[] {
  const byFolder = new Map<string, TreeRun>();
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
