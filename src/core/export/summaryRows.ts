// The summary table as rows of plain values, one per run, group and gold class: what the panel shows and what
// the Markdown and CSV exports write, so all three agree.
import type { ActionClass } from '../classify/actionClass';
import type { GroupSummary, RunSummary } from '../metrics/types';
import { runLabels } from './runLabels';

export interface SummaryRow {
  runIndex: number;
  /** The model, or model and folder when two runs share a model. */
  run: string;
  model: string;
  group: string;
  goldClass: ActionClass;
  n: number;
  hits: number;
  gar: number | null;
  garCi95: [number, number];
  acc: number | null;
  garMinusAcc: number | null;
  /** Acc > GAR: the grader passed cases whose action class was wrong. */
  boundViolation: boolean;
  emitRates: Record<ActionClass, number> | null;
  /** Cases that passed although the gold class never appears. */
  violatingCases: number;
  /** Null without a score file. */
  failedCases: number | null;
  overallAcc: number | null;
  source: GroupSummary;
}

export function summaryRows(runs: readonly RunSummary[]): SummaryRow[] {
  const labels = runLabels(runs);
  return runs.flatMap((run, runIndex) =>
    run.groups.map((c): SummaryRow => ({
      runIndex,
      run: labels[runIndex] ?? run.model,
      model: run.model,
      group: c.group,
      goldClass: c.goldClass,
      n: c.n,
      hits: c.hits,
      gar: c.gar,
      garCi95: c.garCi95,
      acc: c.acc,
      garMinusAcc: c.garMinusAcc,
      boundViolation: c.boundViolation,
      emitRates: c.emitRates,
      violatingCases: c.cases.filter((k) => k.boundViolation).length,
      failedCases: c.scoreFile === null ? null : c.cases.filter((k) => k.passed === false).length,
      overallAcc: run.overallAcc,
      source: c,
    })),
  );
}
