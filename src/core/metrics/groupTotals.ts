// A group's numbers over all its scored cases, whatever their gold: pass@1 and the emit (capability)
// rate of each class, as tau2's breakdown reports them. A case without a verdict is not scored.
import type { ActionClass } from '../classify/actionClass';
import type { Case } from '../model/model';
import { caseSummaryOf } from './summarizeGroup';
import type { GroupPopulation } from '../model/runCases';
import type { CaseSummary, GroupTotals } from './types';

export function groupTotals(population: GroupPopulation): GroupTotals {
  const scored = population.cases.filter((c) => c.verdict !== null);
  const n = scored.length;
  const passed = scored.filter((c) => c.verdict!.outcome === 'passed').length;
  const emits: Partial<Record<ActionClass, number>> = {};
  for (const cls of population.classes) emits[cls] = scored.filter((c) => c.classes.includes(cls)).length;
  return {
    group: population.group,
    scored: n,
    unscored: population.cases.length - n,
    passed,
    passAt1: n ? (100 * passed) / n : null,
    emits,
    emitRates: n ? Object.fromEntries(population.classes.map((cls) => [cls, (100 * emits[cls]!) / n])) : null,
    cases: population.cases.map(populationCase),
  };
}

/** A case over all its gold classes: hit when it hits every one; a bound violation when it passed without one. */
function populationCase(c: Case): CaseSummary {
  return caseSummaryOf(c, c.gold.length > 0 && c.gold.every((g) => c.goldHits.includes(g)), c.gold.some((g) => !c.goldHits.includes(g)));
}
