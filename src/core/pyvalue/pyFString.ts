// An f-string is never a literal (literal_eval raises ValueError on it), but Python first checks its
// syntax while parsing, and a bad f-string is a SyntaxError. Which of the two the reference meets can
// decide whether a later unhashable key crashes it, so we check f-strings the way Python 3.11's
// f-string parser does (Parser/string_parser.c): text parts, `{expression!conversion:spec}` fields.

import { ParseFailure } from './parseFailure';
import { decodeStringBody } from './pyStringLiteral';

/** Parses `source` as a Python expression, throwing ParseFailure if it is not one. */
export type CompileExpression = (source: string) => void;

export function checkFString(text: string, start: number, end: number, raw: boolean, compile: CompileExpression): void {
  new FStringChecker(text, end, raw, compile).literalAndFields(start, 0);
}

const MAX_FIELD_NESTING = 2;

class FStringChecker {
  constructor(
    private readonly text: string,
    private readonly end: number,
    private readonly raw: boolean,
    private readonly compile: CompileExpression,
  ) {}

  private fail(message: string, at: number): never {
    throw new ParseFailure(`f-string: ${message}`, at);
  }

  /** Text with fields, up to the end or (inside a format spec) the `}` that closes it; returns where it stopped. */
  literalAndFields(pos: number, level: number): number {
    const { text, end } = this;
    let segment = pos;
    while (pos < end) {
      let ch = text[pos++];
      if (!this.raw && ch === '\\' && pos < end) {
        ch = text[pos++];
        if (ch === 'N') {
          if (pos < end && text[pos++] === '{') while (pos < end && text[pos++] !== '}');
          continue;
        }
      }
      if (ch !== '{' && ch !== '}') continue;
      if (level === 0) {
        if (text[pos] === ch && pos < end) {
          pos++;
          continue;
        }
        if (ch === '}') this.fail("single '}' is not allowed", pos - 1);
      }
      this.checkText(segment, pos - 1);
      if (ch === '}') return pos - 1;
      pos = this.field(pos, level);
      segment = pos;
    }
    this.checkText(segment, end);
    return end;
  }

  private checkText(start: number, end: number): void {
    if (!this.raw) decodeStringBody(this.text, start, end, { raw: false, bytes: false, namedEscapes: 'skip' });
  }

  /** The field whose `{` is just before `pos`; returns the offset after its `}`. */
  private field(pos: number, level: number): number {
    const { text, end } = this;
    if (level >= MAX_FIELD_NESTING) this.fail('expressions nested too deeply', pos);
    const exprStart = pos;
    const open: string[] = [];
    let quote = '';
    for (; pos < end; pos++) {
      const ch = text[pos]!;
      if (ch === '\\') throw new ParseFailure('f-string expression part cannot include a backslash', pos);
      if (quote) {
        if (text.startsWith(quote, pos)) {
          pos += quote.length - 1;
          quote = '';
        }
        continue;
      }
      if (ch === "'" || ch === '"') {
        quote = text.startsWith(ch.repeat(3), pos) ? ch.repeat(3) : ch;
        pos += quote.length - 1;
      } else if (ch === '(' || ch === '[' || ch === '{') {
        open.push(ch);
      } else if (ch === '#') {
        throw new ParseFailure("f-string expression part cannot include '#'", pos);
      } else if (open.length === 0 && '!:}=<>'.includes(ch)) {
        // `!=`, `==`, `<=`, `>=`, `<` and `>` are operators inside the expression, not its end.
        if (text[pos + 1] === '=' && pos + 1 < end && ch !== ':' && ch !== '}') pos++;
        else if (ch !== '<' && ch !== '>') break;
      } else if (ch === ')' || ch === ']' || ch === '}') {
        const opener = open.pop();
        if (!opener) this.fail(`unmatched '${ch}'`, pos);
        if ({ '(': ')', '[': ']', '{': '}' }[opener] !== ch) {
          this.fail(`closing parenthesis '${ch}' does not match opening parenthesis '${opener}'`, pos);
        }
      }
    }
    if (quote) this.fail('unterminated string', exprStart);
    if (pos >= end || open.length > 0) this.fail("expecting '}'", pos);
    const expression = text.slice(exprStart, pos);
    if (/^[ \t\n\r\f\v]*$/.test(expression)) this.fail('empty expression not allowed', exprStart);
    try {
      this.compile(`(${expression})`);
    } catch (e) {
      if (e instanceof ParseFailure && e.pythonError === 'SyntaxError') this.fail(e.message, exprStart);
      throw e;
    }
    if (text[pos] === '=') pos++;
    if (text[pos] === '!' && pos < end) {
      const conversion = text[pos + 1];
      if (pos + 1 >= end) this.fail("expecting '}'", pos);
      if (conversion !== 's' && conversion !== 'r' && conversion !== 'a') {
        this.fail("invalid conversion character: expected 's', 'r', or 'a'", pos + 1);
      }
      pos += 2;
    }
    if (pos < end && text[pos] === ':') pos = this.literalAndFields(pos + 1, level + 1);
    if (pos >= end || text[pos] !== '}') this.fail("expecting '}'", pos);
    return pos + 1;
  }
}
