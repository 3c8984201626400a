// The words of a bound violation's Problems entry for a case of turns, the same in every format that
// has no words of its own for it (FormatViews.violationSentence).
import { classLabel, type ActionClass } from '../classify/actionClass';
import type { Case } from '../model/model';
import { countOf } from '../text/countOf';

/** `Passed, but the gold action ASK never appears in 3 turns`. */
export function turnsViolationSentence(kase: Case | undefined, goldClass: ActionClass): string {
  return `Passed, but the gold action ${classLabel(goldClass)} never appears in ${countOf(kase?.turns.length ?? 0, 'turn')}`;
}
