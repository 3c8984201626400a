// `gar --json` for tau2 runs: per run and domain the paper's numbers unrounded (percent, 0-100, each
// computed as 100 * k / n from its counts), and with --cases every simulation, its assistant messages and
// its database writes, each write with the ten messages the paper's judge saw and, given a judgments
// file, its judgment.
import { formatProblem, type Problem } from '../../model/model';
import type { AskSubsetName } from '../askSubsets';
import { judgmentsBySimulation, judgmentsOfWrites, type Judgment } from '../confirmJudgments';
import { methodOfRun } from '../discoverTau2';
import { goldHit } from '../goldHits';
import type { ClassCalibration, Tau2RunSummary } from '../metrics';
import type { GoldChoice, GoldClass } from '../taskGold';
import type { Tau2Run, Tau2Simulation } from '../types';
import { findingJson, type Finding } from '../../model/finding';
import { writeToolsOf } from '../writeTools';

export interface Tau2GarRun {
  summary: Tau2RunSummary;
  gold: GoldChoice;
  /** Kept only when the simulations are listed (--cases). */
  run: Tau2Run | null;
  problems: Problem[];
  warnings: string[];
  /** Run-health findings (infrastructure errors), in `warnings` as objects with their code, as BFCL's gar --json gives them. */
  health: Finding[];
}

/** 100 * k / n, as the reference computes a percentage (not 100 * (k / n), which gives 56.00000000000001). */
const percentOf = (k: number, n: number): number | null => (n === 0 ? null : (100 * k) / n);

function classJson(c: ClassCalibration, cls: GoldClass): Record<string, unknown> {
  const gar = percentOf(c.hits, c.n);
  const acc = percentOf(c.passes, c.n);
  return {
    gold_action: cls.toUpperCase(), n: c.n, hits: c.hits, gar, gar_ci95: [100 * c.garCi95[0], 100 * c.garCi95[1]],
    acc, gar_minus_acc: gar === null || acc === null ? null : gar - acc, ...(cls === 'tool_call' ? { quirk_hits: c.quirkHits } : {}),
  };
}

export function runJson(r: Tau2GarRun, askSubset: AskSubsetName, judgments: readonly Judgment[] | null): unknown {
  const s = r.summary;
  const out: Record<string, unknown> = {
    benchmark: 'tau2', model: s.model, domain: s.domain, method: methodOfRun(s.file), results: s.file,
    gold_source: s.goldSource, simulations: s.simulations, scored: s.scored, unscored: s.unscored,
    pass_at_1: percentOf(s.passes, s.scored),
    emit_rates: Object.fromEntries(Object.entries(s.emits).map(([k, v]) => [k, percentOf(v, s.scored)])),
    classes: s.calibration ? Object.fromEntries((['tool_call', 'ask', 'refuse'] as const).map((c) => [c, classJson(s.calibration![c], c)])) : null,
    ask_subset: askSubset,
    ask_subsets: s.askSubsets
      ? Object.fromEntries(Object.entries(s.askSubsets).map(([k, a]) => [k, { n: a.n, hits: a.hits, gar: a.garPct, gar_ci95: a.garCi95Pct, acc: a.accPct, gar_minus_acc: a.deltaPct }]))
      : null,
    warnings: [...r.health.map(findingJson), ...r.warnings],
    problems: r.problems.map(formatProblem),
  };
  if (r.run) out.cases = casesJson(r.run, r.gold, judgments);
  return out;
}

function casesJson(run: Tau2Run, gold: GoldChoice, judgments: readonly Judgment[] | null): unknown[] {
  const writes = writeToolsOf(run.domain);
  const bySim = judgments ? judgmentsBySimulation(judgments) : null;
  return run.simulations.map((sim) => {
    const goldClasses = gold.table?.[sim.taskId]?.classes ?? null;
    return {
      id: sim.id, task_id: sim.taskId, trial: sim.trial, line: sim.line, reward: sim.reward, termination: sim.termination,
      scored: sim.scored, passed: sim.passed, early_end: sim.earlyEnd, gold: goldClasses,
      hits: goldClasses ? Object.fromEntries(goldClasses.map((c) => [c, goldHit(c, sim, writes)])) : null,
      ...(sim.file !== run.file ? { file: sim.file } : {}),
      messages: sim.messages.filter((m) => m.role === 'assistant').map((m) => ({ index: m.index, line: m.line, classes: m.classes })),
      writes: writesJson(sim, writes, bySim),
    };
  });
}

function writesJson(sim: Tau2Simulation, tools: ReadonlySet<string> | null, bySim: Map<string, Judgment[]> | null): unknown[] {
  const writes = sim.writeEvents.filter((w) => tools?.has(w.tool));
  const judged = bySim ? judgmentsOfWrites(writes, sim.id ? bySim.get(sim.id) : undefined) : null;
  return writes.map((w, k) => {
    const j = judged?.[k];
    return {
      tool: w.tool, message: w.messageIndex, line: w.line, heuristic_confirmed: w.heuristicConfirmed, heuristic_reason: w.heuristicReason,
      window: (w.window ?? []).map((m) => ({ index: m.index, role: m.role, line: m.line, tool_calls: m.toolCalls, text: m.text })),
      // Only with --judgments: null when the file judges no write at this place of this simulation.
      ...(judged ? { judgment: j ? { confirmed: j.confirmed, passed: j.passed ?? null, reasoning: j.judge_reasoning ?? null, line: j.line } : null } : {}),
    };
  });
}
