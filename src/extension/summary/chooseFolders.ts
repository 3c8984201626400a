// Which runs the summary opens on when the user did not say: the run of the file in the active editor
// (a BFCL file's model folder, a tau2 results file itself), else folders or files picked in a dialog.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind, counterpartPlaces, releaseFolderOf, runFolderOf } from '../../core/bfcl/fileNames';
import { hostFiles } from '../../core/files/hostFiles';
import { isTau2File } from '../../core/tau2/tau2FileSniff';
import { activeRunPath } from '../activeFile';
import { uriOfPath, workspaceFolderPaths } from '../hostUris';

/** Where every run of the workspace is: its folders on the file system the core reads. */
export function workspaceRunFolders(): string[] {
  return workspaceFolderPaths();
}

/** The run of the active file: a BFCL file's model folder, a tau2 file's run (results file). */
export async function activeRunFolder(): Promise<string | null> {
  const file = activeRunPath();
  return file ? runFolderFor(file) : null;
}

/**
 * A BFCL file stands for its whole run (every category); a dir-layout tau2 simulation file for its
 * run's results.json; anything else (a folder, a tau2 results file) is taken as the run or runs it is.
 */
export async function runFolderFor(path: string): Promise<string> {
  const kind = bfclFileKind(path);
  if (kind === null) {
    const results = join(dirname(dirname(path)), 'results.json');
    return basename(dirname(path)) === 'simulations' && (await isTau2File(results)) ? results : path;
  }
  const result = kind === 'score' ? await resultFileOf(path) : path;
  return result ? runFolderOf(result) : path;
}

/** The first of a score file's result file's places that is there (partnerFiles.ts's rule, on the host's file system). */
async function resultFileOf(scorePath: string): Promise<string | null> {
  for (const place of counterpartPlaces(scorePath, 'score', 'result', join)) if (await hostFiles.stat(place)) return place;
  return null;
}

/**
 * Starts where the runs are: the release of the active BFCL file (the folder of the active tau2 file),
 * else the workspace folder. Folders and files both, as a tau2 run can be one results file (the
 * native dialogs of Windows and Linux offer folders only when asked for both; VS Code's own offers both).
 */
export async function pickRunFolders(title: string, openLabel: string): Promise<string[] | undefined> {
  const file = activeRunPath();
  const start = file ? (bfclFileKind(file) ? releaseFolderOf(file) : dirname(await runFolderFor(file))) : null;
  const picked = await vscode.window.showOpenDialog({
    title,
    openLabel,
    canSelectFolders: true,
    canSelectFiles: true,
    canSelectMany: true,
    filters: { 'Run files (JSON)': ['json'] },
    defaultUri: start ? uriOfPath(start) : vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  return picked?.map((uri) => uri.fsPath);
}

