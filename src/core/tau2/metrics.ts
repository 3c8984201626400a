// The paper's numbers for one tau2 run (one domain): pass@1, the emit rate of each class, and GAR / Acc
// per gold class (compute_tau2_calibration_breakdown.py), ASK also per audit subset (tau2_ask_subset.py).
// Computed by the neutral metrics on the neutral model (tau2Cases.ts); this is the paper's view of them.
import { summarizeRun } from '../metrics/summarizeRun';
import type { RunSummary } from '../metrics/types';
import { wilsonInterval } from '../metrics/wilson';
import { ASK_SUBSET_NAMES, type AskSubsetName } from './askSubsets';
import { TAU2_CLASSES, type Tau2Class } from './messageClasses';
import { tau2GoldWarnings, tau2RunCases } from './tau2Cases';
import type { GoldChoice, GoldClass } from './taskGold';
import type { Tau2Run } from './types';

export interface ClassCalibration {
  /** Scored simulations of tasks with this gold class. */
  n: number;
  hits: number;
  passes: number;
  /** Fractions as the breakdown computes them (hits / n); null when n is 0. */
  gar: number | null;
  acc: number | null;
  delta: number | null;
  /** Wilson 95% interval of GAR, fractions. */
  garCi95: [number, number];
  /** TOOL_CALL only: hits that come from runs that ended early with no action checks (the quirk). */
  quirkHits: number;
}

export interface AskSubsetScore {
  n: number;
  hits: number;
  passes: number;
  /** Percent, as tau2_ask_subset.py computes it (100 * hits / n); null when n is 0. */
  garPct: number | null;
  accPct: number | null;
  deltaPct: number | null;
  /** Wilson 95% interval of GAR, percent. */
  garCi95Pct: [number, number];
}

export interface Tau2RunSummary {
  file: string;
  domain: string | null;
  model: string | null;
  simulations: number;
  scored: number;
  unscored: number;
  passes: number;
  /** Fractions of scored simulations; null when none is scored. */
  passAt1: number | null;
  emitRates: Record<Tau2Class, number | null>;
  /** Scored simulations that emit each class (the counts behind emitRates). */
  emits: Record<Tau2Class, number>;
  /** null when the domain has no gold (telecom): GAR needs gold and is never guessed. */
  calibration: Record<GoldClass, ClassCalibration> | null;
  askSubsets: Record<AskSubsetName, AskSubsetScore> | null;
  goldSource: string | null;
  /** Scored simulations whose task is not in the gold table. */
  withoutGold: number;
  warnings: string[];
}

/**
 * The paper's numbers for one run, read off the neutral RunSummary (summarizeRun over tau2RunCases):
 * fractions recomputed from its counts exactly as the breakdown divides them.
 */
export function summarizeTau2Run(run: Tau2Run, gold: GoldChoice): Tau2RunSummary {
  return tau2SummaryOf(run, gold, summarizeRun(tau2RunCases(run, gold)));
}

export function tau2SummaryOf(run: Tau2Run, gold: GoldChoice, summary: RunSummary): Tau2RunSummary {
  const totals = summary.totals?.[0];
  const n = totals?.scored ?? 0;
  const rate = (k: number, d: number) => (d === 0 ? null : k / d);
  const passes = totals?.passed ?? 0;
  const rows = summary.groups;
  const row = (cls: GoldClass, subset?: string) => rows.find((g) => g.goldClass === cls && g.subset === subset);
  const classCalibration = (cls: GoldClass): ClassCalibration => {
    const g = row(cls)!;
    const p = g.cases.filter((c) => c.passed === true).length;
    const gar = rate(g.hits, g.n);
    const acc = rate(p, g.n);
    return {
      n: g.n, hits: g.hits, passes: p, gar, acc,
      delta: gar !== null && acc !== null ? gar - acc : null,
      garCi95: wilsonInterval(g.hits, g.n),
      quirkHits: cls === 'tool_call' ? g.quirkHits ?? 0 : 0,
    };
  };
  const askSubsets = gold.askSubsets
    ? Object.fromEntries(ASK_SUBSET_NAMES.map((name) => {
      const g = row('ask', name)!;
      return [name, {
        n: g.n, hits: g.hits, passes: g.cases.filter((c) => c.passed === true).length,
        garPct: g.gar, accPct: g.acc, deltaPct: g.garMinusAcc, garCi95Pct: g.garCi95,
      }];
    })) as Record<AskSubsetName, AskSubsetScore>
    : null;
  const table = gold.table;
  return {
    file: run.file, domain: run.domain, model: run.info?.agentLlm ?? run.info?.agent ?? null,
    simulations: run.simulations.length, scored: n, unscored: run.simulations.length - n, passes,
    passAt1: rate(passes, n),
    emitRates: Object.fromEntries(TAU2_CLASSES.map((c) => [c, rate(totals?.emits[c] ?? 0, n)])) as Record<Tau2Class, number | null>,
    emits: Object.fromEntries(TAU2_CLASSES.map((c) => [c, totals?.emits[c] ?? 0])) as Record<Tau2Class, number>,
    calibration: table ? { tool_call: classCalibration('tool_call'), ask: classCalibration('ask'), refuse: classCalibration('refuse') } : null,
    askSubsets,
    goldSource: gold.source,
    withoutGold: table ? run.simulations.filter((s) => s.scored && !table[s.taskId]).length : 0,
    warnings: tau2GoldWarnings(run, gold),
  };
}
