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
import { ASK_PHRASES, CONFIRM_PHRASES, REFUSE_PHRASES, phraseTest } from './phrases';
import { looksLikeToolCall, toolCallLook } from './toolCallLook';

export function classOfEmission(value: PyValue): ActionClass | null {
  if (value.kind === 'str') return classOfString(value.value);
  if (callsFromValue(value) || apiCallNames(value).length > 0) return 'tool_call';
  return null;
}

/**
 * classOfEmission of a value as native JSON.parse returns it, without building the Python value.
 * Every call structure is also an API-handler call (objects only, some key), so for anything but
 * text the class is TOOL_CALL exactly when apiCallNames would find a name.
 */
export function classOfJsonEmission(value: unknown): ActionClass | null {
  if (typeof value === 'string') return classOfString(value);
  const items = Array.isArray(value) ? value : [value];
  let keys = false;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    keys ||= Object.keys(item).length > 0;
  }
  return keys ? 'tool_call' : null;
}

function classOfString(text: string): ActionClass | null {
  const stripped = pyStrip(text);
  if (stripped === '') return null;
  // A tool-call look starts with [ or { once stripped, or holds a <tool_call tag; a literal call starts
  // with [{ or {, or a ``` fence around one. Most texts are none of these and go straight to the phrases.
  const first = stripped.charCodeAt(0);
  if ((first === 0x5b /* [ */ || first === 0x7b /* { */ || first === 0x60 /* ` */ || text.includes('<')) && (looksLikeToolCall(text) || isLiteralCall(text))) {
    return 'tool_call';
  }
  return classOfPlainText(text);
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
  return toolCallLook(text) ? 'tool_call' : classOfPlainText(text);
}

// One test per table (which phrase fired is classifyText's business, not this one's).
const HAS_REFUSE = phraseTest(REFUSE_PHRASES);
const HAS_ASK = phraseTest(ASK_PHRASES);
const HAS_CONFIRM = phraseTest(CONFIRM_PHRASES);

/** Section 5 after section 4 found no tool-call look. */
function classOfPlainText(text: string): ActionClass {
  // Lower-casing neither makes nor changes a quote, so the tables' typographic quotes can wait for the search.
  const lower = text.toLowerCase();
  if (HAS_REFUSE(lower)) return 'refuse';
  if (text.includes('?') || HAS_ASK(lower)) return 'ask';
  if (HAS_CONFIRM(lower)) return 'confirm';
  return 'other';
}
