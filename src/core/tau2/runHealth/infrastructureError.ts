// `infrastructure-error`: tau2 simulations that ended in an infrastructure error (an `error` or
// `infrastructure_error` key, or a termination reason naming one: scoredFilter.ts) are left out of every
// denominator, as tau2 and the paper's filter leave them out. Left out silently, a run of 50 that lost
// 12 reads as a run of 38: the finding counts them, names them and says what to do.
import { countOf } from '../../text/countOf';
import type { GroupPopulation } from '../../model/runCases';
import type { Finding, FindingCase } from '../../model/finding';

/** One simulation the filter left out, and why (`it has "error"`, `its termination reason is infrastructure_error`). */
export interface LeftOutSimulation {
  id: string;
  group: string | null;
  file: string;
  line: number;
  reason: string;
}

/** The run's simulations left out as infrastructure errors, from every case of each group (RunCases.populations: scored or not). */
export function infrastructureErrorsOf(groups: readonly GroupPopulation[], resultFile: string): { leftOut: LeftOutSimulation[]; simulations: number } {
  const leftOut: LeftOutSimulation[] = [];
  let simulations = 0;
  for (const g of groups) {
    for (const c of g.cases) {
      if (!c.simulation) continue;
      simulations++;
      const reason = c.simulation.infrastructureError;
      if (reason) leftOut.push({ id: c.id, group: g.group, file: c.file ?? resultFile, line: c.line, reason });
    }
  }
  return { leftOut, simulations };
}

export function infrastructureError(leftOut: readonly LeftOutSimulation[], simulations: number): Finding | null {
  if (leftOut.length === 0) return null;
  const ids = leftOut.slice(0, 5).map((s) => `${s.id} (${s.reason})`).join(', ') + (leftOut.length > 5 ? `, and ${leftOut.length - 5} more` : '');
  const message =
    `${leftOut.length} of ${countOf(simulations, 'simulation')} ended in an infrastructure error and ${leftOut.length === 1 ? 'is' : 'are'} left out of n, ` +
    `pass@1, GAR and Acc, as tau2 leaves them out: ${ids}. Run ${leftOut.length === 1 ? 'its task' : 'their tasks'} again for numbers over every task.`;
  const cases: FindingCase[] = leftOut.map((s) => ({ id: s.id, group: s.group, file: s.file, line: s.line, detail: s.reason }));
  const groups = [...new Set(leftOut.flatMap((s) => (s.group === null ? [] : [s.group])))];
  return { code: 'infrastructure-error', severity: 'warning', message, groups, cases };
}
