// Calls, subscripts and lambdas, with the ordering rules Python's parser enforces on their parts
// (keyword arguments after positional ones, defaults after plain parameters, one `/` and one `*`).

import { DisplayParser } from './pyDisplays';
import { BRACKET_COST, KEYWORDS, type PyNode } from './pySyntaxTree';

export abstract class CallParser extends DisplayParser {
  // Call arguments in Python's order: positional and `*x`, then `k=v` and `*x`, then `k=v` and `**x`;
  // a bare generator expression only as the sole argument.
  protected call(func: PyNode): PyNode {
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

  protected slices(): PyNode {
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

  protected slice(): PyNode {
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

  protected lambda(): PyNode {
    const start = this.take().start;
    const defaults = this.lambdaParameters();
    this.expectOp(':');
    const body = this.expression();
    const args = this.node('other', start, body.end, defaults, { what: 'arguments', children: defaults });
    return this.other('Lambda', start, [args, body]);
  }

  // Python's parameter rules: defaults once started continue up to `*`, one `/` after some
  // parameter, one `*` (a bare one needs a named parameter after it), and `**name` last.
  protected lambdaParameters(): PyNode[] {
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

  protected parameterName(): void {
    if (this.tok.type !== 'name' || KEYWORDS.has(this.tok.text)) this.syntaxError();
    this.take();
  }
}
