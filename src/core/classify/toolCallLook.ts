// Section 4 of the spec: text that already looks like a tool call. The reference uses Python regexes,
// whose `\s` and `\b` are Unicode-aware in ways JavaScript's are not, so we spell the classes out.
import { PY_SPACE_CLASS, pyStrip } from '../pyvalue/pyText';
import type { Match, ToolCallPattern } from './decision';

const S = `[${PY_SPACE_CLASS}]*`;
const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
const QUOTE = `["']`;

const ANCHORED: Array<[ToolCallPattern, RegExp]> = [
  ['python-call-list', new RegExp(`^${S}(\\[${S}${IDENT}${S}\\()`)],
  ['json-call-list', new RegExp(`^${S}(\\[${S}\\{${S}${QUOTE}name${QUOTE}${S}:)`)],
  [
    'json-call-object',
    new RegExp(`^${S}(\\{${S}${QUOTE}name${QUOTE}${S}:${S}${QUOTE}${IDENT}${QUOTE}${S},)[\\s\\S]*${QUOTE}(?:arguments|parameters)${QUOTE}${S}:`),
  ],
];

const ANCHORED_RES = ANCHORED.map(([, re]) => re);

const TAG = /<tool_call/gi;
/** Python's `\w` for str patterns: letters, digits (any script) and underscore. */
const PY_WORD = /[\p{L}\p{N}_]/u;

export interface ToolCallLook {
  pattern: ToolCallPattern;
  match: Match;
}

/** The first pattern (in the reference's order) that makes `text` look like a tool call, if any. */
export function toolCallLook(text: string): ToolCallLook | null {
  if (!text) return null;
  const [pyName, pyRe] = ANCHORED[0]!;
  const py = pyRe.exec(text);
  if (py) return anchoredLook(pyName, text, py);
  const tag = findToolCallTag(text);
  if (tag) return tag;
  for (const [name, re] of ANCHORED.slice(1)) {
    const m = re.exec(text);
    if (m) return anchoredLook(name, text, m);
  }
  return null;
}

/**
 * Whether toolCallLook would find a pattern, without building the match: the summaries' hot path.
 * Every anchored pattern starts with `[` or `{` after Python white space, and the tag with `<`.
 */
export function looksLikeToolCall(text: string): boolean {
  if (!text) return false;
  const first = pyStrip(text).charCodeAt(0);
  if (first === 0x5b /* [ */ || first === 0x7b /* { */) {
    // An index loop: a for-of allocates at each step until V8 optimises this, and it runs for every call.
    for (let i = 0; i < ANCHORED_RES.length; i++) if (ANCHORED_RES[i]!.test(text)) return true;
  }
  return text.includes('<') && findToolCallTag(text) !== null;
}

function anchoredLook(pattern: ToolCallPattern, text: string, m: RegExpExecArray): ToolCallLook {
  const matched = m[1]!;
  return { pattern, match: { text: matched, offset: text.indexOf(matched) } };
}

/** `<tool_call` anywhere, case-insensitive, with a word boundary after it (`<tool_callx` does not count). */
function findToolCallTag(text: string): ToolCallLook | null {
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const next = text.codePointAt(m.index + m[0].length);
    if (next === undefined || !PY_WORD.test(String.fromCodePoint(next))) {
      return { pattern: 'tool-call-tag', match: { text: m[0], offset: m.index } };
    }
  }
  return null;
}
