// Puts the labels on the visible run files (BFCL result and score files, tau2 results). Updates are debounced and limited to visible editors,
// and within an editor to the lines in view (plus a margin): every label changes how VS Code lays out
// its line, so decorating all of a 20 MB file at once would stall the window. The labels of a model
// are built once per document version; scrolling and switching editors only pick from them. A file
// that wraps gets its label texts as inlay hints instead (labelInlayHints.ts), its underlines as ever.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import { countOf } from '../../core/text/countOf';
import { log } from '../log';
import { noteFirstLabelsOut } from '../startup/firstLabels';
import { isRunDocument } from '../runDocuments';
import type { FileModel, ResultModel, RunStore, ScoreModel } from '../runStore';
import { drawnColumns, labelSettings, type LabelSettings } from '../settings';
import { isBigDocument, previewModel } from './labelPreview';
import { LabelStyles, toneBackground, toneColor } from './labelStyles';
import { casePieces, messageLabelPieces, scoreFailurePieces, scoreHeaderPieces, sharedLinePieces, turnLabelPiece, type LabelPiece } from './labelText';
import { formatOf } from '../../core/formats/registry';
import { cutOffPieces, problemPieces } from './problemLabels';
import type { EmissionKey, FileLabels, LineLabels } from './fileLabels';
import type { LabelInlayHints } from './labelInlayHints';
import type { RunFileWrap } from './runFileWrap';
import type { LineEntry } from '../../core/document/lineIndex';
import type { Case } from '../../core/model/model';

/** Pieces put first in a case line's label by another feature (the annotators' marker), redrawn when it says so. */
export interface CaseLabelExtras {
  casePieces(model: ResultModel, kase: Case): LabelPiece[];
  /** Changes whenever `casePieces` would answer differently for the file at `path`. */
  revision(path: string): string;
  readonly onDidChange: vscode.Event<void>;
}

/** Delay after typing; switching editors or opening a file is answered at once. */
const EDIT_DELAY_MS = 250;
const VIEW_DELAY_MS = 10;
const SCROLL_DELAY_MS = 50;
/** Lines past the visible ones labelled ahead of a big file's full read: VS Code draws a line or two more. */
const PREVIEW_MARGIN_LINES = 2;
/** Lines above and below the visible ones that are labelled too, so short scrolls show labels at once. */
const MARGIN_LINES = 60;
/** More tool calls and writes than this on one line (a file that is not pretty-printed) are left to the hover. */
const MAX_FACTS_PER_LINE = 4;

export class LabelController implements vscode.Disposable {
  private readonly styles = new LabelStyles();
  private readonly built = new WeakMap<FileModel, { key: string; labels: FileLabels }>();
  private readonly disposables: vscode.Disposable[] = [this.styles];
  private timer: NodeJS.Timeout | undefined;
  private generation = 0;
  /** Documents already told why their wrapped lines keep decorations (inlay hints are off). */
  private readonly toldNoHints = new WeakSet<vscode.TextDocument>();

  constructor(
    private readonly store: RunStore,
    private readonly wrap: RunFileWrap,
    private readonly hints: LabelInlayHints,
    private readonly extras: CaseLabelExtras | null = null,
  ) {
    if (extras) this.disposables.push(extras.onDidChange(() => this.schedule(VIEW_DELAY_MS)));
    this.disposables.push(
      wrap.onDidChange(() => this.schedule(VIEW_DELAY_MS)),
      vscode.window.onDidChangeVisibleTextEditors((editors) => {
        // Before anything starts reading a newly shown big file in full (which blocks for a while).
        this.previewBigFiles(editors);
        this.schedule(VIEW_DELAY_MS);
      }),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
        if (isRunDocument(e.textEditor.document)) this.schedule(SCROLL_DELAY_MS);
      }),
      store.onDidChangeModel(() => this.schedule(EDIT_DELAY_MS)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (['calibrationLens.labels', 'editor.stopRenderingLineAfter', 'editor.inlayHints.enabled'].some((s) => e.affectsConfiguration(s))) {
          this.schedule(VIEW_DELAY_MS);
        }
      }),
    );
    // The file whose opening activated the extension may be big: label what is in view before the
    // other features start reading it in full.
    this.previewBigFiles(vscode.window.visibleTextEditors);
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

  /**
   * The lines in view of a big result file that has no model yet, read on their own and labelled at
   * once; the full read that follows brings pass/fail and replaces these labels.
   */
  private previewBigFiles(editors: readonly vscode.TextEditor[]): void {
    const settings = labelSettings();
    if (!settings.enabled) return;
    for (const editor of editors) {
      const document = editor.document;
      if (!isRunDocument(document) || this.store.peek(document) !== null || !isBigDocument(document)) continue;
      const started = Date.now();
      const inView = linesInView(editor, PREVIEW_MARGIN_LINES);
      const preview = previewModel(document, inView.length > 0 ? inView : firstLines(document));
      if (!preview) continue;
      const count = this.apply(editor, resultLabels(preview, settings, drawnColumns(document)));
      // `npm run bench:vscode-open` reads this line: when the labels were set, and how long after the
      // editor reached the extension.
      log().info(`Labelled ${countOf(count, 'case')} in view of ${preview.path} ahead of the full read, ${Date.now() - started} ms after its editor reached the extension.`);
    }
  }

  private async updateVisibleEditors(): Promise<void> {
    const generation = ++this.generation;
    const settings = labelSettings();
    const runEditors = vscode.window.visibleTextEditors.filter((e) => isRunDocument(e.document));
    await Promise.all(
      runEditors.map(async (editor) => {
        const version = editor.document.version;
        let model: FileModel;
        try {
          model = await this.store.modelFor(editor.document);
        } catch {
          return; // The diagnostics report why the file could not be read.
        }
        // A newer update or an edit since may have overtaken this one.
        if (generation !== this.generation || editor.document.version !== version) return;
        const started = Date.now();
        const count = this.apply(editor, settings.enabled ? this.labelsOf(model, editor.document, settings) : new Map());
        log().debug(`Labelled ${countOf(count, 'case')} in view of ${model.path} in ${Date.now() - started} ms.`);
      }),
    );
    // Only labels of a run file count: activated at the window's start (workspaceContains), the first
    // update has no file in view, and what waits for the first labels waits for a file's.
    if (runEditors.length > 0) noteFirstLabelsOut();
  }

  private labelsOf(model: FileModel, document: vscode.TextDocument, settings: LabelSettings): FileLabels {
    const drawn = drawnColumns(document);
    const key = JSON.stringify([settings, drawn, this.extras?.revision(model.path) ?? 0]);
    const cached = this.built.get(model);
    if (cached && cached.key === key) return cached.labels;
    const labels = model.kind === 'result' ? resultLabels(model, settings, drawn, this.extras) : scoreLabels(model, settings);
    this.built.set(model, { key, labels });
    return labels;
  }

  /** Returns how many lines got labels. */
  private apply(editor: vscode.TextEditor, labels: FileLabels): number {
    // A wrapped file gets the texts as inlay hints, which wrap with the line; its emissions keep
    // their underlines (they change no layout).
    const asHints = this.wrap.wraps(editor.document) && this.hintsShown(editor.document);
    this.hints.show(editor.document, asHints && labels.size > 0 ? labels : null);
    const slots: vscode.DecorationOptions[][] = [];
    const turns: vscode.DecorationOptions[] = [];
    const violationLines: vscode.Range[] = [];
    let labelled = 0;
    const emissions: Record<EmissionKey, vscode.Range[]> = { tool_call: [], ask: [], refuse: [], confirm: [], other: [], none: [] };
    for (const line of linesInView(editor)) {
      const l = labels.get(line);
      if (!l) continue;
      if (l.pieces.length > 0) labelled++;
      if (!asHints) {
        l.pieces.forEach((piece, i) => (slots[i] ??= []).push(labelAt(line, 0, piece)));
        for (const t of l.turns) turns.push(labelAt(line, t.column, t.piece));
      }
      for (const e of l.emissions) emissions[e.cls].push(new vscode.Range(line, e.start, line, e.end));
    }
    // Overview ruler marks change no layout: every violation of the file gets one.
    for (const [line, l] of labels) if (l.violation) violationLines.push(new vscode.Range(line, 0, line, 0));
    // Every slot is set, in order, on every update: that order is the order VS Code draws them in.
    for (let i = 0; i < Math.max(this.styles.slotCount, slots.length); i++) {
      setDecorations(editor, this.styles.slot(i), slots[i] ?? []);
    }
    setDecorations(editor, this.styles.turn, turns);
    setDecorations(editor, this.styles.violationLine, violationLines);
    for (const [cls, type] of Object.entries(this.styles.emission)) setDecorations(editor, type, emissions[cls as EmissionKey]);
    return labelled;
  }

  /** Whether VS Code draws inlay hints in this file without a key held (`editor.inlayHints.enabled`). */
  private hintsShown(document: vscode.TextDocument): boolean {
    const enabled = vscode.workspace.getConfiguration('editor', document).get<string>('inlayHints.enabled', 'on');
    if (enabled === 'on' || enabled === 'onUnlessPressed') return true;
    if (!this.toldNoHints.has(document)) {
      this.toldNoHints.add(document);
      log().info(`${document.uri.fsPath} wraps and editor.inlayHints.enabled is "${enabled}": its labels stay decorations, which VS Code leaves out of the wrap width (rows run past the right edge by their width).`);
    }
    return false;
  }
}

/** 0-based lines of the visible ranges, with a margin, each once. */
function linesInView(editor: vscode.TextEditor, margin = MARGIN_LINES): number[] {
  const lines = new Set<number>();
  const last = editor.document.lineCount - 1;
  for (const range of editor.visibleRanges) {
    for (let line = Math.max(0, range.start.line - margin); line <= Math.min(last, range.end.line + margin); line++) lines.add(line);
  }
  return [...lines];
}

/** Before VS Code reports what is in view: the lines a fresh editor shows. */
function firstLines(document: vscode.TextDocument): number[] {
  return Array.from({ length: Math.min(document.lineCount, 50) }, (_, i) => i);
}

function labelAt(line: number, column: number, piece: LabelPiece): vscode.DecorationOptions {
  return {
    range: new vscode.Range(line, column, line, column),
    renderOptions: { before: { contentText: piece.text, color: toneColor(piece.tone), backgroundColor: toneBackground(piece.tone) } },
  };
}

function resultLabels(model: ResultModel, settings: LabelSettings, drawn: number, extras: CaseLabelExtras | null = null): FileLabels {
  const labels: FileLabels = new Map();
  const at = (line: number): LineLabels => {
    let l = labels.get(line);
    if (!l) labels.set(line, (l = { pieces: [], turns: [], emissions: [], violation: false }));
    return l;
  };
  // A run over several lines (tau2) says what it is on line 1, and where its reading stopped short.
  if (settings.caseLine && model.header) at(0).pieces.push(...formatOf(model.benchmark).views.headerPieces(model.header), ...cutOffPieces(model.header.cutOff));
  if (settings.caseLine) for (const [line, pieces] of problemPieces(model.read.problems, model.path)) at(line).pieces.push(...pieces);
  for (const [lineNumber, entries] of model.lines.lines) {
    const line = at(lineNumber - 1);
    for (const f of entries) {
      if (f.startsCase) {
        line.violation ||= f.summary?.boundViolation ?? false;
        if (settings.caseLine) line.pieces.push(...(extras?.casePieces(model, f.kase) ?? []), ...casePieces(f.kase, f.summary, f.kase.gold[0] ?? null));
      }
      if (f.placement === 'column') columnLabels(line, f, settings, drawn);
      else lineLabels(line, f, settings, model);
    }
  }
  return labels;
}

/** A case on one line: each turn's label at its column, each emission's span in its class's colour. */
function columnLabels(line: LineLabels, f: LineEntry, settings: LabelSettings, drawn: number): void {
  for (const turn of f.turns) {
    // VS Code stops drawing a line at `drawn` columns; the start-of-line label still has the whole picture.
    // That label ends with every turn's class: the first turn, just after the id, is not named twice.
    const inCaseLabel = settings.caseLine && turn.index === 0;
    if (settings.turns && turn.span.start < drawn && !inCaseLabel) line.turns.push({ column: turn.span.start, piece: turnLabelPiece(turn, f.kase.gold) });
    if (!settings.emissions) continue;
    for (const e of turn.emissions) {
      if (e.span.start < drawn) line.emissions.push({ cls: e.cls ?? 'none', start: e.span.start, end: Math.min(e.span.end, drawn) });
    }
  }
}

/** Messages on lines of their own: what each one on this line is, at the start of the line; then the format's facts of the line. */
function lineLabels(line: LineLabels, f: LineEntry, settings: LabelSettings, model: ResultModel): void {
  if (!settings.turns) return;
  // One message per line in a pretty-printed file; a file on one line gets counts instead.
  if (f.emissions.length > 1) line.pieces.push(...sharedLinePieces(f.emissions));
  else for (const e of f.emissions) line.pieces.push(...messageLabelPieces(e, f.kase.gold));
  const facts = formatOf(model.benchmark).views.lineFacts(f);
  if (facts.length > MAX_FACTS_PER_LINE) return;
  for (const pieces of facts) line.pieces.push(...pieces);
}

function scoreLabels(model: ScoreModel, settings: LabelSettings): FileLabels {
  const labels: FileLabels = new Map();
  if (!settings.scoreFile) return labels;
  const only = (pieces: LabelPiece[]): LineLabels => ({ pieces, turns: [], emissions: [], violation: false });
  if (model.read.header) labels.set(0, only(scoreHeaderPieces(model.read.header)));
  for (const failure of model.read.failures.values()) labels.set(failure.line - 1, only(scoreFailurePieces(failure)));
  for (const [line, pieces] of problemPieces(model.read.problems, model.path)) labels.set(line, only([...(labels.get(line)?.pieces ?? []), ...pieces]));
  return labels;
}
