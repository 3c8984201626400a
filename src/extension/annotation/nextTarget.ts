// Which review item "Go to the Next …" opens: the one after the item at the cursor, or after the
// cursor's position when it is on none, wrapping around at the end. No vscode import: pinned by unit tests.
import type { EmissionPlace, Span } from '../../core/model/model';

/** A place to go: an emission (or a case) in the document its lines are in. */
export interface ReviewTarget {
  /** The result file the decision is about. */
  file: string;
  /** The file to open: the result file, or a dir-layout tau2 simulation's own file. */
  document: string;
  /** 1-based line of the emission (a tau2 message's own line), or of the case. */
  line: number;
  /** The emission in the line; empty when only the line is known (tau2 messages, cases). */
  span: Span;
  caseId: string;
  /** The emission's place key (`turn 1 step 0`, `message 7`, 0-based as the store writes it); null for a case. */
  at: string | null;
  /** The emission's place; null for a case. */
  place: EmissionPlace | null;
  /** The run's id (RunContext.id) and its name as people read it (`demo-baseline`). */
  runId: string;
  run: string;
}

/** One review item's identity across queues and reloads: file, case and place. */
export function targetKey(t: Pick<ReviewTarget, 'file' | 'caseId' | 'at'>): string {
  return `${t.file}\u0000${t.caseId}\u0000${t.at ?? 'case'}`;
}

/** Where the cursor is: a document, a 0-based line and column. */
export interface CursorPlace {
  document: string;
  line: number;
  column: number;
}

/**
 * `ordered`: the queue is in the documents' order (the not-reviewed queue, disagreements, violations),
 * so an item after the cursor is the next one; the sample is in its own (seeded) order.
 */
export function nextTarget(queue: readonly ReviewTarget[], here: CursorPlace | null, ordered: boolean): ReviewTarget | undefined {
  if (queue.length === 0) return undefined;
  if (!here) return queue[0];
  const onIt = queue.findIndex((t) => t.document === here.document && t.line - 1 === here.line && (t.span.end <= t.span.start || (here.column >= t.span.start && here.column < t.span.end)));
  if (onIt >= 0) return queue[(onIt + 1) % queue.length];
  if (!ordered) return queue[0];
  const after = queue.findIndex((t) => t.document === here.document && (t.line - 1 > here.line || (t.line - 1 === here.line && t.span.start > here.column)));
  if (after >= 0) return queue[after];
  // Past this document's last item: the first item after it, or the first of all.
  const lastHere = queue.map((t) => t.document).lastIndexOf(here.document);
  return queue[lastHere >= 0 ? (lastHere + 1) % queue.length : 0];
}
