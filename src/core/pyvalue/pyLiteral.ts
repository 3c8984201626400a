// Python 3.11 `ast.literal_eval(text)`, never evaluating anything: the text is tokenized and parsed
// as Python would (so a syntax error anywhere wins), then the tree is turned into a value node by
// node in Python's order, failing where Python fails and with the exception Python would raise.

import type { PyParseResult, PyValue } from './types';
import { ParseFailure, type PythonError } from './parseFailure';
import { Unhashable, pyHashKey } from './pyEquality';
import { parseExpression, type PyNode } from './pyExpression';
import { tokenizePython } from './pyTokens';

export type PyLiteralResult =
  | { ok: true; value: PyValue }
  | {
      ok: false;
      message: string;
      offset: number;
      pythonError: PythonError;
      /**
       * The reference catches only SyntaxError and ValueError from `literal_eval`; any other
       * exception (an unhashable dict key, a huge int in a complex number...) stops its run.
       */
      referenceCrashes: boolean;
    };

/** Python's limit on the depth of the tree it builds (RecursionError "during ast construction"). */
const MAX_TREE_DEPTH = 2984;

export function parsePyLiteral(text: string): PyParseResult {
  const result = parsePyLiteralDetailed(text);
  return result.ok ? result : { ok: false, message: result.message, offset: result.offset };
}

export function parsePyLiteralDetailed(text: string): PyLiteralResult {
  try {
    let start = 0;
    while (text[start] === ' ' || text[start] === '\t') start++;
    rejectLoneSurrogate(text, start);
    const tree = parseExpression(text, tokenizePython(text, start));
    if (tree.depth > MAX_TREE_DEPTH) {
      throw new ParseFailure('maximum recursion depth exceeded during ast construction', tree.start, 'RecursionError');
    }
    return { ok: true, value: convert(tree) };
  } catch (e) {
    if (e instanceof RangeError) {
      // Our own stack ran out first; Python fails on such depth too (RecursionError or MemoryError).
      return failure(new ParseFailure('the expression is too deeply nested', 0, 'RecursionError'));
    }
    if (e instanceof ParseFailure) return failure(e);
    throw e;
  }
}

// Python hands the source to its parser as UTF-8, which a lone surrogate (a broken `\ud83d` escape in
// the file the text came from) cannot be; the UnicodeEncodeError it raises is a ValueError.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ANY_SURROGATE = /[\ud800-\udfff]/;

function rejectLoneSurrogate(text: string, start: number): void {
  if (!ANY_SURROGATE.test(text)) return;
  const m = LONE_SURROGATE.exec(text.slice(start));
  if (!m) return;
  const at = start + m.index;
  const unit = text.charCodeAt(at).toString(16);
  const position = Array.from(text.slice(start, at)).length;
  throw new ParseFailure(
    `UnicodeEncodeError: 'utf-8' codec can't encode character '\\u${unit}' in position ${position}: surrogates not allowed`,
    at,
    'ValueError',
  );
}

function failure(e: ParseFailure): PyLiteralResult {
  const crashes = e.pythonError !== 'SyntaxError' && e.pythonError !== 'ValueError';
  const note = crashes ? ' (literal_eval raises this, and the reference does not catch it: its run would stop here)' : '';
  return { ok: false, message: `${e.pythonError}: ${e.message}${note}`, offset: e.offset, pythonError: e.pythonError, referenceCrashes: crashes };
}

function malformed(node: PyNode | null, fallbackOffset = 0): never {
  if (!node) throw new ParseFailure('malformed node or string: None', fallbackOffset, 'ValueError');
  throw new ParseFailure(`malformed node or string: <ast.${astClass(node)}>`, node.start, 'ValueError');
}

function astClass(node: PyNode): string {
  switch (node.t) {
    case 'constant': return 'Constant';
    case 'tuple': return 'Tuple';
    case 'list': return 'List';
    case 'set': return 'Set';
    case 'dict': return 'Dict';
    case 'unary': return 'UnaryOp';
    case 'binop': return 'BinOp';
    case 'call': return 'Call';
    case 'name': return 'Name';
    case 'other': return node.what;
  }
}

// `_convert` of ast.literal_eval, case by case and in the same order.
function convert(node: PyNode): PyValue {
  const { start, end } = node;
  switch (node.t) {
    case 'constant':
      return node.value;
    case 'tuple':
    case 'list':
      return { kind: node.t, items: node.elts.map(convert), start, end };
    case 'set': {
      const items: PyValue[] = [];
      const seen = new Set<string>();
      for (const elt of node.elts) {
        const item = convert(elt);
        const key = hashKey(item, elt);
        if (!seen.has(key)) {
          seen.add(key);
          items.push(item);
        }
      }
      return { kind: 'set', items, start, end };
    }
    case 'call':
      if (node.func.t === 'name' && node.func.id === 'set' && node.argCount === 0) return { kind: 'set', items: [], start, end };
      return malformed(node);
    case 'dict': {
      // Python zips the converted keys and values lazily: key, value, insert, then the next pair.
      const entries: Array<[PyValue, PyValue]> = [];
      const index = new Map<string, number>();
      node.keys.forEach((keyNode, i) => {
        const key = keyNode ? convert(keyNode) : malformed(null, node.values[i]!.start);
        const value = convert(node.values[i]!);
        const k = hashKey(key, keyNode!);
        const earlier = index.get(k);
        if (earlier === undefined) {
          index.set(k, entries.length);
          entries.push([key, value]);
        } else entries[earlier]![1] = value;
      });
      return { kind: 'dict', entries, start, end };
    }
    case 'binop':
      if (node.op === '+' || node.op === '-') {
        const left = convertSignedNumber(node.left);
        const right = convertNumber(node.right);
        if ((left.kind === 'int' || left.kind === 'float') && right.kind === 'complex') {
          return complexSum(left, right, node.op, node);
        }
      }
      return convertSignedNumber(node);
    default:
      return convertSignedNumber(node);
  }
}

function hashKey(value: PyValue, node: PyNode): string {
  try {
    return pyHashKey(value);
  } catch (e) {
    if (e instanceof Unhashable) throw new ParseFailure(e.message, node.start, 'TypeError');
    throw e;
  }
}

type PyNumberValue = Extract<PyValue, { kind: 'int' | 'float' | 'complex' }>;

function convertNumber(node: PyNode): PyNumberValue {
  if (node.t === 'constant' && (node.value.kind === 'int' || node.value.kind === 'float' || node.value.kind === 'complex')) {
    return node.value;
  }
  return malformed(node);
}

function convertSignedNumber(node: PyNode): PyNumberValue {
  if (node.t !== 'unary' || (node.op !== '+' && node.op !== '-')) return convertNumber(node);
  const operand = convertNumber(node.operand);
  const span = { start: node.start, end: node.end };
  if (node.op === '+') return { ...operand, ...span };
  switch (operand.kind) {
    case 'int':
      return { kind: 'int', value: -operand.value, ...span };
    case 'float':
      return { kind: 'float', value: -operand.value, ...span };
    case 'complex':
      return { kind: 'complex', real: -operand.real, imag: -operand.imag, ...span };
  }
}

/** `left ± right` with a real left and an imaginary right, in IEEE arithmetic as Python's complex does it. */
function complexSum(
  left: Extract<PyValue, { kind: 'int' | 'float' }>,
  right: Extract<PyValue, { kind: 'complex' }>,
  op: string,
  node: PyNode,
): PyValue {
  const real = left.kind === 'int' ? Number(left.value) : left.value;
  if (left.kind === 'int' && !Number.isFinite(real)) {
    throw new ParseFailure('int too large to convert to float', left.start, 'OverflowError');
  }
  const span = { start: node.start, end: node.end };
  return op === '+'
    ? { kind: 'complex', real: real + right.real, imag: 0 + right.imag, ...span }
    : { kind: 'complex', real: real - right.real, imag: 0 - right.imag, ...span };
}
