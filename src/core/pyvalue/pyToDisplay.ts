// Showing decoded values to people: `pyRepr` writes what Python's `repr()` prints (so an annotator sees
// exactly the value the reference saw), `toPlainJs` gives a plain JavaScript value for views.

import type { PyValue } from './types';
import { formatShortest, pyFloatRepr } from './pyFloatRepr';

/**
 * Python `repr(value)`. Two known gaps: a set prints in the order its items were written (Python's
 * order follows hashes, which vary between runs for strings), and a surrogate pair written as two
 * `\u` escapes in a Python literal prints as the character it forms (JavaScript cannot tell them apart).
 */
export function pyRepr(value: PyValue): string {
  switch (value.kind) {
    case 'none':
      return 'None';
    case 'bool':
      return value.value ? 'True' : 'False';
    case 'int':
      return value.value.toString();
    case 'float':
      return pyFloatRepr(value.value);
    case 'complex':
      return complexRepr(value.real, value.imag);
    case 'str':
      return strRepr(value.value);
    case 'bytes':
      return bytesRepr(value.value);
    case 'ellipsis':
      return 'Ellipsis';
    case 'list':
      return `[${value.items.map(pyRepr).join(', ')}]`;
    case 'tuple':
      return value.items.length === 1 ? `(${pyRepr(value.items[0]!)},)` : `(${value.items.map(pyRepr).join(', ')})`;
    case 'set':
      return value.items.length === 0 ? 'set()' : `{${value.items.map(pyRepr).join(', ')}}`;
    case 'dict':
      return `{${value.entries.map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
  }
}

function complexPart(x: number, signed: boolean): string {
  const text = Number.isNaN(x) ? 'nan' : Math.abs(x) === Infinity ? (x < 0 ? '-inf' : 'inf') : formatShortest(x, false);
  return signed && !text.startsWith('-') ? `+${text}` : text;
}

function complexRepr(real: number, imag: number): string {
  if (real === 0 && !Object.is(real, -0)) return `${complexPart(imag, false)}j`;
  return `(${complexPart(real, false)}${complexPart(imag, true)}j)`;
}

// Python's str.isprintable() is false for categories Cc Cf Cs Co Cn Zl Zp Zs, except the plain space.
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;

function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += `\\x${hex(c, 2)}`;
    else if (c < 0x7f || ch === ' ' || !NOT_PRINTABLE.test(ch)) out += ch;
    else if (c <= 0xff) out += `\\x${hex(c, 2)}`;
    else if (c <= 0xffff) out += `\\u${hex(c, 4)}`;
    else out += `\\U${hex(c, 8)}`;
  }
  return out + quote;
}

function bytesRepr(b: Uint8Array): string {
  const hasSingle = b.includes(0x27);
  const quote = hasSingle && !b.includes(0x22) ? '"' : "'";
  let out = `b${quote}`;
  for (const c of b) {
    const ch = String.fromCharCode(c);
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c >= 0x7f) out += `\\x${hex(c, 2)}`;
    else out += ch;
  }
  return out + quote;
}

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

export type PlainJs = null | boolean | number | string | PlainJs[] | { [key: string]: PlainJs };

/**
 * A plain JavaScript value for display: dicts become objects (key order may change), ints become
 * numbers when exact and strings otherwise, tuples and sets become arrays, and values JavaScript has
 * no form for (bytes, complex, Ellipsis) become their Python repr.
 */
export function toPlainJs(value: PyValue): PlainJs {
  switch (value.kind) {
    case 'none':
      return null;
    case 'bool':
    case 'float':
    case 'str':
      return value.value;
    case 'int':
      return value.value >= BigInt(Number.MIN_SAFE_INTEGER) && value.value <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(value.value)
        : value.value.toString();
    case 'list':
    case 'tuple':
    case 'set':
      return value.items.map(toPlainJs);
    case 'dict': {
      const out: { [key: string]: PlainJs } = {};
      for (const [k, v] of value.entries) out[k.kind === 'str' ? k.value : pyRepr(k)] = toPlainJs(v);
      return out;
    }
    default:
      return pyRepr(value);
  }
}
