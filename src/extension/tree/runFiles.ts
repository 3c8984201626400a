// Which result files the tree shows: every run the shared discovery finds in the workspace and under
// the folders of `calibrationLens.runFolders` (runRoots.ts), and any such file open in an editor; each
// format groups its files into the runs shown (BFCL by model folder, each tau2 results file a run of its own).
import * as vscode from 'vscode';
import type { FormatAdapter, ShownRun } from '../../core/document/formatAdapter';
import { formatOf, formatOfKind, formats, holdsCases } from '../../core/formats/registry';
import type { Benchmark } from '../../core/model/model';
import { owningRunFile, pathOfUri, runFileKind } from '../runDocuments';
import { findWorkspaceRuns } from '../runRoots';

export interface TreeRun extends ShownRun {
  benchmark: Benchmark;
}

export interface FoundRuns {
  runs: TreeRun[];
  warnings: string[];
}

export async function findTreeRuns(): Promise<FoundRuns> {
  const found = await findWorkspaceRuns();
  const files = new Map<FormatAdapter, Set<string>>(formats().map((f) => [f, new Set()]));
  for (const run of found.runs) for (const file of formatOf(run.benchmark).casesFilesOf(run)) files.get(formatOf(run.benchmark))?.add(file);
  for (const tab of vscode.window.tabGroups.all.flatMap((g) => g.tabs)) {
    const path = casesFileOfTab(tab);
    if (path === null) continue;
    const kind = runFileKind(path)!;
    // A dir-layout simulation file belongs to its run's results.json.
    files.get(formatOfKind(kind))?.add(owningRunFile(path) ?? path);
  }
  const runs = [...files].flatMap(([format, paths]) => format.shownRuns([...paths]).map((run): TreeRun => ({ benchmark: format.benchmark, ...run })));
  return { runs, warnings: found.notes };
}

/** The path of the run file holding cases that the tab shows; null for any other tab (a case view, another file). */
export function casesFileOfTab(tab: vscode.Tab): string | null {
  const path = tab.input instanceof vscode.TabInputText ? pathOfUri(tab.input.uri) : null;
  const kind = path === null ? null : runFileKind(path);
  return kind !== null && holdsCases(kind) ? path : null;
}
