import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looksLikeToolCall, toolCallLook } from '../../../src/core/classify/toolCallLook';

const look = (text: string) => {
  const found = toolCallLook(text);
  return found && { pattern: found.pattern, text: found.match.text, offset: found.match.offset };
};

test('a Python call list, after leading white space', () => {
  assert.deepEqual(look('  [cd(folder="document")]'), { pattern: 'python-call-list', text: '[cd(', offset: 2 });
  assert.deepEqual(look('[mkdir(dir_name="temp"), mv(source="x", destination="temp")]'), { pattern: 'python-call-list', text: '[mkdir(', offset: 0 });
  assert.deepEqual(look('[ cd (folder="a")]'), { pattern: 'python-call-list', text: '[ cd (', offset: 0 });
});

test('Python white space counts (NBSP, U+001C), U+FEFF does not', () => {
  assert.equal(look('\u00a0\u001c[ls()]')?.pattern, 'python-call-list');
  assert.equal(look('\ufeff[ls()]'), null);
});

test('a <tool_call tag anywhere, in any case, ending a word', () => {
  assert.deepEqual(look('Sure.\n<TOOL_CALL>{"name": "x", "arguments": {}}</TOOL_CALL>'), { pattern: 'tool-call-tag', text: '<TOOL_CALL', offset: 6 });
  assert.equal(look('<tool_callx>'), null);
  assert.equal(look('<tool_call_id>'), null);
  assert.equal(look('<tool_callé>'), null, 'é is a word character for Python');
  assert.deepEqual(look('<tool_callx> then <tool_call>'), { pattern: 'tool-call-tag', text: '<tool_call', offset: 18 });
  assert.equal(look('I will issue a tool_call to mv shortly.'), null);
});

test('a JSON or Python-literal list of name objects', () => {
  assert.deepEqual(look('[{"name": "mv", "arguments": {}}]'), { pattern: 'json-call-list', text: '[{"name":', offset: 0 });
  assert.deepEqual(look("\n[ { 'name' :"), { pattern: 'json-call-list', text: "[ { 'name' :", offset: 1 });
});

test('one name object needs an identifier name and, later, arguments or parameters', () => {
  assert.deepEqual(look('{"name": "cd", "x": 1,\n "parameters": {}}'), { pattern: 'json-call-object', text: '{"name": "cd",', offset: 0 });
  assert.equal(look('{"name": "cd", "x": 1}'), null);
  assert.equal(look('{"name": "not an identifier", "arguments": {}}'), null);
});

test('text that is not a call', () => {
  assert.equal(look('[Note: this is just a comment]'), null);
  assert.equal(look('The file has been moved.'), null);
  assert.equal(look(''), null);
  assert.equal(look('Done. [cd(folder="temp")]'), null, 'a call glued after prose is not at the start');
});

test('the yes-or-no look (the summaries\' fast path) answers as the full one on every text above and their near misses', () => {
  const texts = [
    '  [cd(folder="document")]', '[ cd (folder="a")]', '\u00a0\u001c[ls()]', '\ufeff[ls()]', '\u3000\u2028 [ls()]', '\t{"name": "cd", "arguments": {}}',
    'Sure.\n<TOOL_CALL>{"name": "x"}</TOOL_CALL>', '<tool_callx>', '<tool_call_id>', '<tool_callé>', '<tool_callx> then <tool_call>', '<Tool_Call ',
    'I will issue a tool_call to mv shortly.', '[{"name": "mv", "arguments": {}}]', "\n[ { 'name' :", '{"name": "cd", "x": 1,\n "parameters": {}}',
    '{"name": "cd", "x": 1}', '{"name": "not an identifier", "arguments": {}}', '[Note: this is just a comment]', 'The file has been moved.', '',
    'Done. [cd(folder="temp")]', '   ', '[', '{', '<', 'x <tool_call', '[{', '{"name"', '  \n',
  ];
  for (const text of texts) assert.equal(looksLikeToolCall(text), toolCallLook(text) !== null, JSON.stringify(text));
});
