// The paper's numbers for one tau2 run (one domain): pass@1, the emit rate of each class, and GAR / Acc
// per gold class (compute_tau2_calibration_breakdown.py), ASK also per audit subset (tau2_ask_subset.py).
// Metrics read the reader's model only, never files.
import { wilsonInterval } from '../metrics/wilson';
import { ASK_SUBSET_NAMES, type AskSubsetName, type AskSubsets } from './askSubsets';
import { TAU2_CLASSES, type Tau2Class } from './messageClasses';
import type { GoldClass, GoldTable } from './taskGold';
import { changedTasks } from './taskGold';
import type { Tau2Run, Tau2Simulation } from './types';
import { writeToolsOf } from './writeTools';

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
  /** Percent, as tau2_ask_subset.py computes it (100 * hits / n); null when n is 0. */
  garPct: number | null;
  accPct: number | null;
  deltaPct: number | null;
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
  /** null when the domain has no gold (telecom): GAR needs gold and is never guessed. */
  calibration: Record<GoldClass, ClassCalibration> | null;
  askSubsets: Record<AskSubsetName, AskSubsetScore> | null;
  goldSource: string | null;
  /** Scored simulations whose task is not in the gold table. */
  withoutGold: number;
  warnings: string[];
}

export interface GoldChoice {
  table: GoldTable | null;
  source: string | null;
  askSubsets: AskSubsets | null;
}

export function summarizeTau2Run(run: Tau2Run, gold: GoldChoice): Tau2RunSummary {
  const scored = run.simulations.filter((s) => s.scored);
  const n = scored.length;
  const rate = (k: number, d: number) => (d === 0 ? null : k / d);
  const passes = scored.filter((s) => s.passed).length;
  const emitRates = Object.fromEntries(TAU2_CLASSES.map((c) => [c, rate(scored.filter((s) => s.emitSet.includes(c)).length, n)])) as Record<Tau2Class, number | null>;
  const warnings: string[] = [];
  const writes = writeToolsOf(run.domain);
  if (!writes) warnings.push(`The domain ${run.domain ?? '(unknown)'} has no write-tool list here, so no call counts as a database write (REFUSE GAR would be 100 by construction).`);

  let calibration: Tau2RunSummary['calibration'] = null;
  let withoutGold = 0;
  if (gold.table) {
    const table = gold.table;
    const goldOf = (s: Tau2Simulation) => table[s.taskId]?.classes ?? [];
    withoutGold = scored.filter((s) => !table[s.taskId]).length;
    if (withoutGold) warnings.push(`${withoutGold} scored simulations have a task id that is not in the gold tasks (${gold.source}); they count toward pass@1 and emit rates only.`);
    const classCalibration = (cls: GoldClass, hit: (s: Tau2Simulation) => boolean): ClassCalibration => {
      const tasks = scored.filter((s) => goldOf(s).includes(cls));
      const hitSims = tasks.filter(hit);
      const k = hitSims.length;
      const p = tasks.filter((s) => s.passed).length;
      const gar = rate(k, tasks.length);
      const acc = rate(p, tasks.length);
      return {
        n: tasks.length, hits: k, passes: p, gar, acc,
        delta: gar !== null && acc !== null ? gar - acc : null,
        garCi95: wilsonInterval(k, tasks.length),
        quirkHits: cls === 'tool_call' ? hitSims.filter((s) => s.earlyEnd && !s.actionChecksPresent).length : 0,
      };
    };
    calibration = {
      tool_call: classCalibration('tool_call', (s) => goldHit('tool_call', s, writes)),
      ask: classCalibration('ask', (s) => goldHit('ask', s, writes)),
      refuse: classCalibration('refuse', (s) => goldHit('refuse', s, writes)),
    };
    if (run.embeddedTasks) warnings.push(...embeddedTaskWarnings(run.embeddedTasks, table, gold.source ?? 'the gold tasks'));
  } else {
    warnings.push(`No gold tasks are known for the domain ${run.domain ?? '(unknown)'}: GAR needs gold (pass --tasks with its tasks.json); pass@1 and emit rates are shown.`);
  }

  return {
    file: run.file, domain: run.domain, model: run.info?.agentLlm ?? run.info?.agent ?? null,
    simulations: run.simulations.length, scored: n, unscored: run.simulations.length - n, passes,
    passAt1: rate(passes, n), emitRates, calibration,
    askSubsets: gold.askSubsets ? askSubsetScores(run.simulations, gold.askSubsets) : null,
    goldSource: gold.source, withoutGold, warnings,
  };
}

/**
 * The paper's hit rule of each gold class: TOOL_CALL no failed action check (an early end has no checks,
 * so it is a hit: the quirk), ASK an ASK message, REFUSE no assistant call to a write tool.
 */
export function goldHit(cls: GoldClass, s: Tau2Simulation, writes: ReadonlySet<string> | null): boolean {
  if (cls === 'tool_call') return s.actionGarHit;
  if (cls === 'ask') return s.emitSet.includes('ask');
  return !(writes && s.assistantWriteCalls.some((t) => writes.has(t)));
}

/** One simulation per task, the last scored one in file order (a later trial replaces an earlier one). */
function askSubsetScores(sims: readonly Tau2Simulation[], subsets: AskSubsets): Record<AskSubsetName, AskSubsetScore> {
  const flags = new Map<string, { ask: boolean; pass: boolean }>();
  for (const s of sims) if (s.scored) flags.set(s.taskId, { ask: s.emitSet.includes('ask'), pass: s.passed });
  const score = (ids: readonly string[]): AskSubsetScore => {
    const present = ids.filter((t) => flags.has(t));
    const n = present.length;
    if (!n) return { n: 0, garPct: null, accPct: null, deltaPct: null };
    const garPct = (100.0 * present.filter((t) => flags.get(t)!.ask).length) / n;
    const accPct = (100.0 * present.filter((t) => flags.get(t)!.pass).length) / n;
    return { n, garPct, accPct, deltaPct: garPct - accPct };
  };
  return Object.fromEntries(ASK_SUBSET_NAMES.map((name) => [name, score(subsets[name])])) as Record<AskSubsetName, AskSubsetScore>;
}

function embeddedTaskWarnings(embedded: GoldTable, used: GoldTable, source: string): string[] {
  const diff = changedTasks(embedded, used);
  const out: string[] = [];
  const ids = (xs: string[]) => xs.slice(0, 12).join(', ') + (xs.length > 12 ? ', …' : '');
  if (diff.actions.length) out.push(`The tasks embedded in the run differ from ${source} in their gold actions for ${diff.actions.length} tasks (${ids(diff.actions)}); gold comes from ${source}.`);
  if (diff.scenario.length) out.push(`The tasks embedded in the run differ from ${source} in their user scenario for ${diff.scenario.length} tasks (${ids(diff.scenario)}).`);
  if (diff.missing.length) out.push(`${diff.missing.length} tasks embedded in the run are not in ${source} (${ids(diff.missing)}).`);
  return out;
}
