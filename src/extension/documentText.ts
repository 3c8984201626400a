// A document's whole text for a read that keeps none of it. `document.getText()` without a range
// also keeps the joined text inside the extension host's copy of the document (VS Code caches it
// there until the next edit): for a 20 MB file with characters beyond Latin-1, a 40 MB string held
// beside the document's own lines for as long as it is open. The same text asked as a range is
// joined from the lines and kept by nobody, so it goes once the model is built.
import * as vscode from 'vscode';

export function wholeText(document: vscode.TextDocument): string;
export function wholeText(document: vscode.TextDocument | undefined): string | undefined;
export function wholeText(document: vscode.TextDocument | undefined): string | undefined {
  // A position past the last line is taken as the end of the document.
  return document?.getText(new vscode.Range(0, 0, document.lineCount, 0));
}
