// One saved emission -> class and reason, for every shape handlers write. Classes were checked
// against the reference implementation on the same values (scripts/check-reference.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyEmission } from '../../../src/core/classify/classifyEmission';
import type { Decision } from '../../../src/core/classify/decision';
import { parsePyJson } from '../../../src/core/pyvalue/pyJson';

/** Classifies the emission written as it appears in a result file (JSON). */
function decide(json: string): Decision {
  const parsed = parsePyJson(json);
  if (!parsed.ok) throw new Error(parsed.message);
  return classifyEmission(parsed.value);
}
const brief = (d: Decision) => ({ cls: d.cls, rule: d.rule, ...(d.normalized ? { normalized: d.normalized } : {}) });

test('the reference examples', () => {
  assert.deepEqual(brief(decide('"[mkdir(dir_name=\\"tmp\\")]"')), { cls: 'tool_call', rule: 'tool-call-look' });
  assert.deepEqual(brief(decide('"<tool_call>\\n{\\"name\\": \\"ls\\", \\"arguments\\": {}}\\n</tool_call>"')), { cls: 'tool_call', rule: 'tool-call-look' });
  assert.deepEqual(brief(decide('"```json\\n[{\\"name\\": \\"ls\\", \\"arguments\\": {}}]\\n```"')), {
    cls: 'tool_call', rule: 'literal-call', normalized: '[{"name":"ls","arguments":{}}]',
  });
  assert.deepEqual(brief(decide('[{"cd": "{\\"folder\\": \\"document\\"}"}]')), { cls: 'tool_call', rule: 'api-call-list' });
  assert.deepEqual(brief(decide('[{"name": "ls", "arguments": {}}]')), { cls: 'tool_call', rule: 'structured-call', normalized: '[{"name":"ls","arguments":{}}]' });
  assert.deepEqual(brief(decide('"Could you tell me which folder?"')), { cls: 'ask', rule: 'question-mark' });
  assert.deepEqual(brief(decide('"I cannot do that with the available tools."')), { cls: 'refuse', rule: 'refuse-phrase' });
  assert.deepEqual(brief(decide('"All done, the file has been successfully moved."')), { cls: 'confirm', rule: 'confirm-phrase' });
  assert.deepEqual(brief(decide('"Here is the summary."')), { cls: 'other', rule: 'no-phrase' });
  assert.deepEqual(brief(decide('""')), { cls: null, rule: 'empty-text' });
  assert.deepEqual(brief(decide('"   "')), { cls: null, rule: 'empty-text' });
  assert.deepEqual(brief(decide('[]')), { cls: null, rule: 'not-text' });
});

test('normalised forms, as the reference writes them', () => {
  assert.equal(decide('"```\\n[{\'name\': \'mkdir\', \'arguments\': {\'dir_name\': \'tmp\'}}]\\n```"').normalized, '[{"name":"mkdir","arguments":{"dir_name":"tmp"}}]');
  assert.equal(
    decide('[{"mkdir": {"dir_name": "tmp"}}, {"mv": {"source": "a", "destination": "tmp"}}]').normalized,
    '[{"name":"mkdir","arguments":{"dir_name":"tmp"}},{"name":"mv","arguments":{"source":"a","destination":"tmp"}}]',
  );
  assert.equal(decide('{"tools": ["a", "b"], "arguments": {"a": {}, "b": {"x": 1}}}').normalized, '[{"name":"a","arguments":{}},{"name":"b","arguments":{"x":1}}]');
  assert.equal(decide('"{\'cd\': {\'x\': \'caf\\u00e9 \\u2705\', \'t\': (1, 2), \'b\': True, \'n\': None, \'f\': 1e16}}"').normalized,
    '[{"name":"cd","arguments":{"x":"caf\\u00e9 \\u2705","t":[1,2],"b":true,"n":null,"f":1e+16}}]');
  assert.equal(decide('"{\'cd\': {\'a\': 1, \'a\': 2}}"').normalized, '[{"name":"cd","arguments":{"a":2}}]');
  assert.equal(decide('"{\\"cd\\": {\\"x\\": true}}"').normalized, '[{"name":"cd","arguments":{"x":true}}]', 'JSON after the Python literal fails');
});

test('what is not a call stays text or gets no class', () => {
  assert.deepEqual(brief(decide('"[]"')), { cls: 'other', rule: 'no-phrase' }, "xLAM's empty answer is text to the reference");
  assert.deepEqual(brief(decide('null')), { cls: null, rule: 'not-text' });
  assert.deepEqual(brief(decide('5')), { cls: null, rule: 'not-text' });
  assert.deepEqual(brief(decide('[{}]')), { cls: null, rule: 'not-text' });
  assert.deepEqual(brief(decide('[{}, {"a": 1}]')), { cls: 'tool_call', rule: 'api-call-list' });
  assert.deepEqual(brief(decide('[1, "a"]')), { cls: null, rule: 'not-text' });
  assert.deepEqual(brief(decide('"{\'name\': \'not ident\', \'arguments\': {}}"')), { cls: 'tool_call', rule: 'literal-call', normalized: '[{"name":"not ident","arguments":{}}]' });
  assert.deepEqual(brief(decide('"Please run this:\\n```json\\n{\\"name\\":\\"mkdir\\",\\"arguments\\":{}}\\n```"')), { cls: 'other', rule: 'no-phrase' });
  assert.deepEqual(brief(decide('"[{\'cd\': {}}], [{\'ls\': {}}]"')), { cls: 'other', rule: 'no-phrase' }, 'a tuple of lists is not a call list');
});

test("a list of strings gets no class, as in the reference, but keeps what it would be as text", () => {
  const d = decide('["I don\'t see the new functions.", "Could you please provide details?"]');
  assert.deepEqual(d, {
    cls: null,
    rule: 'text-list',
    outranked: [],
    skippedText: { text: "I don't see the new functions.\nCould you please provide details?", wouldBe: 'ask' },
  });
  assert.deepEqual(decide('["", " "]').skippedText, { text: '\n ', wouldBe: null });
});

test('values Python cannot serialise: still a call, with a note that the reference would stop there', () => {
  const d = decide('"[{\'cd\': {\'x\': {1, 2}}}]"');
  assert.equal(d.cls, 'tool_call');
  assert.equal(d.referenceNote, 'The reference would stop with a TypeError here: Object of type set is not JSON serializable.');
});

test('a literal call keeps the phrases it holds as outranked', () => {
  const d = decide('"{\'send\': {\'text\': \'I cannot come. Could you?\'}}"');
  assert.equal(d.rule, 'literal-call');
  assert.deepEqual(d.match, { text: 'send', offset: 0 });
  assert.deepEqual(d.outranked.map((h) => [h.cls, h.text, h.offset]), [['refuse', 'cannot', 21], ['ask', '?', 43]]);
});
