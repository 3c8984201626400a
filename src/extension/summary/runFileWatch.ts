// What the summary watches to stay true to the files: under each folder, the run files a name tells
// (BFCL result and score files), the files of the runs it read by their content (tau2; a dir layout's
// simulations/ too), and new files a format tells by content. A run given as its file is watched beside
// it; so is a single file (the judgments).
import { basename, dirname } from 'node:path';
import * as vscode from 'vscode';
import { kindOfName } from '../../core/formats/registry';
import { hostFiles } from '../../core/files/hostFiles';
import { uriOfPath } from '../hostUris';
import { runFileKind } from '../runDocuments';

/** A run read from a file no name tells: that file, and the folder whose files it is read with (a tau2 dir layout's simulations/). */
export interface RunReadByContent {
  file: string;
  folder: string | null;
}

/** `folders` are told apart from files on their file system first, so the watchers come when that is known. */
export async function watchRunFiles(folders: readonly string[], byContent: () => readonly RunReadByContent[], changed: () => void): Promise<vscode.Disposable[]> {
  const isRead = (path: string) =>
    kindOfName(path) !== null || byContent().some((run) => path === run.file || (run.folder !== null && dirname(path) === run.folder));
  // A new file a name does not tell may be a run by its content.
  const onEvent = (created: boolean) => (uri: vscode.Uri) => {
    if (isRead(uri.fsPath) || (created && runFileKind(uri.fsPath) !== null)) changed();
  };
  const kinds = await Promise.all(folders.map((folder) => hostFiles.stat(folder).then((s) => s?.kind)));
  return folders.flatMap((folder, i) => {
    const pattern = kinds[i] === 'file'
      ? new vscode.RelativePattern(uriOfPath(dirname(folder)), '{*.json,simulations/*.json}')
      : new vscode.RelativePattern(uriOfPath(folder), '**/*.json');
    const watcher = vscode.workspace.createFileSystemWatcher(pattern);
    return [watcher, watcher.onDidChange(onEvent(false)), watcher.onDidCreate(onEvent(true)), watcher.onDidDelete(onEvent(false))];
  });
}

/** One file, changed, created or deleted. */
export function watchFile(file: string, changed: () => void): vscode.Disposable {
  const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(uriOfPath(dirname(file)), basename(file)));
  const subscriptions = [watcher.onDidChange(changed), watcher.onDidCreate(changed), watcher.onDidDelete(changed)];
  return new vscode.Disposable(() => [watcher, ...subscriptions].forEach((d) => d.dispose()));
}
