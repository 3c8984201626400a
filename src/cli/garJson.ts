// The JSON output of `calibration-lens gar --json` (shape fixed in issue 2; keys as the reference's).
import { classLabel } from '../core/classify/actionClass';
import { formatProblem } from '../core/model/model';
import type { GroupSummary, RunSummary } from '../core/metrics/types';
import { findingJson, type Finding } from '../core/model/finding';

/**
 * `warnings` are about the files found, not one run (e.g. score files without results). A run's
 * `warnings` are the readers' sentences, then its run-health findings as objects with a `code`.
 */
export function garJson(runs: RunSummary[], warnings: string[], withCases: boolean, findings: Finding[][] = []): unknown {
  return {
    warnings,
    runs: runs.map((run, i) => ({
      model: run.model,
      // Added by issue 8: the release folder, when the folder given held several (null otherwise).
      release: run.release ?? null,
      results: run.results,
      scores: run.scores,
      categories: Object.fromEntries(run.groups.map((c) => [c.group, categoryJson(c, withCases)])),
      overall_acc: run.overallAcc,
      warnings: [...run.warnings, ...(findings[i] ?? []).map(findingJson)],
      problems: run.problems.map(formatProblem),
    })),
  };
}

function categoryJson(c: GroupSummary, withCases: boolean): Record<string, unknown> {
  const row: Record<string, unknown> = {
    gold_action: classLabel(c.goldClass),
    n: c.n,
    gar: c.gar,
    gar_ci95: c.garCi95,
  };
  if (c.acc !== null) {
    row.acc = c.acc;
    row.gar_minus_acc = c.garMinusAcc;
  }
  row.emit_rates = c.emitRates;
  // Added by issue 8 (the keys above are the reference's): how many cases Acc is over, each case's
  // outcome counted, Acc over the same cases as GAR where every outcome is known, and the bound on them.
  if (c.scoreCounts) {
    row.n_scored = c.scoreCounts.total;
    row.outcomes = c.outcomes;
    row.acc_on_cases = c.accOnCases;
    row.bound_violation = c.boundViolation;
  }
  // Lines the reference counts in its n that are left out of ours (each a problem on stderr).
  if (c.referenceCountedLines) row.reference_counted_lines = c.referenceCountedLines;
  if (withCases) {
    row.cases = c.cases.map((k) => ({
      id: k.id,
      line: k.line,
      classes: k.classes,
      gold_hit: k.goldHit,
      passed: k.passed,
      outcome: k.outcome,
      bound_violation: k.boundViolation,
      error_type: k.errorType,
    }));
  }
  return row;
}
