// Which runs the summary opens on when the user did not say: the run of the BFCL file in the active
// editor, else folders picked in a dialog.
import * as vscode from 'vscode';
import { bfclFileKind, releaseFolderOf, resultFileFor, runFolderOf } from '../../core/bfcl/fileNames';
import { activeBfclFile } from '../activeFile';

/** The model folder of the active result file (or of the result file of the active score file). */
export function activeRunFolder(): string | null {
  const file = activeBfclFile();
  return file ? runFolderFor(file) : null;
}

/** A BFCL file stands for its whole run (every category); anything else is taken as the folder it is. */
export function runFolderFor(path: string): string {
  const kind = bfclFileKind(path);
  if (kind === null) return path;
  const result = kind === 'score' ? resultFileFor(path) : path;
  return result ? runFolderOf(result) : path;
}

/** Starts where the runs are: the release of the active BFCL file, else the workspace folder. */
export async function pickRunFolders(title: string, openLabel: string): Promise<string[] | undefined> {
  const file = activeBfclFile();
  const release = file ? releaseFolderOf(file) : null;
  const picked = await vscode.window.showOpenDialog({
    title,
    openLabel,
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: true,
    defaultUri: release ? vscode.Uri.file(release) : vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  return picked?.map((uri) => uri.fsPath);
}
