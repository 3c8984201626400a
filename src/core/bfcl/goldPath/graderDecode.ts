// The model's calls as the grader decodes them. The harness logs its own decode of every step
// (`model_response_decoded`), which is exactly what was executed and graded; only lines without an
// inference_log are decoded here from the saved emission, by the handler shapes of formats-bfcl.md §2.3.
import { callsFromValue } from '../../classify/callStructure';
import { parsePyJson } from '../../pyvalue/pyJson';
import { tokenizePython } from '../../pyvalue/pyTokens';
import type { PyValue } from '../../pyvalue/types';
import { callTextOf, parseToolCall } from './toolCall';

/**
 * The decoded calls of one saved emission: `[]` when it decodes to no call (the turn ends there),
 * null when it does not decode (text; the turn ends there too).
 */
export function decodeEmission(value: unknown): string[] | null {
  if (Array.isArray(value)) return decodeApiCalls(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '[]') return [];
  const json = parsePyJson(text);
  if (json.ok) {
    // xLAM and other OSS handlers: a JSON list of {name, arguments}.
    const calls = callsFromValue(json.value);
    return calls ? calls.map((c) => callTextOf(c.name, stringKeyed(c.arguments))) : null;
  }
  return decodePythonCallList(text);
}

/** API FC handlers: `[{fn: "<JSON arguments>"}]`; a list of strings (Claude's text) is no call. */
function decodeApiCalls(items: unknown[]): string[] | null {
  if (items.length === 0) return [];
  const calls: string[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const entries = Object.entries(item as Record<string, unknown>);
    if (entries.length !== 1) return null;
    const [name, args] = entries[0]!;
    const parsed = typeof args === 'string' ? parsePyJson(args.trim() === '' ? '{}' : args) : null;
    if (!parsed?.ok || parsed.value.kind !== 'dict') return null;
    calls.push(callTextOf(name, stringKeyed(parsed.value)));
  }
  return calls;
}

/** Prompt mode: `[f(a='x'), g()]`, Python call syntax inside one list. */
function decodePythonCallList(text: string): string[] | null {
  if (!text.startsWith('[') || !text.endsWith(']')) return null;
  let tokens;
  try {
    tokens = tokenizePython(text, 0);
  } catch {
    return null;
  }
  const calls: string[] = [];
  let depth = 0;
  let start = -1;
  for (const token of tokens) {
    if (token.type !== 'op') continue;
    if ('([{'.includes(token.text)) {
      depth++;
      if (depth === 1) start = token.end;
    } else if (')]}'.includes(token.text)) {
      depth--;
    } else if (token.text === ',' && depth === 1) {
      calls.push(text.slice(start, token.start));
      start = token.end;
    }
    if (depth === 0 && token.text === ']') calls.push(text.slice(start, token.start));
  }
  const parsed = calls.map((c) => c.trim()).filter((c) => c !== '');
  return parsed.every((c) => parseToolCall(c) !== null) ? parsed.map((c) => parseToolCall(c)!.text) : null;
}

function stringKeyed(dict: Extract<PyValue, { kind: 'dict' }>): Array<[string, PyValue]> {
  return dict.entries.filter((e): e is [Extract<PyValue, { kind: 'str' }>, PyValue] => e[0].kind === 'str').map(([k, v]) => [k.value, v]);
}
