// editor.setDecorations through one door: a set that would put the same ranges (and the same texts and
// hovers) on the same editor and document version as the last one is not sent, nor none on an editor
// that has none of that type yet. Every set makes VS Code's window work out the editor's decorations
// again and draw its lines again (a text in a decoration is a style rule of its own), and most features
// set all their types on every event: a key of the review loop asked for 50 sets on the case view and
// the result file beside it, of which a few changed anything. What is sent is counted (redrawCount.ts).
import type * as vscode from 'vscode';
import { countRedraw } from './redrawCount';

type Ranges = readonly vscode.Range[] | readonly vscode.DecorationOptions[];

/** Per editor (VS Code makes a new one for each document shown), what each type last got, as a key. */
const lastSet = new WeakMap<vscode.TextEditor, Map<vscode.TextEditorDecorationType, string>>();

export function setDecorations(editor: vscode.TextEditor, type: vscode.TextEditorDecorationType, ranges: Ranges): void {
  let types = lastSet.get(editor);
  if (!types) lastSet.set(editor, (types = new Map()));
  // A change of the text moves or drops decorations in VS Code: after one, the set is sent again.
  const key = `${editor.document.version}\n${rangesKey(ranges)}`;
  const last = types.get(type);
  // A new editor has none of this type yet: nothing to take away.
  if (last === key || (last === undefined && ranges.length === 0)) {
    types.set(type, key);
    return;
  }
  types.set(type, key);
  countRedraw('setDecorations');
  countRedraw('decorationRanges', ranges.length);
  editor.setDecorations(type, ranges as vscode.Range[]);
}

function rangesKey(ranges: Ranges): string {
  let key = '';
  for (const r of ranges) {
    if ('range' in r) {
      const { start, end } = r.range;
      // Texts, colours and hovers are part of what is drawn: the same ranges with another text are sent.
      key += `${start.line}:${start.character}-${end.line}:${end.character}${JSON.stringify([r.renderOptions ?? null, hoverKey(r.hoverMessage)])};`;
    } else {
      key += `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character};`;
    }
  }
  return key;
}

function hoverKey(hover: vscode.DecorationOptions['hoverMessage']): unknown {
  if (hover === undefined) return null;
  const one = (h: vscode.MarkdownString | vscode.MarkedString) => (typeof h === 'string' ? h : 'value' in h ? h.value : null);
  return Array.isArray(hover) ? hover.map(one) : one(hover as vscode.MarkdownString | vscode.MarkedString);
}
