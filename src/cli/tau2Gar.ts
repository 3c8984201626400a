// `calibration-lens gar` on tau2 runs: every file or folder named is read as its own run(s), one
// streaming pass each; the output is the paper's Tab. 2 layout, JSON, or the breakdown's CSV.
import { formatProblem, type Problem } from '../core/model';
import { ASK_SUBSET_NAMES, type AskSubsetName } from '../core/tau2/askSubsets';
import { methodOfRun } from '../core/tau2/discoverTau2';
import { goldFor, type UserTasks } from '../core/tau2/goldSource';
import { goldHit } from '../core/tau2/goldHits';
import { summarizeTau2Run, type ClassCalibration, type Tau2RunSummary } from '../core/tau2/metrics';
import { readTau2Run } from '../core/tau2/readResults';
import type { GoldClass } from '../core/tau2/taskGold';
import type { Tau2Run } from '../core/tau2/types';
import { writeToolsOf } from '../core/tau2/writeTools';
import { tau2Csv } from './tau2Csv';
import { tau2CaseRows, tau2Table } from './tau2Table';
import { tasksOfFlag } from './tau2Tasks';

export interface Tau2GarOptions {
  tasks: string[];
  askSubset: string;
  json: boolean;
  cases: boolean;
  csv: boolean;
}


export async function tau2Gar(files: readonly string[], options: Tau2GarOptions): Promise<number> {
  if (!(ASK_SUBSET_NAMES as readonly string[]).includes(options.askSubset)) {
    console.error(`--ask-subset must be one of ${ASK_SUBSET_NAMES.join(', ')} (got "${options.askSubset}").`);
    return 2;
  }
  const askSubset = options.askSubset as AskSubsetName;
  const userTasks = await tasksOfFlag(options.tasks);
  if (!userTasks) return 2;
  const results: { summary: Tau2RunSummary; run: Tau2Run | null; problems: Problem[]; warnings: string[] }[] = [];
  const unreadable: Problem[] = [];
  for (const file of files) {
    const run = await readTau2Run(file, { keepWindows: options.cases });
    const summary = summarizeTau2Run(run, goldFor(run.domain, userTasks));
    // Keep the simulations only when they are listed; the summary is enough otherwise.
    if (!run.isTau2) { unreadable.push(...run.problems); continue; }
    results.push({ summary, run: options.cases ? run : null, problems: run.problems, warnings: [...run.warnings, ...summary.warnings] });
  }

  if (!results.length) {
    for (const p of unreadable) console.error(formatProblem(p));
    console.error('No tau2 run could be read.');
    return 2;
  }
  if (options.csv) {
    process.stdout.write(tau2Csv(results.map(({ summary }) => ({ summary, family: summary.model ?? 'unknown', method: methodOfRun(summary.file) }))));
  } else if (options.json) {
    process.stdout.write(`${JSON.stringify({ warnings: [], runs: results.map((r) => runJson(r, askSubset, userTasks)) }, null, 2)}\n`);
  } else {
    const blocks = results.map(({ summary, run }) => {
      const text = tau2Table(summary, askSubset);
      if (!run) return text;
      const gold = goldFor(run.domain, userTasks);
      return `${text}\n\n${tau2CaseRows(run, (id) => gold.table?.[id]?.classes ?? []).join('\n')}`;
    });
    process.stdout.write(`${blocks.join('\n\n')}\n`);
  }
  let problems = unreadable.length;
  for (const p of unreadable) console.error(formatProblem(p));
  for (const r of results) {
    for (const w of r.warnings) console.error(`warning: ${r.summary.file}: ${w}`);
    for (const p of r.problems) console.error(formatProblem(p));
    problems += r.problems.length;
  }
  if (results.every((r) => r.summary.simulations === 0)) {
    console.error('No simulation could be read.');
    return 2;
  }
  return problems > 0 ? 1 : 0;
}

function classJson(c: ClassCalibration, cls: GoldClass): Record<string, unknown> {
  const pct = (v: number | null) => (v === null ? null : 100 * v);
  return {
    gold_action: cls.toUpperCase(), n: c.n, hits: c.hits, gar: pct(c.gar), gar_ci95: [100 * c.garCi95[0], 100 * c.garCi95[1]],
    acc: pct(c.acc), gar_minus_acc: pct(c.delta), ...(cls === 'tool_call' ? { quirk_hits: c.quirkHits } : {}),
  };
}

function runJson(r: { summary: Tau2RunSummary; run: Tau2Run | null; problems: Problem[]; warnings: string[] }, askSubset: AskSubsetName, userTasks: UserTasks[]): unknown {
  const s = r.summary;
  const pct = (v: number | null) => (v === null ? null : 100 * v);
  const out: Record<string, unknown> = {
    benchmark: 'tau2', model: s.model, domain: s.domain, method: methodOfRun(s.file), results: s.file,
    gold_source: s.goldSource, simulations: s.simulations, scored: s.scored, unscored: s.unscored,
    pass_at_1: pct(s.passAt1),
    emit_rates: Object.fromEntries(Object.entries(s.emitRates).map(([k, v]) => [k, pct(v)])),
    classes: s.calibration ? Object.fromEntries((['tool_call', 'ask', 'refuse'] as const).map((c) => [c, classJson(s.calibration![c], c)])) : null,
    ask_subset: askSubset,
    ask_subsets: s.askSubsets ? Object.fromEntries(Object.entries(s.askSubsets).map(([k, a]) => [k, { n: a.n, gar: a.garPct, acc: a.accPct, gar_minus_acc: a.deltaPct }])) : null,
    warnings: r.warnings,
    problems: r.problems.map(formatProblem),
  };
  if (r.run) out.cases = casesJson(r.run, userTasks);
  return out;
}

function casesJson(run: Tau2Run, userTasks: UserTasks[]): unknown[] {
  const gold = goldFor(run.domain, userTasks);
  const writes = writeToolsOf(run.domain);
  return run.simulations.map((sim) => {
    const goldClasses = gold.table?.[sim.taskId]?.classes ?? null;
    return {
      id: sim.id, task_id: sim.taskId, trial: sim.trial, line: sim.line, reward: sim.reward, termination: sim.termination,
      scored: sim.scored, passed: sim.passed, early_end: sim.earlyEnd, gold: goldClasses,
      hits: goldClasses ? Object.fromEntries(goldClasses.map((c) => [c, goldHit(c, sim, writes)])) : null,
      messages: sim.messages.filter((m) => m.role === 'assistant').map((m) => ({ index: m.index, line: m.line, classes: m.classes })),
      writes: sim.writeEvents.filter((w) => writes?.has(w.tool)).map((w) => ({
        tool: w.tool, message: w.messageIndex, line: w.line, heuristic_confirmed: w.heuristicConfirmed, heuristic_reason: w.heuristicReason,
      })),
    };
  });
}
