// The user's words a BFCL run recorded at each turn (`inference_log[].begin_of_turn_query`), kept per
// case so `version-drift` can hold them against the test data the run is read beside. Taken straight
// from the line's text, past `result`, so the summaries' fast reads (which decode only a line's head)
// keep them too. A turn's words are kept whole up to a length; a longer text (miss_func's added-back
// function docs) is kept as its start and a hash, enough to tell two texts apart.
// A miss_func holdout turn (where the test data's question is empty) records the harness's own
// message, which differs by handler: it is kept as '' like the test data's, so it tells nothing.
import { messageText } from './conversation';
import { heldOutMessageOf } from './goldPath/missFacts';

/** BFCL's message at a miss_func holdout turn (DEFAULT_USER_PROMPT_FOR_ADDITIONAL_FUNCTION_FC; prompting handlers write the docs before it). */
const HOLDOUT_SENTENCE = 'I have updated some more functions you can choose from. What about now?';

export const QUERY_KEY = '"begin_of_turn_query"';
const WHOLE = 240;
const START = 120;

/** Per turn, the user messages' texts trimmed and joined by a line break (fingerprinted when long); undefined when the line records none. */
export function recordedQuestions(text: string): string[] | undefined {
  const turns: string[] = [];
  for (let at = text.indexOf(QUERY_KEY); at >= 0; at = text.indexOf(QUERY_KEY, at + QUERY_KEY.length)) {
    // The key itself, not the same words quoted inside a string (which are escaped: \").
    if (text[at - 1] === '\\') continue;
    const open = skipToValue(text, at + QUERY_KEY.length);
    if (open < 0 || text[open] !== '[') continue;
    const close = arrayEnd(text, open);
    if (close < 0) break;
    let messages: unknown;
    try {
      messages = JSON.parse(text.slice(open, close + 1));
    } catch {
      continue;
    }
    const texts = userTexts(messages as unknown[]);
    turns.push(texts.some(isHoldoutMessage) ? '' : questionPrint(texts));
  }
  return turns.length ? turns : undefined;
}

/** The user messages of a turn's list (recorded or the test data's `question[t]`), as recordedQuestions keeps them. */
export function userTexts(messages: readonly unknown[]): string[] {
  return messages.flatMap((m) => {
    if (typeof m !== 'object' || m === null) return [];
    const { role, content } = m as { role?: unknown; content?: unknown };
    return (role ?? 'user') === 'user' ? [messageText(content).trim()] : [];
  });
}

function isHoldoutMessage(text: string): boolean {
  return text === HOLDOUT_SENTENCE || (text.endsWith(HOLDOUT_SENTENCE) && heldOutMessageOf(text) !== null);
}

/** A turn's texts as kept: whole when short, else the start and a hash of the whole. */
export function questionPrint(texts: readonly string[]): string {
  const whole = texts.join('\n');
  return whole.length <= WHOLE ? whole : `${whole.slice(0, START)}… #${fnv1a(whole)}/${whole.length}`;
}

/** Where two kept texts differ, each as a short excerpt that starts a little before the first difference. */
export function differingExcerpts(a: string, b: string, length = 60): [string, string] {
  const [x, y] = [readable(a), readable(b)];
  let at = 0;
  while (at < x.length && x[at] === y[at]) at++;
  // A few words of what both say, so the excerpt reads as a phrase.
  const space = x.lastIndexOf(' ', Math.max(0, at - 20));
  const from = at <= 20 || space < 0 ? 0 : space + 1;
  const cut = (t: string) => `${from > 0 ? '…' : ''}${t.slice(from, from + length)}${t.length > from + length ? '…' : ''}`;
  return [cut(x), cut(y)];
}

function readable(print: string): string {
  return print.replace(/… #[0-9a-f]+\/\d+$/, '…').replace(/\s+/g, ' ');
}

function skipToValue(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text[i] !== ':') return -1;
  i++;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** The index of the `]` closing the array opened at `open`; -1 when the text ends first. */
function arrayEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string, its escapes included.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) depth++;
    else if (c === 0x5d || c === 0x7d) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
