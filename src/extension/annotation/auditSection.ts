// The case view's audit section (the verdict and the audit rubric), appended after the case as the
// core lays it out; it remembers which line holds what, for its links and colours.
import * as vscode from 'vscode';
import type { CaseDocument } from '../../core/document/caseView';
import { formatOf } from '../../core/formats/registry';
import { RUBRIC_ITEMS, type RubricItem } from '../../core/annotation/decisionSchema';
import type { CurrentDecision } from '../../core/annotation/latestDecisions';
import { isBoundViolation } from '../../core/annotation/newDecision';
import type { CaseViewSection } from '../caseView/caseViewProvider';
import type { ResultModel } from '../runStore';
import { auditSectionLines, type AuditLine } from './auditSectionText';
import { violationText } from './humanLabelText';
import { rubricKey, type DecisionStore, type FileDecisions } from './decisionStore';
import { parseCaseUri } from '../caseView/caseUri';

export interface PlacedAuditLine extends AuditLine {
  /** 0-based line in the case view. */
  line: number;
  file: string;
  id: string;
}

/** The BFCL test data folder of a case, as the gold path uses it (null when none, or another run's). */
export type TestDataOf = (model: ResultModel, id: string) => Promise<string | null>;

export class AuditSection implements CaseViewSection {
  private readonly lines = new Map<string, PlacedAuditLine[]>();
  /** Per view, the decisions its section was written from (auditKey). */
  private readonly writtenFrom = new Map<string, string>();

  constructor(
    private readonly decisions: DecisionStore,
    private readonly testDataOf: TestDataOf,
  ) {}

  linesOf(uri: vscode.Uri): PlacedAuditLine[] {
    return this.lines.get(uri.toString()) ?? [];
  }

  /**
   * Whether the view's section still says what the store holds: only a verdict or a rubric decision on
   * its case changes its text (an emission's decision is drawn beside it, not written in it), so a
   * decision key does not lay the view out again.
   */
  async isCurrent(uri: vscode.Uri): Promise<boolean> {
    const view = parseCaseUri(uri);
    const written = this.writtenFrom.get(uri.toString());
    if (!view || written === undefined) return false;
    return auditKey(await this.decisions.forFile(view.file), view.id) === written;
  }

  async addTo(uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument): Promise<CaseDocument> {
    const kase = model.caseById.get(id);
    if (!kase) return doc;
    const decided = await this.decisions.forFile(model.path);
    this.writtenFrom.set(uri.toString(), auditKey(decided, id));
    // The case's format computes its rubric, or says why it has none; the test data folder only when asked.
    const rubric = await formatOf(model.benchmark).auditRubric(model.path, kase, () => this.testDataOf(model, id));
    const rubricDecisions = new Map<RubricItem, CurrentDecision[]>(RUBRIC_ITEMS.map((item) => [item, decided.rubric.get(rubricKey(id, item)) ?? []]));
    const section = auditSectionLines({
      kase,
      violation: violationText(kase),
      boundViolation: isBoundViolation(kase),
      verdicts: decided.verdicts.get(id) ?? [],
      rubric,
      rubricDecisions,
    });
    const body = doc.text.endsWith('\n') ? doc.text.slice(0, -1) : doc.text;
    const first = body.split('\n').length;
    this.lines.set(uri.toString(), section.map((l, i) => ({ ...l, line: first + i, file: model.path, id })));
    return { ...doc, text: `${body}\n${section.map((l) => l.text).join('\n')}\n` };
  }
}

/** The decisions a case's audit section is written from: its verdicts and rubric decisions. */
function auditKey(decided: FileDecisions, id: string): string {
  return JSON.stringify([decided.verdicts.get(id) ?? [], RUBRIC_ITEMS.map((item) => decided.rubric.get(rubricKey(id, item)) ?? [])]);
}
