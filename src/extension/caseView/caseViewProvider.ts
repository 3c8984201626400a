// The case view's content: the case's format lays it out as text (FormatViews.caseView), handed the
// model and what only the editor reaches; this puts the header, the gold column and the other sections
// around it, keeps its marks, and refreshes open views when the file changes.
// VS Code reads the views through a read-only file system (caseViewFiles.ts), so they survive a reload.
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import { log } from '../log';
import type { CaseDocument, CaseDocumentMark } from '../../core/document/caseView';
import type { CaseViewGoldLines } from '../../core/document/formatViews';
import { formatOf } from '../../core/formats/registry';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { formatSources } from '../formatSources';
import { openText } from '../openText';
import { CASE_SCHEME, parseCaseUri } from './caseUri';
import { CaseViewFiles, type CaseViewSource } from './caseViewFiles';
import type { GoldLayout } from '../../core/goldPath/goldLines';
import type { Benchmark } from '../../core/model/model';
import { CaseViewWidths } from './caseViewWidths';
import { withHeader, type CaseViewHeader } from './caseViewHeader';

/** A view's text as produced, the marks laid out on it, and the benchmark of the case it draws. */
type Production = { text: string; marks: CaseDocumentMark[]; benchmark: Benchmark };

/** A section another feature appends to the case view (the annotators' audit), with its own marks. */
export interface CaseViewSection {
  addTo(uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument): Promise<CaseDocument>;
}

/**
 * The gold column (goldPath/): spliced into a case as a section when its format draws no gold path in
 * its view (BFCL); a format that does (tau2) has the column told its lines. Declared here so the case
 * view needs no gold path code.
 */
export interface CaseViewGold extends CaseViewSection {
  /** `layout`: the calls beside the ground truth's, or stacked in a narrow view. */
  addTo(uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument, layout?: GoldLayout): Promise<CaseDocument>;
  setLines(uri: vscode.Uri, lines: CaseViewGoldLines): void;
  /** The BFCL test data folder the case's gold path uses; null when none was found, or it is another run's. */
  testDataOf(model: ResultModel, id: string): Promise<string | null>;
}

/** Texts kept per view: the document may still hold one of the texts produced before the newest. */
const KEPT_PRODUCTIONS = 4;

export class CaseViewProvider implements CaseViewSource, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /**
   * Each view's last few texts with the marks laid out on them, newest last: the document VS Code holds
   * gets a text a moment after it is produced, so its marks are those of the text it holds; and the
   * benchmark of the case drawn, so what is asked of its marks is asked of its format.
   */
  private readonly productions = new Map<string, Production[]>();
  private readonly marksChanged = new vscode.EventEmitter<vscode.Uri>();
  /** How wide each view is drawn: its gold column and header are laid out for it. */
  readonly widths = new CaseViewWidths();
  /** The lines above the case (the annotators' header), set by the feature that writes them. */
  header: CaseViewHeader | null = null;
  private readonly disposables: vscode.Disposable[] = [this.changed, this.marksChanged, this.widths];

  readonly onDidChange = this.changed.event;
  /** Fires when a view's text (and so its marks) was produced again, and when the document got it. */
  readonly onDidChangeMarks = this.marksChanged.event;

  constructor(
    private readonly store: RunStore,
    private readonly gold: CaseViewGold | null = null,
    private readonly sections: readonly CaseViewSection[] = [],
  ) {
    this.disposables.push(
      new CaseViewFiles(CASE_SCHEME, this),
      store.onDidChangeModel((path) => this.refreshViewsOf(path)),
      this.widths.onDidChange((uri) => this.textAgain(uri)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.bfclDataFolder')) this.refreshAll();
      }),
      // A text produced a moment ago reached the document: what is drawn from marks is drawn again.
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document.uri.scheme === CASE_SCHEME && e.contentChanges.length > 0) this.marksChanged.fire(e.document.uri);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc.uri.scheme !== CASE_SCHEME) return;
        // Setting the view's language closes and reopens the same document without producing its text
        // again: its marks are dropped only if it stays closed.
        const key = doc.uri.toString();
        setTimeout(() => {
          if (!vscode.workspace.textDocuments.some((d) => d.uri.toString() === key)) this.productions.delete(key);
        }, 1000);
      }),
    );
  }

  /** The marks of the text the view's open document holds (the newest ones when it holds none of them). */
  marksOf(uri: vscode.Uri): CaseDocumentMark[] {
    return this.productionHeld(uri)?.marks ?? this.productions.get(uri.toString())?.at(-1)?.marks ?? [];
  }

  /** The benchmark of the case the view draws, once it is drawn. */
  benchmarkOf(uri: vscode.Uri): Benchmark | undefined {
    return (this.productionHeld(uri) ?? this.productions.get(uri.toString())?.at(-1))?.benchmark;
  }

  /**
   * The marks of the text the document holds, waiting up to `timeoutMs` for the document to get a
   * text that was produced (a view produced again a moment ago, not yet in the document).
   */
  async marksFor(document: vscode.TextDocument, timeoutMs = 3000): Promise<CaseDocumentMark[]> {
    const key = document.uri.toString();
    if (!this.productionHeld(document.uri) && this.productions.has(key)) {
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), listener.dispose(), resolve());
        const timer = setTimeout(done, timeoutMs);
        const listener = vscode.workspace.onDidChangeTextDocument((e) => {
          if (e.document.uri.toString() === key && this.productionHeld(document.uri)) done();
        });
      });
    }
    return this.marksOf(document.uri);
  }

  private productionHeld(uri: vscode.Uri): Production | undefined {
    const key = uri.toString();
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    const text = document?.getText();
    return text === undefined ? undefined : [...(this.productions.get(key) ?? [])].reverse().find((p) => p.text === text);
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const target = parseCaseUri(uri);
    if (!target) return 'This case view address does not name a result file and a case id.';
    const { file, id } = target;
    const started = Date.now();
    try {
      return await this.contentOf(uri, file, id);
    } finally {
      log().info(`Case view of ${id} in ${file}: drawn in ${Date.now() - started} ms.`);
    }
  }

  private async contentOf(uri: vscode.Uri, file: string, id: string): Promise<string> {
    let model;
    try {
      model = await this.store.modelForPath(file);
    } catch (err) {
      return `Calibration Lens could not read ${file}: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (model.kind !== 'result') return `${file} is not a BFCL result file.`;
    const kase = model.caseById.get(id);
    if (!kase) return `Case ${id} is not in ${file}. It may have been removed since the view was opened.`;
    const layout = await this.widths.layoutFor(uri);
    const document = openDocument(file);
    const view = await formatOf(model.benchmark).views.caseView({
      file,
      model,
      kase,
      open: document ? openText(document) : null,
      sources: async () => (await formatSources()).sources,
      // The test data the gold column uses (the setting, else found above the run), unless it is another run's.
      dataFolder: async () => (this.gold ? this.gold.testDataOf(model, id) : null),
      layout,
    });
    if (!view.ok) return view.message;
    const headed = this.headed(uri, view.doc);
    let doc = headed.doc;
    // A format that draws its gold path in its view tells the column where its lines went; else the column adds its section.
    if (view.gold) this.gold?.setLines(uri, shifted(view.gold, headed.shift));
    else if (this.gold) doc = await this.gold.addTo(uri, model, id, doc, layout);
    for (const section of this.sections) doc = await section.addTo(uri, model, id, doc);
    return this.produced(uri, doc, model.benchmark);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private textAgain(uri: vscode.Uri): void {
    countRedraw('caseViewText');
    this.changed.fire(uri);
  }

  /** The line of the case's title in the view at `uri`: the first under the header. */
  titleLine(uri: vscode.Uri): number {
    return this.header?.linesOf(uri).length ?? 0;
  }

  /** The case as the format lays it out, under the header (before any section counts its lines). */
  private headed(uri: vscode.Uri, doc: CaseDocument): { doc: CaseDocument; shift: number } {
    return withHeader(doc, this.header?.linesOf(uri) ?? []);
  }

  private produced(uri: vscode.Uri, doc: CaseDocument, benchmark: Benchmark): string {
    const kept = this.productions.get(uri.toString()) ?? [];
    this.productions.set(uri.toString(), [...kept.slice(-(KEPT_PRODUCTIONS - 1)), { text: doc.text, marks: doc.marks, benchmark }]);
    this.marksChanged.fire(uri);
    return doc.text;
  }

  /** Produces the open case views of a result file again (their file, or what is drawn beside it, changed). */
  refreshViewsOf(path: string): void {
    for (const doc of vscode.workspace.textDocuments) {
      if (parseCaseUri(doc.uri)?.file === path) this.textAgain(doc.uri);
    }
  }

  /** Produces one open view again (what it shows beside the case changed). */
  refreshView(uri: vscode.Uri): void {
    this.textAgain(uri);
  }

  private refreshAll(): void {
    for (const doc of vscode.workspace.textDocuments) if (doc.uri.scheme === CASE_SCHEME) this.textAgain(doc.uri);
  }
}

/** The gold lines moved down by the lines put above the format's view (the header). */
function shifted(gold: CaseViewGoldLines, shift: number): CaseViewGoldLines {
  return { marks: gold.marks.map((m) => ({ ...m, line: m.line + shift })), divergenceLines: gold.divergenceLines.map((l) => l + shift) };
}
