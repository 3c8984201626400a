// Finds where a JSON value ends without building it, for the parts of a BFCL line that no view needs
// (`inference_log` is most of a line). It accepts exactly what Python's `json.loads` accepts and fails
// with the same message at the same offset as `parsePyJson`, so skipping never hides a line that the
// reference could not have read. Iterative, with a small stack, so depth costs no recursion.

import { ParseFailure, toParseError, type ParseError } from './parseFailure';
import {
  MAX_JSON_DEPTH,
  checkIntDigits,
  depthFailure,
  matchJsonNumber,
  skipJsonString,
  skipJsonStringEnd,
  skipJsonSpace,
  startsWithAt,
} from './jsonLexer';

/** The offset just past the value, or where and why it is not valid JSON. */
export type PyJsonSkipResult = number | ParseError;

const IN_ARRAY = 0;
const IN_OBJECT = 1;

/**
 * - 'exact': accepts exactly what `json.loads` accepts (about as fast as `JSON.parse`, without
 *   building anything).
 * - 'structure': the same, except that inside strings only the closing quote is looked for: a raw
 *   control character or a bad escape inside a skipped string goes unnoticed, where `json.loads`
 *   would reject the line. About twice as fast on escape-heavy text.
 */
export type PyJsonSkipMode = 'exact' | 'structure';

/**
 * Skips the JSON value that starts at `pos` (after any JSON white space) and returns the offset just
 * past it. `end` is the end of the text Python's `json.loads` would be given (the whole line).
 */
export function skipPyJsonValue(text: string, pos: number, end = text.length, mode: PyJsonSkipMode = 'exact'): PyJsonSkipResult {
  try {
    return skip(text, skipJsonSpace(text, pos, end), end, mode === 'exact' ? skipJsonString : skipJsonStringEnd);
  } catch (e) {
    return toParseError(e);
  }
}

function skip(text: string, pos: number, end: number, skipString: (text: string, quote: number, end: number) => number): number {
  const open: number[] = [];
  let expectKey = false;
  for (;;) {
    if (expectKey) {
      if (pos >= end || text.charCodeAt(pos) !== 0x22) {
        throw new ParseFailure('Expecting property name enclosed in double quotes', pos);
      }
      pos = skipJsonSpace(text, skipString(text, pos, end), end);
      if (pos >= end || text.charCodeAt(pos) !== 0x3a) throw new ParseFailure("Expecting ':' delimiter", pos);
      pos = skipJsonSpace(text, pos + 1, end);
      expectKey = false;
    }
    // A value starts exactly at `pos`.
    if (pos >= end) throw new ParseFailure('Expecting value', pos);
    const c = text.charCodeAt(pos);
    if (c === 0x22) {
      pos = skipString(text, pos, end);
    } else if (c === 0x5b || c === 0x7b) {
      const isObject = c === 0x7b;
      if (open.length + 1 > MAX_JSON_DEPTH) throw depthFailure(isObject ? 'object' : 'array', pos);
      pos = skipJsonSpace(text, pos + 1, end);
      if (pos < end && text.charCodeAt(pos) === (isObject ? 0x7d : 0x5d)) {
        pos++;
      } else {
        open.push(isObject ? IN_OBJECT : IN_ARRAY);
        expectKey = isObject;
        continue;
      }
    } else {
      pos = skipScalar(text, pos, end);
    }
    // A value ended at `pos`: close every container that ends here, then expect the next item.
    for (;;) {
      if (open.length === 0) return pos;
      pos = skipJsonSpace(text, pos, end);
      const inObject = open[open.length - 1] === IN_OBJECT;
      const ch = pos < end ? text.charCodeAt(pos) : -1;
      if (ch === (inObject ? 0x7d : 0x5d)) {
        open.pop();
        pos++;
        continue;
      }
      if (ch !== 0x2c) throw new ParseFailure("Expecting ',' delimiter", pos);
      pos = skipJsonSpace(text, pos + 1, end);
      expectKey = inObject;
      break;
    }
  }
}

function skipScalar(text: string, pos: number, end: number): number {
  switch (text.charCodeAt(pos)) {
    case 0x6e:
      if (startsWithAt(text, pos, end, 'null')) return pos + 4;
      break;
    case 0x74:
      if (startsWithAt(text, pos, end, 'true')) return pos + 4;
      break;
    case 0x66:
      if (startsWithAt(text, pos, end, 'false')) return pos + 5;
      break;
    case 0x4e:
      if (startsWithAt(text, pos, end, 'NaN')) return pos + 3;
      break;
    case 0x49:
      if (startsWithAt(text, pos, end, 'Infinity')) return pos + 8;
      break;
    case 0x2d:
      if (startsWithAt(text, pos, end, '-Infinity')) return pos + 9;
      break;
  }
  const m = matchJsonNumber(text, pos, end);
  if (m === -1) throw new ParseFailure('Expecting value', pos);
  if (!m.isFloat && m.end - pos > 4300) checkIntDigits(text, pos, m.end);
  return m.end;
}
