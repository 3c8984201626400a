// The run file the user is looking at (a BFCL result or score file, a tau2 results or simulation file):
// the active editor's, or the active tab's when VS Code did not hand the file to extensions (over
// 50 MB: a tab without a document; a tau2 file is then told by its first 4 KB on disk).
import * as vscode from 'vscode';
import { runDocumentKind, runFileKind, type RunFileKind } from './runDocuments';

export interface ActiveRunFile {
  path: string;
  kind: RunFileKind;
}

export function activeRunFile(): ActiveRunFile | null {
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.uri.scheme === 'file') {
    const kind = runDocumentKind(editor.document);
    if (kind) return { path: editor.document.uri.fsPath, kind };
  }
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  // A tab whose document VS Code handed over was told above; only a tab without one is sniffed on disk.
  if (input instanceof vscode.TabInputText && input.uri.scheme === 'file' && !openDocumentOf(input.uri)) {
    const kind = runFileKind(input.uri.fsPath);
    if (kind) return { path: input.uri.fsPath, kind };
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
  if (active?.document.uri.scheme === 'file' && active.document.uri.fsPath === path) return active;
  return vscode.window.visibleTextEditors.find((e) => e.document.uri.scheme === 'file' && e.document.uri.fsPath === path);
}

function openDocumentOf(uri: vscode.Uri): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
}
