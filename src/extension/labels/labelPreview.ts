// A first look at a big run file: the lines in view read on their own, so their class labels show
// at once while the whole file is still being read and joined with its partner (pass/fail and bound
// violations come with that full read). The format whose name the file has reads them (FormatViews.previewModel).
import * as vscode from 'vscode';
import { formatOfKind, kindOfName } from '../../core/formats/registry';
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
  const kind = kindOfName(path);
  if (kind === null || lines.length === 0) return null;
  const texts = new Array<string>(Math.max(...lines) + 1).fill('');
  for (const line of lines) texts[line] = document.lineAt(line).text;
  return formatOfKind(kind).views.previewModel(path, kind, document.version, texts.join('\n'), lines);
}
