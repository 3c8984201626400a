// The store as people see it: the latest decision per key and author (the file keeps the older ones),
// with the decisions whose result file has changed since marked stale, not silently applied.
import { decisionKey, type LabelDecision } from './decisionSchema';
import type { StoredDecision } from './readStore';
import { possessive } from '../text/possessive';

export interface CurrentDecision extends StoredDecision {
  /** The result file's sha256 differs from the one the decision was made on (or the file is gone). */
  stale: boolean;
}

/**
 * `sha256Of` gives the current hash of a result file by its run-relative path (null: not readable), and
 * `caseFileSha256Of` that of a case's own file (a tau2 dir layout's simulation; left out: only the
 * result file is compared, as carry-over does). Later lines win over earlier ones; a withdrawn decision
 * leaves its key without one from that author.
 */
export function latestDecisions(stored: readonly StoredDecision[], sha256Of: (file: string) => string | null, caseFileSha256Of?: (file: string) => string | null): CurrentDecision[] {
  const latest = new Map<string, StoredDecision>();
  for (const s of stored) {
    const key = decisionKey(s.decision);
    latest.delete(key); // keep the map in the order of the latest lines
    latest.set(key, s);
  }
  const current: CurrentDecision[] = [];
  for (const s of latest.values()) {
    if (s.decision.withdrawn) continue;
    const { caseFile } = s.decision;
    const caseFileChanged = caseFile !== undefined && caseFileSha256Of !== undefined && caseFileSha256Of(caseFile.path) !== caseFile.sha256;
    current.push({ ...s, stale: sha256Of(s.decision.file) !== s.decision.sha256 || caseFileChanged });
  }
  return current;
}

export function staleWarning(d: CurrentDecision, currentSha: string | null): string {
  const dd = d.decision;
  return currentSha === null
    ? `line ${d.line}: ${dd.file} (case ${dd.case}) can no longer be read, so ${possessive(dd.author)} decision there is stale and not applied.`
    : `line ${d.line}: ${dd.file} changed since ${dd.author} decided on case ${dd.case} (sha256 ${dd.sha256.slice(0, 12)}… then, ${currentSha.slice(0, 12)}… now); the decision is stale and not applied.`;
}

/** One undo: the author's decision it takes back, and the line that does it (appended like any decision). */
export interface UndoStep {
  undone: LabelDecision;
  line: LabelDecision;
}

/**
 * The line that undoes `author`'s last decision still in effect, so that undo after undo steps back
 * one decision each time. The author's lines are replayed as a stack: a decision is pushed, an undo
 * line (marked `undo`, or a withdrawal) pops the top. The top is what the next undo takes back; its
 * key gets what it held from the author before that decision (the next entry on the stack with the
 * same key), or a withdrawal when there was none. Appended like any decision, so the trail keeps
 * every line. Null when the author has nothing left to undo.
 */
export function undoOf(stored: readonly StoredDecision[], author: string, now: Date): LabelDecision | null {
  return undoStep(stored, author, now)?.line ?? null;
}

/** undoOf with the decision it takes back, for saying which one that is. */
export function undoStep(stored: readonly StoredDecision[], author: string, now: Date): UndoStep | null {
  const done: LabelDecision[] = [];
  for (const s of stored) {
    if (s.decision.author !== author) continue;
    if (s.decision.undo || s.decision.withdrawn) done.pop();
    else done.push(s.decision);
  }
  const last = done.pop();
  if (!last) return null;
  const key = decisionKey(last);
  const previous = [...done].reverse().find((d) => decisionKey(d) === key);
  const restored: LabelDecision = previous ? { ...previous } : { ...last, withdrawn: true };
  return { undone: last, line: { ...restored, undo: true, time: now.toISOString() } };
}
