// The web worker host's hostUris.ts (scripts/build.mjs puts it in the Node one's place): a path is a
// Uri's path on the workspace's file system (workspaceFiles.ts), whatever its scheme (a virtual
// workspace's, vscode-remote, file).
import * as vscode from 'vscode';
import { uriOf } from '../../env/web/hostFiles';

export function uriOfPath(path: string): vscode.Uri {
  return uriOf(path);
}

/** The workspace folders on the first one's file system (the one workspaceFiles.ts reads), as paths. */
export function workspaceFolderPaths(): string[] {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const first = folders[0]?.uri;
  return folders.filter((f) => f.uri.scheme === first?.scheme && f.uri.authority === first.authority).map((f) => f.uri.fsPath);
}
