// The JSON output of `calibration-lens gar --json` (shape fixed in issue 2; keys as the reference's).
import { classLabel } from '../core/classify/actionClass';
import { formatProblem } from '../core/model';
import type { GroupSummary, RunSummary } from '../core/metrics/types';

/** `warnings` are about the files found, not one run (e.g. score files without results). */
export function garJson(runs: RunSummary[], warnings: string[], withCases: boolean): unknown {
  return {
    warnings,
    runs: runs.map((run) => ({
      model: run.model,
      results: run.results,
      scores: run.scores,
      categories: Object.fromEntries(run.groups.map((c) => [c.group, categoryJson(c, withCases)])),
      overall_acc: run.overallAcc,
      warnings: run.warnings,
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
  if (withCases) {
    row.cases = c.cases.map((k) => ({
      id: k.id,
      line: k.line,
      classes: k.classes,
      gold_hit: k.goldHit,
      passed: k.passed,
      bound_violation: k.boundViolation,
      error_type: k.errorType,
    }));
  }
  return row;
}
