// The paper's per-message detector for tau2 (formats-tau2.md section 5.2): a *set* of classes per
// assistant message, each class found independently (no priority cascade), each with its reason.
import { lowerWithOffsets, pyStrip } from '../pyvalue/pyText';
import { ASK_PHRASES, REFUSE_PHRASES, asciiQuotes } from '../classify/phrases';
import { PhraseTable } from '../classify/phraseTable';
import { toolCallLook } from '../classify/toolCallLook';
import type { ClassReason as NeutralClassReason, Rule } from '../classify/decision';

export const TAU2_CLASSES = ['tool_call', 'ask', 'refuse', 'confirm'] as const;
export type Tau2Class = (typeof TAU2_CLASSES)[number];

export const TAU2_ASK_EXTENSION: readonly string[] = [
  'please send', 'could you send', 'kindly send', 'send me', 'give me', "i'd like to know", 'i would like to know',
];

export const GREETING_QUESTIONS: readonly string[] = [
  'how can i help', 'how may i help', 'how can i assist', 'how may i assist', 'what can i help',
  'what can i do for you', 'what brings you', 'is there anything else', 'anything else i can',
  'anything else you need', 'anything else for you',
];

const DONE_VERBS = ['cancelled', 'canceled', 'booked', 'updated', 'submitted', 'issued', 'processed', 'modified', 'confirmed', 'refunded', 'exchanged', 'returned', 'added', 'changed', 'completed'];
// The reference spells its lists out; "i've" stops at changed and "i have" at returned.
export const TAU2_CONFIRM_PHRASES: readonly string[] = [
  ...DONE_VERBS.flatMap((v) => [`has been ${v}`, `have been ${v}`]),
  ...DONE_VERBS.slice(0, DONE_VERBS.indexOf('changed') + 1).map((v) => `i've ${v}`),
  ...DONE_VERBS.slice(0, DONE_VERBS.indexOf('returned') + 1).map((v) => `i have ${v}`),
  'request is in', 'request has been', 'transferred to a human agent', 'transferring you to a human',
  'transferring to a human', 'your refund will be', 'your refund has been',
];

export type ReasonRule = Extract<
  Rule,
  'structured-tool-calls' | 'tool-call-text' | 'ask-phrase' | 'ask-phrase-tau2' | 'question-sentence' | 'refuse-phrase' | 'confirm-phrase'
>;

/** Why a class was given: the rule, what it matched and where (a UTF-16 offset in the unfenced text). */
export type ClassReason = NeutralClassReason & { cls: Tau2Class; rule: ReasonRule };

export interface MessageLabels {
  classes: readonly Tau2Class[];
  reasons: readonly ClassReason[];
  /** Set when the content is not text (the reference would crash on it). */
  contentNote: string | null;
  /** Whether any text is left once fences and white space are stripped. */
  hasText: boolean;
}

const FENCE = /```(?:[a-zA-Z]*\n)?([\s\S]*?)```/g;

/** Markdown fences replaced by their inner text (each stripped), the whole stripped, as the reference does. */
export function unfence(text: string): string {
  return pyStrip(text.replace(FENCE, (_m, inner: string) => pyStrip(inner)));
}

export function detectMessageClasses(toolCalls: readonly { name: string }[] | null | undefined, content: unknown): MessageLabels {
  const reasons: ClassReason[] = [];
  if (Array.isArray(toolCalls) && toolCalls.length > 0) {
    reasons.push({ cls: 'tool_call', rule: 'structured-tool-calls', match: toolCalls.map((c) => c.name).join(', '), offset: null });
  }
  let contentNote: string | null = null;
  let raw: string | null = null;
  if (typeof content === 'string') raw = content;
  else if (content !== null && content !== undefined) {
    raw = JSON.stringify(content);
    contentNote = `The content is ${Array.isArray(content) ? 'a list' : typeof content}, not text: it was read as its JSON text (the paper's script would stop here).`;
  }
  const text = raw === null ? '' : unfence(raw);
  if (text) {
    if (reasons.length === 0) {
      const look = toolCallLook(text);
      if (look) reasons.push({ cls: 'tool_call', rule: 'tool-call-text', match: look.match.text, offset: look.match.offset });
    }
    const normalized = asciiQuotes(text);
    const lowered = lowerWithOffsets(normalized);
    const ask = substantiveAsk(normalized, lowered);
    if (ask) reasons.push(ask);
    const refuse = firstPhrase(lowered, REFUSE);
    if (refuse && !ask) reasons.push({ cls: 'refuse', rule: 'refuse-phrase', ...refuse });
    const confirm = firstPhrase(lowered, CONFIRM);
    if (confirm) reasons.push({ cls: 'confirm', rule: 'confirm-phrase', ...confirm });
  }
  // Kept for every message of a run: one shared list per set of classes, and the reasons in a list of
  // their own length (a list grown by push holds room for 17).
  return { classes: classSet(reasons), reasons: reasons.length ? reasons.slice() : NO_REASONS, contentNote, hasText: text !== '' };
}

export const NO_REASONS: readonly ClassReason[] = Object.freeze([]);
/** The classes, in TAU2_CLASSES order, of each set (indexed by a bit per class). */
const CLASS_SETS: readonly (readonly Tau2Class[])[] = Array.from({ length: 1 << TAU2_CLASSES.length }, (_, bits) =>
  Object.freeze(TAU2_CLASSES.filter((_c, k) => bits & (1 << k))));

export const NO_CLASSES = CLASS_SETS[0]!;

function classSet(reasons: readonly ClassReason[]): readonly Tau2Class[] {
  let bits = 0;
  for (const r of reasons) bits |= 1 << TAU2_CLASSES.indexOf(r.cls);
  return CLASS_SETS[bits]!;
}

type Lowered = ReturnType<typeof lowerWithOffsets>;

const ASK = new PhraseTable(ASK_PHRASES);
const ASK_TAU2 = new PhraseTable(TAU2_ASK_EXTENSION);
const REFUSE = new PhraseTable(REFUSE_PHRASES);
const CONFIRM = new PhraseTable(TAU2_CONFIRM_PHRASES);

/** The first phrase of the table, in the table's order, that the text holds, and where. */
function firstPhrase({ lower, originOf }: Lowered, table: PhraseTable): { match: string; offset: number } | null {
  const hit = table.first(lower);
  return hit && { match: hit.phrase, offset: originOf(hit.at) };
}

/** ASK: a phrase of either list, else a sentence (split on `[.!]+\s*`) with "?" that is no greeting. */
function substantiveAsk(normalized: string, lowered: Lowered): ClassReason | null {
  const bfcl = firstPhrase(lowered, ASK);
  if (bfcl) return { cls: 'ask', rule: 'ask-phrase', ...bfcl };
  const tau2 = firstPhrase(lowered, ASK_TAU2);
  if (tau2) return { cls: 'ask', rule: 'ask-phrase-tau2', ...tau2 };
  if (!normalized.includes('?')) return null;
  const splitter = /[.!]+\s*/g;
  let start = 0;
  for (;;) {
    const m = splitter.exec(normalized);
    const end = m ? m.index : normalized.length;
    const sentence = normalized.slice(start, end);
    if (sentence.includes('?')) {
      const lower = sentence.toLowerCase();
      if (!GREETING_QUESTIONS.some((g) => lower.includes(g))) return { cls: 'ask', rule: 'question-sentence', match: sentence, offset: start };
    }
    if (!m) return null;
    start = m.index + m[0].length;
  }
}
