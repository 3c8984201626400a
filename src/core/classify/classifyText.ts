// Spec section 5: one text -> one class, with the rule that fired and the classes it beat.
import { lowerWithOffsets } from '../pyvalue/pyText';
import type { ActionClass } from './actionClass';
import type { ClassHit, Decision, Rule } from './decision';
import { ASK_PHRASES, CONFIRM_PHRASES, REFUSE_PHRASES, asciiQuotes } from './phrases';
import { PhraseTable } from './phraseTable';
import { toolCallLook } from './toolCallLook';

const REFUSE = new PhraseTable(REFUSE_PHRASES);
const ASK = new PhraseTable(ASK_PHRASES);
const CONFIRM = new PhraseTable(CONFIRM_PHRASES);

/**
 * Classifies a non-empty text. Every rule is evaluated so that the explanation can name the classes
 * that also matched and lost on priority (TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER).
 */
export function classifyText(text: string): Decision {
  const hits = textHits(text);
  const [winner, ...outranked] = hits;
  if (!winner) return { cls: 'other', rule: 'no-phrase', text, outranked: [] };
  const decision: Decision = {
    cls: winner.cls,
    rule: winner.rule,
    match: { text: winner.text, offset: winner.offset },
    text,
    outranked,
  };
  const look = winner.rule === 'tool-call-look' ? toolCallLook(text) : null;
  if (look) decision.pattern = look.pattern;
  return decision;
}

/** The first hit of each class that matches `text`, in priority order. */
export function textHits(text: string): ClassHit[] {
  const hits: ClassHit[] = [];
  const look = toolCallLook(text);
  if (look) hits.push({ cls: 'tool_call', rule: 'tool-call-look', ...look.match });

  const { lower, originOf } = lowerWithOffsets(asciiQuotes(text));
  const phraseHit = (cls: ActionClass, rule: Rule, table: PhraseTable): ClassHit | null => {
    const hit = table.first(lower);
    if (!hit) return null;
    const { phrase, at } = hit;
    return { cls, rule, text: text.slice(originOf(at), originOf(at + phrase.length - 1) + 1), offset: originOf(at) };
  };

  const refuse = phraseHit('refuse', 'refuse-phrase', REFUSE);
  if (refuse) hits.push(refuse);
  // Quote mapping never touches '?', so its offset in the original text is the same.
  const question = text.indexOf('?');
  const ask = question >= 0
    ? { cls: 'ask' as const, rule: 'question-mark' as const, text: '?', offset: question }
    : phraseHit('ask', 'ask-phrase', ASK);
  if (ask) hits.push(ask);
  const confirm = phraseHit('confirm', 'confirm-phrase', CONFIRM);
  if (confirm) hits.push(confirm);
  return hits;
}
