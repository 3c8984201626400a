// Which runs the summary opens on when the user did not say: the run of the file in the active editor
// (a BFCL file's model folder, a tau2 results file itself), else folders or files picked in a dialog.
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import { hostFiles } from '../../core/files/hostFiles';
import { formatOfKind, holdsCases, kindOfName, partnerThrough, runFolderOf } from '../../core/formats/registry';
import { HEAD_CHARS, headIsOf, runFileOwning } from '../../core/load/kindOfHead';
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
  const kind = kindOfName(path);
  if (kind === null) {
    // A file its run file tells (a dir layout's simulation file) stands for that run file.
    const owning = runFileOwning(path);
    return owning !== null && headIsOf(owning.kind, await hostFiles.head(owning.run, HEAD_CHARS)) ? owning.run : path;
  }
  const result = holdsCases(kind) ? path : await partnerThrough(hostFiles, path, kind);
  return result ? runFolderOf(result) : path;
}

/**
 * Starts where the runs are: the release of the active BFCL file (the folder of the active tau2 file),
 * else the workspace folder. Folders and files both, as a tau2 run can be one results file (the
 * native dialogs of Windows and Linux offer folders only when asked for both; VS Code's own offers both).
 */
export async function pickRunFolders(title: string, openLabel: string): Promise<string[] | undefined> {
  const file = activeRunPath();
  const kind = file ? kindOfName(file) : null;
  const start = file ? (kind ? formatOfKind(kind).releaseFolderOf(file) : dirname(await runFolderFor(file))) : null;
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

