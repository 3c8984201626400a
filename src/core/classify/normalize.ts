// Spec section 3, step A: bring a call structure, written in any of the shapes handlers use, to the
// canonical text `[{"name":N,"arguments":A}]` that the text rules see as a tool call.
import { dumpsCompactAscii } from '../pyvalue/pyDumps';
import { parsePyJson } from '../pyvalue/pyJson';
import { parsePyLiteralDetailed } from '../pyvalue/pyLiteral';
import { pySplitLines, pyStrip } from '../pyvalue/pyText';
import type { PyValue } from '../pyvalue/types';
import { callsFromValue, type Call } from './callStructure';

export interface Normalized {
  /** The canonical call-list text. */
  canonical: string;
  calls: Call[];
  /** Set when the reference implementation would raise instead of returning this. */
  referenceNote?: string;
}

const at = { start: 0, end: 0 };

/** Canonical text of calls: json.dumps(..., ensure_ascii=True, separators=(",", ":")). */
export function canonicalText(calls: Call[]): { text: string; referenceNote?: string } {
  const value: PyValue = {
    kind: 'list', ...at,
    items: calls.map((call) => ({
      kind: 'dict' as const, ...at,
      entries: [
        [{ kind: 'str', value: 'name', ...at }, { kind: 'str', value: call.name, ...at }],
        [{ kind: 'str', value: 'arguments', ...at }, call.arguments],
      ] as Array<[PyValue, PyValue]>,
    })),
  };
  const dumped = dumpsCompactAscii(value);
  if (dumped.ok) return { text: dumped.text };
  // Python's json.dumps raises here (a set, bytes, ... among the arguments); the reference run would stop.
  return {
    text: `[${calls.map((c) => `{"name":${JSON.stringify(c.name)},"arguments":…}`).join(',')}]`,
    referenceNote: `The reference would stop with a TypeError here: ${dumped.reason}.`,
  };
}

export function normalizeStructured(value: PyValue): Normalized | null {
  const calls = callsFromValue(value);
  if (!calls) return null;
  const { text, referenceNote } = canonicalText(calls);
  return { canonical: text, calls, ...(referenceNote ? { referenceNote } : {}) };
}

/**
 * A string whose body is a literal call structure: the body is the inside of one enclosing markdown
 * fence, else the trimmed string; it must start with `[{` or `{`; parsed as a Python literal first,
 * then as JSON (never evaluated).
 */
export function literalCalls(text: string): { calls: Call[]; referenceNote?: string } | null {
  const body = literalBody(text);
  if (body === null) return null;
  const literal = parsePyLiteralDetailed(body);
  let value: PyValue;
  let referenceNote: string | undefined;
  if (literal.ok) {
    value = literal.value;
  } else {
    // The reference catches only SyntaxError and ValueError; anything else stops its run.
    if (literal.referenceCrashes) referenceNote = `The reference would stop with a ${literal.pythonError} here: ${literal.message}.`;
    const json = parsePyJson(body);
    if (!json.ok) return null;
    value = json.value;
  }
  const calls = callsFromValue(value);
  if (!calls) return null;
  return referenceNote ? { calls, referenceNote } : { calls };
}

export function normalizeLiteral(text: string): Normalized | null {
  const literal = literalCalls(text);
  if (!literal) return null;
  const { text: canonical, referenceNote } = canonicalText(literal.calls);
  const note = literal.referenceNote ?? referenceNote;
  return { canonical, calls: literal.calls, ...(note ? { referenceNote: note } : {}) };
}

/** The text a literal call structure would be read from, or null when it cannot start one. */
export function literalBody(text: string): string | null {
  const body = fenceBody(text) ?? pyStrip(text);
  return body.startsWith('[{') || body.startsWith('{') ? body : null;
}

/** The body of a markdown fence that encloses the whole (trimmed) text, or null. */
function fenceBody(text: string): string | null {
  const stripped = pyStrip(text);
  if (!stripped.startsWith('```')) return null;
  const lines = pySplitLines(stripped);
  if (lines.length === 0 || !lines[0]!.startsWith('```')) return null;
  let body = lines.slice(1);
  if (body.length > 0 && pyStrip(body[body.length - 1]!).startsWith('```')) body = body.slice(0, -1);
  if (body.length === 0) return null;
  return pyStrip(body.join('\n'));
}
