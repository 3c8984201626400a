import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePyLiteral, parsePyLiteralDetailed } from '../../../src/core/pyvalue/pyLiteral';
import type { PythonError } from '../../../src/core/pyvalue/parseFailure';
import { pyRepr } from '../../../src/core/pyvalue/pyToDisplay';
import { dumpsCompactAscii } from '../../../src/core/pyvalue/pyDumps';
import type { PyValue } from '../../../src/core/pyvalue/types';

// Every expected value below was printed by CPython 3.11.7:
//   repr(ast.literal_eval(text)) and json.dumps(value, ensure_ascii=True, separators=(",", ":"))
// (null where json.dumps raises TypeError), or the exception literal_eval raised.
const VALUES: Array<[text: string, repr: string, dumps: string | null]> = [
  ["0", "0", "0"],
  ["00", "0", "0"],
  ["0_0", "0", "0"],
  ["1_000", "1000", "1000"],
  ["-5", "-5", "-5"],
  ["+5", "5", "5"],
  ["- 7", "-7", "-7"],
  ["0x1F", "31", "31"],
  ["0o17", "15", "15"],
  ["0b101", "5", "5"],
  ["0XdEaD_bEeF", "3735928559", "3735928559"],
  ["123456789012345678901234567890", "123456789012345678901234567890", "123456789012345678901234567890"],
  ["1.5", "1.5", "1.5"],
  ["1.", "1.0", "1.0"],
  [".5", "0.5", "0.5"],
  ["1e5", "100000.0", "100000.0"],
  ["1E-5", "1e-05", "1e-05"],
  ["1_0.5e1_0", "105000000000.0", "105000000000.0"],
  ["09.5", "9.5", "9.5"],
  ["1e400", "inf", "Infinity"],
  ["-1e400", "-inf", "-Infinity"],
  ["1e-400", "0.0", "0.0"],
  ["-0.0", "-0.0", "-0.0"],
  ["0.1", "0.1", "0.1"],
  ["2j", "2j", null],
  ["1.5J", "1.5j", null],
  ["01j", "1j", null],
  ["0j", "0j", null],
  ["-1j", "(-0-1j)", null],
  ["1+2j", "(1+2j)", null],
  ["-1-2j", "(-1-2j)", null],
  ["1-0j", "(1+0j)", null],
  ["-0j", "(-0-0j)", null],
  ["-0.0-0j", "(-0+0j)", null],
  ["1.5+0.5j", "(1.5+0.5j)", null],
  ["+1j", "1j", null],
  ["1e400-1e400j", "(inf-infj)", null],
  ["True", "True", "true"],
  ["False", "False", "false"],
  ["None", "None", "null"],
  ["...", "Ellipsis", null],
  ["'a'", "'a'", "\"a\""],
  ["\"a\"", "'a'", "\"a\""],
  ["'''a\nb'''", "'a\\nb'", "\"a\\nb\""],
  ["\"\"\"x\"y\"\"\"", "'x\"y'", "\"x\\\"y\""],
  ["'a' 'b' \"c\"", "'abc'", "\"abc\""],
  ["u'x'", "'x'", "\"x\""],
  ["r'\\n'", "'\\\\n'", "\"\\\\n\""],
  ["R'\\''", "\"\\\\'\"", "\"\\\\'\""],
  ["'\\n\\t\\r\\a\\b\\f\\v\\0'", "'\\n\\t\\r\\x07\\x08\\x0c\\x0b\\x00'", "\"\\n\\t\\r\\u0007\\b\\f\\u000b\\u0000\""],
  ["'\\x41\\101\\777\\u00e9\\U0001F600'", "'AA\u01ff\u00e9\ud83d\ude00'", "\"AA\\u01ff\\u00e9\\ud83d\\ude00\""],
  ["'\\q'", "'\\\\q'", "\"\\\\q\""],
  ["'a\\\nb'", "'ab'", "\"ab\""],
  ["'''\r\n'''", "'\\n'", "\"\\n\""],
  ["'\\u0014'", "'\\x14'", "\"\\u0014\""],
  ["'\u00e9\u2014\u2713\ud83d\ude00'", "'\u00e9\u2014\u2713\ud83d\ude00'", "\"\\u00e9\\u2014\\u2713\\ud83d\\ude00\""],
  ["'\\x7f\\xa0\\u2028'", "'\\x7f\\xa0\\u2028'", "\"\\u007f\\u00a0\\u2028\""],
  ["b'abc'", "b'abc'", null],
  ["B'\\x00\\xff'", "b'\\x00\\xff'", null],
  ["b'\\777\\400'", "b'\\xff\\x00'", null],
  ["rb'\\n'", "b'\\\\n'", null],
  ["Rb'\\x'", "b'\\\\x'", null],
  ["b'\\u1234'", "b'\\\\u1234'", null],
  ["b'\\N{x}'", "b'\\\\N{x}'", null],
  ["b'a' b'c'", "b'ac'", null],
  ["b\"'\"", "b\"'\"", null],
  ["b'\\''", "b\"'\"", null],
  ["'\"'", "'\"'", "\"\\\"\""],
  ["'\\''", "\"'\"", "\"'\""],
  ["'\\'\"'", "'\\'\"'", "\"'\\\"\""],
  ["()", "()", "[]"],
  ["(1,)", "(1,)", "[1]"],
  ["(1)", "1", "1"],
  ["((1))", "1", "1"],
  ["1, 2", "(1, 2)", "[1,2]"],
  ["1,", "(1,)", "[1]"],
  ["[]", "[]", "[]"],
  ["[1,]", "[1]", "[1]"],
  ["[1, [2, (3,)]]", "[1, [2, (3,)]]", "[1,[2,[3]]]"],
  ["{}", "{}", "{}"],
  ["{'a': 1, 'b': [2]}", "{'a': 1, 'b': [2]}", "{\"a\":1,\"b\":[2]}"],
  ["{1,}", "{1}", null],
  ["{1, 2, 1.0, True}", "{1, 2}", null],
  ["set()", "set()", null],
  ["set( )", "set()", null],
  ["(set)()", "set()", null],
  ["{True: 1, 1: 2, 1.0: 3}", "{True: 3}", "{\"true\":3}"],
  ["{-0.0: 1, 0: 2}", "{-0.0: 2}", "{\"-0.0\":2}"],
  ["{0j: 1, 0: 2, False: 3}", "{0j: 3}", null],
  ["{(1, 2): 1, (1.0, 2.0): 2}", "{(1, 2): 2}", null],
  ["{'a': 1, b'a': 2}", "{'a': 1, b'a': 2}", null],
  ["{None: 1, None: 2}", "{None: 2}", "{\"null\":2}"],
  ["{...: 1}", "{Ellipsis: 1}", null],
  ["[\n  1,  # one\n  2\n]", "[1, 2]", "[1,2]"],
  ["(1,\n2)", "(1, 2)", "[1,2]"],
  ["1 \\\n+2j", "(1+2j)", null],
  ["  [1]", "[1]", "[1]"],
  ["\t[1]", "[1]", "[1]"],
  ["\n[1]", "[1]", "[1]"],
  ["[1]\n\n", "[1]", "[1]"],
  ["[1] # done", "[1]", "[1]"],
  ["[{'name': 'get_weather', 'arguments': {'city': 'Paris', 'days': 3, 'metric': True, 'extra': None}}]", "[{'name': 'get_weather', 'arguments': {'city': 'Paris', 'days': 3, 'metric': True, 'extra': None}}]", "[{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Paris\",\"days\":3,\"metric\":true,\"extra\":null}}]"],
  ["{'name': 'f', 'arguments': {'x': (1, 2), 'y': {1, 2}}}", "{'name': 'f', 'arguments': {'x': (1, 2), 'y': {1, 2}}}", null],
];

const FAILURES: Array<[text: string, error: PythonError]> = [
  ["01", 'SyntaxError'],
  ["09", 'SyntaxError'],
  ["1_", 'SyntaxError'],
  ["1__0", 'SyntaxError'],
  ["0x", 'SyntaxError'],
  ["0b2", 'SyntaxError'],
  ["0o8", 'SyntaxError'],
  ["1e", 'SyntaxError'],
  ["1abc", 'SyntaxError'],
  ["0x1j", 'SyntaxError'],
  ["'a", 'SyntaxError'],
  ["'''a", 'SyntaxError'],
  ["[1", 'SyntaxError'],
  ["1]", 'SyntaxError'],
  ["(]", 'SyntaxError'],
  ["[1,,2]", 'SyntaxError'],
  ["{,}", 'SyntaxError'],
  ["1 2", 'SyntaxError'],
  ["1;2", 'SyntaxError'],
  ["ur'a'", 'SyntaxError'],
  ["b'\u00e9'", 'SyntaxError'],
  ["'a' b'b'", 'SyntaxError'],
  ["'\\x4'", 'SyntaxError'],
  ["'\\u12'", 'SyntaxError'],
  ["'\\U00110000'", 'SyntaxError'],
  ["\n  1", 'SyntaxError'],
  ["\ufeff1", 'SyntaxError'],
  ["1\u0000", 'SyntaxError'],
  ["*a", 'SyntaxError'],
  ["a, *b", 'SyntaxError'],
  ['('.repeat(201) + ')'.repeat(201), 'SyntaxError'],
  ["x = 1", 'SyntaxError'],
  ["f'{'", 'SyntaxError'],
  ["f'{}'", 'SyntaxError'],
  ["lambda x=1, y: 0", 'SyntaxError'],
  ["[a for 1 in y]", 'SyntaxError'],
  ["f(k=1, 2)", 'SyntaxError'],
  ["1\\\n", 'SyntaxError'],
  ["x", 'ValueError'],
  ["true", 'ValueError'],
  ["null", 'ValueError'],
  ["nan", 'ValueError'],
  ["inf", 'ValueError'],
  ["Ellipsis", 'ValueError'],
  ["a.b", 'ValueError'],
  ["f(x)", 'ValueError'],
  ["set([])", 'ValueError'],
  ["1+2", 'ValueError'],
  ["2j+1", 'ValueError'],
  ["True+1j", 'ValueError'],
  ["--1", 'ValueError'],
  ["1+-2j", 'ValueError'],
  ["-(1, 2)", 'ValueError'],
  ["-'a'", 'ValueError'],
  ["~1", 'ValueError'],
  ["not 1", 'ValueError'],
  ["f'a'", 'ValueError'],
  ["{**a}", 'ValueError'],
  ["{'a': 1, **b}", 'ValueError'],
  ["[*a]", 'ValueError'],
  ["[x for x in y]", 'ValueError'],
  ["lambda: 1", 'ValueError'],
  ["1 if 1 else 2", 'ValueError'],
  ["1 < 2", 'ValueError'],
  ["10**400", 'ValueError'],
  ["{1: foo, [2]: 3}", 'ValueError'],
  ["[{\"name\": \"f\", \"arguments\": {\"a\": true}}]", 'ValueError'],
  ["'\ud83d'", 'ValueError'],
  ["{[1]: 2}", 'TypeError'],
  ["{{1}}", 'TypeError'],
  ["{(1, [2])}", 'TypeError'],
  ["{'a': 1, {}: 2}", 'TypeError'],
  ["{set(): 1}", 'TypeError'],
  ["[{[1]: 2}, x.y]", 'TypeError'],
  ["{[2], x}", 'TypeError'],
  ["{[1]: 2, 3: foo}", 'TypeError'],
  ['1' + '0'.repeat(400) + '+1j', 'OverflowError'],
  ['-'.repeat(5976) + '1', 'MemoryError'],
];

function parsed(text: string): PyValue {
  const r = parsePyLiteral(text);
  if (!r.ok) assert.fail(`${JSON.stringify(text)} failed: ${r.message}`);
  return r.value;
}

describe('parsePyLiteral gives the value ast.literal_eval gives', () => {
  for (const [text, repr, dumps] of VALUES) {
    test(JSON.stringify(text), () => {
      const value = parsed(text);
      assert.equal(pyRepr(value), repr);
      const d = dumpsCompactAscii(value);
      assert.equal(d.ok ? d.text : null, dumps);
    });
  }
});

describe('parsePyLiteral fails where ast.literal_eval raises, with the same exception', () => {
  for (const [text, error] of FAILURES) {
    test(`${JSON.stringify(text.slice(0, 60))} -> ${error}`, () => {
      const r = parsePyLiteralDetailed(text);
      assert.equal(r.ok, false);
      if (r.ok) return;
      assert.equal(r.pythonError, error);
      assert.equal(r.referenceCrashes, error !== 'SyntaxError' && error !== 'ValueError');
      assert.equal(parsePyLiteral(text).ok, false);
    });
  }
});

describe('parsePyLiteral details', () => {
  test('an unhashable key says so and that the reference would stop there', () => {
    const r = parsePyLiteral("{'a': 1, [1, 2]: 3}");
    assert.deepEqual(r, {
      ok: false,
      message:
        "TypeError: unhashable type: 'list' (literal_eval raises this, and the reference does not catch it: its run would stop here)",
      offset: 9,
    });
  });

  test('values carry their offsets in the text, past the stripped leading blanks', () => {
    const value = parsed("  [1, 'ab', (2,)]");
    assert.equal(value.kind, 'list');
    if (value.kind !== 'list') return;
    assert.deepEqual([value.start, value.end], [2, 17]);
    assert.deepEqual(value.items.map((v) => [v.kind, v.start, v.end]), [['int', 3, 4], ['str', 6, 10], ['tuple', 12, 16]]);
  });

  test('a repeated key keeps its first place and its first key, and takes the last value', () => {
    const value = parsed("{1: 'a', 'b': 2, 1.0: 'c', True: 'd'}");
    assert.equal(value.kind, 'dict');
    if (value.kind !== 'dict') return;
    assert.deepEqual(value.entries.map(([k, v]) => [pyRepr(k), pyRepr(v), k.start]), [['1', "'d'", 1], ["'b'", '2', 9]]);
  });

  test('big ints stay exact', () => {
    assert.deepEqual(parsed('-123456789012345678901234567890'), {
      kind: 'int', value: -123456789012345678901234567890n, start: 0, end: 31,
    });
  });

  test('a \\N{...} escape is refused with a message that says why', () => {
    const r = parsePyLiteral("'\\N{EM DASH}'");
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.match(r.message, /\\N\{\.\.\.\} escape .* not supported/);
    assert.equal(r.offset, 1);
  });

  test('a lone surrogate in the text is the ValueError Python raises while encoding the source', () => {
    const r = parsePyLiteralDetailed("['\u2014', '\ud83d']");
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.pythonError, 'ValueError');
    assert.equal(r.offset, 7);
    assert.equal(r.message, "ValueError: UnicodeEncodeError: 'utf-8' codec can't encode character '\\ud83d' in position 7: surrogates not allowed");
  });

  test('syntax errors point at the offending place', () => {
    assert.deepEqual(parsePyLiteral('[1, 2'), { ok: false, message: "SyntaxError: '[' was never closed", offset: 0 });
    assert.deepEqual(parsePyLiteral("{'a': 1}}"), { ok: false, message: "SyntaxError: unmatched '}'", offset: 8 });
    assert.deepEqual(parsePyLiteral('[01]'), {
      ok: false,
      message: 'SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers',
      offset: 1,
    });
  });

  test('deep braces parse in linear time (a set holding a set... is read once, not once per level)', () => {
    const started = Date.now();
    const r = parsePyLiteralDetailed('{'.repeat(150) + '}'.repeat(150));
    assert.equal(r.ok ? 'ok' : r.pythonError, 'TypeError');
    assert.ok(Date.now() - started < 2000);
  });

  test('nesting: 200 brackets are fine, 201 are too many', () => {
    assert.equal(parsed('['.repeat(200) + ']'.repeat(200)).kind, 'list');
    assert.deepEqual(parsePyLiteral('['.repeat(201) + ']'.repeat(201)), {
      ok: false,
      message: 'SyntaxError: too many nested parentheses',
      offset: 200,
    });
  });
});
