// Which documents the extension reads as runs (the core tells the kind from the name and the first
// 4 KB), and the open document of a file.
import * as vscode from 'vscode';
import { documentKind, HEAD_CHARS, isTau2SimulationFile, runFileKind, type RunFileKind } from '../core/load/fileKind';

export { isTau2SimulationFile, runFileKind, type RunFileKind };

/** The kind of an open document; never reads more than its first 4 KB. */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  if (document.uri.scheme !== 'file') return null;
  return documentKind(document.uri.fsPath, () => document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(HEAD_CHARS))));
}

/** A BFCL result or score file, or a tau2 results or simulation file, open as a text document. */
export function isRunDocument(document: vscode.TextDocument): boolean {
  return runDocumentKind(document) !== null;
}

/** The file's document when an editor has it open (not the case view, not an untitled buffer). */
export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === path);
}
