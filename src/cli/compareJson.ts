// The JSON of `calibration-lens compare` (issue 34; scripts rely on its shape):
// {"baseline": {...}, "probes": [{"model", "results", "categories": {CATEGORY: {...}}}]}.
import { classLabel } from '../core/classify/actionClass';
import { findingJson, type Finding } from '../core/model/finding';
import { formatProblem } from '../core/model/model';
import { TRANSITION_BUCKETS, type ProbeCategory, type ProbeComparison, type TransitionBucket } from '../core/metrics/probeComparison';
import type { RunSummary } from '../core/metrics/types';

export const BUCKET_KEYS: Record<TransitionBucket, string> = {
  stayedHit: 'stayed_hit',
  gained: 'gained',
  lost: 'lost',
  stayedMissedSameMix: 'stayed_missed_same_mix',
  movedToOtherWrongClass: 'moved_to_other_wrong_class',
};

/** `findings`: per probe, what was found about the pair (version-drift), printed after the probe's own warnings as objects with a `code`, as `gar --json` prints a run's. */
export function compareJson(comparisons: readonly ProbeComparison[], findings: readonly Finding[][] = []): unknown {
  const baseline = comparisons[0]!.baseline;
  return {
    baseline: { ...runJson(baseline), warnings: baseline.warnings, problems: baseline.problems.map(formatProblem) },
    probes: comparisons.map((c, i) => ({
      ...runJson(c.probe),
      event_log: c.eventLog,
      categories: Object.fromEntries(c.categories.map((k) => [k.category, categoryJson(k)])),
      warnings: [...c.probe.warnings, ...(findings[i] ?? []).map(findingJson)],
      problems: c.probe.problems.map(formatProblem),
    })),
  };
}

function runJson(run: RunSummary): Record<string, unknown> {
  return { model: run.model, release: run.release ?? null, results: run.results, scores: run.scores };
}

function categoryJson(k: ProbeCategory): Record<string, unknown> {
  return {
    gold_action: classLabel(k.goldClass),
    n_paired: k.nPaired,
    gar_baseline: k.garBaseline,
    gar_probe: k.garProbe,
    delta_gar: k.deltaGar,
    acc_baseline: k.accBaseline,
    acc_probe: k.accProbe,
    delta_acc: k.deltaAcc,
    delta_tool_call_emit: k.deltaToolCallEmit,
    gained: k.gained,
    lost: k.lost,
    mcnemar_p: k.mcnemarP,
    triggered: k.triggered,
    hit_in_baseline: k.hitInBaseline,
    collateral_damage: k.collateralDamage,
    lost_among_touched: k.lostAmongTouched,
    collateral_damage_touched: k.collateralAmongTouched,
    probe_written: k.probeWritten,
    only_in_baseline: k.onlyInBaseline,
    only_in_probe: k.onlyInProbe,
    buckets: Object.fromEntries(TRANSITION_BUCKETS.map((b) => [BUCKET_KEYS[b], k.buckets[b].map((p) => p.id)])),
    triggered_ids: Object.values(k.buckets).flat().filter((p) => p.touched).map((p) => p.id).sort(byCaseNumber),
    probe_written_ids: Object.values(k.buckets).flat().filter((p) => p.probeWritten.length > 0).map((p) => p.id).sort(byCaseNumber),
  };
}

/** BFCL ids end in their index: multi_turn_base_2 before multi_turn_base_10. */
export function byCaseNumber(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
