// The syntax tree our Python expression parser builds, and the cursor over tokens that every part of
// the grammar reads with. The parser is split by grammar area: this cursor, displays and strings
// (pyDisplays), calls, subscripts and lambdas (pyCallSyntax), and operators (pyExpression).

import type { PyValue } from './types';
import { ParseFailure } from './parseFailure';
import type { PyToken } from './pyTokens';

export type PyNode = { start: number; end: number; depth: number } & (
  | { t: 'constant'; value: PyValue }
  | { t: 'tuple' | 'list' | 'set'; elts: PyNode[] }
  /** A `null` key is a `**mapping` entry. */
  | { t: 'dict'; keys: Array<PyNode | null>; values: PyNode[] }
  | { t: 'unary'; op: string; operand: PyNode }
  | { t: 'binop'; op: string; left: PyNode; right: PyNode }
  | { t: 'call'; func: PyNode; argCount: number }
  | { t: 'name'; id: string }
  /** Any other expression; `what` is its Python AST class (Attribute, Compare, ListComp, ...). */
  | { t: 'other'; what: string; children: PyNode[] }
);

export const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
);

/**
 * Python's parser has a fixed stack (6000); the cost per construct below was measured on CPython
 * 3.11 (`-` chains nested in brackets), so absurdly deep input fails with MemoryError as it does there.
 */
const PARSER_STACK = 6000;
const PARSER_BASE_COST = 25;
export const BRACKET_COST = { list: 29, tuple: 28, dict: 30, call: 24 } as const;

export abstract class TokenCursor {
  protected i = 0;
  protected stackCost = PARSER_BASE_COST;

  constructor(
    protected readonly text: string,
    protected readonly tokens: PyToken[],
  ) {}

  protected get tok(): PyToken {
    return this.tokens[this.i]!;
  }

  protected peek(offset = 1): PyToken | undefined {
    return this.tokens[this.i + offset];
  }

  protected isOp(text: string, tok: PyToken | undefined = this.tok): boolean {
    return tok !== undefined && tok.type === 'op' && tok.text === text;
  }

  protected isKeyword(word: string, tok: PyToken | undefined = this.tok): boolean {
    return tok !== undefined && tok.type === 'name' && tok.text === word;
  }

  protected take(): PyToken {
    return this.tokens[this.i++]!;
  }

  protected expectOp(text: string): PyToken {
    if (!this.isOp(text)) this.syntaxError();
    return this.take();
  }

  protected syntaxError(): never {
    throw new ParseFailure('invalid syntax', this.tok.start);
  }

  protected fail(message: string, at: number): never {
    throw new ParseFailure(message, at);
  }

  protected enter(cost: number): void {
    this.stackCost += cost;
    if (this.stackCost > PARSER_STACK) {
      throw new ParseFailure('the parser ran out of stack (too deeply nested expression)', this.tok.start, 'MemoryError');
    }
  }

  protected leave(cost: number): void {
    this.stackCost -= cost;
  }

  // Builds a node on the object holding its own fields (one allocation, one shape per call site).
  protected node<T extends PyNode['t']>(t: T, start: number, end: number, children: Array<PyNode | null>, fields: object): PyNode {
    let depth = 0;
    for (const c of children) if (c && c.depth > depth) depth = c.depth;
    const node = fields as PyNode;
    node.t = t;
    node.start = start;
    node.end = end;
    node.depth = depth + 1;
    return node;
  }

  protected other(what: string, start: number, children: Array<PyNode | null>): PyNode {
    const kept = children.filter((c): c is PyNode => c !== null);
    return this.node('other', start, this.tokens[this.i - 1]!.end, kept, { what, children: kept });
  }
}
