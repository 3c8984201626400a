// Colours of the gold column in the case view: matching calls in the pass colour, differing and
// missing ones, extra writes and the verdict in the fail colour, other extra calls muted, the divergence marks as warnings.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import type { GoldLineKind } from '../../core/goldPath/goldLines';
import { CASE_SCHEME } from '../caseView/caseUri';
import { toneColor } from '../labels/labelStyles';
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

export class GoldColumnDecorations implements vscode.Disposable {
  private readonly types = new Map<LabelTone, vscode.TextEditorDecorationType>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly column: GoldColumnStore) {
    for (const tone of new Set(Object.values(TONE_OF))) {
      if (tone) this.types.set(tone, vscode.window.createTextEditorDecorationType({ color: toneColor(tone) }));
    }
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors(() => this.decorateVisible()),
      column.onDidChange(() => setTimeout(() => this.decorateVisible(), 0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document.uri.scheme === CASE_SCHEME) this.decorateVisible();
      }),
    );
  }

  dispose(): void {
    for (const t of this.types.values()) t.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private decorateVisible(): void {
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.scheme !== CASE_SCHEME) continue;
      const byTone = new Map<LabelTone, vscode.Range[]>([...this.types.keys()].map((t) => [t, []]));
      for (const mark of this.column.get(editor.document.uri)?.marks ?? []) {
        const tone = TONE_OF[mark.kind];
        if (!tone || mark.line >= editor.document.lineCount) continue;
        byTone.get(tone)!.push(editor.document.lineAt(mark.line).range);
      }
      for (const [tone, ranges] of byTone) setDecorations(editor, this.types.get(tone)!, ranges);
    }
  }
}
