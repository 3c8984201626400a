// Which runs the summary opens on when the user did not say: the run of the file in the active editor
// (a BFCL file's model folder, a tau2 results file itself), else folders or files picked in a dialog.
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind, releaseFolderOf, runFolderOf } from '../../core/bfcl/fileNames';
import { resultFileFor } from '../../core/bfcl/partnerFiles';
import { activeRunPath } from '../activeFile';
import { isTau2SimulationFile } from '../runDocuments';

/** Where every run of the workspace is: its folders on disk. */
export function workspaceRunFolders(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
}

/** The run of the active file: a BFCL file's model folder, a tau2 file's run (results file). */
export function activeRunFolder(): string | null {
  const file = activeRunPath();
  return file ? runFolderFor(file) : null;
}

/**
 * A BFCL file stands for its whole run (every category); a dir-layout tau2 simulation file for its
 * run's results.json; anything else (a folder, a tau2 results file) is taken as the run or runs it is.
 */
export function runFolderFor(path: string): string {
  const kind = bfclFileKind(path);
  if (kind === null) return isTau2SimulationFile(path) ? join(dirname(dirname(path)), 'results.json') : path;
  const result = kind === 'score' ? resultFileFor(path) : path;
  return result ? runFolderOf(result) : path;
}

/**
 * Starts where the runs are: the release of the active BFCL file (the folder of the active tau2 file),
 * else the workspace folder. Folders and files both, as a tau2 run can be one results file (the
 * native dialogs of Windows and Linux offer folders only when asked for both; VS Code's own offers both).
 */
export async function pickRunFolders(title: string, openLabel: string): Promise<string[] | undefined> {
  const file = activeRunPath();
  const start = file ? (bfclFileKind(file) ? releaseFolderOf(file) : dirname(runFolderFor(file))) : null;
  const picked = await vscode.window.showOpenDialog({
    title,
    openLabel,
    canSelectFolders: true,
    canSelectFiles: true,
    canSelectMany: true,
    filters: { 'Run files (JSON)': ['json'] },
    defaultUri: start ? vscode.Uri.file(start) : vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  return picked?.map((uri) => uri.fsPath);
}

