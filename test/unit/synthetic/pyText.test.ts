// The generator writes JSON and Python reprs the way BFCL's Python code does; these pin the exact text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cloneJson, dumps, PyFloat } from '../../../tools/synthetic/pyJson';
import { promptLiteral, pyRepr, pyStr } from '../../../tools/synthetic/pyRepr';
import { decodedCall } from '../../../tools/synthetic/handlerStyles';

describe('dumps writes what json.dumps writes', () => {
  it('uses ", " and ": " separators and keeps key order', () => {
    assert.equal(dumps({ b: 1, a: [true, null, 'x'] }), '{"b": 1, "a": [true, null, "x"]}');
  });

  it('writes floats as repr() does, with ".0" on whole numbers', () => {
    assert.equal(dumps([new PyFloat(30), new PyFloat(0.76), new PyFloat(5.785758972167969)]), '[30.0, 0.76, 5.785758972167969]');
  });

  it('keeps non-ASCII raw by default and escapes it with asciiOnly (ensure_ascii=True)', () => {
    assert.equal(dumps('✅ can’t — →'), '"✅ can’t — →"');
    assert.equal(dumps('✅ can’t — →', { asciiOnly: true }), '"\\u2705 can\\u2019t \\u2014 \\u2192"');
  });

  it('escapes control characters as lower-case \\u00XX', () => {
    assert.equal(dumps('a\u0014b\n'), '"a\\u0014b\\n"');
  });

  it('writes compact separators for OpenAI-style argument strings', () => {
    assert.equal(dumps({ path: '.', name: 'final_report.pdf' }, { compact: true }), '{"path":".","name":"final_report.pdf"}');
  });

  it('deep-copies without turning floats into objects', () => {
    const original = { orders: [{ price: new PyFloat(210.5) }] };
    const copy = cloneJson(original);
    assert.notEqual(copy.orders, original.orders);
    assert.equal(dumps(copy), '{"orders": [{"price": 210.5}]}');
  });
});

describe('Python reprs', () => {
  it('quotes strings as repr() does', () => {
    assert.equal(pyStr('temp'), "'temp'");
    assert.equal(pyStr("it's"), '"it\'s"');
    assert.equal(pyStr('say "hi" it\'s'), "'say \"hi\" it\\'s'");
    assert.equal(pyStr('a\nb\u0014'), "'a\\nb\\x14'");
  });

  it('writes dicts, lists, booleans and None', () => {
    assert.equal(pyRepr({ name: 'cd', arguments: { folder: 'temp', a: true, n: null } }), "{'name': 'cd', 'arguments': {'folder': 'temp', 'a': True, 'n': None}}");
  });

  it('writes decoded calls in FC style (no space) and prompt style (", ")', () => {
    const call = { name: 'mv', args: { source: 'final_report.pdf', destination: 'temp' } };
    assert.equal(decodedCall(call, ','), "mv(source='final_report.pdf',destination='temp')");
    assert.equal(decodedCall(call, ', '), "mv(source='final_report.pdf', destination='temp')");
  });

  it('writes prompt-mode arguments as a model types them', () => {
    assert.equal(promptLiteral(['driver', 'passenger']), '["driver", "passenger"]');
    assert.equal(promptLiteral(false), 'False');
    assert.equal(promptLiteral(new PyFloat(1)), '1.0');
  });
});
