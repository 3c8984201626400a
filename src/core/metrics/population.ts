// Whether Acc and GAR are over the same cases, said the same way in every view: the score file's Acc is
// over the cases its header counts, GAR over the cases of the result file; where those differ, or where
// some outcomes cannot be told, the note says so and gives Acc over GAR's own cases when it is known.
import { pyFixed } from '../text/pyFixed';
import type { GroupSummary } from './types';

/** `n 2 of 200 scored` where the score file's Acc is over other cases than GAR; null where it is over as many. */
export function scoredText(g: Pick<GroupSummary, 'n' | 'scoreCounts'>): string | null {
  const total = g.scoreCounts ? g.scoreCounts.total : undefined;
  if (total === undefined) return null;
  if (total === null) return `n ${g.n}, scored count not stated`;
  return total === g.n ? null : `n ${g.n} of ${total} scored`;
}

/** `Acc on these 2: 50.0` (or `unknown (...)`) where Acc from the header is not over GAR's cases or some outcomes are unknown. */
export function accOnCasesText(g: Pick<GroupSummary, 'n' | 'scoreCounts' | 'outcomes' | 'accOnCases'>): string | null {
  const unknown = g.outcomes?.unknown ?? 0;
  if (scoredText(g) === null && unknown === 0) return null;
  const value = g.accOnCases === null ? `unknown (${unknown} of ${g.n} outcome${g.n === 1 ? '' : 's'} unknown)` : pyFixed(g.accOnCases, 1);
  return `${g.n === 1 ? 'Acc on this case' : `Acc on these ${g.n}`}: ${value}`;
}

/** Both, e.g. `n 2 of 200 scored, Acc on these 2: unknown (2 of 2 outcomes unknown)`; null when Acc is over exactly GAR's cases. */
export function populationNote(g: Pick<GroupSummary, 'n' | 'scoreCounts' | 'outcomes' | 'accOnCases'>): string | null {
  const parts = [scoredText(g), accOnCasesText(g)].filter((p): p is string => p !== null);
  return parts.length ? parts.join(', ') : null;
}

/**
 * `n 199; 1 line that is no result entry left out, the reference would count it (n 200)`: lines the
 * reference counts as cases that are left out here (each a problem on stderr and in Problems), said
 * wherever n is shown so it is not read as the reference's; null when there are none.
 */
export function leftOutText(g: Pick<GroupSummary, 'n' | 'referenceCountedLines'>): string | null {
  const k = g.referenceCountedLines;
  if (!k) return null;
  return `n ${g.n}; ${k === 1 ? '1 line that is no result entry' : `${k} lines that are no result entry`} left out, the reference would count ${k === 1 ? 'it' : 'them'} (n ${g.n + k})`;
}
