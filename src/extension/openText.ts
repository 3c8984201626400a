// An editor's document as a format reads lines of it (core/document/formatViews.ts, OpenDocumentText):
// the text the editor holds, which may be newer than the file on disk.
import * as vscode from 'vscode';
import type { OpenDocumentText } from '../core/document/formatViews';

export function openText(document: vscode.TextDocument): OpenDocumentText {
  return {
    path: document.uri.fsPath,
    lineCount: document.lineCount,
    lines: (first, last) => document.getText(new vscode.Range(first - 1, 0, last - 1, document.lineAt(last - 1).text.length)),
  };
}
