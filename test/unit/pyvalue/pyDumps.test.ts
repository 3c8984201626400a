import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dumpsCompactAscii } from '../../../src/core/pyvalue/pyDumps';
import { pyFloatRepr } from '../../../src/core/pyvalue/pyFloatRepr';
import { parsePyLiteral } from '../../../src/core/pyvalue/pyLiteral';
import { pyRepr } from '../../../src/core/pyvalue/pyToDisplay';
import type { PyValue } from '../../../src/core/pyvalue/types';

// Expected texts printed by CPython 3.11.7: repr(x), and json.dumps(x, ensure_ascii=True, separators=(",", ":")).
const FLOATS: Array<[x: number, repr: string]> = [
  [0.0, '0.0'],
  [-0.0, '-0.0'],
  [1.0, '1.0'],
  [-1.0, '-1.0'],
  [0.1, '0.1'],
  [1.5, '1.5'],
  [100.0, '100.0'],
  [1e15, '1000000000000000.0'],
  [9999999999999998, '9999999999999998.0'],
  [1e16, '1e+16'],
  [1.5e16, '1.5e+16'],
  [123456789012345678, '1.2345678901234568e+17'],
  [9007199254740992, '9007199254740992.0'],
  [0.0001, '0.0001'],
  [0.00001, '1e-05'],
  [1.5e-7, '1.5e-07'],
  [5e-324, '5e-324'],
  [2.2250738585072014e-308, '2.2250738585072014e-308'],
  [1.7976931348623157e308, '1.7976931348623157e+308'],
  [0.1 + 0.2, '0.30000000000000004'],
  [1 / 3, '0.3333333333333333'],
  [1e22, '1e+22'],
  [1e100, '1e+100'],
  [-2.5e-10, '-2.5e-10'],
  [12345.6789, '12345.6789'],
];

const STRINGS: Array<[s: string, dumps: string, repr: string]> = [
  ['plain', '"plain"', "'plain'"],
  ['quote " and backslash \\', '"quote \\" and backslash \\\\"', "'quote \" and backslash \\\\'"],
  ['controls \b\f\n\r\t \u0000 \u0014 \u001f', '"controls \\b\\f\\n\\r\\t \\u0000 \\u0014 \\u001f"', "'controls \\x08\\x0c\\n\\r\\t \\x00 \\x14 \\x1f'"],
  ['del \u007f', '"del \\u007f"', "'del \\x7f'"],
  ['latin \u00e9 \u00f1', '"latin \\u00e9 \\u00f1"', "'latin \u00e9 \u00f1'"],
  ['dash \u2014 check \u2713 arrow \u2192', '"dash \\u2014 check \\u2713 arrow \\u2192"', "'dash \u2014 check \u2713 arrow \u2192'"],
  ['emoji \ud83d\ude00', '"emoji \\ud83d\\ude00"', "'emoji \ud83d\ude00'"],
  ['lone \ud83d end', '"lone \\ud83d end"', "'lone \\ud83d end'"],
  ['low \ude00', '"low \\ude00"', "'low \\ude00'"],
  ['nbsp \u00a0 sep \u2028', '"nbsp \\u00a0 sep \\u2028"', "'nbsp \\xa0 sep \\u2028'"],
  ["it's", '"it\'s"', '"it\'s"'],
  ['', '""', "''"],
];

const at = { start: 0, end: 0 };
const float = (value: number): PyValue => ({ kind: 'float', value, ...at });
const str = (value: string): PyValue => ({ kind: 'str', value, ...at });
const int = (value: bigint): PyValue => ({ kind: 'int', value, ...at });

function literal(text: string): PyValue {
  const r = parsePyLiteral(text);
  if (!r.ok) assert.fail(r.message);
  return r.value;
}

describe('float repr follows Python (shortest digits, positional between 1e-4 and 1e16)', () => {
  for (const [x, repr] of FLOATS) {
    test(repr, () => {
      assert.equal(pyFloatRepr(x), repr);
      assert.deepEqual(dumpsCompactAscii(float(x)), { ok: true, text: repr });
    });
  }
  test('non-finite floats: repr and JSON spellings', () => {
    assert.deepEqual([NaN, Infinity, -Infinity].map(pyFloatRepr), ['nan', 'inf', '-inf']);
    assert.deepEqual(dumpsCompactAscii(literal('[1e400, -1e400]')), { ok: true, text: '[Infinity,-Infinity]' });
    assert.deepEqual(dumpsCompactAscii({ kind: 'list', items: [float(NaN)], ...at }), { ok: true, text: '[NaN]' });
  });
});

describe('strings: json.dumps with ensure_ascii, and repr', () => {
  for (const [s, dumps, repr] of STRINGS) {
    test(JSON.stringify(s), () => {
      assert.deepEqual(dumpsCompactAscii(str(s)), { ok: true, text: dumps });
      assert.equal(pyRepr(str(s)), repr);
    });
  }
});

describe('dumpsCompactAscii', () => {
  test('a call list in canonical form', () => {
    const calls = literal("[{'name': 'cd', 'arguments': {'folder': 'docs', 'depth': 2, 'ok': True, 'why': None, 'at': (1.5, 2)}}]");
    assert.deepEqual(dumpsCompactAscii(calls), {
      ok: true,
      text: '[{"name":"cd","arguments":{"folder":"docs","depth":2,"ok":true,"why":null,"at":[1.5,2]}}]',
    });
  });

  test('dict keys that are not strings are written as Python writes them', () => {
    const dict: PyValue = {
      kind: 'dict',
      entries: [
        [int(1n), int(2n)],
        [float(1.5), int(3n)],
        [{ kind: 'bool', value: true, ...at }, int(4n)],
        [{ kind: 'none', ...at }, int(5n)],
        [float(NaN), int(6n)],
        [float(-Infinity), int(7n)],
        [float(-0), int(8n)],
        [float(1e16), int(9n)],
        [int(-12345678901234567890n), int(10n)],
      ],
      ...at,
    };
    assert.deepEqual(dumpsCompactAscii(dict), {
      ok: true,
      text: '{"1":2,"1.5":3,"true":4,"null":5,"NaN":6,"-Infinity":7,"-0.0":8,"1e+16":9,"-12345678901234567890":10}',
    });
  });

  test('big ints are exact', () => {
    assert.deepEqual(dumpsCompactAscii(int(123456789012345678901234567890n)), { ok: true, text: '123456789012345678901234567890' });
  });

  const failures: Array<[text: string, pythonError: string, reason: string]> = [
    ['{1, 2}', 'TypeError', 'Object of type set is not JSON serializable'],
    ["[b'x']", 'TypeError', 'Object of type bytes is not JSON serializable'],
    ['{"a": 1j}', 'TypeError', 'Object of type complex is not JSON serializable'],
    ['[...]', 'TypeError', 'Object of type ellipsis is not JSON serializable'],
    ['{(1, 2): 3}', 'TypeError', 'keys must be str, int, float, bool or None, not tuple'],
    ["{b'k': 3}", 'TypeError', 'keys must be str, int, float, bool or None, not bytes'],
    ['[1, {2}, b"x"]', 'TypeError', 'Object of type set is not JSON serializable'],
    [
      `0x${'f'.repeat(4000)}`,
      'ValueError',
      'Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit',
    ],
  ];
  for (const [text, pythonError, reason] of failures) {
    test(`fails like Python on ${text.slice(0, 20)}`, () => {
      assert.deepEqual(dumpsCompactAscii(literal(text)), { ok: false, reason, pythonError });
    });
  }
});
