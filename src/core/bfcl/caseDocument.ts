// The case view as plain text: one case laid out turn by turn for a developer debugging it. Each
// emission gets its own header line with its class and the reason from the classifier's Decision;
// the text reports what the core decided and never decides anything itself.
import { classLabel, type ActionClass } from '../classify/actionClass';
import type { Decision } from '../classify/decision';
import type { CaseSummary } from '../metrics/types';
import type { Case, Emission } from '../model/model';
import { classText, decisionLines, emissionText, oneLine, shortenText, type CaseDocument, type CaseDocumentMark, type CaseDocumentMarkKind } from '../document/caseView';
import type { Conversation, ConversationStep, ConversationTurn, UserMessage } from './conversation';
import { CRI_BYPASS_TEXT } from './probeMarks';
import { countOf } from '../text/countOf';
import { heldOutLabel, heldOutMessageOf } from './goldPath/missFacts';

export interface CaseViewInput {
  /** The result file (fs path) and the score file joined to it, if any. */
  file: string;
  scoreFile: string | null;
  kase: Case;
  goldClass: ActionClass | null;
  /** From the category summary: bound violation and gold hit; null when there is no category. */
  summary: CaseSummary | null;
  /** Null when the line could not be parsed again for its log. */
  conversation: Conversation | null;
}

const EMISSION_TEXT_LIMIT = 4000;
const TOOL_RESULT_LIMIT = 240;
const USER_MESSAGE_LIMIT = 2000;
const INDENT = '      ';

export function renderCaseDocument(input: CaseViewInput): CaseDocument {
  const out = new DocumentBuilder();
  const { kase, goldClass, summary, conversation } = input;

  out.mark('title', null);
  out.line(`${kase.id}${kase.group ? ` · ${kase.group}` : ''}${goldClass ? ` · gold action ${classLabel(goldClass)}` : ''}`);
  out.line(`Result file: ${input.file}, line ${kase.line}`);
  out.line(`Score file: ${input.scoreFile ?? 'none found beside the result file, so pass/fail is unknown'}`);
  verdictHeadline(out, kase);
  if (summary?.boundViolation && goldClass) {
    out.mark('violation', goldClass);
    out.line(`Bound violation: passed, but the gold action ${classLabel(goldClass)} never appears in ${countOf(kase.turns.length, 'turn')}.`);
  } else if (summary && goldClass) {
    out.line(`Gold action ${classLabel(goldClass)}: ${summary.goldHit ? 'appears' : 'never appears'}.`);
  }
  out.line(`Classes in this case: ${kase.classes.length ? kase.classes.map(classLabel).join(', ') : 'none'}`);
  if (conversation?.userMessageSource === 'test data') out.line('User messages: from the BFCL test data (the result line has no inference_log).');
  if (conversation && conversation.userMessageSource === null) out.line('User messages: not recorded in this line; set calibrationLens.bfclDataFolder to read them from the BFCL test data.');
  if (kase.inferenceError !== null) {
    out.blank();
    out.mark('note', null);
    out.line('The model produced no turns: inference failed.');
    for (const l of kase.inferenceError.split('\n')) out.line(`${INDENT}${l}`);
  }

  const turnCount = Math.max(kase.turns.length, conversation?.turns.length ?? 0);
  for (let t = 0; t < turnCount; t++) {
    renderTurn(out, t, kase, conversation?.turns[t] ?? null, conversation);
  }
  if (conversation?.forceQuit) {
    out.blank();
    out.mark('note', null);
    out.line(`The harness forced the model to quit in turn ${conversation.forceQuit.turn + 1} after 20 steps; no later turn ran.`);
  }
  renderVerdict(out, input);
  return out.build();
}

function verdictHeadline(out: DocumentBuilder, kase: Case): void {
  const v = kase.verdict;
  if (!v) return;
  if (v.outcome === 'unknown') {
    out.line('Grader: UNKNOWN');
    return;
  }
  out.mark(v.outcome === 'passed' ? 'verdict-pass' : 'verdict-fail', null);
  out.line(v.outcome === 'passed' ? 'Grader: PASS' : `Grader: FAIL · ${v.errorType ?? 'unknown error type'}`);
}

function renderTurn(
  out: DocumentBuilder,
  t: number,
  kase: Case,
  logTurn: ConversationTurn | null,
  conversation: Conversation | null,
): void {
  const turn = kase.turns[t];
  out.blank();
  const head = `── Turn ${t + 1} · `;
  const turnClass = turn ? classText(turn.cls) : 'not in result';
  out.mark('turn', turn?.cls ?? null, undefined, undefined, { start: head.length, end: head.length + turnClass.length });
  out.line(`${head}${turnClass} ${'─'.repeat(40)}`);
  for (const message of logTurn?.userMessages ?? []) renderUserMessage(out, message);
  const emissions = turn?.emissions ?? [];
  const stepCount = Math.max(emissions.length, logTurn?.steps.length ?? 0);
  if (stepCount === 0) out.line(`${INDENT}(no emission in this turn)`);
  for (let s = 0; s < stepCount; s++) {
    const emission = emissions.find((e) => e.step === s) ?? null;
    const logStep = logTurn?.steps.find((st) => st.step === s) ?? null;
    renderStep(out, t, s, emission, logStep, conversation?.emissions?.[t]?.[s]);
  }
}

/** The start of a case view line that names returned held-out functions (the hover finds it by this). */
export const HELD_OUT_PREFIX = 'Harness: ';

function renderUserMessage(out: DocumentBuilder, message: UserMessage): void {
  const who = message.role.charAt(0).toUpperCase() + message.role.slice(1);
  if (message.role === 'system' || message.role === 'developer') {
    out.line(`  ${who}: (system prompt, ${message.text.length} characters, not shown)`);
    return;
  }
  // A miss_func harness message returning held-out functions is not the user's words: named, its text on hover.
  const heldOut = heldOutMessageOf(message.text);
  if (heldOut) {
    out.line(`  ${HELD_OUT_PREFIX}${heldOutLabel(heldOut)}; hover for their docs`);
    return;
  }
  const lines = shortenText(message.text, USER_MESSAGE_LIMIT).split('\n');
  out.line(`  ${who}: ${lines[0] ?? ''}`);
  for (const l of lines.slice(1)) out.line(`${INDENT}${l}`);
}

function renderStep(
  out: DocumentBuilder,
  t: number,
  s: number,
  emission: Emission | null,
  logStep: ConversationStep | null,
  rawValue: unknown,
): void {
  if (emission) {
    const d = emission.decision;
    const head = `  step ${s + 1}  `;
    const cls = classText(d.cls);
    out.mark('emission', d.cls, t, s, { start: head.length, end: head.length + cls.length });
    out.line(`${head}${cls}  ${decisionLines(d).join(' ')}`);
    const text = rawValue !== undefined ? emissionText(rawValue) : (d.text ?? '');
    for (const l of shortenText(text, EMISSION_TEXT_LIMIT).split('\n')) out.line(`${INDENT}${l}`);
    if (d.normalized && d.normalized !== text) out.line(`${INDENT}normalised: ${d.normalized}`);
    if (text.trim() === CRI_BYPASS_TEXT) out.line(`${INDENT}Written by the probe (CRI bypass), not by the model; counted as ${cls} as the classifier reads it.`);
  } else {
    out.line(`  step ${s + 1}  (logged, but not in the result)`);
  }
  if (!logStep) return;
  for (const result of logStep.toolResults) out.line(`${INDENT}→ tool: ${oneLine(shortenText(result, TOOL_RESULT_LIMIT))}`);
  for (const note of logStep.notes) {
    out.mark('note', null);
    out.line(`${INDENT}! ${note.message}${note.error ? ` (${note.error})` : ''}`);
  }
}

function renderVerdict(out: DocumentBuilder, input: CaseViewInput): void {
  const v = input.kase.verdict;
  out.blank();
  out.line(`── Grader's verdict ${'─'.repeat(40)}`);
  if (!v) {
    out.line('  No score file was found beside the result file, so the verdict is unknown.');
    return;
  }
  if (v.outcome === 'unknown') {
    out.line('  UNKNOWN (the score file does not list this case, but it lists fewer failures than its header counts:');
    out.line('  this case may be one of those left out)');
    return;
  }
  if (v.outcome === 'passed') {
    out.mark('verdict-pass', null);
    out.line('  PASS (the score file does not list this case among its failures)');
    return;
  }
  out.mark('verdict-fail', null);
  out.line(`  FAIL · ${v.errorType ?? 'unknown error type'}${v.scoreLine !== null ? ` (score file line ${v.scoreLine})` : ''}`);
  for (const l of (v.errorMessage ?? '(no error message)').split('\n')) out.line(`  ${l}`);
}

class DocumentBuilder {
  private readonly lines: string[] = [];
  private readonly marks: CaseDocumentMark[] = [];

  /** A text with line breaks (a model's message, a file's content) is as many lines: marks count lines. */
  line(text: string): void {
    for (const piece of text.split(/\r\n|\r|\n/)) this.lines.push(piece);
  }

  blank(): void {
    this.lines.push('');
  }

  /** Marks the next line written. */
  mark(kind: CaseDocumentMarkKind, cls: ActionClass | null, turn?: number, step?: number, label?: { start: number; end: number }): void {
    const mark: CaseDocumentMark = { line: this.lines.length, kind, cls };
    if (turn !== undefined) mark.turn = turn;
    if (step !== undefined) mark.step = step;
    if (label !== undefined) mark.label = label;
    this.marks.push(mark);
  }

  build(): CaseDocument {
    return { text: `${this.lines.join('\n')}\n`, marks: this.marks };
  }
}
