// The run file the user is looking at (a BFCL result or score file, a tau2 results or simulation file):
// the active editor's, or the active tab's when VS Code did not hand the file to extensions (over
// 50 MB: a tab without a document; a tau2 file is then told by its first 4 KB on disk).
import * as vscode from 'vscode';
import { pathOfUri, runDocumentKind, runFileKind, type RunFileKind } from './runDocuments';

export interface ActiveRunFile {
  path: string;
  kind: RunFileKind;
  /** False for a tab whose document extensions do not have: a file over 50 MB, or one whose document is on its way (the tab opens first) or gone (the tab is closing). */
  handedOver: boolean;
}

export function activeRunFile(): ActiveRunFile | null {
  const editor = vscode.window.activeTextEditor;
  const editorPath = editor ? pathOfUri(editor.document.uri) : null;
  if (editor && editorPath !== null) {
    const kind = runDocumentKind(editor.document);
    if (kind) return { path: editorPath, kind, handedOver: true };
  }
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  // A tab whose document VS Code handed over was told above; only a tab without one is sniffed on disk.
  const tabPath = input instanceof vscode.TabInputText ? pathOfUri(input.uri) : null;
  if (input instanceof vscode.TabInputText && tabPath !== null && !openDocumentOf(input.uri)) {
    const kind = runFileKind(tabPath);
    if (kind) return { path: tabPath, kind, handedOver: false };
  }
  return null;
}

/** The path of the active run file, when there is one. */
export function activeRunPath(): string | null {
  return activeRunFile()?.path ?? null;
}

/** The editor showing `path`, when VS Code handed the file to extensions. */
export function editorOf(path: string): vscode.TextEditor | undefined {
  const active = vscode.window.activeTextEditor;
  if (active && pathOfUri(active.document.uri) === path) return active;
  return vscode.window.visibleTextEditors.find((e) => pathOfUri(e.document.uri) === path);
}

function openDocumentOf(uri: vscode.Uri): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
}
