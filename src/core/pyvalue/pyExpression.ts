// Python 3.11's expression grammar (eval mode) over our tokens, building a small syntax tree. Only
// literals become values later; everything else (names, calls, operators, comprehensions...) is
// still parsed, because Python checks the syntax of the whole text before `literal_eval` looks at
// any node, and that order decides which error the reference sees. This file holds the operator
// levels, loosest first; atoms and displays are in pyDisplays, calls and lambdas in pyCallSyntax.

import { CallParser } from './pyCallSyntax';
import { BRACKET_COST, KEYWORDS, type PyNode } from './pySyntaxTree';
import { tokenizePython, type PyToken } from './pyTokens';

export type { PyNode } from './pySyntaxTree';

const CONSTANT_NAMES = new Set(['True', 'False', 'None']);
const AFTER_LONE_ATOM = new Set([',', ':', ')', ']', '}']);
const COMPARISON = new Set(['==', '!=', '<', '<=', '>', '>=']);
const BINARY_LEVELS: string[][] = [['|'], ['^'], ['&'], ['<<', '>>'], ['+', '-'], ['*', '/', '//', '%', '@']];

/** Parses the tokens of `text` (the f-strings in it are checked against `text`). */
export function parseExpression(text: string, tokens: PyToken[]): PyNode {
  return new ExpressionParser(text, tokens).evalInput();
}

class ExpressionParser extends CallParser {
  evalInput(): PyNode {
    const node = this.expressions();
    while (this.tok.type === 'newline') this.i++;
    if (this.tok.type !== 'end') this.syntaxError();
    return node;
  }

  protected compileNested(source: string): void {
    parseExpression(source, tokenizePython(source, 0));
  }

  /** Can the current token begin an expression (used after a trailing comma)? */
  protected startsExpression(): boolean {
    const tok = this.tok;
    if (tok.type === 'number' || tok.type === 'string') return true;
    if (tok.type === 'name') return !KEYWORDS.has(tok.text) || ['True', 'False', 'None', 'not', 'lambda', 'await'].includes(tok.text);
    return tok.type === 'op' && ['(', '[', '{', '-', '+', '~', '...', '*'].includes(tok.text);
  }

  // expressions: expression (',' expression)* [',']  (a tuple when there is a comma)
  protected expressions(): PyNode {
    const start = this.tok.start;
    const first = this.expression();
    if (!this.isOp(',')) return first;
    const elts = [first];
    while (this.isOp(',')) {
      this.take();
      if (!this.startsExpression() || this.isOp('*')) break;
      elts.push(this.expression());
    }
    return this.node('tuple', start, this.tokens[this.i - 1]!.end, elts, { elts });
  }

  protected expression(): PyNode {
    // Most items of a literal are a lone atom before `,` `:` or a closing bracket: the full descent
    // through every precedence level would end in the same node.
    const tok = this.tok;
    const next = this.peek();
    if (
      next?.type === 'op' &&
      AFTER_LONE_ATOM.has(next.text) &&
      (tok.type === 'number' || tok.type === 'string' || (tok.type === 'name' && (!KEYWORDS.has(tok.text) || CONSTANT_NAMES.has(tok.text))))
    ) {
      return this.atom();
    }
    const start = tok.start;
    if (this.isKeyword('lambda')) return this.lambda();
    const body = this.disjunction();
    if (!this.isKeyword('if')) return body;
    this.take();
    const test = this.disjunction();
    if (!this.isKeyword('else')) this.syntaxError();
    this.take();
    const orelse = this.expression();
    return this.other('IfExp', start, [body, test, orelse]);
  }

  protected disjunction(): PyNode {
    return this.boolean('or', () => this.conjunction());
  }

  protected conjunction(): PyNode {
    return this.boolean('and', () => this.inversion());
  }

  protected boolean(word: string, operand: () => PyNode): PyNode {
    const start = this.tok.start;
    const first = operand();
    if (!this.isKeyword(word)) return first;
    const values = [first];
    while (this.isKeyword(word)) {
      this.take();
      values.push(operand());
    }
    return this.other('BoolOp', start, values);
  }

  // Prefix operators are collected in a loop, not by recursion: a chain can be thousands long.
  protected inversion(): PyNode {
    const nots: PyToken[] = [];
    while (this.isKeyword('not')) {
      nots.push(this.take());
      this.enter(1);
    }
    return this.applyPrefix(nots, this.comparison());
  }

  protected applyPrefix(ops: PyToken[], operand: PyNode): PyNode {
    let node = operand;
    for (let k = ops.length - 1; k >= 0; k--) {
      const tok = ops[k] as PyToken & { text: string };
      node = this.node('unary', tok.start, node.end, [node], { op: tok.text, operand: node });
    }
    this.leave(ops.length);
    return node;
  }

  protected comparison(): PyNode {
    const start = this.tok.start;
    const first = this.binary(0);
    const comparators = [first];
    for (;;) {
      const tok = this.tok;
      if (tok.type === 'op' && COMPARISON.has(tok.text)) this.take();
      else if (this.isKeyword('in')) this.take();
      else if (this.isKeyword('not') && this.isKeyword('in', this.peek())) this.i += 2;
      else if (this.isKeyword('is')) {
        this.take();
        if (this.isKeyword('not')) this.take();
      } else break;
      comparators.push(this.binary(0));
    }
    return comparators.length === 1 ? first : this.other('Compare', start, comparators);
  }

  // The left-associative binary operators, loosest first; their chains nest to the left, as in Python's tree.
  protected binary(level: number): PyNode {
    if (level === BINARY_LEVELS.length) return this.factor();
    const ops = BINARY_LEVELS[level]!;
    let left = this.binary(level + 1);
    while (this.tok.type === 'op' && ops.includes(this.tok.text)) {
      const op = (this.take() as { text: string }).text;
      const right = this.binary(level + 1);
      left = this.node('binop', left.start, right.end, [left, right], { op, left, right });
    }
    return left;
  }

  protected factor(): PyNode {
    const ops: PyToken[] = [];
    while (this.isOp('+') || this.isOp('-') || this.isOp('~')) {
      ops.push(this.take());
      this.enter(1);
    }
    return this.applyPrefix(ops, this.power());
  }

  protected power(): PyNode {
    const start = this.tok.start;
    let base: PyNode;
    if (this.isKeyword('await')) {
      this.take();
      const value = this.primary();
      base = this.other('Await', start, [value]);
    } else base = this.primary();
    if (!this.isOp('**')) return base;
    this.take();
    const exponent = this.factor();
    return this.node('binop', base.start, exponent.end, [base, exponent], { op: '**', left: base, right: exponent });
  }

  protected primary(): PyNode {
    let node = this.atom();
    for (;;) {
      if (this.isOp('.')) {
        this.take();
        if (this.tok.type !== 'name' || KEYWORDS.has(this.tok.text)) this.syntaxError();
        this.take();
        node = this.other('Attribute', node.start, [node]);
      } else if (this.isOp('(')) {
        node = this.call(node);
      } else if (this.isOp('[')) {
        this.take();
        this.enter(BRACKET_COST.list);
        const slices = this.slices();
        this.leave(BRACKET_COST.list);
        this.expectOp(']');
        node = this.other('Subscript', node.start, [node, slices]);
      } else return node;
    }
  }

  protected namedExpression(): PyNode {
    if (this.tok.type === 'name' && this.isOp(':=', this.peek())) {
      const start = this.tok.start;
      if (KEYWORDS.has(this.tok.text)) this.syntaxError();
      this.i += 2;
      const value = this.expression();
      return this.other('NamedExpr', start, [value]);
    }
    return this.expression();
  }

  protected starNamedExpression(): PyNode {
    if (!this.isOp('*')) return this.namedExpression();
    const start = this.take().start;
    return this.other('Starred', start, [this.binary(0)]);
  }
}
