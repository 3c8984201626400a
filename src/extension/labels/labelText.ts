// What the inline labels say, as plain pieces of text with a tone each; the decorations colour them.
// No vscode import: the exact strings are pinned by tests.
import { ACTION_CLASSES, CLASS_PRIORITY, classLabel, topClass, type ActionClass } from '../../core/classify/actionClass';
import type { ScoreFailure, ScoreHeader } from '../../core/bfcl/types';
import { pyFixed } from '../../core/text/pyFixed';
import type { CaseSummary, GroupTotals } from '../../core/metrics/types';
import type { Case, Emission, Outcome, Turn } from '../../core/model/model';
import type { Tau2MessageLabel } from '../../core/tau2/types';
import { rewardText } from '../../core/tau2/rewardText';
import type { WriteVerdict } from '../../core/tau2/writeVerdicts';

/** `human`, `disagreement` and `stale` mark annotators' decisions (src/extension/annotation). */
export type LabelTone = ActionClass | 'none' | 'pass' | 'fail' | 'violation' | 'header' | 'human' | 'disagreement' | 'stale';

export interface LabelPiece {
  text: string;
  tone: LabelTone;
}

const VERDICT_PIECE: Record<Outcome, LabelPiece> = {
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

/**
 * The line where a tau2 simulation starts: verdict (NOT SCORED when it is in no denominator), reward,
 * termination, task and trial, its gold classes each hit ✓ or missed ✗, a pass without one of them,
 * and a TOOL_CALL hit that comes only from an early end (the paper's quirk).
 */
export function simulationLabelPieces(kase: Case, summary: CaseSummary | undefined): LabelPiece[] {
  const sim = kase.simulation!;
  const pieces: LabelPiece[] = [kase.verdict ? VERDICT_PIECE[kase.verdict.outcome] : { text: 'NOT SCORED', tone: 'none' }];
  pieces.push({ text: `reward ${rewardText(sim.reward)}`, tone: sim.passed ? 'pass' : 'fail' });
  pieces.push({ text: sim.termination ?? 'no termination reason', tone: sim.earlyEnd ? 'fail' : 'header' });
  pieces.push({ text: `task ${sim.taskId}${sim.trial !== null ? ` trial ${sim.trial}` : ''}`, tone: 'header' });
  // An unscored simulation counts for no class: its gold is shown without hits.
  const mark = (g: ActionClass) => (kase.verdict ? ` ${kase.goldHits.includes(g) ? '✓' : '✗'}` : '');
  if (kase.gold.length) pieces.push({ text: `gold ${kase.gold.map((g) => `${classLabel(g)}${mark(g)}`).join(' ')}`, tone: 'header' });
  else pieces.push({ text: 'no gold', tone: 'none' });
  const missed = kase.gold.filter((g) => !kase.goldHits.includes(g));
  if (summary?.boundViolation && missed.length) pieces.push({ text: `⚠ passed without ${missed.map(classLabel).join(', ')}`, tone: 'violation' });
  if (kase.quirkHits?.length) pieces.push({ text: `${kase.quirkHits.map(classLabel).join(', ')} hit only by the early end`, tone: 'none' });
  return pieces;
}

/** A case in one line, wherever one is listed (a quick pick, a tooltip): a simulation as its first line reads, else the case line's label. */
export function casePieces(kase: Case, summary: CaseSummary | undefined, goldClass: ActionClass | null): LabelPiece[] {
  return kase.simulation ? simulationLabelPieces(kase, summary) : caseLabelPieces(kase, summary, goldClass);
}

/** An assistant message: every class it shows, ★ on those that are gold for its task; NO CLASS said. */
export function messageLabelPieces(emission: Emission, gold: readonly ActionClass[]): LabelPiece[] {
  if (emission.classes.length === 0) return [{ text: emission.decision.rule === 'empty-text' ? 'NO CLASS (empty)' : 'NO CLASS', tone: 'none' }];
  return ACTION_CLASSES.filter((c) => emission.classes.includes(c)).map((c) => ({ text: `${classLabel(c)}${gold.includes(c) ? ' ★' : ''}`, tone: c }));
}

/** What a non-assistant message is, when it is something to see: the user's own tool calls, a tool error. */
export function messageFactPieces(m: Tau2MessageLabel): LabelPiece[] {
  if (m.role === 'user' && m.toolCalls.length) return [{ text: `USER TOOL CALL ${m.toolCalls.map((c) => c.name).join(', ')}`, tone: 'header' }];
  if (m.toolError) return [{ text: 'TOOL ERROR', tone: 'fail' }];
  return [];
}

/** A database write call: confirmed or not, and by whom (the paper's judge or our heuristic). */
export function writeLabelPieces(w: WriteVerdict): LabelPiece[] {
  const by = w.source === 'judge' ? 'judge' : 'heuristic';
  if (w.confirmed === null) return [{ text: `WRITE ${w.tool}  no verdict (${by})`, tone: 'none' }];
  return [{ text: `WRITE ${w.tool}  ${w.confirmed ? 'confirmed' : 'not confirmed'} (${by})`, tone: w.confirmed ? 'pass' : w.source === 'judge' ? 'fail' : 'violation' }];
}

/** Line 1 of a tau2 file: the run in one line (domain, model, simulations, pass@1 over the scored ones). */
export function runHeaderPieces(domain: string | null, model: string | null, totals: GroupTotals): LabelPiece[] {
  const unscored = totals.unscored ? `, ${totals.unscored} not scored` : '';
  return [{ text: `tau2 ${domain ?? 'unknown domain'} · ${model ?? 'unknown model'} · ${totals.scored} scored${unscored} · pass@1 ${formatPercent(totals.passAt1)}`, tone: 'header' }];
}

/** Several assistant messages on one line (a file that is not pretty-printed): how many of each class. */
export function sharedLinePieces(emissions: readonly Emission[]): LabelPiece[] {
  const counts = ACTION_CLASSES.map((c) => [c, emissions.filter((e) => e.classes.includes(c)).length] as const).filter(([, n]) => n > 0);
  const none = emissions.filter((e) => e.classes.length === 0).length;
  const parts = [...counts.map(([c, n]) => `${classLabel(c)} ${n}`), ...(none ? [`no class ${none}`] : [])];
  return [{ text: `${emissions.length} assistant messages on this line: ${parts.join(', ')}`, tone: 'header' }];
}
