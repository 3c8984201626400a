// Colours of the gold column in the case view: matching calls in the pass colour, differing and
// missing ones, extra writes and the verdict in the fail colour, other extra calls muted, the divergence marks as warnings.
import * as vscode from 'vscode';
import type { GoldLineKind } from '../../core/goldPath/goldLines';
import { caseViewColours } from '../caseView/caseViewColours';
import type { LabelTone } from '../labels/labelText';
import type { GoldColumnStore } from './goldColumnStore';

const TONE_OF: Record<GoldLineKind, LabelTone | null> = {
  head: 'header',
  same: 'pass',
  differs: 'fail',
  missing: 'fail',
  extra: 'none',
  extraWrite: 'fail',
  divergence: 'violation',
  verdict: 'fail',
  note: null,
};

export function goldColumnDecorations(column: GoldColumnStore): vscode.Disposable {
  return caseViewColours({
    tones: new Set(Object.values(TONE_OF).filter((t): t is LabelTone => t !== null)),
    bold: false,
    changed: column.onDidChange,
    *rangesOf(editor) {
      for (const mark of column.get(editor.document.uri)?.marks ?? []) {
        const tone = TONE_OF[mark.kind];
        if (tone && mark.line < editor.document.lineCount) yield [tone, editor.document.lineAt(mark.line).range];
      }
    },
  });
}
