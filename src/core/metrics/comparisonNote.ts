// The note a compared row carries wherever it is shown (compare tab, its CSV and Markdown): each side's
// row marks (Acc over other cases than GAR, run-health findings), so "Acc 76.0 -> 63.5" is never read
// as a change over the cases compared when it is not.
import type { GroupComparison, RunComparison } from './compare';
import { rowMarks } from './rowMarks';

/** `baseline: n 1 of 200 scored, …; probe: …`; '' when neither side is marked. */
export function comparisonNote(comparison: Pick<RunComparison, 'baseline' | 'probe'>, row: Pick<GroupComparison, 'baseline' | 'probe'>): string {
  const sides: Array<[string, typeof comparison.baseline, typeof row.baseline]> = [
    ['baseline', comparison.baseline, row.baseline],
    ['probe', comparison.probe, row.probe],
  ];
  return sides
    .flatMap(([name, run, group]) => {
      if (!group) return [];
      const marks = rowMarks(run, group);
      return marks.length ? [`${name}: ${marks.map((m) => (m.code === 'population' ? m.text : `[${m.code}] ${m.text}`)).join(' ')}`] : [];
    })
    .join('; ');
}
