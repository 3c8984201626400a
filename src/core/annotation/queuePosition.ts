// Where an annotator is in a review queue of one run, and where the keyboard loop goes next: the next
// item still to do after the current one (wrapping around), or back one. No vscode import: pinned by unit tests.
import type { ReviewKind } from './reviewQueue';

export type QueueKind = ReviewKind | 'sample';

/** `12 of 50 in the sample of demo-baseline` (1-based, as every human-facing text counts). */
export function queuePositionText(kind: QueueKind, index: number, total: number, run: string): string {
  const at = `${index + 1} of ${total}`;
  switch (kind) {
    case 'sample': return `${at} in the sample of ${run}`;
    case 'unreviewed': return `${at} not reviewed in ${run}`;
    case 'disagreement': return `${at} disagreements with the classifier in ${run}`;
    case 'violation': return `${at} bound violations without a verdict in ${run}`;
  }
}

/**
 * The same place as the case view's header draws it, on two lines that each fit the column of about 38
 * characters it opens in (a decoration is cut where the column ends, never wrapped): the count and the
 * queue's kind, then its run (`12 of 50 in the sample` / `of demo-baseline`). Its hover says it whole.
 */
export function queueHeaderLines(kind: QueueKind, index: number, total: number, run: string): [string, string] {
  const at = `${index + 1} of ${total}`;
  switch (kind) {
    case 'sample': return [`${at} in the sample`, `of ${run}`];
    case 'unreviewed': return [`${at} not reviewed`, `in ${run}`];
    case 'disagreement': return [`${at} disagreements`, `in ${run}`];
    case 'violation': return [`${at} bound violations`, `in ${run}`];
  }
}

/** What the queue is called when it is done or empty: `the sample of demo-baseline`. */
export function queueName(kind: QueueKind, run: string): string {
  switch (kind) {
    case 'sample': return `the sample of ${run}`;
    case 'unreviewed': return `the emissions of ${run} not reviewed`;
    case 'disagreement': return `the disagreements with the classifier in ${run}`;
    case 'violation': return `the bound violations of ${run} without a verdict`;
  }
}

/**
 * What the sample's queue names as its run: the sample is drawn over every run of the workspace and is
 * one queue across them (`the sample of demo-baseline and demo-probe`), never a run's share of it.
 */
export function sampleRunsName(runs: readonly string[]): string {
  const names = [...new Set(runs)].sort();
  if (names.length <= 2) return names.join(' and ');
  return `${names.length} runs`;
}

/** The next index after `index` whose item is still to do, wrapping around; null when no other is. */
export function nextPendingIndex(total: number, index: number, pending: (i: number) => boolean): number | null {
  for (let k = 1; k < total; k++) {
    const i = (index + k) % total;
    if (pending(i)) return i;
  }
  return null;
}

/** One back (done or not: going back is for revising), null at the first item. */
export function previousIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}
