// A baseline against one probe run (runs-in-practice.md section 2), per category over the cases present
// in both: GAR, Acc and TOOL_CALL emission on each side, the cases gained and lost with the exact McNemar
// p-value, how many the probe touched, its collateral damage, and every case in one transition bucket.
import type { ActionClass } from '../classify/actionClass';
import type { ProbeMarks } from '../model/probeMarks';
import { mcnemarExactP } from './mcnemar';
import type { CaseSummary, GroupSummary, RunSummary } from './types';

export const TRANSITION_BUCKETS = ['stayedHit', 'gained', 'lost', 'stayedMissedSameMix', 'movedToOtherWrongClass'] as const;
export type TransitionBucket = (typeof TRANSITION_BUCKETS)[number];

export const BUCKET_LABEL: Record<TransitionBucket, string> = {
  stayedHit: 'stayed hit',
  gained: 'gained',
  lost: 'lost',
  stayedMissedSameMix: 'stayed missed, same class mix',
  movedToOtherWrongClass: 'moved to another wrong class',
};

/** One case present in both runs, as each saw it, and what the probe did to it. */
export interface PairedCase {
  id: string;
  baseline: CaseSummary;
  probe: CaseSummary;
  touched: boolean;
  /** The probe's emissions whose text the probe itself wrote (CRI bypass), [turn, step]. */
  probeWritten: Array<{ turn: number; step: number }>;
}

export interface ProbeCategory {
  category: string;
  goldClass: ActionClass;
  nPaired: number;
  /** Percent over the paired cases; null when none is paired. */
  garBaseline: number | null;
  garProbe: number | null;
  /** Probe minus baseline, percentage points. */
  deltaGar: number | null;
  /** Percent of paired cases that passed; null when some paired case's verdict is unknown (or none is paired). */
  accBaseline: number | null;
  accProbe: number | null;
  deltaAcc: number | null;
  /** Points: the share of paired cases that emit TOOL_CALL at least once, probe minus baseline. */
  deltaToolCallEmit: number | null;
  gained: number;
  lost: number;
  /** Exact two-sided McNemar on gained and lost. */
  mcnemarP: number;
  /** Paired cases the probe touched. */
  triggered: number;
  /** Paired cases hit in the baseline, and lost / that, in percent (null when none was hit). */
  hitInBaseline: number;
  collateralDamage: number | null;
  /** Lost among the touched cases, and that over touched, in percent (null when none was touched). */
  lostAmongTouched: number;
  collateralAmongTouched: number | null;
  /** Paired cases where the probe wrote text the classifier counted (CRI bypass's refusal). */
  probeWritten: number;
  buckets: Record<TransitionBucket, PairedCase[]>;
  onlyInBaseline: number;
  onlyInProbe: number;
}

export interface ProbeComparison {
  baseline: RunSummary;
  probe: RunSummary;
  categories: ProbeCategory[];
  /** The probe event log read beside the run's results, if any. */
  eventLog: string | null;
  /** Whether the probe's files record any case it touched (in any case, paired or not). */
  touchedAny: boolean;
}

export function compareProbe(baseline: RunSummary, probe: RunSummary, marks: ProbeMarks, eventLog: string | null = null): ProbeComparison {
  const categories: ProbeCategory[] = [];
  const keysOf = (run: RunSummary) => run.groups.map((g) => categoryKey(run, g));
  for (const key of [...new Set([...keysOf(baseline), ...keysOf(probe)])]) {
    const before = baseline.groups.find((g) => categoryKey(baseline, g) === key);
    const after = probe.groups.find((g) => categoryKey(probe, g) === key);
    if (before && after) categories.push(compareCategory(key, before, after, marks));
  }
  return { baseline, probe, categories, eventLog, touchedAny: marks.touched.size > 0 };
}

/** The category name, with the gold class (and subset) when the run has several rows of one group (tau2). */
export function categoryKey(run: RunSummary, group: GroupSummary): string {
  const twins = run.groups.filter((g) => g.group === group.group).length;
  return twins < 2 ? group.group : [group.group, group.goldClass, group.subset].filter((p) => p !== undefined).join(':');
}

function compareCategory(category: string, baseline: GroupSummary, probe: GroupSummary, marks: ProbeMarks): ProbeCategory {
  const keyOf = (c: CaseSummary) => c.matchKey ?? c.id;
  const probeCases = new Map(probe.cases.map((c) => [keyOf(c), c]));
  const pairs: PairedCase[] = [];
  for (const before of baseline.cases) {
    const after = probeCases.get(keyOf(before));
    if (!after) continue;
    pairs.push({ id: keyOf(before), baseline: before, probe: after, touched: marks.touched.has(after.id), probeWritten: marks.probeWritten.get(after.id) ?? [] });
  }
  const paired = new Set(pairs.map((p) => p.id));
  const buckets = Object.fromEntries(TRANSITION_BUCKETS.map((b) => [b, [] as PairedCase[]])) as Record<TransitionBucket, PairedCase[]>;
  for (const pair of pairs) buckets[bucketOf(pair)].push(pair);
  const n = pairs.length;
  const gained = buckets.gained.length;
  const lost = buckets.lost.length;
  const touched = pairs.filter((p) => p.touched);
  const hitInBaseline = pairs.filter((p) => p.baseline.goldHit).length;
  const lostAmongTouched = touched.filter((p) => p.baseline.goldHit && !p.probe.goldHit).length;
  const garBaseline = percent(hitInBaseline, n);
  const garProbe = percent(pairs.filter((p) => p.probe.goldHit).length, n);
  const accBaseline = accOf(pairs.map((p) => p.baseline));
  const accProbe = accOf(pairs.map((p) => p.probe));
  const emitsCall = (c: CaseSummary) => c.classes.includes('tool_call');
  return {
    category,
    goldClass: baseline.goldClass,
    nPaired: n,
    garBaseline,
    garProbe,
    deltaGar: difference(garBaseline, garProbe),
    accBaseline,
    accProbe,
    deltaAcc: difference(accBaseline, accProbe),
    deltaToolCallEmit: difference(percent(pairs.filter((p) => emitsCall(p.baseline)).length, n), percent(pairs.filter((p) => emitsCall(p.probe)).length, n)),
    gained,
    lost,
    mcnemarP: mcnemarExactP(gained, lost),
    triggered: touched.length,
    hitInBaseline,
    collateralDamage: percent(lost, hitInBaseline),
    lostAmongTouched,
    collateralAmongTouched: percent(lostAmongTouched, touched.length),
    probeWritten: pairs.filter((p) => p.probeWritten.length > 0).length,
    buckets,
    onlyInBaseline: baseline.cases.filter((c) => !paired.has(keyOf(c))).length,
    onlyInProbe: probe.cases.filter((c) => !paired.has(keyOf(c))).length,
  };
}

/** Hit on both sides, one side only, or missed on both: with the same set of classes, or another. */
export function bucketOf(pair: Pick<PairedCase, 'baseline' | 'probe'>): TransitionBucket {
  const { baseline, probe } = pair;
  if (baseline.goldHit) return probe.goldHit ? 'stayedHit' : 'lost';
  if (probe.goldHit) return 'gained';
  const mix = (c: CaseSummary) => [...new Set(c.classes)].sort().join(' ');
  return mix(baseline) === mix(probe) ? 'stayedMissedSameMix' : 'movedToOtherWrongClass';
}

function accOf(cases: CaseSummary[]): number | null {
  if (cases.length === 0 || cases.some((c) => c.passed === null)) return null;
  return percent(cases.filter((c) => c.passed).length, cases.length);
}

function percent(k: number, n: number): number | null {
  return n === 0 ? null : (100 * k) / n;
}

function difference(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before;
}
