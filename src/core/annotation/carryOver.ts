// Decisions made on an earlier version of a result file, set against the file as it is now: each
// stale decision is carried over (appended again with the new sha256) only where what it is about
// reads the same in both versions. An emission decision needs the emission's own text unchanged;
// a verdict or a rubric item is about the whole case, so it needs the case's text unchanged. The
// earlier version is the file the decision was made on (its sha256 checked by the caller).
import { emissionPlaceOf, type LabelDecision } from './decisionSchema';
import { placeText } from './emissionPlace';
import type { CaseTexts } from './caseTexts';
import type { CurrentDecision } from './latestDecisions';

export type CarryStatus =
  /** Its own text reads the same now: carried over. */
  | 'unchanged'
  /** The emission (or, for a verdict or rubric item, the case) reads differently now: not carried. */
  | 'changed'
  /** The case or the emission is not in the file now. */
  | 'gone'
  /** Made on another version than the earlier one given, or about something that version lacks: cannot tell. */
  | 'unknown';

export interface CarryItem {
  stored: CurrentDecision;
  status: CarryStatus;
  /** Whether the whole case reads the same in both versions; null when either lacks it. */
  caseUnchanged: boolean | null;
  /** The line to append (status "unchanged"), else null. */
  carried: LabelDecision | null;
}

export interface CarryOptions {
  /** sha256 of the earlier version whose texts are `before`. */
  beforeSha256: string;
  /** sha256 of the file now. */
  afterSha256: string;
  /** Who carries the decisions over, and when. */
  by: string;
  now: Date;
}

/** `stale`: the current decisions on the file that are stale (latestDecisions), in store order. */
export function carryOver(stale: readonly CurrentDecision[], before: CaseTexts, after: CaseTexts, options: CarryOptions): CarryItem[] {
  return stale.map((stored) => {
    const d = stored.decision;
    const then = before.get(d.case);
    const now = after.get(d.case);
    const caseUnchanged = then && now ? then.text === now.text : null;
    const item = (status: CarryStatus): CarryItem => ({ stored, status, caseUnchanged, carried: status === 'unchanged' ? carried(d, options) : null });
    if (d.sha256 !== options.beforeSha256 || !then) return item('unknown');
    if (!now) return item('gone');
    if (d.kind !== 'emission') return item(caseUnchanged ? 'unchanged' : 'changed');
    const at = placeText(emissionPlaceOf(d));
    const textThen = then.emissions.get(at);
    const textNow = now.emissions.get(at);
    if (textThen === undefined) return item('unknown');
    if (textNow === undefined) return item('gone');
    return item(textThen === textNow ? 'unchanged' : 'changed');
  });
}

/** The decision again on the file now: the same opinion, author and time, marked as carried (and never as an undo line). */
function carried(d: LabelDecision, { afterSha256, beforeSha256, by, now }: CarryOptions): LabelDecision {
  const { undo: _undo, ...rest } = d;
  return { ...rest, sha256: afterSha256, carriedFrom: { sha256: beforeSha256, by, time: now.toISOString() } };
}

/** Per case, in first-seen order: whether it reads the same, and its decisions' statuses. */
export function carrySummary(items: readonly CarryItem[]): Array<{ caseId: string; caseUnchanged: boolean | null; counts: Record<CarryStatus, number> }> {
  const byCase = new Map<string, { caseId: string; caseUnchanged: boolean | null; counts: Record<CarryStatus, number> }>();
  for (const i of items) {
    const id = i.stored.decision.case;
    const row = byCase.get(id) ?? { caseId: id, caseUnchanged: i.caseUnchanged, counts: { unchanged: 0, changed: 0, gone: 0, unknown: 0 } };
    row.counts[i.status] += 1;
    byCase.set(id, row);
  }
  return [...byCase.values()];
}
