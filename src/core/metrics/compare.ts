// Two runs of the same benchmark side by side (say a baseline and a probe): how GAR and Acc moved in
// each category, and which cases changed verdict or gained / lost the gold class. Cases match by id.
import type { ActionClass } from '../classify/actionClass';
import { BFCL_CATEGORIES, GOLD_CLASS, type Category } from '../model';
import type { CaseSummary, CategorySummary, RunSummary } from './types';

export const TRANSITION_KINDS = ['passToFail', 'failToPass', 'hitToMiss', 'missToHit'] as const;
export type TransitionKind = (typeof TRANSITION_KINDS)[number];

export const TRANSITION_LABEL: Record<TransitionKind, string> = {
  passToFail: 'pass → fail',
  failToPass: 'fail → pass',
  hitToMiss: 'gold hit → miss',
  missToHit: 'gold miss → hit',
};

/** One case present in both runs, as each run saw it. */
export interface CaseTransition {
  id: string;
  baseline: CaseSummary;
  probe: CaseSummary;
}

export interface CategoryComparison {
  category: Category;
  goldClass: ActionClass;
  baseline: CategorySummary | null;
  probe: CategorySummary | null;
  /** Probe minus baseline, in percentage points; null when either side lacks the number. */
  garChange: number | null;
  accChange: number | null;
  /** In the baseline's case order. */
  transitions: Record<TransitionKind, CaseTransition[]>;
  /** Cases found in one run only (excerpts, partial runs): no transition can be said for them. */
  onlyInBaseline: CaseSummary[];
  onlyInProbe: CaseSummary[];
}

export interface RunComparison {
  baseline: RunSummary;
  probe: RunSummary;
  /** Every category present in either run, in the benchmark's order. */
  categories: CategoryComparison[];
  overallAccChange: number | null;
}

export function compareRuns(baseline: RunSummary, probe: RunSummary): RunComparison {
  const categories: CategoryComparison[] = [];
  for (const category of BFCL_CATEGORIES) {
    const before = baseline.categories.find((c) => c.category === category) ?? null;
    const after = probe.categories.find((c) => c.category === category) ?? null;
    if (before || after) categories.push(compareCategory(category, before, after));
  }
  return { baseline, probe, categories, overallAccChange: change(baseline.overallAcc, probe.overallAcc) };
}

function compareCategory(
  category: Category,
  baseline: CategorySummary | null,
  probe: CategorySummary | null,
): CategoryComparison {
  const transitions: Record<TransitionKind, CaseTransition[]> = {
    passToFail: [],
    failToPass: [],
    hitToMiss: [],
    missToHit: [],
  };
  const probeCases = new Map((probe?.cases ?? []).map((c) => [c.id, c]));
  const baselineIds = new Set<string>();
  const onlyInBaseline: CaseSummary[] = [];
  for (const before of baseline?.cases ?? []) {
    baselineIds.add(before.id);
    const after = probeCases.get(before.id);
    if (!after) {
      onlyInBaseline.push(before);
      continue;
    }
    const pair = { id: before.id, baseline: before, probe: after };
    // A verdict of null (no score file) says nothing about passing, so it never makes a transition.
    if (before.passed === true && after.passed === false) transitions.passToFail.push(pair);
    if (before.passed === false && after.passed === true) transitions.failToPass.push(pair);
    if (before.goldHit && !after.goldHit) transitions.hitToMiss.push(pair);
    if (!before.goldHit && after.goldHit) transitions.missToHit.push(pair);
  }
  return {
    category,
    goldClass: baseline?.goldClass ?? probe?.goldClass ?? GOLD_CLASS[category],
    baseline,
    probe,
    garChange: change(baseline?.gar ?? null, probe?.gar ?? null),
    accChange: change(baseline?.acc ?? null, probe?.acc ?? null),
    transitions,
    onlyInBaseline,
    onlyInProbe: (probe?.cases ?? []).filter((c) => !baselineIds.has(c.id)),
  };
}

function change(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before;
}
