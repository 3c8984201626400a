// The labels of a wrapped run file as inlay hints. VS Code draws `before` decorations outside the text
// it wraps, so on a wrapped line they push its rows past the right edge and the view scrolls sideways
// with the cursor; inlay hints are part of the text VS Code wraps. They come in the editor's one inlay
// hint colour (no per-class colours: the API has none), so files that do not wrap keep the decorations.
// One hint per label piece, so that each stays within `editor.inlayHints.maximumLength` even where a
// user sets it (this extension's default for jsonl and json is 0, no limit).
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import type { FileLabels } from './fileLabels';

export class LabelInlayHints implements vscode.InlayHintsProvider, vscode.Disposable {
  private readonly shown = new Map<string, FileLabels>();
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeInlayHints = this.changed.event;
  private readonly registrations: vscode.Disposable[];

  constructor() {
    this.registrations = [
      vscode.languages.registerInlayHintsProvider([{ language: 'jsonl' }, { language: 'json' }], this),
      vscode.workspace.onDidCloseTextDocument((d) => this.shown.delete(d.uri.toString())),
    ];
  }

  /** Shows `labels` as the hints of `document`, or none (null). */
  show(document: vscode.TextDocument, labels: FileLabels | null): void {
    const key = document.uri.toString();
    if ((this.shown.get(key) ?? null) === labels) return; // scrolling redraws the same labels: no refresh
    if (labels) this.shown.set(key, labels);
    else this.shown.delete(key);
    countRedraw('inlayHints');
    this.changed.fire();
  }

  /** Whether `document` has its labels as hints now. */
  showsHints(document: vscode.TextDocument): boolean {
    return this.shown.has(document.uri.toString());
  }

  provideInlayHints(document: vscode.TextDocument, range: vscode.Range): vscode.InlayHint[] {
    const labels = this.shown.get(document.uri.toString());
    if (!labels) return [];
    const hints: vscode.InlayHint[] = [];
    for (let line = range.start.line; line <= range.end.line; line++) {
      const l = labels.get(line);
      if (!l) continue;
      for (const piece of l.pieces) hints.push(hint(new vscode.Position(line, 0), piece.text, false));
      for (const t of l.turns) hints.push(hint(new vscode.Position(line, t.column), t.piece.text, true));
    }
    return hints;
  }

  dispose(): void {
    for (const r of this.registrations) r.dispose();
    this.changed.dispose();
    this.shown.clear();
  }
}

function hint(position: vscode.Position, text: string, inText: boolean): vscode.InlayHint {
  const h = new vscode.InlayHint(position, text);
  h.paddingLeft = inText;
  h.paddingRight = true;
  return h;
}
