// What an annotator has left to do in a run: emissions they have not decided, their decisions that
// disagree with the classifier, and bound violations without their verdict; with progress per run
// and group (BFCL category, tau2 domain). Stale decisions count as not done (the file changed under them).
import type { Case, EmissionPlace, Span } from '../model/model';
import { emissionPlaceOf, humanClassesOf } from './decisionSchema';
import { placeText } from './emissionPlace';
import { sameClasses } from './humanClasses';
import { isBoundViolation } from './newDecision';
import type { ResolvedDecision } from './resolveDecisions';
import type { LabelledFile, RunContext } from '../document/labelledRun';
import type { RunItem } from './runItem';

export type ReviewKind = 'unreviewed' | 'disagreement' | 'violation';

export interface ReviewItem extends RunItem {
  kind: ReviewKind;
  /** The emission; null for a case (violation). */
  place: EmissionPlace | null;
  /** 1-based line where the emission starts, when it is not the case's line (tau2: the message's). */
  emissionLine: number | null;
  /** The emission in its line (UTF-16 columns); empty (0, 0) when only its line is known (tau2). */
  span: Span;
}

export interface ReviewProgress {
  runId: string;
  model: string;
  group: string;
  reviewed: number;
  total: number;
}

export function reviewQueue(runs: readonly RunContext[], decisions: readonly ResolvedDecision[], author: string): { items: ReviewItem[]; progress: ReviewProgress[] } {
  const mine = ownDecisions(decisions, author);
  const items: ReviewItem[] = [];
  const progress: ReviewProgress[] = [];
  for (const run of runs) {
    for (const file of run.files.values()) {
      let reviewed = 0;
      let total = 0;
      for (const kase of file.read.cases) {
        const c = caseReview(run, file, kase, mine);
        items.push(...c.items);
        reviewed += c.reviewed;
        total += c.total;
      }
      progress.push({ runId: run.id, model: run.model, group: file.group, reviewed, total });
    }
  }
  return { items, progress };
}

/** The author's decisions that apply, by file path, case and place ("case" for a case's verdict); the latest wins. */
export function ownDecisions(decisions: readonly ResolvedDecision[], author: string): Map<string, ResolvedDecision> {
  const mine = new Map<string, ResolvedDecision>();
  for (const d of decisions) {
    if (d.stale || d.decision.author !== author || !d.file) continue;
    const at = d.decision.kind === 'emission' ? placeText(emissionPlaceOf(d.decision)) : d.decision.kind;
    mine.set(`${d.file.path}\u0000${d.decision.case}\u0000${at}`, d);
  }
  return mine;
}

/**
 * One case's items, in the queue's order, and its emissions reviewed of all: worked out only from the
 * case and `mine`'s decisions on it (the Review view keeps them per case, reviewState.ts).
 */
export function caseReview(run: RunContext, file: LabelledFile, kase: Case, mine: ReadonlyMap<string, ResolvedDecision>): { items: ReviewItem[]; reviewed: number; total: number } {
  const items: ReviewItem[] = [];
  let reviewed = 0;
  let total = 0;
  const base = { runId: run.id, model: run.model, group: file.group, file: file.path, document: kase.file ?? file.path, caseId: kase.id, line: kase.line };
  for (const turn of kase.turns) {
    for (const e of turn.emissions) {
      total += 1;
      const item = { ...base, place: e.place, emissionLine: e.line ?? null, span: e.span };
      const d = mine.get(`${file.path}\u0000${kase.id}\u0000${placeText(e.place)}`);
      if (!d) items.push({ ...item, kind: 'unreviewed' });
      else {
        reviewed += 1;
        if (d.decision.kind === 'emission' && !sameClasses(humanClassesOf(d.decision), e.classes)) items.push({ ...item, kind: 'disagreement' });
      }
    }
  }
  if (isBoundViolation(kase) && !mine.has(`${file.path}\u0000${kase.id}\u0000case`)) items.push({ ...base, kind: 'violation', place: null, emissionLine: null, span: { start: 0, end: 0 } });
  return { items, reviewed, total };
}
