// The marks a summary row carries, the same in every view (the panel's rows, the CSV column, the
// Markdown footnotes, the compare tab's notes, `gar`'s notes): where Acc is over other cases than
// GAR or cannot be told, and every run-health finding about the row's group or its whole run.
import { populationNote } from './population';
import type { GroupSummary, RunSummary } from './types';

export interface RowMark {
  /** `population` (Acc and GAR over different cases, or outcomes unknown), `known-bad-left-out`, or a run-health code. */
  code: string;
  severity: 'error' | 'warning' | 'hint' | 'note';
  text: string;
}

export function rowMarks(run: Pick<RunSummary, 'health' | 'knownBadLeftOut'>, group: Pick<GroupSummary, 'group' | 'n' | 'scoreCounts' | 'outcomes' | 'accOnCases'>): RowMark[] {
  const marks: RowMark[] = [];
  const note = group.scoreCounts ? populationNote(group) : null;
  if (note) marks.push({ code: 'population', severity: 'note', text: note });
  if (run.knownBadLeftOut) marks.push({ code: 'known-bad-left-out', severity: 'note', text: `The items of the known-bad list ${run.knownBadLeftOut} are left out of n, GAR and Acc.` });
  for (const f of run.health ?? []) {
    if (f.groups.length === 0 || f.groups.includes(group.group)) marks.push({ code: f.code, severity: f.severity, text: f.message });
  }
  return marks;
}

/** `[code] text` joined: one cell of a table, one tooltip. */
export function rowMarksText(marks: readonly RowMark[]): string {
  return marks.map((m) => `[${m.code}] ${m.text}`).join(' ');
}
