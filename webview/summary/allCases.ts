// Every case of the runs shown, once each, for the filter to search when no number's list is open. A
// case sits in several rows when its group has several gold classes (tau2): it is listed once, where
// it is first shown.
import type { SummaryRow } from '../../src/core/export/summaryRows';
import type { CaseListRequest, FoundCase } from './caseQuery';

export function allCasesRequest(rows: readonly SummaryRow[]): Extract<CaseListRequest, { kind: 'found' }> {
  const seen = new Set<string>();
  const found: FoundCase[] = [];
  for (const row of rows) {
    for (const c of row.source.cases) {
      const file = c.file ?? row.source.resultFile;
      const key = `${row.runIndex}\u0000${file}\u0000${c.id}\u0000${c.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ where: `${row.run} · ${row.group}`, file, case: c });
    }
  }
  return { kind: 'found', title: 'Cases of every run shown', found };
}
