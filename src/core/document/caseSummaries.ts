// One summary per case of a file that has several rows (tau2: one per gold class and audited ASK subset).
import type { CaseSummary, GroupSummary } from '../metrics/types';

/** Each case over its rows (audited subsets aside): hit when every gold class is, violated when it passed without one. */
export function caseSummaries(rows: readonly GroupSummary[]): Map<string, CaseSummary> {
  const byId = new Map<string, CaseSummary>();
  for (const row of rows) {
    if (row.subset !== undefined) continue;
    for (const c of row.cases) {
      const known = byId.get(c.id);
      byId.set(c.id, known ? { ...known, goldHit: known.goldHit && c.goldHit, boundViolation: known.boundViolation || c.boundViolation, quirkHit: known.quirkHit || c.quirkHit } : c);
    }
  }
  return byId;
}
