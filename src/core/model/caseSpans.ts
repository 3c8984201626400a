// Which case holds a line of a document: each case covers the lines from where it starts to where it
// ends (a BFCL case is one line; a tau2 simulation spans many). The editor asks this for "the case at
// the cursor", whatever the benchmark.
import type { Case } from './model';

export interface CaseSpan {
  /** 1-based first and last line of the case in the document. */
  start: number;
  end: number;
  kase: Case;
}

/** A lookup over spans that do not overlap; a line outside every span holds no case. */
export function caseHolding(spans: readonly CaseSpan[]): (line: number) => Case | null {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  return (line) => {
    let lo = 0;
    let hi = sorted.length - 1;
    let found: CaseSpan | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.start <= line) {
        found = sorted[mid]!;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && line <= found.end ? found.kase : null;
  };
}

/**
 * The spans of cases in one document, given where each starts there: a case runs to its `endLine`;
 * cases listed in an index (a dir-layout tau2 results.json, whose simulations sit in their own files)
 * run to the next entry, the last one to the line before the index's end.
 */
export function caseSpansOf(cases: readonly Case[], startOf: (kase: Case) => number | null, index: { endLine: number | null } | null): CaseSpan[] {
  const starts = cases.flatMap((kase) => {
    const start = startOf(kase);
    return start === null ? [] : [{ start, kase }];
  }).sort((a, b) => a.start - b.start);
  return starts.map(({ start, kase }, i) => {
    if (!index) return { start, end: Math.max(start, kase.endLine ?? start), kase };
    const next = starts[i + 1]?.start;
    return { start, end: Math.max(start, next !== undefined ? next - 1 : (index.endLine ?? start) - 1), kase };
  });
}
