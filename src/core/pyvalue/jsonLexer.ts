// The lexical pieces of Python 3.11's C JSON scanner (`Modules/_json.c`), shared by the value parser
// and the fast skipper so that both accept exactly the same text and fail with the same message at
// the same offset. `end` is always the end of the text `json.loads` was given: several of Python's
// checks (a `\uXXXX` escape needs one more character after it) look at that end, not at the value's.

import { ParseFailure } from './parseFailure';
import { detached } from './detached';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Python's json whitespace: only space, tab, newline, carriage return. */
export function skipJsonSpace(text: string, pos: number, end: number): number {
  while (pos < end) {
    const c = text.charCodeAt(pos);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    pos++;
  }
  return pos;
}

// A run of string characters that need no attention; sticky, so `lastIndex` moves past the run.
const PLAIN_RUN = /[^"\\\x00-\x1f]*/y;

// A whole valid JSON string, tried first because V8 runs it natively (several times faster than a
// loop over characters); `PLAIN_STRING` is the common case of a string without escapes.
const VALID_STRING = /"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"/y;
const PLAIN_STRING = /"[^"\\\x00-\x1f]*"/y;

/** Offset just past the JSON string whose opening quote is at `quote`; throws Python's error if it is not valid. */
export function skipJsonString(text: string, quote: number, end: number): number {
  VALID_STRING.lastIndex = quote;
  let matched = false;
  try {
    matched = VALID_STRING.test(text);
  } catch {
    // V8's regexp backtrack stack can overflow on millions of escapes; the loop below has no such limit.
  }
  if (matched && VALID_STRING.lastIndex <= end) return VALID_STRING.lastIndex;
  return scanJsonString(text, quote, end, false).end;
}

/**
 * Offset just past the string whose opening quote is at `quote`, found by the first quote not
 * escaped by an odd run of backslashes; what lies between is not checked.
 */
export function skipJsonStringEnd(text: string, quote: number, end: number): number {
  let from = quote + 1;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close < 0 || close >= end) throw new ParseFailure('Unterminated string starting at', quote);
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
    from = close + 1;
  }
}

/** The string whose opening quote is at `quote`: its value and the offset just past it. */
export function readJsonString(text: string, quote: number, end: number): { end: number; value: string } {
  PLAIN_STRING.lastIndex = quote;
  if (PLAIN_STRING.test(text) && PLAIN_STRING.lastIndex <= end) {
    return { end: PLAIN_STRING.lastIndex, value: detached(text.slice(quote + 1, PLAIN_STRING.lastIndex - 1)) };
  }
  return scanJsonString(text, quote, end, true);
}

/**
 * Scans the string whose opening quote is at `quote`, character run by character run. Returns the offset after the closing quote and,
 * when `decode` is set, the string's value (escapes resolved; each `\uXXXX` becomes one UTF-16 unit,
 * which is what Python's surrogate-pair joining amounts to in JavaScript).
 */
export function scanJsonString(text: string, quote: number, end: number, decode: boolean): { end: number; value: string } {
  let pos = quote + 1;
  let value = '';
  let chunkStart = pos;
  for (;;) {
    PLAIN_RUN.lastIndex = pos;
    PLAIN_RUN.test(text);
    pos = PLAIN_RUN.lastIndex;
    if (pos >= end) throw new ParseFailure('Unterminated string starting at', quote);
    const c = text.charCodeAt(pos);
    if (c === QUOTE) {
      // Detached: a model keeps these values, and a view into `text` would keep all of it (detached.ts).
      if (decode) value = detached(chunkStart === quote + 1 ? text.slice(chunkStart, pos) : value + text.slice(chunkStart, pos));
      return { end: pos + 1, value };
    }
    if (c !== BACKSLASH) throw new ParseFailure('Invalid control character at', pos);
    if (decode) value += text.slice(chunkStart, pos);
    const escapeAt = pos;
    pos++;
    if (pos >= end) throw new ParseFailure('Unterminated string starting at', quote);
    const e = text.charCodeAt(pos);
    if (e === 0x75 /* u */) {
      // Python wants the four hex digits and at least one more character before the end of the text.
      if (pos + 5 >= end) throw new ParseFailure('Invalid \\uXXXX escape', pos);
      const unit = hex4(text, pos + 1);
      if (unit < 0) throw new ParseFailure('Invalid \\uXXXX escape', pos);
      if (decode) value += String.fromCharCode(unit);
      pos += 5;
    } else {
      const ch = simpleEscape(e);
      if (ch === undefined) throw new ParseFailure('Invalid \\escape', escapeAt);
      if (decode) value += ch;
      pos++;
    }
    chunkStart = pos;
  }
}

function simpleEscape(c: number): string | undefined {
  switch (c) {
    case 0x22: return '"';
    case 0x5c: return '\\';
    case 0x2f: return '/';
    case 0x62: return '\b';
    case 0x66: return '\f';
    case 0x6e: return '\n';
    case 0x72: return '\r';
    case 0x74: return '\t';
    default: return undefined;
  }
}

function hex4(text: string, pos: number): number {
  let v = 0;
  for (let i = pos; i < pos + 4; i++) {
    const c = text.charCodeAt(i);
    let d: number;
    if (c >= 0x30 && c <= 0x39) d = c - 0x30;
    else if (c >= 0x61 && c <= 0x66) d = c - 0x57;
    else if (c >= 0x41 && c <= 0x46) d = c - 0x37;
    else return -1;
    v = v * 16 + d;
  }
  return v;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * Python's number match at `pos`: `-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?`, where a fraction or
 * exponent that is not complete is simply not part of the number. Returns -1 when no number starts
 * here; `isFloat` when it has a fraction or exponent.
 */
export function matchJsonNumber(text: string, pos: number, end: number): { end: number; isFloat: boolean } | -1 {
  let i = pos;
  if (i < end && text.charCodeAt(i) === 0x2d) i++;
  if (i >= end) return -1;
  const first = text.charCodeAt(i);
  if (first === 0x30) i++;
  else if (first >= 0x31 && first <= 0x39) {
    i++;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
  } else return -1;
  let isFloat = false;
  if (i + 1 < end && text.charCodeAt(i) === 0x2e && isDigit(text.charCodeAt(i + 1))) {
    isFloat = true;
    i += 2;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
  }
  if (i < end && (text.charCodeAt(i) | 0x20) === 0x65) {
    let j = i + 1;
    if (j < end && (text.charCodeAt(j) === 0x2b || text.charCodeAt(j) === 0x2d)) j++;
    const digitsFrom = j;
    while (j < end && isDigit(text.charCodeAt(j))) j++;
    if (j > digitsFrom) {
      isFloat = true;
      i = j;
    }
  }
  return { end: i, isFloat };
}

/** Python refuses to turn more than 4300 decimal digits into an int (ValueError, not a JSON error). */
export const INT_MAX_STR_DIGITS = 4300;

export function checkIntDigits(text: string, start: number, end: number): void {
  const digits = end - start - (text.charCodeAt(start) === 0x2d ? 1 : 0);
  if (digits > INT_MAX_STR_DIGITS) {
    throw new ParseFailure(
      `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits} digits` +
        ' (Python raises ValueError here)',
      start,
    );
  }
}

/**
 * Python's scanner nests through C recursion guarded by the interpreter's recursion limit (1000),
 * shared with the Python frames of the caller; at top level ~996 levels pass. The reference's exact
 * depth depends on its call stack, so this is an approximation that only matters for absurd input.
 */
export const MAX_JSON_DEPTH = 990;

export function depthFailure(kind: 'array' | 'object', offset: number): ParseFailure {
  return new ParseFailure(
    `maximum recursion depth exceeded while decoding a JSON ${kind} from a unicode string (Python raises RecursionError here)`,
    offset,
  );
}

/** Matches `word` at `pos` (Python's keyword checks look only at the prefix). */
export function startsWithAt(text: string, pos: number, end: number, word: string): boolean {
  return pos + word.length <= end && text.startsWith(word, pos);
}
