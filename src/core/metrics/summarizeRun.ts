// A run's numbers from its model: every group summarised, the overall Acc, what the reader warned about.
import type { RunCases } from '../model/runCases';
import { groupTotals } from './groupTotals';
import { summarizeGroup } from './summarizeGroup';
import type { GroupTotals, RunSummary } from './types';

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
    ...(run.harnessCommit ? { harnessCommit: run.harnessCommit } : {}),
  };
}

/** Percent of every scored case of the run that passed. */
function passAt1(totals: readonly GroupTotals[]): number | null {
  const scored = totals.reduce((sum, t) => sum + t.scored, 0);
  return scored ? (100 * totals.reduce((sum, t) => sum + t.passed, 0)) / scored : null;
}
