// A run's numbers from its model: every group summarised, the overall Acc, what the reader warned about.
import type { Benchmark } from '../model';
import type { Problem } from '../problem';
import { groupTotals, type GroupPopulation } from './groupTotals';
import { summarizeGroup, type GroupCases } from './summarizeGroup';
import type { GroupTotals, RunSummary } from './types';

/** A run as its reader hands it to the metrics: no file is opened past this point. */
export interface RunCases {
  benchmark: Benchmark;
  model: string;
  /** The release folder the run was found in, when the folder given held several (BFCL's dated releases). */
  release?: string | null;
  /** The folder or file the results were found under, and likewise the scores. */
  resultsRoot: string;
  scoresRoot: string | null;
  /** In the benchmark's order (BFCL: the reference's category order). */
  groups: GroupCases[];
  warnings: string[];
  problems: Problem[];
  /** Every case of a group, whatever its gold, for its pass@1 and emit rates (tau2). */
  populations?: GroupPopulation[];
}

export function summarizeRun(run: RunCases): RunSummary {
  const groups = run.groups.flatMap(summarizeGroup);
  const totals = run.populations?.map(groupTotals);
  const accs = groups.map((g) => g.acc);
  const overallAcc = totals ? passAt1(totals) : groups.length > 0 && accs.every((a) => a !== null)
    ? (accs as number[]).reduce((sum, a) => sum + a, 0) / accs.length
    : null;
  return {
    benchmark: run.benchmark,
    model: run.model,
    ...(run.release ? { release: run.release } : {}),
    results: run.resultsRoot,
    scores: run.scoresRoot,
    groups,
    overallAcc,
    warnings: run.warnings,
    problems: run.problems,
    ...(totals ? { totals } : {}),
  };
}

/** Percent of every scored case of the run that passed. */
function passAt1(totals: readonly GroupTotals[]): number | null {
  const scored = totals.reduce((sum, t) => sum + t.scored, 0);
  return scored ? (100 * totals.reduce((sum, t) => sum + t.passed, 0)) / scored : null;
}
