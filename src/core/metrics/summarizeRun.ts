// A run's numbers from its model: every group summarised, the overall Acc, what the reader warned about.
import type { Benchmark, Problem } from '../model';
import { summarizeGroup, type GroupCases } from './summarizeGroup';
import type { RunSummary } from './types';

/** A run as its reader hands it to the metrics: no file is opened past this point. */
export interface RunCases {
  benchmark: Benchmark;
  model: string;
  /** The folder or file the results were found under, and likewise the scores. */
  resultsRoot: string;
  scoresRoot: string | null;
  /** In the benchmark's order (BFCL: the reference's category order). */
  groups: GroupCases[];
  warnings: string[];
  problems: Problem[];
}

export function summarizeRun(run: RunCases): RunSummary {
  const groups = run.groups.flatMap(summarizeGroup);
  const accs = groups.map((g) => g.acc);
  const overallAcc = groups.length > 0 && accs.every((a) => a !== null)
    ? (accs as number[]).reduce((sum, a) => sum + a, 0) / accs.length
    : null;
  return {
    benchmark: run.benchmark,
    model: run.model,
    results: run.resultsRoot,
    scores: run.scoresRoot,
    groups,
    overallAcc,
    warnings: run.warnings,
    problems: run.problems,
  };
}
