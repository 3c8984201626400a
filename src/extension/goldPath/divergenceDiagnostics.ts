// A Problems entry on each failed case at its first divergence from the gold path, whatever the
// benchmark: BFCL on the emission of the differing call in the case line ("turn 4 (the grader's turn
// 3): diff(file_name1, file_name2) differs from ground truth."), with the grader's failure line as
// related information; tau2 on the call that gets an expected action wrong or at the check of the
// action it misses, with tau2's check beside it. In a dir layout's results.json the entry sits on the
// simulation's index entry and points at its file. BFCL test data that is another run's (same ids,
// other user messages) gets one entry of its own, on the first failed case it was checked on.
import * as vscode from 'vscode';
import { DiagnosticsSet } from '../diagnosticsSet';
import type { Case } from '../../core/model/model';
import { DIAGNOSTIC_SOURCE } from '../diagnostics/diagnosticCodes';
import { uriOfPath } from '../hostUris';
import { log } from '../log';
import { isRunDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { diagnosticsEnabled } from '../settings';
import type { CaseDivergence } from '../../core/document/caseGold';
import type { GoldPathService } from './goldPathService';

export const GOLD_DIVERGENCE_CODE = 'gold-divergence';
export const FOREIGN_TEST_DATA_CODE = 'foreign-test-data';
const DELAY_MS = 400;
/** Events that keep coming (a run's files changing) postpone the update at most this long. */
const MAX_WAIT_MS = 2000;
/** A gold path that failed to read (a file mid-write, a slow host) is tried again after 1, 2 and 4 s. */
const RETRIES_MS = [1000, 2000, 4000];

export class DivergenceDiagnostics implements vscode.Disposable {
  private readonly collection = new DiagnosticsSet('Calibration Lens gold path');
  private readonly disposables: vscode.Disposable[] = [this.collection];
  private timer: NodeJS.Timeout | undefined;
  private queuedSince: number | null = null;
  private disposed = false;
  /** Per document URI and version: the failed attempts so far. */
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly store: RunStore,
    private readonly service: GoldPathService,
    private readonly readme: vscode.Uri,
  ) {
    const queue = () => this.queue();
    this.disposables.push(
      vscode.workspace.onDidOpenTextDocument(queue),
      vscode.workspace.onDidCloseTextDocument((doc) => this.collection.delete(doc.uri)),
      vscode.window.tabGroups.onDidChangeTabs(queue),
      store.onDidChangeModel(queue),
      service.onDidChange(queue),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens')) this.queue();
      }),
    );
    this.queue();
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }

  private queue(delayMs = DELAY_MS): void {
    if (this.disposed) return;
    const now = Date.now();
    this.queuedSince ??= now;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.updateAll(), Math.max(0, Math.min(delayMs, this.queuedSince + MAX_WAIT_MS - now)));
  }

  private async updateAll(): Promise<void> {
    this.timer = undefined;
    this.queuedSince = null;
    const open = new Set<string>();
    for (const g of vscode.window.tabGroups.all) for (const t of g.tabs) if (t.input instanceof vscode.TabInputText) open.add(t.input.uri.toString());
    for (const uri of this.collection.uris()) if (!open.has(uri.toString())) this.collection.delete(uri);
    for (const document of vscode.workspace.textDocuments) {
      if (!open.has(document.uri.toString()) || !isRunDocument(document)) continue;
      if (!diagnosticsEnabled()) {
          this.collection.delete(document.uri);
        continue;
      }
      const attempt = `${document.uri.toString()}\n${document.version}`;
      try {
        await this.update(document);
        this.failures.delete(attempt);
      } catch (err) {
        // The file itself is reported by the main diagnostics; a gold path that cannot be read adds
        // nothing, but a read that failed once (a file mid-write, a host too slow) may not the next time.
        this.collection.delete(document.uri);
        const failed = this.failures.get(attempt) ?? 0;
        this.failures.set(attempt, failed + 1);
        const retry = RETRIES_MS[failed];
        log().warn(`Gold-path Problems of ${document.uri.fsPath} not computed${retry ? `, trying again in ${retry / 1000} s` : ''}: ${err instanceof Error ? err.message : String(err)}`);
        if (retry) setTimeout(() => this.disposed || this.queue(0), retry);
      }
    }
  }

  private async update(document: vscode.TextDocument): Promise<void> {
    const version = document.version;
    const started = Date.now();
    const model = await this.store.modelFor(document);
    if (model.kind !== 'result') return;
    const out: vscode.Diagnostic[] = [];
    let foreign: vscode.Diagnostic | null = null;
    for (const [line, kase] of startLines(model)) {
      // A pass for a document closed or changed meanwhile would be thrown away: stop it, and let the
      // document go (a 20 MB file's closed copy was held 38 MB past its close in the web worker host).
      if (document.isClosed || document.version !== version) return;
      if (kase.verdict?.outcome !== 'failed') continue;
      const divergence = await this.service.divergenceOf(model, kase);
      if (divergence) out.push(this.diagnostic(document, divergence, line));
      const notUsed = foreign ? null : await this.service.testDataNotUsed(model, kase.id);
      if (notUsed) foreign = this.onLine(document, line, notUsed, FOREIGN_TEST_DATA_CODE, vscode.DiagnosticSeverity.Warning);
    }
    if (foreign) out.unshift(foreign);
    if (document.isClosed || document.version !== version) return;
    // Said when they change only: the entries are worked out again on every tab change.
    if (this.collection.set(document.uri, out)) log().info(`Gold-path Problems of ${document.uri.fsPath}: ${out.length}, in ${Date.now() - started} ms.`);
  }

  /** On the divergence's line when it is in this document, else (a dir layout's index) on the case's line here. */
  private diagnostic(document: vscode.TextDocument, divergence: CaseDivergence, caseLine: number): vscode.Diagnostic {
    const here = divergence.file === document.uri.fsPath;
    const line = (here ? divergence.line : caseLine) - 1;
    const text = line < document.lineCount ? document.lineAt(line).text : '';
    const indent = text.length - text.trimStart().length;
    const span = here && divergence.span ? divergence.span : { start: indent, end: Math.max(indent + 1, text.length) };
    const d = this.entry(line, span, divergence.sentence, GOLD_DIVERGENCE_CODE, vscode.DiagnosticSeverity.Information);
    const related = [
      ...(here ? [] : [{ file: divergence.file, line: divergence.line, message: 'Where it is in the simulation\'s own file.' }]),
      ...divergence.related,
    ];
    if (related.length) {
      d.relatedInformation = related.map((r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uriOfPath(r.file), new vscode.Position(r.line - 1, 0)), r.message));
    }
    return d;
  }

  /** On the whole of a 1-based line, from its first character. */
  private onLine(document: vscode.TextDocument, line: number, message: string, code: string, severity: vscode.DiagnosticSeverity): vscode.Diagnostic {
    const text = line - 1 < document.lineCount ? document.lineAt(line - 1).text : '';
    const indent = text.length - text.trimStart().length;
    return this.entry(line - 1, { start: indent, end: Math.max(indent + 1, text.length) }, message, code, severity);
  }

  private entry(line: number, span: { start: number; end: number }, message: string, code: string, severity: vscode.DiagnosticSeverity): vscode.Diagnostic {
    const d = new vscode.Diagnostic(new vscode.Range(line, span.start, line, span.end), message, severity);
    d.source = DIAGNOSTIC_SOURCE;
    d.code = { value: code, target: this.readme.with({ fragment: code }) };
    return d;
  }
}

/** Each case once, by the line where it starts in this document, in line order. */
export function startLines(model: ResultModel): Array<[number, Case]> {
  const seen = new Set<string>();
  return [...model.caseAtLine].sort((a, b) => a[0] - b[0]).filter(([, kase]) => !seen.has(kase.id) && seen.add(kase.id));
}
