// Python 3.11's tokenizer rules for number literals (Parser/tokenizer.c): underscores only between
// digits, no leading zeros in non-zero decimal ints, `0x/0o/0b` ints, floats, imaginary `j`, and no
// letter straight after a number (except the keywords that may follow one, which it only warns about).

import { ParseFailure } from './parseFailure';

export type PyNumber =
  | { kind: 'int'; value: bigint }
  | { kind: 'float'; value: number }
  | { kind: 'imaginary'; value: number };

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHexDigit = (c: string | undefined): boolean => c !== undefined && /[0-9a-fA-F]/.test(c);
// Python's tokenizer counts every non-ASCII character as a possible identifier character here.
const isIdentifierChar = (c: string | undefined): boolean => c !== undefined && (/[A-Za-z0-9_]/.test(c) || c >= '\x80');

/** Scans the number starting at `start` (a digit, or a `.` before a digit). */
export function scanPyNumber(text: string, start: number): { end: number; value: PyNumber } {
  let pos = start;
  const fail = (message: string): never => {
    throw new ParseFailure(message, start);
  };
  // Digits with single underscores between them; returns the offset after them.
  const digitsTail = (from: number, kind = 'decimal'): number => {
    let p = from;
    for (;;) {
      while (isDigit(text[p])) p++;
      if (text[p] !== '_') return p;
      if (!isDigit(text[p + 1])) fail(`invalid ${kind} literal`);
      p++;
    }
  };
  const finish = (end: number, kind: string, value: PyNumber) => {
    checkEnd(text, end, kind, fail);
    return { end, value };
  };

  if (text[pos] === '0' && /[xXoObB]/.test(text[pos + 1] ?? '')) {
    const radix = text[pos + 1]!.toLowerCase();
    const kind = radix === 'x' ? 'hexadecimal' : radix === 'o' ? 'octal' : 'binary';
    const ok = radix === 'x' ? isHexDigit : radix === 'o' ? (c?: string) => c !== undefined && c >= '0' && c <= '7' : (c?: string) => c === '0' || c === '1';
    pos += 2;
    do {
      if (text[pos] === '_') pos++;
      if (!ok(text[pos])) {
        if (isDigit(text[pos])) fail(`invalid digit '${text[pos]}' in ${kind} literal`);
        fail(`invalid ${kind} literal`);
      }
      while (ok(text[pos])) pos++;
    } while (text[pos] === '_');
    if (isDigit(text[pos])) fail(`invalid digit '${text[pos]}' in ${kind} literal`);
    return finish(pos, kind, { kind: 'int', value: BigInt(`0${radix}${text.slice(start + 2, pos).replace(/_/g, '')}`) });
  }

  let isFloat = false;
  if (text[pos] !== '.') pos = digitsTail(pos);
  if (text[pos] === '.') {
    isFloat = true;
    pos++;
    if (isDigit(text[pos])) pos = digitsTail(pos);
  }
  if (text[pos] === 'e' || text[pos] === 'E') {
    let p = pos + 1;
    if (text[p] === '+' || text[p] === '-') {
      p++;
      if (!isDigit(text[p])) fail('invalid decimal literal');
    }
    if (isDigit(text[p])) {
      isFloat = true;
      pos = digitsTail(p);
    } else {
      // `1else`: the number ends before the `e`; anything else glued on is an error.
      checkEnd(text, pos, 'decimal', fail);
      return integerOrFloat(text, start, pos, isFloat, fail);
    }
  }
  const literal = text.slice(start, pos).replace(/_/g, '');
  if (text[pos] === 'j' || text[pos] === 'J') {
    return finish(pos + 1, 'imaginary', { kind: 'imaginary', value: Number(literal) });
  }
  checkEnd(text, pos, 'decimal', fail);
  return integerOrFloat(text, start, pos, isFloat, fail);
}

function integerOrFloat(text: string, start: number, end: number, isFloat: boolean, fail: (m: string) => never) {
  const literal = text.slice(start, end).replace(/_/g, '');
  if (isFloat) return { end, value: { kind: 'float' as const, value: Number(literal) } };
  if (/^0+[1-9]/.test(literal)) {
    fail('leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers');
  }
  if (literal.length > 4300) {
    fail(`Exceeds the limit (4300 digits) for integer string conversion: value has ${literal.length} digits`);
  }
  return { end, value: { kind: 'int' as const, value: BigInt(literal) } };
}

// Keywords that may follow a number with no space (`1if x else y`): Python only warns there.
const KEYWORD_AFTER_NUMBER = /^(?:and|else|for|i[fns]|or|not)/;

function checkEnd(text: string, end: number, kind: string, fail: (m: string) => never): void {
  if (!isIdentifierChar(text[end])) return;
  if (KEYWORD_AFTER_NUMBER.test(text.slice(end, end + 4))) return;
  fail(`invalid ${kind} literal`);
}
