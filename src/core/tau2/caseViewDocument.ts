// One tau2 simulation as the case view shows it: the header (reward, ending, gold classes and which
// were hit), the conversation message by message (user, assistant with its classes and each class's
// reason, its tool calls each with its place in the gold path, tool results and errors), then the gold
// path: the user scenario, the expected actions beside the calls with tau2's checks, the DB,
// communicate and NL checks, and every database write with the ten messages before it (what the
// paper's confirmation judge saw). Plain text with marks the editor colours, like BFCL's case view.
import { classLabel, type ActionClass } from '../classify/actionClass';
import { classReasonSentence } from '../classify/reasonSentence';
import { oneLine, type CaseDocument, type CaseDocumentMark } from '../document/caseView';
import { ALIGNMENT_MARKER, type GoldLayout, type GoldLine, type GoldMark } from '../goldPath/goldLines';
import type { CaseSummary } from '../metrics/types';
import type { Case } from '../model/model';
import { conversationLines } from './conversationLines';
import type { Tau2GoldPath, Tau2GoldRow } from './goldPath';
import { alignmentLines, checkLines, outcomeLine, scenarioLines, tau2HeaderLines } from './goldPathText';
import type { OneSimulation } from './oneSimulation';
import { confirmationSection } from './confirmationText';
import type { WriteVerdict } from './writeVerdicts';

export interface Tau2CaseViewInput {
  one: OneSimulation;
  path: Tau2GoldPath;
  /** The simulation in the neutral model (classes with reasons, gold hits); null when the run's model lacks it. */
  kase: Case | null;
  summary: CaseSummary | null;
  /** The simulation's database writes with their verdicts (the paper's judge, else the heuristic). */
  writes?: readonly WriteVerdict[];
  /** The judgments file the verdicts come from (calibrationLens.tau2JudgmentsFile), null without one. */
  judgmentsFile?: string | null;
  /** The expected actions beside the calls, or under them in a narrow view; side by side when not said. */
  layout?: GoldLayout;
}

export interface Tau2CaseView {
  doc: CaseDocument;
  goldMarks: GoldMark[];
  /** The gold path's first divergence, and the DB check when it failed: where the jump keys go. */
  divergenceLines: number[];
}

const TEXT_LIMIT = 4000;
const TOOL_RESULT_LIMIT = 240;

export function renderTau2CaseView(input: Tau2CaseViewInput): Tau2CaseView {
  const { one, path, kase } = input;
  const out: string[] = [];
  const marks: CaseDocumentMark[] = [];
  const goldMarks: GoldMark[] = [];
  const divergenceLines: number[] = [];
  // A text with line breaks is as many lines of the view: marks count lines.
  const push = (text: string, mark?: Omit<CaseDocumentMark, 'line'>) => {
    if (mark) marks.push({ ...mark, line: out.length });
    out.push(...text.split(/\r\n|\r|\n/));
  };
  const pushGold = (lines: readonly GoldLine[]) => {
    for (const l of lines) {
      goldMarks.push({ line: out.length, kind: l.kind });
      out.push(oneLine(l.text));
    }
  };

  const [title, , ...restHeader] = tau2HeaderLines(path);
  push(title!.text, { kind: 'title', cls: null });
  push(`File: ${one.file}:${one.line}`);
  const passed = path.reward === 1;
  push(outcomeLine(path), { kind: passed ? 'verdict-pass' : 'verdict-fail', cls: null });
  pushGold(restHeader);
  if (kase) {
    const hits = kase.gold.map((g) => `${classLabel(g)} ${kase.goldHits.includes(g) ? 'hit' : 'missing'}${kase.quirkHits?.includes(g) ? ' (only by the quirk: it ended early)' : ''}`);
    push(`Classes shown: ${kase.classes.length ? kase.classes.map(classLabel).join(', ') : 'none'}${hits.length ? ` · gold ${hits.join(', ')}` : ''}`);
    if (input.summary?.boundViolation) {
      const missing = kase.gold.filter((g) => !kase.goldHits.includes(g)).map(classLabel).join(', ');
      push(`⚠ Bound violation: reward 1, yet the gold ${missing} never shows.`, { kind: 'violation', cls: null });
    }
  }

  push('');
  push(`── Conversation (${one.messages.length} messages) ${'─'.repeat(40)}`, { kind: 'title', cls: null });
  const reasons = new Map<number, { classes: readonly ActionClass[]; sentences: string[] }>();
  for (const e of kase?.turns.flatMap((t) => t.emissions) ?? []) {
    if (!('message' in e.place)) continue;
    reasons.set(e.place.message, { classes: e.classes, sentences: (e.decision.reasons ?? []).map(classReasonSentence) });
  }
  const rowOfCall = new Map<string, Tau2GoldRow>();
  for (const row of path.rows) if (row.model) rowOfCall.set(`${row.model.message}/${row.model.index}`, row);
  const callIndex = new Map<number, number>();
  // An assistant message's block (header, reasons, calls) ends where the next message starts.
  let open: { mark: CaseDocumentMark; message: number } | null = null;
  const close = () => {
    if (open) open.mark.end = out.length - 1;
    open = null;
  };
  for (const line of conversationLines(one.messages, TEXT_LIMIT, TOOL_RESULT_LIMIT)) {
    if (open && open.message !== line.message) close();
    if (line.kind === 'assistant') {
      const cls = reasons.get(line.message)?.classes[0] ?? null;
      const end = line.text.indexOf(':');
      push(line.text, { kind: 'emission', cls, place: { message: line.message }, label: { start: line.text.indexOf('·') + 2, end: end < 0 ? line.text.length : end } });
      open = { mark: marks.at(-1)!, message: line.message };
      for (const sentence of reasons.get(line.message)?.sentences ?? []) push(`      ${sentence}`);
    } else if (line.kind === 'call') {
      const k = callIndex.get(line.message) ?? 0;
      callIndex.set(line.message, k + 1);
      const row = rowOfCall.get(`${line.message}/${k}`);
      const mark = row ? `   ${ALIGNMENT_MARKER[row.kind]} ${row.action?.action_id ?? (row.kind === 'extra' ? 'no expected action' : '')}${row.model?.write ? ' · database write' : ''}` : '';
      if (row) goldMarks.push({ line: out.length, kind: row.kind });
      push(`${line.text}${mark}`);
    } else if (line.kind === 'tool' || line.kind === 'toolError') {
      push(line.text, line.kind === 'toolError' ? { kind: 'verdict-fail', cls: null } : undefined);
    } else if (line.kind === 'problem') {
      push(line.text, { kind: 'verdict-fail', cls: null });
    } else push(line.text);
  }
  close();

  push('');
  push(`── Gold path ${'─'.repeat(40)}`, { kind: 'title', cls: null });
  pushGold(scenarioLines(path));
  const alignmentStart = out.length;
  const alignment = alignmentLines(path, input.layout);
  pushGold(alignment);
  if (path.firstDivergence !== null) {
    const at = alignment.findIndex((l) => l.kind === 'differs' || l.kind === 'missing');
    if (at >= 0) divergenceLines.push(alignmentStart + at);
  }
  const checksStart = out.length;
  const checks = checkLines(path);
  pushGold(checks);
  checks.forEach((l, i) => {
    if (l.kind === 'missing') divergenceLines.push(checksStart + i);
  });

  // Confirmation before writes: each write with the ten messages before it, as the paper's judge saw them.
  const writes = input.writes ?? [];
  push('');
  push(`── Confirmation before writes (${writes.length}) ${'─'.repeat(40)}`, { kind: 'title', cls: null });
  for (const { text, write: w } of confirmationSection(one.messages, writes, input.judgmentsFile ?? null, TEXT_LIMIT)) {
    push(text, w ? { kind: w.confirmed === false ? 'verdict-fail' : w.confirmed ? 'verdict-pass' : 'title', cls: null } : undefined);
  }
  return { doc: { text: `${out.join('\n')}\n`, marks }, goldMarks, divergenceLines: [...new Set(divergenceLines)].sort((a, b) => a - b) };
}
