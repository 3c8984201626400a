// The value of one Python string or bytes literal from its source text (between the quotes), as
// Python 3.11 decodes it: escapes, raw strings, line continuations, and source newlines read as `\n`.
// Unknown escapes such as `\q` stay as written (Python only warns about them).

import { ParseFailure } from './parseFailure';

export interface StringPrefix {
  raw: boolean;
  bytes: boolean;
  /**
   * `\N{name}` needs Unicode's name table, which we do not carry: by default it is refused; 'skip'
   * (for checking f-string text, whose value is never used) accepts it unread.
   */
  namedEscapes?: 'refuse' | 'skip';
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\x0b',
};

const isOctal = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '7';

/** Decodes `text.slice(start, end)`, the body of a literal with the given prefix. */
export function decodeStringBody(text: string, start: number, end: number, prefix: StringPrefix): string | Uint8Array {
  if (prefix.bytes) {
    for (let i = start; i < end; i++) {
      if (text.charCodeAt(i) >= 0x80) throw new ParseFailure('bytes can only contain ASCII literal characters', i);
    }
  }
  const value = prefix.raw ? text.slice(start, end).replace(/\r\n?/g, '\n') : decodeEscapes(text, start, end, prefix.bytes, prefix.namedEscapes === 'skip');
  if (!prefix.bytes) return value;
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i++) bytes[i] = value.charCodeAt(i);
  return bytes;
}

/** Escapes resolved; for bytes every unit of the result is below 256. */
function decodeEscapes(text: string, start: number, end: number, bytes: boolean, skipNamed: boolean): string {
  let out = '';
  let runStart = start;
  let i = start;
  const flush = (to: number) => {
    out += text.slice(runStart, to);
  };
  while (i < end) {
    const c = text[i]!;
    if (c === '\r') {
      flush(i);
      out += '\n';
      i += text[i + 1] === '\n' ? 2 : 1;
      runStart = i;
      continue;
    }
    if (c !== '\\') {
      i++;
      continue;
    }
    flush(i);
    const at = i;
    const e = text[i + 1];
    i += 2;
    if (e === '\n') {
      // a line continuation inside the string: nothing
    } else if (e === '\r') {
      if (text[i] === '\n') i++;
    } else if (e !== undefined && e in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[e];
    } else if (isOctal(e)) {
      let j = i - 1;
      const digitsEnd = Math.min(j + 3, end);
      while (j < digitsEnd && isOctal(text[j])) j++;
      const code = parseInt(text.slice(i - 1, j), 8);
      out += String.fromCharCode(bytes ? code & 0xff : code);
      i = j;
    } else if (e === 'x') {
      out += String.fromCharCode(hexEscape(text, i, 2, end, at, bytes ? 'invalid \\x escape' : 'truncated \\xXX escape'));
      i += 2;
    } else if (!bytes && (e === 'u' || e === 'U')) {
      const width = e === 'u' ? 4 : 8;
      const code = hexEscape(text, i, width, end, at, e === 'u' ? 'truncated \\uXXXX escape' : 'truncated \\UXXXXXXXX escape');
      if (code > 0x10ffff) throw new ParseFailure('illegal Unicode character', at);
      out += String.fromCodePoint(code);
      i += width;
    } else if (!bytes && e === 'N' && skipNamed && text[i] === '{' && text.indexOf('}', i) > i + 1 && text.indexOf('}', i) < end) {
      i = text.indexOf('}', i) + 1;
    } else if (!bytes && e === 'N') {
      throw new ParseFailure(
        'a \\N{...} escape (a character given by its Unicode name) is not supported here; Python would decode it',
        at,
      );
    } else {
      out += '\\';
      i = at + 1;
    }
    runStart = i;
  }
  flush(end);
  return out;
}

function hexEscape(text: string, from: number, width: number, end: number, at: number, message: string): number {
  const digits = text.slice(from, Math.min(from + width, end));
  if (digits.length !== width || !/^[0-9a-fA-F]+$/.test(digits)) throw new ParseFailure(message, at);
  return parseInt(digits, 16);
}
