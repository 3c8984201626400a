// Atoms of Python's grammar: names and constants, adjacent strings, and the bracket displays
// (tuples, lists, dicts, sets) with their comprehensions. The operator levels they contain are
// parsed by the subclass (pyExpression).

import type { PyValue } from './types';
import { ParseFailure } from './parseFailure';
import { checkFString } from './pyFString';
import type { PyToken } from './pyTokens';
import { BRACKET_COST, KEYWORDS, TokenCursor, type PyNode } from './pySyntaxTree';

export abstract class DisplayParser extends TokenCursor {
  protected abstract expressions(): PyNode;
  protected abstract expression(): PyNode;
  protected abstract namedExpression(): PyNode;
  protected abstract starNamedExpression(): PyNode;
  protected abstract disjunction(): PyNode;
  protected abstract binary(level: number): PyNode;
  /** Parses `source` on its own (an f-string's expression), throwing if it is not an expression. */
  protected abstract compileNested(source: string): void;

  protected isComprehension(): boolean {
    return this.isKeyword('for') || (this.isKeyword('async') && this.isKeyword('for', this.peek()));
  }

  // for_if_clauses after the element(s) of a comprehension or generator expression.
  protected comprehension(what: string, start: number, elements: PyNode[]): PyNode {
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

  protected starNamedTarget(): PyNode {
    if (!this.isOp('*')) return this.binary(0);
    const start = this.take().start;
    return this.other('Starred', start, [this.binary(0)]);
  }

  protected atom(): PyNode {
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

  protected nameAtom(text: string, start: number, end: number): PyNode {
    let constant: PyValue | undefined;
    if (text === 'True' || text === 'False') constant = { kind: 'bool', value: text === 'True', start, end };
    else if (text === 'None') constant = { kind: 'none', start, end };
    else if (KEYWORDS.has(text)) this.syntaxError();
    this.take();
    return constant ? this.node('constant', start, end, [], { value: constant }) : this.node('name', start, end, [], { id: text });
  }

  // Adjacent string literals are one constant; bytes and str may not mix; any f-string makes it a JoinedStr.
  protected strings(): PyNode {
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
        checkFString(this.text, tok.bodyStart, tok.bodyEnd, tok.raw, (source) => this.compileNested(source));
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

  protected parenthesized(): PyNode {
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

  protected listDisplay(): PyNode {
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
  protected sequenceRest(t: 'tuple' | 'list' | 'set', start: number, first: PyNode, close: string): PyNode {
    const elts = [first];
    while (this.isOp(',')) {
      this.take();
      if (this.isOp(close)) break;
      elts.push(this.starNamedExpression());
    }
    return this.node(t, start, this.tok.end, elts, { elts });
  }

  protected braceDisplay(): PyNode {
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
  protected dictRest(start: number, firstKey: PyNode | null): PyNode {
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
