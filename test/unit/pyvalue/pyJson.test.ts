import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsePyJson, skipPyJsonValue } from '../../../src/core/pyvalue/pyJson';
import { pyRepr, toPlainJs } from '../../../src/core/pyvalue/pyToDisplay';
import type { PyValue } from '../../../src/core/pyvalue/types';
import { SHARED_BFCL, withoutSharedData } from '../../support/sharedData';

// Expected values printed by CPython 3.11.7: repr(json.loads(text)), or the JSONDecodeError's msg and pos.
const CASES: Array<[text: string, expected: string | { message: string; offset: number }]> = [
  ["0", "0"],
  ["-0", "0"],
  ["42", "42"],
  ["-7", "-7"],
  ["123456789012345678901234567890", "123456789012345678901234567890"],
  ["1.0", "1.0"],
  ["1e5", "100000.0"],
  ["1E-5", "1e-05"],
  ["-0.0", "-0.0"],
  ["1.5e300", "1.5e+300"],
  ["1e400", "inf"],
  ["-1e400", "-inf"],
  ["0.1", "0.1"],
  ["5e-324", "5e-324"],
  ["NaN", "nan"],
  ["Infinity", "inf"],
  ["-Infinity", "-inf"],
  ["true", "True"],
  ["false", "False"],
  ["null", "None"],
  ["\"\"", "''"],
  ["\"abc\"", "'abc'"],
  ["\"a\\\"b\\\\c\\/d\"", "'a\"b\\\\c/d'"],
  ["\"\\b\\f\\n\\r\\t\"", "'\\x08\\x0c\\n\\r\\t'"],
  ["\"\\u00e9\\u2014\"", "'\u00e9\u2014'"],
  ["\"\\u0014\"", "'\\x14'"],
  ["\"\\ud83d\\ude00\"", "'\ud83d\ude00'"],
  ["\"\\ud83d\"", "'\\ud83d'"],
  ["\"\\ude00\\ud83d\"", "'\\ude00\\ud83d'"],
  ["\"\\ud83dx\"", "'\\ud83dx'"],
  ["\"\\uD83D\\uDE00\"", "'\ud83d\ude00'"],
  ["\"\u00e9\u2014\u2713\ud83d\ude00\"", "'\u00e9\u2014\u2713\ud83d\ude00'"],
  ["\"\u007f\"", "'\\x7f'"],
  ["\"\u2028\"", "'\\u2028'"],
  ["[]", "[]"],
  ["[1, \"a\", [true, null]]", "[1, 'a', [True, None]]"],
  ["{}", "{}"],
  ["{\"a\": 1, \"b\": [2.5]}", "{'a': 1, 'b': [2.5]}"],
  ["{\"a\": 1, \"a\": 2, \"b\": 3, \"a\": 4}", "{'a': 4, 'b': 3}"],
  ["{\"1\": 1, \"0\": 0}", "{'1': 1, '0': 0}"],
  [" \t\n\r[ 1 ,\n2 ] \r\n", "[1, 2]"],
  ["{\"name\": \"f\", \"arguments\": \"{\\\"x\\\": 1}\"}", "{'name': 'f', 'arguments': '{\"x\": 1}'}"],
  ["", { message: "Expecting value", offset: 0 }],
  [" ", { message: "Expecting value", offset: 1 }],
  ["[", { message: "Expecting value", offset: 1 }],
  ["[1,", { message: "Expecting value", offset: 3 }],
  ["[1", { message: "Expecting ',' delimiter", offset: 2 }],
  ["[1 2]", { message: "Expecting ',' delimiter", offset: 3 }],
  ["{", { message: "Expecting property name enclosed in double quotes", offset: 1 }],
  ["{\"a\"", { message: "Expecting ':' delimiter", offset: 4 }],
  ["{\"a\":", { message: "Expecting value", offset: 5 }],
  ["{\"a\":1", { message: "Expecting ',' delimiter", offset: 6 }],
  ["{\"a\":1,", { message: "Expecting property name enclosed in double quotes", offset: 7 }],
  ["{\"a\":1,}", { message: "Expecting property name enclosed in double quotes", offset: 7 }],
  ["[1,]", { message: "Expecting value", offset: 3 }],
  ["{1:2}", { message: "Expecting property name enclosed in double quotes", offset: 1 }],
  ["{'a':1}", { message: "Expecting property name enclosed in double quotes", offset: 1 }],
  ["\"abc", { message: "Unterminated string starting at", offset: 0 }],
  ["\"a\\", { message: "Unterminated string starting at", offset: 0 }],
  ["\"a\\x\"", { message: "Invalid \\escape", offset: 2 }],
  ["\"\\u12\"", { message: "Invalid \\uXXXX escape", offset: 2 }],
  ["\"\\u12g4\"", { message: "Invalid \\uXXXX escape", offset: 2 }],
  ["\"\\u1234", { message: "Invalid \\uXXXX escape", offset: 2 }],
  ["\"\\ud83d\\u12\"", { message: "Invalid \\uXXXX escape", offset: 8 }],
  ["\"\u0001\"", { message: "Invalid control character at", offset: 1 }],
  ["\"a\tb\"", { message: "Invalid control character at", offset: 2 }],
  ["01", { message: "Extra data", offset: 1 }],
  ["-", { message: "Expecting value", offset: 0 }],
  ["-a", { message: "Expecting value", offset: 0 }],
  ["1.", { message: "Extra data", offset: 1 }],
  ["1.e5", { message: "Extra data", offset: 1 }],
  ["1e", { message: "Extra data", offset: 1 }],
  ["-Inf", { message: "Expecting value", offset: 0 }],
  ["nan", { message: "Expecting value", offset: 0 }],
  ["nul", { message: "Expecting value", offset: 0 }],
  ["tru", { message: "Expecting value", offset: 0 }],
  ["True", { message: "Expecting value", offset: 0 }],
  ["[1]x", { message: "Extra data", offset: 3 }],
  ["1 2", { message: "Extra data", offset: 2 }],
  ["\ufeff1", { message: "Unexpected UTF-8 BOM (decode using utf-8-sig)", offset: 0 }],
  [" \f1", { message: "Expecting value", offset: 1 }],
  ["1\u000b", { message: "Extra data", offset: 1 }],
  ["[-]", { message: "Expecting value", offset: 1 }],
  ["{\"a\" 1}", { message: "Expecting ':' delimiter", offset: 5 }],
  ["[1}", { message: "Expecting ',' delimiter", offset: 2 }],
  ["{\"a\":1]", { message: "Expecting ',' delimiter", offset: 6 }],
  ["[1]]", { message: "Extra data", offset: 3 }],
  ["\u00a01", { message: "Expecting value", offset: 0 }],
];

function parsed(text: string, start?: number, end?: number): PyValue {
  const r = parsePyJson(text, start, end);
  if (!r.ok) assert.fail(`${JSON.stringify(text)} failed: ${r.message} at ${r.offset}`);
  return r.value;
}

describe('parsePyJson reads what json.loads reads, and fails where it fails', () => {
  for (const [text, expected] of CASES) {
    test(JSON.stringify(text), () => {
      const r = parsePyJson(text);
      if (typeof expected === 'string') {
        assert.ok(r.ok, r.ok ? '' : r.message);
        if (r.ok) assert.equal(pyRepr(r.value), expected);
      } else assert.deepEqual(r, { ok: false, ...expected });
    });
  }
});

describe('parsePyJson keeps Python distinctions', () => {
  test('ints are exact bigints, 1.0 and 1e5 are floats', () => {
    const value = parsed('[1, 1.0, 1e5, 123456789012345678901234567890, -0]');
    assert.equal(value.kind, 'list');
    if (value.kind !== 'list') return;
    assert.deepEqual(
      value.items.map((v) => [v.kind, 'value' in v ? v.value : null]),
      [['int', 1n], ['float', 1], ['float', 100000], ['int', 123456789012345678901234567890n], ['int', 0n]],
    );
  });

  test('NaN, Infinity and -Infinity are floats', () => {
    const value = parsed('[NaN, Infinity, -Infinity]');
    assert.equal(value.kind === 'list' && value.items.every((v) => v.kind === 'float'), true);
    assert.deepEqual(toPlainJs(value), [NaN, Infinity, -Infinity]);
  });

  test('a control character written as \\u0014 and a lone surrogate come through as they are', () => {
    const value = parsed('["echo \\u0014 done", "\\ud83d!"]');
    assert.deepEqual(toPlainJs(value), ['echo \u0014 done', '\ud83d!']);
  });

  test('a repeated key keeps its first place and key span, and the last value', () => {
    const value = parsed('{"a": 1, "b": 2, "a": 3}');
    assert.equal(value.kind, 'dict');
    if (value.kind !== 'dict') return;
    assert.deepEqual(value.entries.map(([k, v]) => [pyRepr(k), pyRepr(v), k.start, v.start]), [["'a'", '3', 1, 22], ["'b'", '2', 9, 14]]);
  });

  test('990 nested arrays are read; one more is the RecursionError Python raises about there', () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    assert.equal(parsed(deep(990)).end, 1980);
    const tooDeep = {
      ok: false,
      message: 'maximum recursion depth exceeded while decoding a JSON array from a unicode string (Python raises RecursionError here)',
      offset: 990,
    };
    assert.deepEqual(parsePyJson(deep(991)), tooDeep);
    assert.deepEqual(skipPyJsonValue(deep(991), 0), tooDeep);
  });

  test('more than 4300 digits is the ValueError Python raises', () => {
    const r = parsePyJson(`[${'9'.repeat(4301)}]`);
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /^Exceeds the limit \(4300 digits\) for integer string conversion: value has 4301 digits/);
      assert.equal(r.offset, 1);
    }
    assert.equal(parsePyJson('9'.repeat(4300)).ok, true);
  });
});

describe('parsePyJson on a span of a longer line', () => {
  const line = '{"id": "x", "result": [{"f": "{\\"a\\": 1}"}, "\\u00e9"], "latency": 1.5}';
  const start = line.indexOf('[');
  const end = line.indexOf(', "latency"');

  test('node offsets are offsets in the line', () => {
    const value = parsed(line, start, end);
    assert.equal(value.kind, 'list');
    if (value.kind !== 'list') return;
    assert.deepEqual([value.start, value.end], [start, end]);
    const [call, text] = value.items;
    assert.equal(line.slice(call!.start, call!.end), '{"f": "{\\"a\\": 1}"}');
    assert.equal(line.slice(text!.start, text!.end), '"\\u00e9"');
  });

  test('errors are offsets in the line, and text after the span is not read', () => {
    assert.deepEqual(parsePyJson(line, start, end - 1), { ok: false, message: "Expecting ',' delimiter", offset: end - 1 });
    assert.deepEqual(parsePyJson(line, start - 2, end), { ok: false, message: 'Expecting value', offset: start - 2 });
    assert.equal(parsed(line, start - 1, end).end, end);
  });
});

describe('skipPyJsonValue', () => {
  test('returns the offset just past the value, after leading JSON blanks', () => {
    const text = '{"a": [1, {"b": "x]}\\"y"}], "c": NaN} tail';
    assert.equal(skipPyJsonValue(text, 0), 37);
    assert.equal(skipPyJsonValue(text, 5), 26);
    assert.equal(skipPyJsonValue(text, text.indexOf('NaN')), 36);
  });

  test('reports broken structure where json.loads would', () => {
    assert.deepEqual(skipPyJsonValue('[1, [2, 3}', 0), { ok: false, message: "Expecting ',' delimiter", offset: 9 });
    assert.deepEqual(skipPyJsonValue('{"a": "open', 0), { ok: false, message: 'Unterminated string starting at', offset: 6 });
    assert.deepEqual(skipPyJsonValue('["tab\there"]', 0), { ok: false, message: 'Invalid control character at', offset: 5 });
    assert.deepEqual(skipPyJsonValue('["\\q"]', 0), { ok: false, message: 'Invalid \\escape', offset: 2 });
    assert.deepEqual(skipPyJsonValue('[1, 2', 0), { ok: false, message: "Expecting ',' delimiter", offset: 5 });
  });

  test('stops at the end it is given', () => {
    assert.deepEqual(skipPyJsonValue('"abc"', 0, 4), { ok: false, message: 'Unterminated string starting at', offset: 0 });
  });

  test('agrees with parsePyJson on every case above', () => {
    for (const [text] of CASES) {
      if (text.startsWith('\ufeff')) continue; // only json.loads checks for a BOM, at the start of the whole text
      const r = parsePyJson(text);
      const skip = skipPyJsonValue(text, 0);
      if (r.ok) assert.equal(skip, r.value.end, text);
      else if (r.message === 'Extra data') assert.equal(typeof skip, 'number', text);
      else assert.deepEqual(skip, r, text);
    }
  });

  test("'structure' mode finds the same ends but does not look inside strings", () => {
    for (const [text, expected] of CASES) {
      if (typeof expected === 'string') assert.equal(skipPyJsonValue(text, 0, text.length, 'structure'), parsed(text).end, text);
    }
    const badInside = '["\\q", "\t"]'; // an unknown escape and a raw tab, which json.loads refuses
    assert.equal(skipPyJsonValue(badInside, 0, badInside.length, 'structure'), badInside.length);
    assert.deepEqual(skipPyJsonValue(badInside, 0), { ok: false, message: 'Invalid \\escape', offset: 2 });
    const open = '["a\\"]';
    assert.deepEqual(skipPyJsonValue(open, 0, open.length, 'structure'), { ok: false, message: 'Unterminated string starting at', offset: 1 });
    assert.deepEqual(skipPyJsonValue('["a" "b"]', 0, 9, 'structure'), { ok: false, message: "Expecting ',' delimiter", offset: 5 });
  });

  test('thousands of escapes in one string', () => {
    const text = `["${'a\\n'.repeat(200_000)}"]`;
    assert.equal(skipPyJsonValue(text, 0), text.length);
  });
});

/** What JSON.parse makes of the same text (ints become the nearest double, as JSON.parse rounds them). */
function asJsonParse(v: PyValue): unknown {
  switch (v.kind) {
    case 'int':
      return Number(v.value);
    case 'list':
      return v.items.map(asJsonParse);
    case 'dict':
      return Object.fromEntries(v.entries.map(([k, x]) => [k.kind === 'str' ? k.value : pyRepr(k), asJsonParse(x)]));
    default:
      return toPlainJs(v);
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

test('every line of the real BFCL files reads as JSON.parse reads it, and skips to its end', { skip: withoutSharedData }, () => {
  let lines = 0;
  for (const file of jsonFiles(SHARED_BFCL)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines++;
      assert.equal(skipPyJsonValue(line, 0), line.length, file);
      assert.equal(skipPyJsonValue(line, 0, line.length, 'structure'), line.length, file);
      assert.deepEqual(asJsonParse(parsed(line)), JSON.parse(line), file);
    }
  }
  assert.ok(lines > 100, `only ${lines} lines read`);
});
