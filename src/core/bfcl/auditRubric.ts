// The audit rubric's per-case labels (classifier.md section 7, the paper's App. F), at turn level: a
// turn's class is the best of its emissions. null means the files cannot tell (no test data, no
// score file, a rubric item that does not apply to the category).
import type { ActionClass } from '../classify/actionClass';
import { toolCallNames } from '../classify/toolCallNames';
import type { TestCaseData } from './testData';
import { passedOf, type Case } from '../model/model';
import { GOLD_CLASS, type Category } from './categories';
import type { AuditRubric } from '../model/auditRubric';

export function auditRubric(kase: Case, category: Category, data: TestCaseData | null): AuditRubric {
  const gold: ActionClass = GOLD_CLASS[category];
  const goldTurn = goldTurnOf(category, data);
  const turnClass = (t: number) => kase.turns[t]?.cls ?? null;
  const B1a = goldTurn === null ? null : turnClass(goldTurn) === gold;
  const B1b = goldTurn === null ? null : kase.turns.some((t) => t.index >= goldTurn && t.cls === gold);
  // The rubric's decision tree (App. F, section 5): an ASK turn among turns 0 … gold_turn_idx; an ASK
  // after the gold turn does not count, and without a gold turn the files cannot tell.
  const B4 = goldTurn === null ? null : kase.turns.some((t) => t.index <= goldTurn && t.cls === 'ask');
  const passed = passedOf(kase.verdict);
  const B5 = passed === null || B1a === null ? null : passed && !B1a;
  return { goldTurn, B1a, B1b, B3: heldOutToolFired(kase, category, data), B4, B5 };
}

/** Turn 0, or for base and long_context the first turn whose ground truth has a call. */
function goldTurnOf(category: Category, data: TestCaseData | null): number | null {
  if (category !== 'base' && category !== 'long_context') return 0;
  if (!data?.groundTruth) return null;
  const t = data.groundTruth.findIndex((calls) => calls.length > 0);
  return t >= 0 ? t : null;
}

/** miss_func: a held-out tool called at or after the turn it returns at. */
function heldOutToolFired(kase: Case, category: Category, data: TestCaseData | null): boolean | null {
  if (category !== 'miss_func' || !data?.missedFunction || data.missedFunction.size === 0) return null;
  for (const [returnsAt, names] of data.missedFunction) {
    const heldOut = new Set(names);
    for (const turn of kase.turns.slice(returnsAt)) {
      if (turn.emissions.some((e) => toolCallNames(e).some((n) => heldOut.has(n)))) return true;
    }
  }
  return false;
}
