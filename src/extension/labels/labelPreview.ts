// A first look at a big result file: the lines in view read on their own, so their class labels show
// at once while the whole file is still being read and joined with its score file (pass/fail and
// bound violations come with that full read). Same reader, same classifier: only fewer lines.
import * as vscode from 'vscode';
import { bfclFileKind } from '../../core/bfcl/fileNames';
import { readResultText } from '../../core/bfcl/resultText';
import { bfclResultOf } from '../../core/bfcl/bfclModel';
import type { ResultModel } from '../runStore';

/** Below this many characters the whole file is read about as fast as a part of it. */
export const PREVIEW_FROM_CHARS = 2_000_000;

export function isBigDocument(document: vscode.TextDocument): boolean {
  const last = document.lineCount - 1;
  return document.offsetAt(new vscode.Position(last, document.lineAt(last).text.length)) >= PREVIEW_FROM_CHARS;
}

/** A model of only the given 0-based lines (blank lines stand in for the others, so line numbers hold). */
export function previewModel(document: vscode.TextDocument, lines: number[]): ResultModel | null {
  const path = document.uri.fsPath;
  if (bfclFileKind(path) !== 'result' || lines.length === 0) return null;
  const texts = new Array<string>(Math.max(...lines) + 1).fill('');
  for (const line of lines) texts[line] = document.lineAt(line).text;
  const read = readResultText(texts.join('\n'), path);
  // Blank lines are skipped by the reader, so an empty file's "no cases" problem is all it could add.
  read.problems = read.problems.filter((p) => lines.includes(p.line - 1));
  return bfclResultOf(path, document.version, read, null);
}
