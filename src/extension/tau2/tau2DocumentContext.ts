// A context key for menus and keys that apply to tau2 results documents: their names cannot tell
// (results.json, or any name tau2 was given), so it is set while the active editor holds a document
// recognised as one by its content (runDocuments.ts).
import * as vscode from 'vscode';
import { runDocumentKind } from '../runDocuments';

/** True while the active editor shows a tau2 results (or dir-layout simulation) file. */
export const TAU2_DOCUMENT_ACTIVE_CONTEXT = 'calibrationLens.tau2DocumentActive';

export function registerTau2DocumentContext(): vscode.Disposable {
  const set = (editor: vscode.TextEditor | undefined) =>
    void vscode.commands.executeCommand('setContext', TAU2_DOCUMENT_ACTIVE_CONTEXT, !!editor && runDocumentKind(editor.document) === 'tau2');
  set(vscode.window.activeTextEditor);
  return vscode.window.onDidChangeActiveTextEditor(set);
}
