// Python's `json.dumps(value, ensure_ascii=True, separators=(",", ":"))`, the canonical text the
// reference classifier compares. Where Python raises, we return its message instead of text.

import type { PyValue } from './types';
import { pyFloatRepr } from './pyFloatRepr';
import { INT_MAX_STR_DIGITS } from './jsonLexer';

export type DumpsResult =
  | { ok: true; text: string }
  /** `reason` is Python's message, without the exception's name. */
  | { ok: false; reason: string; pythonError: 'TypeError' | 'ValueError' };

class DumpsFailure extends Error {
  constructor(
    readonly pythonError: 'TypeError' | 'ValueError',
    message: string,
  ) {
    super(message);
  }
}

export function dumpsCompactAscii(value: PyValue): DumpsResult {
  const out: string[] = [];
  try {
    encode(value, out);
  } catch (e) {
    if (e instanceof DumpsFailure) return { ok: false, reason: e.message, pythonError: e.pythonError };
    throw e;
  }
  return { ok: true, text: out.join('') };
}

function encode(v: PyValue, out: string[]): void {
  switch (v.kind) {
    case 'none':
      out.push('null');
      return;
    case 'bool':
      out.push(v.value ? 'true' : 'false');
      return;
    case 'int':
      out.push(intText(v.value));
      return;
    case 'float':
      out.push(floatText(v.value));
      return;
    case 'str':
      out.push(asciiJsonString(v.value));
      return;
    case 'list':
    case 'tuple':
      out.push('[');
      v.items.forEach((item, i) => {
        if (i > 0) out.push(',');
        encode(item, out);
      });
      out.push(']');
      return;
    case 'dict':
      out.push('{');
      v.entries.forEach(([key, val], i) => {
        if (i > 0) out.push(',');
        out.push(asciiJsonString(keyText(key)), ':');
        encode(val, out);
      });
      out.push('}');
      return;
    case 'set':
    case 'bytes':
    case 'complex':
      throw new DumpsFailure('TypeError', `Object of type ${v.kind} is not JSON serializable`);
    case 'ellipsis':
      throw new DumpsFailure('TypeError', 'Object of type ellipsis is not JSON serializable');
  }
}

/** Python writes dict keys that are not strings as the text of their JSON value. */
function keyText(key: PyValue): string {
  switch (key.kind) {
    case 'str':
      return key.value;
    case 'float':
      return floatText(key.value);
    case 'bool':
      return key.value ? 'true' : 'false';
    case 'none':
      return 'null';
    case 'int':
      return intText(key.value);
    default:
      throw new DumpsFailure('TypeError', `keys must be str, int, float, bool or None, not ${pyTypeName(key)}`);
  }
}

function pyTypeName(v: PyValue): string {
  return v.kind === 'none' ? 'NoneType' : v.kind === 'ellipsis' ? 'ellipsis' : v.kind;
}

function intText(n: bigint): string {
  const text = n.toString();
  if (text.length - (n < 0n ? 1 : 0) > INT_MAX_STR_DIGITS) {
    throw new DumpsFailure(
      'ValueError',
      `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit`,
    );
  }
  return text;
}

function floatText(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return pyFloatRepr(x);
}

// Printable ASCII other than `"` and `\` stays; everything else (0x7f included) is escaped.
const NEEDS_ESCAPE = /[^ !#-[\]-~]/g;

/** A JSON string literal as Python's `ensure_ascii=True` writes it (lower-case hex, UTF-16 units). */
export function asciiJsonString(s: string): string {
  return `"${s.replace(NEEDS_ESCAPE, escapeUnit)}"`;
}

function escapeUnit(ch: string): string {
  switch (ch) {
    case '"': return '\\"';
    case '\\': return '\\\\';
    case '\n': return '\\n';
    case '\r': return '\\r';
    case '\t': return '\\t';
    case '\b': return '\\b';
    case '\f': return '\\f';
    default: return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}
