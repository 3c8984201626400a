// Between the paths the core reads (its FileAccess's) and the Uris VS Code takes: here local disk, so a
// path is a file Uri's. The web build puts src/extension/web/hostUris.ts in this module's place (paths
// on the workspace's own file system, whatever its scheme).
import * as vscode from 'vscode';

/** The Uri of a path the core reads. */
export function uriOfPath(path: string): vscode.Uri {
  return vscode.Uri.file(path);
}

/** The workspace folders the core can read, as its paths: those on local disk. */
export function workspaceFolderPaths(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
}
