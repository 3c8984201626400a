// Colours in the case view: each class label in its theme colour, the verdict and the bound
// violation lines in theirs, from the marks the core put beside the text.
import * as vscode from 'vscode';
import type { CaseDocumentMark } from '../../core/document/caseView';
import type { LabelTone } from '../labels/labelText';
import { caseViewColours } from './caseViewColours';
import type { CaseViewProvider } from './caseViewProvider';

const TONES: LabelTone[] = ['tool_call', 'ask', 'refuse', 'confirm', 'other', 'none', 'pass', 'fail', 'violation', 'header'];

/** The case view's class labels, verdict and bound violation lines, bold in their tones. */
export function caseViewDecorations(provider: CaseViewProvider): vscode.Disposable {
  return caseViewColours({
    tones: TONES,
    bold: true,
    changed: provider.onDidChangeMarks,
    *rangesOf(editor) {
      for (const mark of provider.marksOf(editor.document.uri)) {
        const tone = toneOf(mark);
        if (!tone || mark.line >= editor.document.lineCount) continue;
        const line = editor.document.lineAt(mark.line).range;
        yield [tone, mark.label ? new vscode.Range(mark.line, mark.label.start, mark.line, mark.label.end) : line];
      }
    },
  });
}

function toneOf(mark: CaseDocumentMark): LabelTone | null {
  switch (mark.kind) {
    case 'turn':
    case 'emission':
      return mark.cls ?? 'none';
    case 'verdict-pass':
      return 'pass';
    case 'verdict-fail':
      return 'fail';
    case 'violation':
      return 'violation';
    case 'title':
      return 'header';
    case 'note':
      return null;
  }
}
