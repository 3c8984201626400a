// The case view's audit section as text: the annotator's verdict on the case with its bound violation
// beside it, and the audit rubric (B1a-B5) prefilled from the run and the test data, each item with the
// human's confirmation or correction. No vscode import: the exact lines are pinned by unit tests.
import { classLabel } from '../../core/classify/actionClass';
import { RUBRIC_ITEMS, type RubricItem } from '../../core/annotation/decisionSchema';
import type { CurrentDecision } from '../../core/annotation/latestDecisions';
import type { CaseRubric } from '../../core/model/auditRubric';
import type { Case } from '../../core/model/model';
import { decisionSentence } from './humanLabelText';

export type AuditLineKind = 'audit-title' | 'verdict' | 'rubric';

export interface AuditLine {
  text: string;
  kind: AuditLineKind | null;
  item?: RubricItem;
  /** For rubric lines: the value computed from the files (null: they cannot tell). */
  computed?: boolean | null;
  tone?: 'human' | 'disagreement' | 'stale' | 'violation' | null;
}

export interface AuditInput {
  kase: Case;
  /** The case's bound violation in words (violationText). */
  violation: string;
  boundViolation: boolean;
  verdicts: readonly CurrentDecision[];
  /** Null when the rubric does not apply (not a BFCL case), with the reason. */
  rubric: CaseRubric;
  rubricDecisions: ReadonlyMap<RubricItem, readonly CurrentDecision[]>;
}

/** The gap in the numbering is the rubric's own: said where the items are listed, so it is not taken for one left out. */
export const NO_B2 = 'There is no B2: the released rubric (App. F; classifier.md section 7) labels B1a, B1b, B3, B4 and B5, all shown above.';

const yesNo = (v: boolean | null): string => (v === null ? 'unknown' : v ? 'yes' : 'no');

export function auditSectionLines(input: AuditInput): AuditLine[] {
  const { kase } = input;
  const out: AuditLine[] = [
    { text: '', kind: null },
    { text: `── Your audit ${'─'.repeat(40)}`, kind: 'audit-title' },
  ];
  out.push({ text: `  ${input.violation}.`, kind: null, tone: input.boundViolation ? 'violation' : null });
  if (input.verdicts.length === 0) out.push({ text: '  Verdict: none yet (real miss, valid alternative path or gold questionable).', kind: 'verdict' });
  input.verdicts.forEach((v, i) => {
    out.push({ text: `  Verdict: ${decisionSentence(v)}`, kind: i === 0 ? 'verdict' : null, tone: v.stale ? 'stale' : 'human' });
    if (v.decision.rationale) out.push({ text: `      “${v.decision.rationale}”`, kind: null });
  });
  if ('unavailable' in input.rubric) {
    out.push({ text: `  Audit rubric: ${input.rubric.unavailable}`, kind: null });
    return out;
  }
  const { values, dataFolder } = input.rubric;
  const gold = kase.gold.map(classLabel).join('/') || 'unknown';
  const goldTurn = values.goldTurn === null ? 'unknown: no ground truth found' : `turn ${values.goldTurn + 1}`;
  const meaning: Record<RubricItem, string> = {
    B1a: `gold class ${gold} at the gold turn (${goldTurn})`,
    B1b: `gold class ${gold} at any turn from the gold turn on`,
    B3: 'a held-out tool called at or after the turn it returns at (miss_func)',
    B4: `an ASK turn at or before the gold turn (${goldTurn})`,
    B5: 'graded PASS but B1a = 0',
  };
  out.push({ text: `  Audit rubric (App. F), prefilled from the run${dataFolder ? ` and the test data in ${dataFolder}` : ' (no BFCL test data found: set calibrationLens.bfclDataFolder)'}; confirm or correct each:`, kind: null });
  for (const item of RUBRIC_ITEMS) {
    const computed = values[item];
    out.push({ text: `  ${item.padEnd(4)} ${yesNo(computed).padEnd(8)} ${meaning[item]}`, kind: 'rubric', item, computed });
    for (const d of input.rubricDecisions.get(item) ?? []) {
      const dd = d.decision;
      if (dd.kind !== 'rubric') continue;
      out.push({ text: `       ✎ ${decisionSentence(d)}${dd.rationale ? ` “${dd.rationale}”` : ''}`, kind: null, tone: d.stale ? 'stale' : computed === null || dd.human === computed ? 'human' : 'disagreement' });
    }
  }
  out.push({ text: `  ${NO_B2}`, kind: null });
  return out;
}
