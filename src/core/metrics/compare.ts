// Two runs of the same benchmark side by side (say a baseline and a probe): how GAR and Acc moved in
// each group and gold class, and which cases changed verdict or gained / lost the gold class. Cases match by
// their benchmark's match key (tau2: task and trial), else by id.
import type { ActionClass } from '../classify/actionClass';
import type { CaseSummary, GroupSummary, RunSummary } from './types';

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
  /** The case id, or its match key when the benchmark matches cases by one (tau2: `task/trial`). */
  id: string;
  baseline: CaseSummary;
  probe: CaseSummary;
}

export interface GroupComparison {
  group: string;
  goldClass: ActionClass;
  /** The rows' subset, when they are about one (tau2's audited ASK subsets). */
  subset?: string;
  baseline: GroupSummary | null;
  probe: GroupSummary | null;
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
  /** Every group and gold class present in either run, in the runs' (the benchmark's) order. */
  groups: GroupComparison[];
  overallAccChange: number | null;
}

export function compareRuns(baseline: RunSummary, probe: RunSummary): RunComparison {
  // A row is its group, gold class and subset (tau2's audited ASK subsets share group and class).
  const keyOf = (g: GroupSummary) => `${g.group}\u0000${g.goldClass}\u0000${g.subset ?? ''}`;
  const keys = mergedOrder(baseline.groups.map(keyOf), probe.groups.map(keyOf));
  const groups = keys.map((key) => {
    const before = baseline.groups.find((g) => keyOf(g) === key) ?? null;
    const after = probe.groups.find((g) => keyOf(g) === key) ?? null;
    return compareGroup(before, after);
  });
  return { baseline, probe, groups, overallAccChange: change(baseline.overallAcc, probe.overallAcc) };
}

function compareGroup(
  baseline: GroupSummary | null,
  probe: GroupSummary | null,
): GroupComparison {
  const transitions: Record<TransitionKind, CaseTransition[]> = {
    passToFail: [],
    failToPass: [],
    hitToMiss: [],
    missToHit: [],
  };
  const keyOf = (c: CaseSummary) => c.matchKey ?? c.id;
  const probeCases = new Map((probe?.cases ?? []).map((c) => [keyOf(c), c]));
  const baselineIds = new Set<string>();
  const onlyInBaseline: CaseSummary[] = [];
  for (const before of baseline?.cases ?? []) {
    baselineIds.add(keyOf(before));
    const after = probeCases.get(keyOf(before));
    if (!after) {
      onlyInBaseline.push(before);
      continue;
    }
    const pair = { id: keyOf(before), baseline: before, probe: after };
    // A verdict of null (no score file) says nothing about passing, so it never makes a transition.
    if (before.passed === true && after.passed === false) transitions.passToFail.push(pair);
    if (before.passed === false && after.passed === true) transitions.failToPass.push(pair);
    if (before.goldHit && !after.goldHit) transitions.hitToMiss.push(pair);
    if (!before.goldHit && after.goldHit) transitions.missToHit.push(pair);
  }
  return {
    group: (baseline ?? probe)!.group,
    goldClass: (baseline ?? probe)!.goldClass,
    ...((baseline ?? probe)!.subset !== undefined ? { subset: (baseline ?? probe)!.subset } : {}),
    baseline,
    probe,
    garChange: change(baseline?.gar ?? null, probe?.gar ?? null),
    accChange: change(baseline?.acc ?? null, probe?.acc ?? null),
    transitions,
    onlyInBaseline,
    onlyInProbe: (probe?.cases ?? []).filter((c) => !baselineIds.has(keyOf(c))),
  };
}

/** The baseline's order, with each group only the probe has placed right after the one it follows there. */
function mergedOrder(baseline: string[], probe: string[]): string[] {
  const keys = [...baseline];
  probe.forEach((key, i) => {
    if (keys.includes(key)) return;
    const after = i === 0 ? -1 : keys.indexOf(probe[i - 1]!);
    keys.splice(after + 1, 0, key);
  });
  return keys;
}

function change(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before;
}
