// Ranges of the case views coloured by tone: one decoration type per tone, every visible case view
// drawn again when it is shown, when its text changes, and when what says its ranges changes.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import { toneColor } from '../labels/labelStyles';
import type { LabelTone } from '../labels/labelText';
import { CASE_SCHEME } from './caseUri';

export interface ToneRanges {
  tones: Iterable<LabelTone>;
  /** The class labels are bold; the gold column's lines are not. */
  bold: boolean;
  /** Fires when the ranges of some case view may have changed. */
  changed: vscode.Event<unknown>;
  /** Each range of a case view's editor with its tone (lines past the document's end are left out). */
  rangesOf(editor: vscode.TextEditor): Iterable<readonly [LabelTone, vscode.Range]>;
}

export function caseViewColours(source: ToneRanges): vscode.Disposable {
  const types = new Map([...source.tones].map((tone) => [tone, vscode.window.createTextEditorDecorationType(source.bold ? { color: toneColor(tone), fontWeight: 'bold' } : { color: toneColor(tone) })]));
  const decorateVisible = () => {
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.scheme !== CASE_SCHEME) continue;
      const byTone = new Map<LabelTone, vscode.Range[]>([...types.keys()].map((t) => [t, []]));
      for (const [tone, range] of source.rangesOf(editor)) byTone.get(tone)?.push(range);
      for (const [tone, ranges] of byTone) setDecorations(editor, types.get(tone)!, ranges);
    }
  };
  const disposables: vscode.Disposable[] = [
    ...types.values(),
    vscode.window.onDidChangeVisibleTextEditors(decorateVisible),
    source.changed(() => setTimeout(decorateVisible, 0)),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document.uri.scheme === CASE_SCHEME) decorateVisible();
    }),
  ];
  return { dispose: () => disposables.forEach((d) => d.dispose()) };
}
