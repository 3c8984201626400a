// The hover of a line of a tau2 file, as sections of plain text: over the line where a simulation
// starts the whole simulation (reward, termination, gold and how each class was hit), over an assistant
// message every class with its reason, over a user's tool call or a tool error what it is, over a
// database write its confirmation verdict and who gave it, with the messages before it.
import { classLabel } from '../../classify/actionClass';
import { classReasonSentence } from '../../classify/reasonSentence';
import { ruleSentence } from '../../document/caseView';
import type { ResultModel } from '../../document/fileModel';
import type { HoverSection, LineHover, OpenDocumentText } from '../../document/formatViews';
import { labelString, messageLabelPieces } from '../../document/labelPieces';
import type { LineEntry } from '../../document/lineIndex';
import type { CaseSummary } from '../../metrics/types';
import type { Case, Emission } from '../../model/model';
import { windowLines, writeVerdictLines } from '../confirmationText';
import { rewardText } from '../rewardText';
import type { Tau2FileFacts } from '../tau2Facts';
import type { Tau2MessageLabel } from '../types';
import type { WriteVerdict } from '../writeVerdicts';
import { simulationLabelPieces } from './labelPieces';
import { simulationMessages } from './simulationMessages';

/** A file on one line puts a whole simulation on it: the first sections are shown, and how many more there are. */
const MAX_SECTIONS = 8;

/** Everything on one line of a tau2 file, in one hover; null when nothing on it has one. */
export async function lineHover(entries: readonly LineEntry[], model: ResultModel, open: OpenDocumentText): Promise<LineHover | null> {
  // Messages on lines of their own are tau2's: its facts (gold source, write tools, judgments) say the rest.
  const tau2 = model.tau2;
  if (!tau2) return null;
  // The windows before the writes on this line need their simulations' messages.
  const messages = new Map<Case, readonly unknown[] | null>();
  for (const f of entries) if (f.writes?.length) messages.set(f.kase, await simulationMessages(open, f.kase));
  const sections: Array<() => HoverSection> = [];
  for (const f of entries) {
    if (f.startsCase) sections.push(() => ({ title: `Simulation ${f.kase.id}`, lines: simulationLines(f.kase, f.summary, tau2) }));
    for (const e of f.emissions) sections.push(() => ({ title: `Message ${messageIndex(e)} · assistant · ${labelString(messageLabelPieces(e, f.kase.gold))}`, lines: emissionLines(e, f.kase) }));
    for (const m of f.messages ?? []) sections.push(() => ({ title: `Message ${m.index} · ${m.role}`, lines: factLines(m) }));
    for (const w of f.writes ?? []) sections.push(() => ({ title: `Database write ${w.tool} (message ${w.messageIndex})`, lines: writeLines(w, tau2, messages.get(f.kase) ?? null) }));
  }
  if (sections.length === 0) return null;
  const more = sections.length > MAX_SECTIONS ? `${sections.length - MAX_SECTIONS} more messages and calls on this line (the file is not pretty-printed).` : null;
  return { sections: sections.slice(0, MAX_SECTIONS).map((section) => section()), more };
}

function messageIndex(e: Emission): number {
  return 'message' in e.place ? e.place.message : e.step;
}

function simulationLines(kase: Case, summary: CaseSummary | undefined, tau2: Tau2FileFacts): string[] {
  const sim = kase.simulation!;
  const lines = [labelString(simulationLabelPieces(kase, summary))];
  lines.push(`Task ${sim.taskId}${sim.trial !== null ? `, trial ${sim.trial}` : ''}; reward ${rewardText(sim.reward)}; ended by ${sim.termination ?? 'an unknown reason'}.`);
  if (!sim.scored) lines.push(`Not scored (${sim.unscoredReason ?? 'the paper\'s filter'}): it is in no denominator and never counts as passed.`);
  else if (sim.earlyEnd) lines.push(`It ended early (${sim.termination}): tau2 gives reward 0 with no checks, and the paper still scores it.`);
  if (kase.gold.length === 0) lines.push(tau2.goldSource ? `Task ${sim.taskId} is not in the gold tasks (${tau2.goldSource}).` : 'No gold tasks are known for this domain: GAR needs gold, and none is guessed.');
  else {
    lines.push(`Gold from ${tau2.goldSource}: ${kase.gold.map(classLabel).join(', ')}.`);
    for (const g of kase.gold) lines.push(goldHitSentence(g, kase, tau2));
  }
  if (summary?.boundViolation) lines.push('Bound violation: it passed (reward 1) without every gold class of its task.');
  lines.push(`Classes shown: ${kase.classes.length ? kase.classes.map(classLabel).join(', ') : 'none'}.`);
  return lines;
}

function goldHitSentence(g: string, kase: Case, tau2: Tau2FileFacts): string {
  const sim = kase.simulation!;
  const hit = kase.goldHits.includes(g as never);
  const mark = `${g.toUpperCase()} ${hit ? '✓' : '✗'}`;
  if (g === 'tool_call') {
    if (kase.quirkHits?.includes('tool_call')) return `${mark}: hit only because the run ended early and has no action checks, so none failed (the paper's quirk; its number keeps it).`;
    return hit ? `${mark}: no gold action check failed.` : `${mark}: a gold action check failed.`;
  }
  if (g === 'ask') return hit ? `${mark}: an assistant message is ASK.` : `${mark}: no assistant message is ASK.`;
  const writes = sim.assistantWriteCalls.filter((t) => tau2.writeTools?.has(t));
  return hit ? `${mark}: the agent called no write tool of the domain.` : `${mark}: the agent called the write tool${writes.length > 1 ? 's' : ''} ${[...new Set(writes)].join(', ')}.`;
}

function emissionLines(e: Emission, kase: Case): string[] {
  const d = e.decision;
  const lines = d.reasons?.length ? d.reasons.map(classReasonSentence) : [ruleSentence(d)];
  const gold = e.classes.filter((c) => kase.gold.includes(c));
  if (gold.length) lines.push(`★ ${gold.map(classLabel).join(', ')}: gold for task ${kase.simulation!.taskId}.`);
  if (e.classes.length > 1) lines.push('tau2 gives every class a message shows; none outranks another.');
  if (d.referenceNote) lines.push(d.referenceNote);
  lines.push(`Turn ${e.turn + 1}, step ${e.step + 1} of the agent's messages after the user's.`);
  return lines;
}

function factLines(m: Tau2MessageLabel): string[] {
  const lines: string[] = [];
  if (m.role === 'user' && m.toolCalls.length) {
    lines.push(`The user's own tool call${m.toolCalls.length > 1 ? 's' : ''}: ${m.toolCalls.map((c) => `${c.name} (requestor ${c.requestor ?? 'not given'})`).join(', ')}.`);
    lines.push('The user acts on their own device here (telecom); it is not the agent\'s emission and gets no class.');
  }
  if (m.toolError) lines.push('A tool result with error: true. Every such result counts toward tau2\'s max_errors limit (too_many_errors ends the run).');
  return lines;
}

/** Hovers keep the window short; the case view shows it whole. */
const HOVER_WINDOW_LIMIT = 300;

function writeLines(w: WriteVerdict, tau2: Tau2FileFacts, messages: readonly unknown[] | null): string[] {
  const lines = writeVerdictLines(w, tau2.judgmentsFile);
  if (!messages) return [...lines, 'The messages before it could not be read from the file.'];
  const window = windowLines(messages, w, HOVER_WINDOW_LIMIT);
  return [...lines, `The ${window.length} messages before it, as the paper's judge saw them (each cut at ${HOVER_WINDOW_LIMIT} characters; the case view shows them whole):`, ...window];
}
