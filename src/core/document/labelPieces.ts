// What the inline labels say, as plain pieces of text with a tone each, the same for every format: a
// case line's verdict and turns, an assistant message's classes, a score file's lines. A format's own
// pieces (tau2: a simulation's first line, its writes) are built in its folder from these; the editor
// colours them by tone. The exact strings are pinned by tests.
import { ACTION_CLASSES, CLASS_PRIORITY, classLabel, topClass, type ActionClass } from '../classify/actionClass';
import type { CaseSummary } from '../metrics/types';
import type { ScoreFailure, ScoreHeader } from '../model/fileRead';
import type { Case, Emission, Outcome, Turn } from '../model/model';
import { pyFixed } from '../text/pyFixed';

/** `human`, `disagreement` and `stale` mark annotators' decisions (src/extension/annotation). */
export type LabelTone = ActionClass | 'none' | 'pass' | 'fail' | 'violation' | 'header' | 'human' | 'disagreement' | 'stale';

export interface LabelPiece {
  text: string;
  tone: LabelTone;
}

export const VERDICT_PIECE: Record<Outcome, LabelPiece> = {
  passed: { text: 'PASS', tone: 'pass' },
  failed: { text: 'FAIL', tone: 'fail' },
  unknown: { text: 'UNKNOWN', tone: 'none' },
};

/** The start-of-line label of a case: verdict, bound violation, then every turn's class in order. */
export function caseLabelPieces(kase: Case, summary: CaseSummary | undefined, goldClass: ActionClass | null): LabelPiece[] {
  const pieces: LabelPiece[] = [];
  if (kase.verdict) pieces.push(VERDICT_PIECE[kase.verdict.outcome]);
  if (summary?.boundViolation && goldClass) pieces.push({ text: `⚠ no ${classLabel(goldClass)}`, tone: 'violation' });
  if (kase.inferenceError !== null) {
    pieces.push({ text: 'inference error', tone: 'fail' });
    return pieces;
  }
  if (kase.turns.length === 0) pieces.push({ text: 'no turns', tone: 'none' });
  for (const turn of kase.turns) pieces.push(turnLabelPiece(turn, kase.gold));
  return pieces;
}

/**
 * `T2 ★TOOL_CALL×3+ASK`: every class the turn emitted, by priority, the gold class starred, a count
 * where an emission class occurs more than once. A turn without a class says so, and what its skipped
 * text would be (lists of strings).
 */
export function turnLabelPiece(turn: Turn, gold: readonly ActionClass[]): LabelPiece {
  const name = `T${turn.index + 1}`;
  const classes = turnClassesText(turn, gold);
  if (turn.cls !== null && classes !== null) return { text: `${name} ${classes}`, tone: turn.cls };
  // Lists of strings get no class from the reference; say what their text would be.
  const skipped = topClass(turn.emissions.map((e) => e.decision.skippedText?.wouldBe ?? null));
  const would = skipped !== null ? ` (text ${classLabel(skipped)})` : '';
  return { text: `${name} NO CLASS${would}`, tone: 'none' };
}

/** `★TOOL_CALL×3+ASK`, or null when no emission of the turn has a class. */
export function turnClassesText(turn: Turn, gold: readonly ActionClass[]): string | null {
  const counts = new Map<ActionClass, number>();
  for (const e of turn.emissions) for (const cls of e.classes) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  if (counts.size === 0) return null;
  return CLASS_PRIORITY.filter((cls) => counts.has(cls))
    .map((cls) => `${gold.includes(cls) ? GOLD_MARK : ''}${classLabel(cls)}${counts.get(cls)! > 1 ? `×${counts.get(cls)}` : ''}`)
    .join('+');
}

/** Marks the case's gold class wherever a label names it. */
export const GOLD_MARK = '★';

/** A failure line of a score file: its error type. */
export function scoreFailurePieces(failure: ScoreFailure): LabelPiece[] {
  return [
    { text: 'FAIL', tone: 'fail' },
    { text: failure.errorType, tone: 'fail' },
  ];
}

/** Line 1 of a score file: the accuracy it reports. */
export function scoreHeaderPieces(header: ScoreHeader): LabelPiece[] {
  return [{ text: `Acc ${formatPercent(header.accuracy * 100)}  ${header.correctCount} of ${header.totalCount} passed`, tone: 'header' }];
}

/** The label as one string, as it reads in the editor. */
export function labelString(pieces: LabelPiece[]): string {
  return pieces.map((p) => p.text).join('  ');
}

/** Percentages as the reference table prints them: one decimal, rounded as Python rounds. */
export function formatPercent(value: number | null): string {
  return value === null ? '–' : pyFixed(value, 1);
}

/** An assistant message on a line of its own: every class it shows, ★ on those that are gold for its case; NO CLASS said. */
export function messageLabelPieces(emission: Emission, gold: readonly ActionClass[]): LabelPiece[] {
  if (emission.classes.length === 0) return [{ text: emission.decision.rule === 'empty-text' ? 'NO CLASS (empty)' : 'NO CLASS', tone: 'none' }];
  return ACTION_CLASSES.filter((c) => emission.classes.includes(c)).map((c) => ({ text: `${classLabel(c)}${gold.includes(c) ? ' ★' : ''}`, tone: c }));
}

/** Several assistant messages on one line (a file that is not pretty-printed): how many of each class. */
export function sharedLinePieces(emissions: readonly Emission[]): LabelPiece[] {
  const counts = ACTION_CLASSES.map((c) => [c, emissions.filter((e) => e.classes.includes(c)).length] as const).filter(([, n]) => n > 0);
  const none = emissions.filter((e) => e.classes.length === 0).length;
  const parts = [...counts.map(([c, n]) => `${classLabel(c)} ${n}`), ...(none ? [`no class ${none}`] : [])];
  return [{ text: `${emissions.length} assistant messages on this line: ${parts.join(', ')}`, tone: 'header' }];
}
