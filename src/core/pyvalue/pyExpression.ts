// Python 3.11's expression grammar (eval mode) over our tokens, building a small syntax tree. Only
// literals become values later; everything else (names, calls, operators, comprehensions...) is
// still parsed, because Python checks the syntax of the whole text before `literal_eval` looks at
// any node, and that order decides which error the reference sees.

import type { PyValue } from './types';
import { ParseFailure } from './parseFailure';
import { checkFString } from './pyFString';
import { tokenizePython, type PyToken } from './pyTokens';

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

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
);
const CONSTANT_NAMES = new Set(['True', 'False', 'None']);
const AFTER_LONE_ATOM = new Set([',', ':', ')', ']', '}']);
const COMPARISON = new Set(['==', '!=', '<', '<=', '>', '>=']);
const BINARY_LEVELS: string[][] = [['|'], ['^'], ['&'], ['<<', '>>'], ['+', '-'], ['*', '/', '//', '%', '@']];

/**
 * Python's parser has a fixed stack (6000); the cost per construct below was measured on CPython
 * 3.11 (`-` chains nested in brackets), so absurdly deep input fails with MemoryError as it does there.
 */
const PARSER_STACK = 6000;
const PARSER_BASE_COST = 25;
const BRACKET_COST = { list: 29, tuple: 28, dict: 30, call: 24 } as const;

/** Parses the tokens of `text` (the f-strings in it are checked against `text`). */
export function parseExpression(text: string, tokens: PyToken[]): PyNode {
  return new ExpressionParser(text, tokens).evalInput();
}

class ExpressionParser {
  private i = 0;
  private stackCost = PARSER_BASE_COST;

  constructor(
    private readonly text: string,
    private readonly tokens: PyToken[],
  ) {}

  evalInput(): PyNode {
    const node = this.expressions();
    while (this.tok.type === 'newline') this.i++;
    if (this.tok.type !== 'end') this.syntaxError();
    return node;
  }

  private get tok(): PyToken {
    return this.tokens[this.i]!;
  }

  private peek(offset = 1): PyToken | undefined {
    return this.tokens[this.i + offset];
  }

  private isOp(text: string, tok: PyToken | undefined = this.tok): boolean {
    return tok !== undefined && tok.type === 'op' && tok.text === text;
  }

  private isKeyword(word: string, tok: PyToken | undefined = this.tok): boolean {
    return tok !== undefined && tok.type === 'name' && tok.text === word;
  }

  private take(): PyToken {
    return this.tokens[this.i++]!;
  }

  private expectOp(text: string): PyToken {
    if (!this.isOp(text)) this.syntaxError();
    return this.take();
  }

  private syntaxError(): never {
    throw new ParseFailure('invalid syntax', this.tok.start);
  }

  private enter(cost: number): void {
    this.stackCost += cost;
    if (this.stackCost > PARSER_STACK) {
      throw new ParseFailure('the parser ran out of stack (too deeply nested expression)', this.tok.start, 'MemoryError');
    }
  }

  private leave(cost: number): void {
    this.stackCost -= cost;
  }

  // Builds a node on the object holding its own fields (one allocation, one shape per call site).
  private node<T extends PyNode['t']>(t: T, start: number, end: number, children: Array<PyNode | null>, fields: object): PyNode {
    let depth = 0;
    for (const c of children) if (c && c.depth > depth) depth = c.depth;
    const node = fields as PyNode;
    node.t = t;
    node.start = start;
    node.end = end;
    node.depth = depth + 1;
    return node;
  }

  private other(what: string, start: number, children: Array<PyNode | null>): PyNode {
    const kept = children.filter((c): c is PyNode => c !== null);
    return this.node('other', start, this.tokens[this.i - 1]!.end, kept, { what, children: kept });
  }

  private fail(message: string, at: number): never {
    throw new ParseFailure(message, at);
  }

  /** Can the current token begin an expression (used after a trailing comma)? */
  private startsExpression(): boolean {
    const tok = this.tok;
    if (tok.type === 'number' || tok.type === 'string') return true;
    if (tok.type === 'name') return !KEYWORDS.has(tok.text) || ['True', 'False', 'None', 'not', 'lambda', 'await'].includes(tok.text);
    return tok.type === 'op' && ['(', '[', '{', '-', '+', '~', '...', '*'].includes(tok.text);
  }

  // expressions: expression (',' expression)* [',']  (a tuple when there is a comma)
  private expressions(): PyNode {
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

  expression(): PyNode {
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

  private lambda(): PyNode {
    const start = this.take().start;
    const defaults = this.lambdaParameters();
    this.expectOp(':');
    const body = this.expression();
    const args = this.node('other', start, body.end, defaults, { what: 'arguments', children: defaults });
    return this.other('Lambda', start, [args, body]);
  }

  // Python's parameter rules: defaults once started continue up to `*`, one `/` after some
  // parameter, one `*` (a bare one needs a named parameter after it), and `**name` last.
  private lambdaParameters(): PyNode[] {
    const defaults: PyNode[] = [];
    let count = 0;
    let slash = false;
    let star: 'none' | 'bare' | 'named' = 'none';
    let afterStar = 0;
    let needDefault = false;
    while (!this.isOp(':')) {
      const at = this.tok.start;
      if (this.isOp('**')) {
        this.take();
        this.parameterName();
        if (this.isOp('=')) this.fail('var-keyword argument cannot have default value', this.tok.start);
        if (this.isOp(',')) this.take();
        if (!this.isOp(':')) this.fail('arguments cannot follow var-keyword argument', this.tok.start);
        if (star === 'bare' && afterStar === 0) this.fail('named arguments must follow bare *', at);
        return defaults;
      }
      if (this.isOp('/')) {
        if (slash) this.fail('/ may appear only once', at);
        if (count === 0 || star !== 'none') this.fail('invalid syntax', at);
        this.take();
        slash = true;
      } else if (this.isOp('*')) {
        if (star !== 'none') this.fail('* argument may appear only once', at);
        this.take();
        star = 'bare';
        if (!this.isOp(',') && !this.isOp(':')) {
          this.parameterName();
          star = 'named';
          if (this.isOp('=')) this.fail('var-positional argument cannot have default value', this.tok.start);
        }
      } else {
        this.parameterName();
        count++;
        if (star !== 'none') afterStar++;
        if (this.isOp('=')) {
          this.take();
          defaults.push(this.expression());
          if (star === 'none') needDefault = true;
        } else if (needDefault && star === 'none') this.fail('non-default argument follows default argument', at);
      }
      if (this.isOp(',')) this.take();
      else if (!this.isOp(':')) this.syntaxError();
    }
    if (star === 'bare' && afterStar === 0) this.fail('named arguments must follow bare *', this.tok.start);
    return defaults;
  }

  private parameterName(): void {
    if (this.tok.type !== 'name' || KEYWORDS.has(this.tok.text)) this.syntaxError();
    this.take();
  }

  private disjunction(): PyNode {
    return this.boolean('or', () => this.conjunction());
  }

  private conjunction(): PyNode {
    return this.boolean('and', () => this.inversion());
  }

  private boolean(word: string, operand: () => PyNode): PyNode {
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
  private inversion(): PyNode {
    const nots: PyToken[] = [];
    while (this.isKeyword('not')) {
      nots.push(this.take());
      this.enter(1);
    }
    return this.applyPrefix(nots, this.comparison());
  }

  private applyPrefix(ops: PyToken[], operand: PyNode): PyNode {
    let node = operand;
    for (let k = ops.length - 1; k >= 0; k--) {
      const tok = ops[k] as PyToken & { text: string };
      node = this.node('unary', tok.start, node.end, [node], { op: tok.text, operand: node });
    }
    this.leave(ops.length);
    return node;
  }

  private comparison(): PyNode {
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
  private binary(level: number): PyNode {
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

  private factor(): PyNode {
    const ops: PyToken[] = [];
    while (this.isOp('+') || this.isOp('-') || this.isOp('~')) {
      ops.push(this.take());
      this.enter(1);
    }
    return this.applyPrefix(ops, this.power());
  }

  private power(): PyNode {
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

  private primary(): PyNode {
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

  // Call arguments in Python's order: positional and `*x`, then `k=v` and `*x`, then `k=v` and `**x`;
  // a bare generator expression only as the sole argument.
  private call(func: PyNode): PyNode {
    this.take();
    this.enter(BRACKET_COST.call);
    const args: PyNode[] = [];
    let keywords = false;
    let doubleStar = false;
    let bareGenerator = false;
    while (!this.isOp(')')) {
      const start = this.tok.start;
      if (this.isOp('*') || this.isOp('**')) {
        const double = (this.take() as { text: string }).text === '**';
        if (!double && doubleStar) this.fail('iterable argument unpacking follows keyword argument unpacking', start);
        doubleStar ||= double;
        const value = this.expression();
        args.push(this.other('Starred', start, [value]));
      } else if (this.isOp('=', this.peek())) {
        if (this.tok.type !== 'name' || KEYWORDS.has(this.tok.text)) this.fail('expression cannot contain assignment, perhaps you meant "=="?', start);
        this.i += 2;
        keywords = true;
        const value = this.expression();
        args.push(this.other('keyword', start, [value]));
      } else {
        const arg = this.namedExpression();
        if (this.isOp('=')) this.fail('expression cannot contain assignment, perhaps you meant "=="?', start);
        if (doubleStar) this.fail('positional argument follows keyword argument unpacking', start);
        if (keywords) this.fail('positional argument follows keyword argument', start);
        if (this.isComprehension()) {
          if (args.length > 0) this.fail('Generator expression must be parenthesized', start);
          args.push(this.comprehension('GeneratorExp', start, [arg]));
          bareGenerator = true;
        } else args.push(arg);
      }
      if (!this.isOp(',')) break;
      if (bareGenerator) this.fail('Generator expression must be parenthesized', start);
      this.take();
    }
    this.leave(BRACKET_COST.call);
    this.expectOp(')');
    return this.node('call', func.start, this.tokens[this.i - 1]!.end, [func, ...args], { func, argCount: args.length });
  }

  private slices(): PyNode {
    const start = this.tok.start;
    const parts: PyNode[] = [];
    do {
      if (parts.length > 0) this.take();
      if (this.isOp(']')) break;
      parts.push(this.slice());
    } while (this.isOp(','));
    if (parts.length === 0) this.syntaxError();
    return parts.length === 1 ? parts[0]! : this.other('Tuple', start, parts);
  }

  private slice(): PyNode {
    const start = this.tok.start;
    if (this.isOp('*')) {
      this.take();
      return this.other('Starred', start, [this.binary(0)]);
    }
    const bounds: PyNode[] = [];
    if (!this.isOp(':')) {
      const lower = this.namedExpression();
      if (!this.isOp(':')) return lower;
      bounds.push(lower);
    }
    for (let colons = 0; colons < 2 && this.isOp(':'); colons++) {
      this.take();
      if (!this.isOp(':') && !this.isOp(']') && !this.isOp(',')) bounds.push(this.expression());
    }
    return this.other('Slice', start, bounds);
  }

  private namedExpression(): PyNode {
    if (this.tok.type === 'name' && this.isOp(':=', this.peek())) {
      const start = this.tok.start;
      if (KEYWORDS.has(this.tok.text)) this.syntaxError();
      this.i += 2;
      const value = this.expression();
      return this.other('NamedExpr', start, [value]);
    }
    return this.expression();
  }

  private starNamedExpression(): PyNode {
    if (!this.isOp('*')) return this.namedExpression();
    const start = this.take().start;
    return this.other('Starred', start, [this.binary(0)]);
  }

  private isComprehension(): boolean {
    return this.isKeyword('for') || (this.isKeyword('async') && this.isKeyword('for', this.peek()));
  }

  // for_if_clauses after the element(s) of a comprehension or generator expression.
  private comprehension(what: string, start: number, elements: PyNode[]): PyNode {
    if (elements[0]?.t === 'other' && elements[0].what === 'Starred') {
      this.fail('iterable unpacking cannot be used in comprehension', elements[0].start);
    }
    const generators: PyNode[] = [];
    while (this.isComprehension()) {
      const genStart = this.tok.start;
      if (this.isKeyword('async')) this.take();
      this.take();
      const targets: PyNode[] = [];
      do {
        if (targets.length > 0) this.take();
        if (this.isKeyword('in')) break;
        const target = this.starNamedTarget();
        if (!isAssignable(target)) this.fail('cannot assign to expression', target.start);
        targets.push(target);
      } while (this.isOp(','));
      if (!this.isKeyword('in') || targets.length === 0) this.syntaxError();
      this.take();
      const parts = [...targets, this.disjunction()];
      while (this.isKeyword('if')) {
        this.take();
        parts.push(this.disjunction());
      }
      generators.push(this.other('comprehension', genStart, parts));
    }
    return this.other(what, start, [...elements, ...generators]);
  }

  private starNamedTarget(): PyNode {
    if (!this.isOp('*')) return this.binary(0);
    const start = this.take().start;
    return this.other('Starred', start, [this.binary(0)]);
  }

  private atom(): PyNode {
    const tok = this.tok;
    switch (tok.type) {
      case 'number': {
        this.take();
        const n = tok.value;
        const value: PyValue =
          n.kind === 'imaginary'
            ? { kind: 'complex', real: 0, imag: n.value, start: tok.start, end: tok.end }
            : { ...n, start: tok.start, end: tok.end };
        return this.node('constant', tok.start, tok.end, [], { value });
      }
      case 'string':
        return this.strings();
      case 'name':
        return this.nameAtom(tok.text, tok.start, tok.end);
      case 'op':
        if (tok.text === '...') {
          this.take();
          return this.node('constant', tok.start, tok.end, [], { value: { kind: 'ellipsis', start: tok.start, end: tok.end } });
        }
        if (tok.text === '(') return this.parenthesized();
        if (tok.text === '[') return this.listDisplay();
        if (tok.text === '{') return this.braceDisplay();
    }
    return this.syntaxError();
  }

  private nameAtom(text: string, start: number, end: number): PyNode {
    let constant: PyValue | undefined;
    if (text === 'True' || text === 'False') constant = { kind: 'bool', value: text === 'True', start, end };
    else if (text === 'None') constant = { kind: 'none', start, end };
    else if (KEYWORDS.has(text)) this.syntaxError();
    this.take();
    return constant ? this.node('constant', start, end, [], { value: constant }) : this.node('name', start, end, [], { id: text });
  }

  // Adjacent string literals are one constant; bytes and str may not mix; any f-string makes it a JoinedStr.
  private strings(): PyNode {
    const first = this.tok;
    const parts: Array<string | Uint8Array> = [];
    let fString = false;
    let end = first.end;
    while (this.tok.type === 'string') {
      const tok = this.take() as PyToken & { type: 'string' };
      if (parts.length > 0 && typeof tok.value !== typeof parts[0]) {
        throw new ParseFailure('cannot mix bytes and nonbytes literals', first.start);
      }
      if (tok.fString) {
        checkFString(this.text, tok.bodyStart, tok.bodyEnd, tok.raw, (source) => parseExpression(source, tokenizePython(source, 0)));
        fString = true;
      }
      parts.push(tok.value);
      end = tok.end;
    }
    if (fString) return this.node('other', first.start, end, [], { what: 'JoinedStr' });
    const value: PyValue =
      typeof parts[0] === 'string'
        ? { kind: 'str', value: (parts as string[]).join(''), start: first.start, end }
        : { kind: 'bytes', value: joinBytes(parts as Uint8Array[]), start: first.start, end };
    return this.node('constant', first.start, end, [], { value });
  }

  private parenthesized(): PyNode {
    const open = this.take();
    this.enter(BRACKET_COST.tuple);
    let result: PyNode;
    if (this.isOp(')')) {
      result = this.node('tuple', open.start, this.tok.end, [], { elts: [] });
    } else if (this.isKeyword('yield')) {
      this.take();
      let what = 'Yield';
      if (this.isKeyword('from')) {
        this.take();
        what = 'YieldFrom';
      }
      const value = this.isOp(')') ? null : what === 'Yield' ? this.expressions() : this.expression();
      result = this.other(what, open.start, [value]);
    } else {
      const first = this.starNamedExpression();
      if (this.isComprehension()) result = this.comprehension('GeneratorExp', open.start, [first]);
      else if (this.isOp(',')) result = this.sequenceRest('tuple', open.start, first, ')');
      else if (first.t === 'other' && first.what === 'Starred') throw new ParseFailure('cannot use starred expression here', first.start);
      else result = first;
    }
    this.leave(BRACKET_COST.tuple);
    this.expectOp(')');
    return result.t === 'tuple' ? { ...result, start: open.start, end: this.tokens[this.i - 1]!.end } : result;
  }

  private listDisplay(): PyNode {
    const open = this.take();
    this.enter(BRACKET_COST.list);
    let result: PyNode;
    if (this.isOp(']')) result = this.node('list', open.start, this.tok.end, [], { elts: [] });
    else {
      const first = this.starNamedExpression();
      result = this.isComprehension() ? this.comprehension('ListComp', open.start, [first]) : this.sequenceRest('list', open.start, first, ']');
    }
    this.leave(BRACKET_COST.list);
    this.expectOp(']');
    result.end = this.tokens[this.i - 1]!.end;
    return result;
  }

  /** The items after the first of a tuple, list or set display, up to (not including) `close`. */
  private sequenceRest(t: 'tuple' | 'list' | 'set', start: number, first: PyNode, close: string): PyNode {
    const elts = [first];
    while (this.isOp(',')) {
      this.take();
      if (this.isOp(close)) break;
      elts.push(this.starNamedExpression());
    }
    return this.node(t, start, this.tok.end, elts, { elts });
  }

  private braceDisplay(): PyNode {
    const open = this.take();
    this.enter(BRACKET_COST.dict);
    let result: PyNode;
    if (this.isOp('}')) result = this.node('dict', open.start, this.tok.end, [], { keys: [], values: [] });
    else if (this.isOp('**')) result = this.dictRest(open.start, null);
    else {
      // A dict when a `:` follows the first item (which may then not be `*x` or `x := y`), else a set.
      const bare = this.isOp('*') || (this.tok.type === 'name' && this.isOp(':=', this.peek()));
      const first = this.starNamedExpression();
      if (this.isOp(':')) {
        if (bare) this.syntaxError();
        result = this.dictRest(open.start, first);
      } else if (this.isComprehension()) result = this.comprehension('SetComp', open.start, [first]);
      else result = this.sequenceRest('set', open.start, first, '}');
    }
    this.leave(BRACKET_COST.dict);
    this.expectOp('}');
    result.end = this.tokens[this.i - 1]!.end;
    return result;
  }

  /** The entries of a dict display; `firstKey` when its first key was already read. */
  private dictRest(start: number, firstKey: PyNode | null): PyNode {
    const keys: Array<PyNode | null> = [];
    const values: PyNode[] = [];
    let key: PyNode | null = firstKey;
    for (;;) {
      if (key === null && this.isOp('**')) {
        this.take();
        keys.push(null);
        values.push(this.binary(0));
      } else {
        key ??= this.expression();
        this.expectOp(':');
        const value = this.expression();
        if (keys.length === 0 && this.isComprehension()) {
          return this.comprehension('DictComp', start, [key, value]);
        }
        keys.push(key);
        values.push(value);
      }
      key = null;
      if (!this.isOp(',')) break;
      this.take();
      if (this.isOp('}')) break;
    }
    return this.node('dict', start, this.tok.end, [...keys, ...values], { keys, values });
  }
}

function joinBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Can this be the target of a `for` (a name, attribute, subscript, or a tuple or list of those)? */
function isAssignable(node: PyNode): boolean {
  switch (node.t) {
    case 'name':
      return true;
    case 'tuple':
    case 'list':
      return node.elts.every(isAssignable);
    case 'other':
      if (node.what === 'Starred') return isAssignable(node.children[0]!);
      return node.what === 'Attribute' || node.what === 'Subscript';
    default:
      return false;
  }
}
