// The class alone, as fast as the reference computes it: the same rules as classifyEmission, in the
// same order, stopping at the first that decides and explaining nothing. Readers label every
// emission with this; the full Decision is built only when a view asks for it. A test holds the
// two to the same answer on every emission of the real and sample runs.
import { fromNativeJson } from '../pyvalue/fromNativeJson';
import { pyStrip } from '../pyvalue/pyText';
import type { PyValue } from '../pyvalue/types';
import type { ActionClass } from './actionClass';
import { apiCallNames, callsFromValue } from './callStructure';
import { literalBody, literalCalls } from './normalize';
import { ASK_PHRASES, CONFIRM_PHRASES, REFUSE_PHRASES, asciiQuotes } from './phrases';
import { toolCallLook } from './toolCallLook';

export function classOfEmission(value: PyValue): ActionClass | null {
  if (value.kind === 'str') {
    const text = value.value;
    if (toolCallLook(text) || isLiteralCall(text)) return 'tool_call';
    return pyStrip(text) === '' ? null : classOfText(text);
  }
  if (callsFromValue(value) || apiCallNames(value).length > 0) return 'tool_call';
  return null;
}

/**
 * Whether the reference would normalise the text to a call list. Valid JSON has the same structure
 * read as JSON or as a Python literal (only values such as `\/` escapes differ), so native JSON.parse
 * answers first; the Python-literal reader handles the rest.
 */
function isLiteralCall(text: string): boolean {
  const body = literalBody(text);
  if (body === null) return false;
  try {
    return callsFromValue(fromNativeJson(JSON.parse(body))) !== null;
  } catch {
    return literalCalls(text) !== null;
  }
}

/** Spec section 5 on a non-empty text. */
export function classOfText(text: string): ActionClass {
  if (toolCallLook(text)) return 'tool_call';
  const lower = asciiQuotes(text).toLowerCase();
  const has = (phrases: readonly string[]): boolean => phrases.some((p) => lower.includes(p));
  if (has(REFUSE_PHRASES)) return 'refuse';
  if (text.includes('?') || has(ASK_PHRASES)) return 'ask';
  if (has(CONFIRM_PHRASES)) return 'confirm';
  return 'other';
}
