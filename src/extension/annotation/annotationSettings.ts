// The annotation settings: where the store lives, who decides, how big the spot-check sample is.
import { isAbsolute, join } from 'node:path';
import * as vscode from 'vscode';
import { runFolderOf } from '../../core/bfcl/fileNames';
import { gitUserName } from '../../core/labels/defaultAuthor';
import { defaultStorePath } from '../../core/labels/storePath';

const SECTION = 'calibrationLens.annotation';

/** The store of a result file's run: the setting (absolute, or relative to the run folder), else the default. */
export function storePathFor(resultFile: string): string {
  const runFolder = runFolderOf(resultFile);
  const setting = vscode.workspace.getConfiguration(SECTION).get<string>('storePath', '').trim();
  if (setting === '') return defaultStorePath(runFolder);
  return isAbsolute(setting) ? setting : join(runFolder, setting);
}

let gitName: string | null | undefined;

/** The setting, else git's user.name; null when neither is set. */
export function annotationAuthor(): string | null {
  const setting = vscode.workspace.getConfiguration(SECTION).get<string>('author', '').trim();
  if (setting !== '') return setting;
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  gitName ??= gitUserName(folder);
  return gitName;
}

export function sampleSize(): number {
  return Math.max(1, Math.floor(vscode.workspace.getConfiguration(SECTION).get<number>('sampleSize', 50)));
}
