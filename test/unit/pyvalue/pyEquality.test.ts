import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Unhashable, pyEquals, pyHashKey } from '../../../src/core/pyvalue/pyEquality';
import { parsePyLiteral } from '../../../src/core/pyvalue/pyLiteral';
import type { PyValue } from '../../../src/core/pyvalue/types';

function literal(text: string): PyValue {
  const r = parsePyLiteral(text);
  if (!r.ok) assert.fail(r.message);
  return r.value;
}
const equal = (a: string, b: string) => pyEquals(literal(a), literal(b));
const at = { start: 0, end: 0 };

test('numbers are equal across int, float, bool and complex, as in Python', () => {
  assert.equal(equal('1', '1.0'), true);
  assert.equal(equal('1', 'True'), true);
  assert.equal(equal('0', '-0.0'), true);
  assert.equal(equal('0', 'False'), true);
  assert.equal(equal('2', '2+0j'), true);
  assert.equal(equal('1.5', '1.5+0j'), true);
  assert.equal(equal('1', '1.5'), false);
  assert.equal(equal('1j', '1'), false);
  // Python compares int and float exactly: 2**53 + 1 is not the double 2**53.
  assert.equal(equal('9007199254740993', '9007199254740992.0'), false);
  assert.equal(equal('9007199254740992', '9007199254740992.0'), true);
});

test('strings, bytes, None, Ellipsis and tuples', () => {
  assert.equal(equal("'a'", '"a"'), true);
  assert.equal(equal("'a'", "b'a'"), false);
  assert.equal(equal("b'a'", "B'a'"), true);
  assert.equal(equal('None', 'None'), true);
  assert.equal(equal('...', '...'), true);
  assert.equal(equal('(1, (2.0, True))', '(1.0, (2, 1))'), true);
  assert.equal(equal('(1, 2)', '(1, 2, 3)'), false);
  assert.equal(equal("(1, 'a')", "(1, b'a')"), false);
});

test('two NaN keys stay distinct', () => {
  const nan: PyValue = { kind: 'float', value: NaN, ...at };
  assert.notEqual(pyHashKey(nan), pyHashKey(nan));
  assert.equal(pyEquals(nan, { ...nan }), false);
});

test('lists, dicts and sets are unhashable, also inside a tuple', () => {
  assert.throws(() => pyHashKey(literal('[1]')), new Unhashable('list'));
  assert.throws(() => pyHashKey(literal('(1, {})')), { message: "unhashable type: 'dict'" });
  assert.throws(() => pyHashKey(literal('set()')), { message: "unhashable type: 'set'" });
});
