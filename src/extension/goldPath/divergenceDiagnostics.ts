// A Problems entry on each failed case at its first divergence from the gold path ("turn 4 (the
// grader's turn 3): diff(file_name1, file_name2) differs from ground truth."), on the emission that made
// the differing call, with the grader's verdict as related information.
import * as vscode from 'vscode';
import type { GoldPath } from '../../core/bfcl/goldPath/goldPath';
import { divergenceSentence, turnName } from '../../core/bfcl/goldPath/goldPathText';
import type { Case, Span } from '../../core/model';
import { DIAGNOSTIC_SOURCE } from '../diagnostics/diagnosticCodes';
import { isBfclDocument, type RunStore } from '../runStore';
import { diagnosticsEnabled } from '../settings';
import type { GoldPathService } from './goldPathService';

export const GOLD_DIVERGENCE_CODE = 'gold-divergence';
const DELAY_MS = 400;

/**
 * Where the case leaves the gold path in its line: the emission of the differing call (or of the
 * extra write at the blamed turn), else the turn's start.
 */
export function divergenceColumn(kase: Case, path: GoldPath): Span {
  const t = path.divergence?.turn ?? 0;
  const row = path.divergence?.row ?? null;
  const turn = kase.turns[t];
  const emission = row?.model ? turn?.emissions.find((e) => e.step === row.model!.step) : undefined;
  if (emission) return emission.span;
  if (turn) return { start: turn.span.start, end: Math.min(turn.span.end, turn.span.start + 1) };
  return { start: 0, end: kase.resultSpan?.start ?? 1 };
}

export class DivergenceDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('Calibration Lens gold path');
  private readonly disposables: vscode.Disposable[] = [this.collection];
  private timer: NodeJS.Timeout | undefined;

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
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }

  private queue(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.updateAll(), DELAY_MS);
  }

  private async updateAll(): Promise<void> {
    this.timer = undefined;
    const open = new Set<string>();
    for (const g of vscode.window.tabGroups.all) for (const t of g.tabs) if (t.input instanceof vscode.TabInputText) open.add(t.input.uri.toString());
    this.collection.forEach((uri) => {
      if (!open.has(uri.toString())) this.collection.delete(uri);
    });
    for (const document of vscode.workspace.textDocuments) {
      if (document.uri.scheme !== 'file' || !isBfclDocument(document) || !open.has(document.uri.toString())) continue;
      if (!diagnosticsEnabled()) {
        this.collection.delete(document.uri);
        continue;
      }
      try {
        await this.update(document);
      } catch {
        // The file itself is reported by the main diagnostics; a gold path that cannot be read adds nothing.
        this.collection.delete(document.uri);
      }
    }
  }

  private async update(document: vscode.TextDocument): Promise<void> {
    const version = document.version;
    const model = await this.store.modelFor(document);
    if (model.kind !== 'result') return;
    const out: vscode.Diagnostic[] = [];
    for (const kase of model.caseById.values()) {
      if (kase.verdict?.outcome !== 'failed') continue;
      const outcome = await this.service.forCase(model, kase.id);
      if (!outcome.ok) continue;
      const sentence = divergenceSentence(outcome.path);
      if (sentence === null) continue;
      const span = divergenceColumn(kase, outcome.path);
      const line = kase.line - 1;
      const d = new vscode.Diagnostic(new vscode.Range(line, span.start, line, span.end), sentence, vscode.DiagnosticSeverity.Information);
      d.source = DIAGNOSTIC_SOURCE;
      d.code = { value: GOLD_DIVERGENCE_CODE, target: this.readme.with({ fragment: GOLD_DIVERGENCE_CODE }) };
      const v = outcome.path.verdict;
      if (model.score && kase.verdict.scoreLine !== null) {
        d.relatedInformation = [
          new vscode.DiagnosticRelatedInformation(
            new vscode.Location(vscode.Uri.file(model.score.path), new vscode.Position(kase.verdict.scoreLine - 1, 0)),
            `The grader: ${v.errorType ?? 'failed'}${v.turn === null ? '' : ` at ${turnName(v.turn)}`}.`,
          ),
        ];
      }
      out.push(d);
    }
    if (!document.isClosed && document.version === version) this.collection.set(document.uri, out);
  }
}
