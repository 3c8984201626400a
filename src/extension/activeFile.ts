// The BFCL file the user is looking at: the active editor's, or the active tab's when VS Code did not
// hand the file to extensions (over 50 MB: a tab without a document).
import * as vscode from 'vscode';
import { bfclFileKind } from '../core/bfcl/fileNames';

export function activeBfclFile(): string | null {
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.uri.scheme === 'file' && bfclFileKind(editor.document.uri.fsPath)) return editor.document.uri.fsPath;
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (input instanceof vscode.TabInputText && input.uri.scheme === 'file' && bfclFileKind(input.uri.fsPath)) return input.uri.fsPath;
  return null;
}

/** The editor showing `path`, when VS Code handed the file to extensions. */
export function editorOf(path: string): vscode.TextEditor | undefined {
  const active = vscode.window.activeTextEditor;
  if (active?.document.uri.scheme === 'file' && active.document.uri.fsPath === path) return active;
  return vscode.window.visibleTextEditors.find((e) => e.document.uri.scheme === 'file' && e.document.uri.fsPath === path);
}
