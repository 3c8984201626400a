// Python 3.11's tokenizer, for the source that `ast.literal_eval` compiles: numbers, strings with
// prefixes, names, operators, comments, line continuations, and the bracket rules (newlines inside
// brackets are ignored, at most 200 open brackets, brackets must match). Source newlines may be
// `\n`, `\r\n` or `\r`, as Python translates them all.

import { ParseFailure } from './parseFailure';
import { scanPyNumber, type PyNumber } from './pyNumberLiteral';
import { decodeStringBody } from './pyStringLiteral';

export type PyToken = { start: number; end: number } & (
  | { type: 'number'; value: PyNumber }
  | { type: 'string'; value: string | Uint8Array; fString: boolean; raw: boolean; bodyStart: number; bodyEnd: number }
  | { type: 'name'; text: string }
  | { type: 'op'; text: string }
  | { type: 'newline' }
  | { type: 'end' }
);

/** Python's limit on open brackets (MAXLEVEL in the tokenizer). */
export const MAX_BRACKET_DEPTH = 200;

const OPERATORS = [
  '**=', '...', '//=', '<<=', '>>=',
  '!=', '%=', '&=', '**', '*=', '+=', '-=', '->', '//', '/=', ':=', '<<', '<=', '<>', '==', '>=', '>>', '@=', '^=', '|=',
  '%', '&', '(', ')', '*', '+', ',', '-', '.', '/', ':', ';', '<', '=', '>', '@', '[', ']', '^', '{', '|', '}', '~',
];
// The operators by first character, longest first, so finding one costs a lookup and a few compares.
const OPERATORS_BY_FIRST = new Map<string, string[]>();
for (const op of OPERATORS) OPERATORS_BY_FIRST.set(op[0]!, [...(OPERATORS_BY_FIRST.get(op[0]!) ?? []), op]);

function operatorAt(text: string, pos: number): string | undefined {
  return OPERATORS_BY_FIRST.get(text[pos]!)?.find((op) => op.length === 1 || text.startsWith(op, pos));
}

const isAsciiNameChar = (code: number): boolean =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f;

function isNameStart(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return isAsciiNameChar(code) && !(code >= 0x30 && code <= 0x39);
  return NAME_START.test(ch);
}
const CLOSING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const STRING_PREFIX = /^(?:[rR]?[bBfF]?|[bBfF][rR]|[uU])$/;
const NAME_START = /[A-Za-z_\p{ID_Start}]/u;
const NAME_CONTINUE = /[A-Za-z0-9_\p{ID_Continue}]/u;
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

export function tokenizePython(text: string, start: number): PyToken[] {
  const nul = text.indexOf('\0', start);
  if (nul >= 0) throw new ParseFailure('source code string cannot contain null bytes', nul);
  const tokens: PyToken[] = [];
  const open: Array<{ char: string; at: number }> = [];
  let pos = start;
  let atLineStart = true;
  let lineHasTokens = false;
  const push = (token: PyToken) => {
    tokens.push(token);
    lineHasTokens = true;
  };

  for (;;) {
    if (atLineStart && open.length === 0) {
      pos = checkIndentation(text, pos);
      atLineStart = false;
    }
    while (text[pos] === ' ' || text[pos] === '\t' || text[pos] === '\f') pos++;
    const c = text[pos];
    if (c === '#') {
      while (pos < text.length && text[pos] !== '\n' && text[pos] !== '\r') pos++;
      continue;
    }
    if (c === undefined) {
      const unclosed = open[open.length - 1];
      if (unclosed) throw new ParseFailure(`'${unclosed.char}' was never closed`, unclosed.at);
      if (lineHasTokens) tokens.push({ type: 'newline', start: pos, end: pos });
      tokens.push({ type: 'end', start: pos, end: pos });
      return tokens;
    }
    if (c === '\n' || c === '\r') {
      const next = c === '\r' && text[pos + 1] === '\n' ? pos + 2 : pos + 1;
      if (open.length === 0) {
        if (lineHasTokens) tokens.push({ type: 'newline', start: pos, end: next });
        lineHasTokens = false;
        atLineStart = true;
      }
      pos = next;
      continue;
    }
    if (c === '\\') {
      const after = text[pos + 1];
      if (after === undefined) throw new ParseFailure('unexpected EOF while parsing', pos);
      if (after !== '\n' && after !== '\r') throw new ParseFailure('unexpected character after line continuation character', pos);
      pos += after === '\r' && text[pos + 2] === '\n' ? 3 : 2;
      if (pos >= text.length) throw new ParseFailure('unexpected EOF while parsing', pos);
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(text[pos + 1]))) {
      const n = scanPyNumber(text, pos);
      push({ type: 'number', value: n.value, start: pos, end: n.end });
      pos = n.end;
      continue;
    }
    if (c === '"' || c === "'") {
      pos = scanString(text, pos, pos, '', push);
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(pos)!);
    if (isNameStart(ch)) {
      let end = pos + ch.length;
      while (end < text.length) {
        const code = text.charCodeAt(end);
        if (code < 0x80) {
          if (!isAsciiNameChar(code)) break;
          end++;
          continue;
        }
        const nch = String.fromCodePoint(text.codePointAt(end)!);
        if (!NAME_CONTINUE.test(nch)) break;
        end += nch.length;
      }
      const word = text.slice(pos, end);
      if ((text[end] === '"' || text[end] === "'") && STRING_PREFIX.test(word)) {
        pos = scanString(text, pos, end, word.toLowerCase(), push);
      } else {
        push({ type: 'name', text: /^[\x00-\x7f]*$/.test(word) ? word : word.normalize('NFKC'), start: pos, end });
        pos = end;
      }
      continue;
    }
    const op = operatorAt(text, pos);
    if (op === undefined) throw invalidCharacter(ch, pos);
    if (op === '(' || op === '[' || op === '{') {
      if (open.length >= MAX_BRACKET_DEPTH) throw new ParseFailure('too many nested parentheses', pos);
      open.push({ char: op, at: pos });
    } else if (op in CLOSING) {
      const last = open.pop();
      if (!last) throw new ParseFailure(`unmatched '${op}'`, pos);
      if (last.char !== CLOSING[op]) {
        throw new ParseFailure(`closing parenthesis '${op}' does not match opening parenthesis '${last.char}'`, pos);
      }
    }
    push({ type: 'op', text: op, start: pos, end: pos + op.length });
    pos += op.length;
  }
}

/** A line that holds tokens must not be indented: an expression has no block to indent into. */
function checkIndentation(text: string, pos: number): number {
  let column = 0;
  let p = pos;
  for (;; p++) {
    const c = text[p];
    if (c === ' ') column++;
    else if (c === '\t') column = (Math.floor(column / 8) + 1) * 8;
    else if (c === '\f') column = 0;
    else break;
  }
  const c = text[p];
  const blank = c === undefined || c === '#' || c === '\n' || c === '\r';
  if (column > 0 && !blank) throw new ParseFailure('unexpected indent', p);
  return p;
}

function invalidCharacter(ch: string, pos: number): ParseFailure {
  const code = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  const printable = !/[\p{C}\p{Z}]/u.test(ch);
  return new ParseFailure(printable ? `invalid character '${ch}' (U+${code})` : `invalid non-printable character U+${code}`, pos);
}

/** Scans a string literal whose prefix starts at `start` and whose quote is at `quoteAt`; returns its end. */
function scanString(text: string, start: number, quoteAt: number, prefix: string, push: (t: PyToken) => void): number {
  const quote = text[quoteAt]!;
  const triple = text[quoteAt + 1] === quote && text[quoteAt + 2] === quote;
  const bodyStart = quoteAt + (triple ? 3 : 1);
  let pos = bodyStart;
  for (;;) {
    const c = text[pos];
    if (c === undefined || (!triple && (c === '\n' || c === '\r'))) {
      throw new ParseFailure(triple ? 'unterminated triple-quoted string literal' : 'unterminated string literal', start);
    }
    if (c === '\\') {
      if (pos + 1 >= text.length) throw new ParseFailure(triple ? 'unterminated triple-quoted string literal' : 'unterminated string literal', start);
      pos += text[pos + 1] === '\r' && text[pos + 2] === '\n' ? 3 : 2;
      continue;
    }
    if (c === quote && (!triple || (text[pos + 1] === quote && text[pos + 2] === quote))) break;
    pos++;
  }
  const end = pos + (triple ? 3 : 1);
  const fString = prefix.includes('f');
  const raw = prefix.includes('r');
  // An f-string's body is checked by the parser, which knows how to parse its expressions.
  const value = fString ? '' : decodeStringBody(text, bodyStart, pos, { raw, bytes: prefix.includes('b') });
  push({ type: 'string', value, fString, raw, bodyStart, bodyEnd: pos, start, end });
  return end;
}
