// Puts the labels on the visible BFCL editors: updates are debounced and limited to visible editors,
// and the decorations of one model are built once, so switching editors only re-applies them.
import * as vscode from 'vscode';
import type { ActionClass } from '../../core/classify/actionClass';
import { GOLD_CLASS } from '../../core/model';
import { isBfclDocument, type FileModel, type ResultModel, type RunStore, type ScoreModel } from '../runStore';
import { drawnColumns, labelSettings, type LabelSettings } from '../settings';
import { LabelStyles, toneBackground, toneColor } from './labelStyles';
import { caseLabelPieces, scoreFailurePieces, scoreHeaderPieces, turnLabelPiece, type LabelPiece } from './labelText';

interface EditorDecorations {
  slots: vscode.DecorationOptions[][];
  turns: vscode.DecorationOptions[];
  violationLines: vscode.Range[];
  emissions: Record<ActionClass | 'none', vscode.Range[]>;
}

/** Delay after typing; switching editors or opening a file is answered at once. */
const EDIT_DELAY_MS = 250;
const VIEW_DELAY_MS = 10;

export class LabelController implements vscode.Disposable {
  private readonly styles = new LabelStyles();
  private readonly built = new WeakMap<FileModel, { key: string; decorations: EditorDecorations }>();
  private readonly disposables: vscode.Disposable[] = [this.styles];
  private timer: NodeJS.Timeout | undefined;
  private generation = 0;

  constructor(private readonly store: RunStore) {
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors(() => this.schedule(VIEW_DELAY_MS)),
      store.onDidChangeModel(() => this.schedule(EDIT_DELAY_MS)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.labels') || e.affectsConfiguration('editor.stopRenderingLineAfter')) {
          this.schedule(VIEW_DELAY_MS);
        }
      }),
    );
    this.schedule(0);
  }

  schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.updateVisibleEditors();
    }, delay);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }

  private async updateVisibleEditors(): Promise<void> {
    const generation = ++this.generation;
    const settings = labelSettings();
    await Promise.all(
      vscode.window.visibleTextEditors.filter((e) => isBfclDocument(e.document)).map(async (editor) => {
        const version = editor.document.version;
        let model: FileModel;
        try {
          model = await this.store.modelFor(editor.document);
        } catch {
          return; // The diagnostics report why the file could not be read.
        }
        // A newer update or an edit since may have overtaken this one.
        if (generation !== this.generation || editor.document.version !== version) return;
        this.apply(editor, settings.enabled ? this.decorationsFor(model, editor.document, settings) : null);
      }),
    );
  }

  private decorationsFor(model: FileModel, document: vscode.TextDocument, settings: LabelSettings): EditorDecorations {
    const drawn = drawnColumns(document);
    const key = JSON.stringify([settings, drawn]);
    const cached = this.built.get(model);
    if (cached && cached.key === key) return cached.decorations;
    const decorations = model.kind === 'result' ? resultDecorations(model, settings, drawn) : scoreDecorations(model, settings);
    this.built.set(model, { key, decorations });
    return decorations;
  }

  private apply(editor: vscode.TextEditor, decorations: EditorDecorations | null): void {
    const d = decorations ?? emptyDecorations();
    // Every slot is set, in order, on every update: that order is the order VS Code draws them in.
    for (let i = 0; i < Math.max(this.styles.slotCount, d.slots.length); i++) {
      editor.setDecorations(this.styles.slot(i), d.slots[i] ?? []);
    }
    editor.setDecorations(this.styles.turn, d.turns);
    editor.setDecorations(this.styles.violationLine, d.violationLines);
    for (const [cls, type] of Object.entries(this.styles.emission)) {
      editor.setDecorations(type, d.emissions[cls as ActionClass | 'none']);
    }
  }
}

function emptyDecorations(): EditorDecorations {
  return { slots: [], turns: [], violationLines: [], emissions: { tool_call: [], ask: [], refuse: [], confirm: [], other: [], none: [] } };
}

function resultDecorations(model: ResultModel, settings: LabelSettings, drawn: number): EditorDecorations {
  const d = emptyDecorations();
  const gold = model.summary?.goldClass ?? (model.read.category ? GOLD_CLASS[model.read.category] : null);
  for (const kase of model.read.cases) {
    const line = kase.line - 1;
    const summary = model.caseSummaryById.get(kase.id);
    if (summary?.boundViolation) d.violationLines.push(new vscode.Range(line, 0, line, 0));
    if (settings.caseLine) addPieces(d, line, caseLabelPieces(kase, summary, gold));
    for (const turn of kase.turns) {
      // VS Code stops drawing a line at `drawn` columns; the start-of-line label still has the whole picture.
      if (settings.turns && turn.span.start < drawn) {
        const piece = turnLabelPiece(turn);
        d.turns.push({
          range: new vscode.Range(line, turn.span.start, line, turn.span.start),
          renderOptions: { before: { contentText: piece.text, color: toneColor(piece.tone), backgroundColor: toneBackground(piece.tone) } },
        });
      }
      if (!settings.emissions) continue;
      for (const emission of turn.emissions) {
        if (emission.span.start >= drawn) continue;
        d.emissions[emission.decision.cls ?? 'none'].push(
          new vscode.Range(line, emission.span.start, line, Math.min(emission.span.end, drawn)),
        );
      }
    }
  }
  return d;
}

function scoreDecorations(model: ScoreModel, settings: LabelSettings): EditorDecorations {
  const d = emptyDecorations();
  if (!settings.scoreFile) return d;
  if (model.read.header) addPieces(d, 0, scoreHeaderPieces(model.read.header));
  for (const failure of model.read.failures.values()) addPieces(d, failure.line - 1, scoreFailurePieces(failure));
  return d;
}

function addPieces(d: EditorDecorations, line: number, pieces: LabelPiece[]): void {
  pieces.forEach((piece, i) => {
    (d.slots[i] ??= []).push({
      range: new vscode.Range(line, 0, line, 0),
      renderOptions: { before: { contentText: piece.text, color: toneColor(piece.tone), backgroundColor: toneBackground(piece.tone) } },
    });
  });
}
