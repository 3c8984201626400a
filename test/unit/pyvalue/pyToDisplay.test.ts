import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePyLiteral } from '../../../src/core/pyvalue/pyLiteral';
import { pyRepr, toPlainJs } from '../../../src/core/pyvalue/pyToDisplay';
import type { PyValue } from '../../../src/core/pyvalue/types';

const at = { start: 0, end: 0 };
const complex = (real: number, imag: number): PyValue => ({ kind: 'complex', real, imag, ...at });

function literal(text: string): PyValue {
  const r = parsePyLiteral(text);
  if (!r.ok) assert.fail(r.message);
  return r.value;
}

describe('pyRepr prints what Python repr() prints (expected texts from CPython 3.11.7)', () => {
  test('complex numbers', () => {
    assert.deepEqual(
      [complex(0, NaN), complex(1, NaN), complex(NaN, 1), complex(-0, 0), complex(0, -0), complex(1e16, 1e-5), complex(2, 3), complex(0, -Infinity)].map(pyRepr),
      ['nanj', '(1+nanj)', '(nan+1j)', '(-0+0j)', '-0j', '(1e+16+1e-05j)', '(2+3j)', '-infj'],
    );
  });

  test('bytes pick their quote and escape what is not printable ASCII', () => {
    const bytes = (values: number[]): PyValue => ({ kind: 'bytes', value: Uint8Array.from(values), ...at });
    assert.equal(pyRepr(bytes([9, 10, 13, 0, 0x7f, 0x80, 0x27, 0x22, 0x5c])), `b'\\t\\n\\r\\x00\\x7f\\x80\\'"\\\\'`);
    assert.equal(pyRepr(bytes([0x27])), `b"'"`);
  });

  test('containers', () => {
    assert.equal(pyRepr(literal('(1,)')), '(1,)');
    assert.equal(pyRepr(literal('()')), '()');
    assert.equal(pyRepr(literal("{'a': (1, 2.0, None)}")), "{'a': (1, 2.0, None)}");
    assert.equal(pyRepr(literal('[...]')), '[Ellipsis]');
    assert.equal(pyRepr(literal('set()')), 'set()');
    assert.equal(pyRepr(literal("{'x'}")), "{'x'}");
  });
});

describe('toPlainJs', () => {
  test('gives plain values for views', () => {
    assert.deepEqual(toPlainJs(literal("{'n': 3, 'big': 123456789012345678901, 'f': 1.0, 't': (1, 'a'), 's': {2}, 'b': b'x', 'c': 1j, 1: None}")), {
      n: 3,
      big: '123456789012345678901',
      f: 1,
      t: [1, 'a'],
      s: [2],
      b: "b'x'",
      c: '1j',
      1: null,
    });
  });

  test('keeps ints exact up to the safe limit and no further', () => {
    assert.deepEqual(toPlainJs(literal('[9007199254740991, 9007199254740992, -9007199254740991]')), [9007199254740991, '9007199254740992', -9007199254740991]);
  });
});
