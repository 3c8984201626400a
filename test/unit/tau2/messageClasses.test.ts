// The paper's tau2 detector, rule by rule (formats-tau2.md section 5.2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ASK_PHRASES, REFUSE_PHRASES } from '../../../src/core/classify/phrases';
import { detectMessageClasses, GREETING_QUESTIONS, TAU2_ASK_EXTENSION, TAU2_CONFIRM_PHRASES, unfence } from '../../../src/core/tau2/messageClasses';

const classes = (content: unknown, calls: { name: string }[] | null = null) => detectMessageClasses(calls, content).classes;

test('every BFCL ASK phrase and every tau2 extension gives ASK, with the phrase as the reason', () => {
  for (const phrase of [...ASK_PHRASES, ...TAU2_ASK_EXTENSION]) {
    const labels = detectMessageClasses(null, `Alright. ${phrase.toUpperCase()} your booking code`);
    assert.deepEqual(labels.classes, ['ask'], phrase);
    assert.equal(labels.reasons[0]!.offset, 9, phrase);
  }
  assert.equal(detectMessageClasses(null, 'Kindly send me the code').reasons[0]!.rule, 'ask-phrase-tau2');
});

test('every REFUSE phrase gives REFUSE, unless the message also asks', () => {
  for (const phrase of REFUSE_PHRASES) {
    assert.deepEqual(classes(`Sorry, ${phrase} do that`), ['refuse'], phrase);
    assert.deepEqual(classes(`Sorry, ${phrase} do that. Which order is it?`), ['ask'], phrase);
  }
});

test('the CONFIRM list: every phrase, "i\'ve" up to changed, "i have" up to returned', () => {
  assert.equal(TAU2_CONFIRM_PHRASES.length, 30 + 14 + 12 + 7);
  for (const phrase of TAU2_CONFIRM_PHRASES) assert.deepEqual(classes(`Good news: ${phrase}`), ['confirm'], phrase);
  assert.deepEqual(classes("I've completed it"), []);
  assert.deepEqual(classes('I have added it'), []);
  assert.deepEqual(classes('I have returned it'), ['confirm']);
  assert.deepEqual(classes('Your refund has been sent'), ['confirm']);
});

test('a question sentence is ASK unless it is a greeting or closing; sentences split on . and ! only', () => {
  for (const g of GREETING_QUESTIONS) assert.deepEqual(classes(`Hello! ${g} today?`), [], g);
  assert.deepEqual(classes('Hi! How can I help you today?'), []);
  assert.deepEqual(classes('What would you like to do?'), ['ask']);
  // One sentence holding a greeting: not ASK.
  assert.deepEqual(classes("Is there anything else? What's your ID?"), []);
  assert.deepEqual(classes('Is there anything else? Which ID?'), []);
  // The decimal point splits a sentence.
  const r = detectMessageClasses(null, 'It costs $12.50 in total, ok?');
  assert.deepEqual(r.classes, ['ask']);
  assert.deepEqual([r.reasons[0]!.match, r.reasons[0]!.offset], ['50 in total, ok?', 13]);
  // The greeting pattern also matches inside a longer question.
  assert.deepEqual(classes('What can I do for your booking?'), []);
});

test('substring matching: "no function" fires inside "no functional"', () => {
  assert.deepEqual(classes('There is no functional change'), ['refuse']);
});

test('typographic quotes are read as ASCII: can’t and what’s match', () => {
  assert.deepEqual(classes('I can’t do that'), ['refuse']);
  assert.deepEqual(classes('What’s the order number'), ['ask']);
});

test('structured tool_calls give TOOL_CALL; with text, both parts are classified', () => {
  assert.deepEqual(detectMessageClasses([{ name: 'get_user_details' }], null).reasons, [{ cls: 'tool_call', rule: 'structured-tool-calls', match: 'get_user_details', offset: null }]);
  assert.deepEqual(classes('Your reservation has been cancelled. Anything else I can do?', [{ name: 'cancel_reservation' }]), ['tool_call', 'confirm']);
  assert.deepEqual(classes(null, []), []);
});

test('fences: stripped to their inner text (letters-only language tag); the text then may look like a call', () => {
  assert.equal(unfence('```json\n[{"name": "f", "arguments": {}}]\n```'), '[{"name": "f", "arguments": {}}]');
  assert.deepEqual(classes('```json\n[{"name": "f", "arguments": {}}]\n```'), ['tool_call']);
  assert.equal(unfence('```json5\n{"a": 1}\n```'), 'json5\n{"a": 1}');
  assert.deepEqual(classes('```json5\n[{"name": "f"}]\n```'), []);
  assert.equal(unfence('```unclosed [f(x)]'), '```unclosed [f(x)]');
  assert.deepEqual(classes('```\n```'), []);
  assert.deepEqual(classes('<tool_call>{"name": "f"}</tool_call>'), ['tool_call']);
  assert.deepEqual(classes('Sure: [{"name": "f"}]'), []);
  assert.deepEqual(classes('[get_user(id=1)]'), ['tool_call']);
});

test('empty, whitespace and null content give nothing; content that is not text is read as JSON text with a note', () => {
  assert.deepEqual(classes(''), []);
  assert.deepEqual(classes('   \n'), []);
  assert.deepEqual(classes(null), []);
  const odd = detectMessageClasses(null, ['could you']);
  assert.deepEqual(odd.classes, ['ask']);
  assert.match(odd.contentNote!, /^The content is a list, not text/);
});
