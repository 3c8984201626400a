// Colours in the case view: each class label in its theme colour, the verdict and the bound
// violation lines in theirs, from the marks the core put beside the text.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import type { CaseDocumentMark } from '../../core/document/caseView';
import { toneColor } from '../labels/labelStyles';
import type { LabelTone } from '../labels/labelText';
import { CASE_SCHEME } from './caseUri';
import type { CaseViewProvider } from './caseViewProvider';

const TONES: LabelTone[] = ['tool_call', 'ask', 'refuse', 'confirm', 'other', 'none', 'pass', 'fail', 'violation', 'header'];

export class CaseViewDecorations implements vscode.Disposable {
  private readonly types = new Map<LabelTone, vscode.TextEditorDecorationType>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly provider: CaseViewProvider) {
    for (const tone of TONES) {
      this.types.set(tone, vscode.window.createTextEditorDecorationType({ color: toneColor(tone), fontWeight: 'bold' }));
    }
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors(() => this.decorateVisible()),
      provider.onDidChangeMarks(() => setTimeout(() => this.decorateVisible(), 0)),
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
      const byTone = new Map<LabelTone, vscode.Range[]>(TONES.map((t) => [t, []]));
      for (const mark of this.provider.marksOf(editor.document.uri)) {
        if (mark.line >= editor.document.lineCount) continue;
        const tone = toneOf(mark);
        if (!tone) continue;
        const length = editor.document.lineAt(mark.line).text.length;
        const range = mark.label ? new vscode.Range(mark.line, mark.label.start, mark.line, mark.label.end) : new vscode.Range(mark.line, 0, mark.line, length);
        byTone.get(tone)!.push(range);
      }
      for (const [tone, ranges] of byTone) setDecorations(editor, this.types.get(tone)!, ranges);
    }
  }
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
