// The summary table as rows of plain values, one per run, group and gold class: what the panel shows and what
// the Markdown and CSV exports write, so all three agree. A group the benchmark gives no gold for (a tau2
// domain without tasks, such as telecom) still gets a row: its cases, pass rate and emit rates, no GAR.
import { classLabel, type ActionClass } from '../classify/actionClass';
import type { CaseSummary, GroupSummary, RunSummary } from '../metrics/types';
import { rowMarks, type RowMark } from '../metrics/rowMarks';
import type { Benchmark } from '../model/model';
import { runLabels } from './runLabels';

/** What a row is about: a gold-class row's summary, or all cases of a group without gold. */
export type RowSource = Omit<GroupSummary, 'goldClass'> & { goldClass: ActionClass | null };

export interface SummaryRow {
  runIndex: number;
  benchmark: Benchmark;
  /** The model, or model and folder when two runs share a model. */
  run: string;
  model: string;
  group: string;
  /** Null for a group without gold: GAR needs gold. */
  goldClass: ActionClass | null;
  /** `TOOL_CALL`, `ASK · paper` (tau2's audited ASK subsets), `none (GAR needs gold)`. */
  goldLabel: string;
  n: number;
  hits: number;
  /** Of the hits, how many come only from a quirk of the benchmark's hit rule; null when it has none. */
  quirkHits: number | null;
  gar: number | null;
  garCi95: [number, number];
  acc: number | null;
  garMinusAcc: number | null;
  /** Acc > GAR: the grader passed cases whose action class was wrong. */
  boundViolation: boolean;
  emitRates: Record<ActionClass, number> | null;
  /** The classes whose emit rate the benchmark defines, in priority order (tau2: no OTHER). */
  emitClasses: readonly ActionClass[];
  /** Cases that passed although the gold class never appears. */
  violatingCases: number;
  /** Null without a score file. */
  failedCases: number | null;
  overallAcc: number | null;
  /** What every view marks on the row: Acc over other cases than GAR, run-health findings (rowMarks.ts). */
  marks: RowMark[];
  source: RowSource;
}

export const NO_GOLD_LABEL = 'none (GAR needs gold)';

export function goldLabelOf(goldClass: ActionClass | null, subset?: string): string {
  if (goldClass === null) return NO_GOLD_LABEL;
  return subset === undefined ? classLabel(goldClass) : `${classLabel(goldClass)} · ${subset}`;
}

/**
 * `emitClassesOf`: the classes a benchmark's detector gives (export/emitClasses.ts asks its format; the
 * page, which has no format's code, is told them with the runs).
 */
export function summaryRows(runs: readonly RunSummary[], emitClassesOf: (benchmark: Benchmark) => readonly ActionClass[]): SummaryRow[] {
  const labels = runLabels(runs);
  return runs.flatMap((run, runIndex) => {
    const base = { runIndex, benchmark: run.benchmark, run: labels[runIndex] ?? run.model, model: run.model, overallAcc: run.overallAcc, emitClasses: emitClassesOf(run.benchmark) };
    const rows = run.groups.map((c): SummaryRow => rowOf(base, c, c.quirkHits ?? null, rowMarks(run, c)));
    for (const totals of run.totals ?? []) {
      if (run.groups.some((g) => g.group === totals.group)) continue;
      const source = noGoldSource(run, totals.group, totals.scored, totals.passAt1, totals.emitRates, totals.cases ?? []);
      rows.push(rowOf(base, source, null, rowMarks(run, source)));
    }
    return rows;
  });
}

/**
 * The rows in the order the panel shows them (`order`: indexes into `rows`, as its sort and grouping
 * put them); rows it does not list (hidden by a filter) follow in their own order, so none is lost.
 */
export function inShownOrder(rows: readonly SummaryRow[], order?: readonly number[]): SummaryRow[] {
  if (!order) return [...rows];
  const taken = new Set<number>();
  const shown = order.filter((i) => i < rows.length && !taken.has(i) && taken.add(i)).map((i) => rows[i]!);
  return [...shown, ...rows.filter((_, i) => !taken.has(i))];
}

function rowOf(base: Pick<SummaryRow, 'runIndex' | 'benchmark' | 'run' | 'model' | 'overallAcc' | 'emitClasses'>, c: RowSource, quirkHits: number | null, marks: RowMark[]): SummaryRow {
  return {
    ...base,
    marks,
    group: c.group,
    goldClass: c.goldClass,
    goldLabel: goldLabelOf(c.goldClass, c.subset),
    n: c.n,
    hits: c.hits,
    quirkHits,
    gar: c.gar,
    garCi95: c.garCi95,
    acc: c.acc,
    garMinusAcc: c.garMinusAcc,
    boundViolation: c.boundViolation,
    emitRates: c.emitRates,
    violatingCases: c.cases.filter((k) => k.boundViolation).length,
    // A benchmark without score files (tau2) still says which cases failed: those with a verdict.
    failedCases: c.scoreFile === null && c.cases.every((k) => k.passed === null) ? null : c.cases.filter((k) => k.passed === false).length,
    source: c,
  };
}

/** A group's scored cases with no gold class: n, pass rate and emit rates, GAR unknown. */
function noGoldSource(run: RunSummary, group: string, scored: number, passAt1: number | null, rates: Partial<Record<ActionClass, number>> | null, all: CaseSummary[]): RowSource {
  const cases = all.filter((c) => c.passed !== null);
  return {
    group,
    goldClass: null,
    resultFile: run.results,
    scoreFile: run.scores,
    n: scored,
    hits: 0,
    gar: null,
    garCi95: [0, 0],
    acc: passAt1,
    garMinusAcc: null,
    scoreCounts: null,
    outcomes: null,
    accOnCases: null,
    boundViolation: false,
    warnings: [],
    emitRates: rates ? { tool_call: 0, ask: 0, refuse: 0, confirm: 0, other: 0, ...rates } : null,
    cases,
  };
}
