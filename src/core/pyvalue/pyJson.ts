// Python 3.11 `json.loads` on a span of a text, giving Python's values (int vs float, NaN, ordered
// keys) with each node's offsets in the whole text, so a caller that parses one value of a long
// line gets offsets in that line. Errors carry Python's message (`Expecting ',' delimiter`) and offset.

import type { PyParseResult, PyValue } from './types';
import { ParseFailure, toParseError } from './parseFailure';
import {
  MAX_JSON_DEPTH,
  checkIntDigits,
  depthFailure,
  matchJsonNumber,
  readJsonString,
  skipJsonSpace,
  startsWithAt,
} from './jsonLexer';

export { skipPyJsonValue, type PyJsonSkipMode, type PyJsonSkipResult } from './pyJsonSkip';
export { skipJsonSpace } from './jsonLexer';

export function parsePyJson(text: string, start = 0, end = text.length): PyParseResult {
  try {
    if (start < end && text.charCodeAt(start) === 0xfeff) {
      throw new ParseFailure('Unexpected UTF-8 BOM (decode using utf-8-sig)', start);
    }
    const reader = new JsonReader(text, end);
    const value = reader.value(skipJsonSpace(text, start, end), 0);
    const after = skipJsonSpace(text, value.end, end);
    if (after !== end) throw new ParseFailure('Extra data', after);
    return { ok: true, value };
  } catch (e) {
    return toParseError(e);
  }
}

class JsonReader {
  constructor(
    private readonly text: string,
    private readonly end: number,
  ) {}

  /** Python's `scan_once`: a value must start exactly at `pos`. */
  value(pos: number, depth: number): PyValue {
    const { text, end } = this;
    if (pos >= end) throw new ParseFailure('Expecting value', pos);
    switch (text.charCodeAt(pos)) {
      case 0x22: {
        const s = readJsonString(text, pos, end);
        return { kind: 'str', value: s.value, start: pos, end: s.end };
      }
      case 0x7b:
        return this.object(pos, depth + 1);
      case 0x5b:
        return this.array(pos, depth + 1);
      case 0x6e:
        if (startsWithAt(text, pos, end, 'null')) return { kind: 'none', start: pos, end: pos + 4 };
        break;
      case 0x74:
        if (startsWithAt(text, pos, end, 'true')) return { kind: 'bool', value: true, start: pos, end: pos + 4 };
        break;
      case 0x66:
        if (startsWithAt(text, pos, end, 'false')) return { kind: 'bool', value: false, start: pos, end: pos + 5 };
        break;
      case 0x4e:
        if (startsWithAt(text, pos, end, 'NaN')) return { kind: 'float', value: NaN, start: pos, end: pos + 3 };
        break;
      case 0x49:
        if (startsWithAt(text, pos, end, 'Infinity')) return { kind: 'float', value: Infinity, start: pos, end: pos + 8 };
        break;
      case 0x2d:
        if (startsWithAt(text, pos, end, '-Infinity')) return { kind: 'float', value: -Infinity, start: pos, end: pos + 9 };
        break;
    }
    return this.number(pos);
  }

  private number(pos: number): PyValue {
    const { text, end } = this;
    const m = matchJsonNumber(text, pos, end);
    if (m === -1) throw new ParseFailure('Expecting value', pos);
    const literal = text.slice(pos, m.end);
    if (m.isFloat) return { kind: 'float', value: Number(literal), start: pos, end: m.end };
    checkIntDigits(text, pos, m.end);
    return { kind: 'int', value: BigInt(literal), start: pos, end: m.end };
  }

  private array(open: number, depth: number): PyValue {
    if (depth > MAX_JSON_DEPTH) throw depthFailure('array', open);
    const { text, end } = this;
    const items: PyValue[] = [];
    let pos = skipJsonSpace(text, open + 1, end);
    if (pos < end && text.charCodeAt(pos) === 0x5d) return { kind: 'list', items, start: open, end: pos + 1 };
    while (pos < end) {
      const item = this.value(pos, depth);
      items.push(item);
      pos = skipJsonSpace(text, item.end, end);
      if (pos < end && text.charCodeAt(pos) === 0x5d) return { kind: 'list', items, start: open, end: pos + 1 };
      if (pos >= end || text.charCodeAt(pos) !== 0x2c) throw new ParseFailure("Expecting ',' delimiter", pos);
      pos = skipJsonSpace(text, pos + 1, end);
    }
    throw new ParseFailure('Expecting value', pos);
  }

  private object(open: number, depth: number): PyValue {
    if (depth > MAX_JSON_DEPTH) throw depthFailure('object', open);
    const { text, end } = this;
    const entries: Array<[PyValue, PyValue]> = [];
    // A repeated key keeps its first place and takes the last value, as a Python dict does.
    const seen = new Map<string, number>();
    let pos = skipJsonSpace(text, open + 1, end);
    if (pos < end && text.charCodeAt(pos) === 0x7d) return { kind: 'dict', entries, start: open, end: pos + 1 };
    while (pos < end) {
      if (text.charCodeAt(pos) !== 0x22) break;
      const k = readJsonString(text, pos, end);
      const key: PyValue = { kind: 'str', value: k.value, start: pos, end: k.end };
      pos = skipJsonSpace(text, k.end, end);
      if (pos >= end || text.charCodeAt(pos) !== 0x3a) throw new ParseFailure("Expecting ':' delimiter", pos);
      const value = this.value(skipJsonSpace(text, pos + 1, end), depth);
      const earlier = seen.get(k.value);
      if (earlier === undefined) {
        seen.set(k.value, entries.length);
        entries.push([key, value]);
      } else {
        entries[earlier]![1] = value;
      }
      pos = skipJsonSpace(text, value.end, end);
      if (pos < end && text.charCodeAt(pos) === 0x7d) return { kind: 'dict', entries, start: open, end: pos + 1 };
      if (pos >= end || text.charCodeAt(pos) !== 0x2c) throw new ParseFailure("Expecting ',' delimiter", pos);
      pos = skipJsonSpace(text, pos + 1, end);
    }
    throw new ParseFailure('Expecting property name enclosed in double quotes', pos);
  }
}
