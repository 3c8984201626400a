// The label pieces only a tau2 file has: the line where a simulation starts, the user's own tool calls
// and tool errors, the database writes with who judged them, and line 1's run in one line.
import { classLabel, type ActionClass } from '../../classify/actionClass';
import type { RunHeader } from '../../document/fileModel';
import { formatPercent, VERDICT_PIECE, type LabelPiece } from '../../document/labelPieces';
import type { CaseSummary } from '../../metrics/types';
import type { Case } from '../../model/model';
import { rewardText } from '../rewardText';
import type { Tau2MessageLabel } from '../types';
import type { WriteVerdict } from '../writeVerdicts';

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
export function runHeaderPieces(header: RunHeader): LabelPiece[] {
  const { group: domain, agent: model, totals } = header;
  const unscored = totals.unscored ? `, ${totals.unscored} not scored` : '';
  return [{ text: `tau2 ${domain ?? 'unknown domain'} · ${model ?? 'unknown model'} · ${totals.scored} scored${unscored} · pass@1 ${formatPercent(totals.passAt1)}`, tone: 'header' }];
}
