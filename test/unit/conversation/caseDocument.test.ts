// The case view's text: a case laid out turn by turn with each emission's class and reason, the
// tool results shortened, and the grader's verdict at the end.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderCaseDocument } from '../../../src/core/bfcl/caseDocument';
import { decisionLines, emissionText, ruleSentence, shortenText } from '../../../src/core/document/caseView';
import { conversationFromResultLine } from '../../../src/core/bfcl/conversation';
import type { ActionClass } from '../../../src/core/classify/actionClass';
import type { Decision } from '../../../src/core/classify/decision';
import type { Case, Emission } from '../../../src/core/model/model';

const str = (value: string) => ({ kind: 'str' as const, value, start: 0, end: 0 });

function emission(turn: number, step: number, decision: Decision): Emission {
  return { turn, step, place: { turn, step }, span: { start: 0, end: 0 }, value: str(''), classes: decision.cls ? [decision.cls] : [], cls: decision.cls, decision };
}

const callDecision: Decision = {
  cls: 'tool_call',
  rule: 'tool-call-look',
  pattern: 'json-call-list',
  match: { text: '[{"name":', offset: 0 },
  outranked: [],
};
const askDecision: Decision = {
  cls: 'ask',
  rule: 'question-mark',
  match: { text: '?', offset: 26 },
  outranked: [{ cls: 'confirm', rule: 'confirm-phrase', text: 'all set', offset: 3 }],
};
const textListDecision: Decision = {
  cls: null,
  rule: 'text-list',
  outranked: [],
  skippedText: { text: 'Could you tell me more?', wouldBe: 'ask' },
};

function missParamCase(passed: boolean): Case {
  const classes: ActionClass[] = ['ask', 'tool_call'];
  return {
    id: 'multi_turn_miss_param_7',
    line: 3,
    group: 'miss_param',
    gold: ['ask'],
    goldHits: ['ask'],
    resultSpan: { start: 40, end: 400 },
    turns: [
      { index: 0, span: { start: 41, end: 100 }, cls: 'tool_call', emissions: [emission(0, 0, callDecision)] },
      { index: 1, span: { start: 101, end: 200 }, cls: 'ask', emissions: [emission(1, 0, askDecision), emission(1, 1, textListDecision)] },
    ],
    inferenceError: null,
    classes,
    verdict: passed
      ? { outcome: 'passed', errorType: null, errorMessage: null, scoreLine: null }
      : { outcome: 'failed', errorType: 'multi_turn:instance_state_mismatch', errorMessage: 'Model instance for GorillaFileSystem does not match the state with ground truth instance.', scoreLine: 2 },
  };
}

const line = {
  id: 'multi_turn_miss_param_7',
  result: [
    ['[{"name": "cd", "arguments": {"folder": "document"}}]'],
    ['I am all set. Which file?', ['Could you tell me more?']],
  ],
  inference_log: [
    [{ role: 'state_info', class_name: 'GorillaFileSystem', content: {} }],
    {
      begin_of_turn_query: [{ role: 'user', content: 'Go to the document folder.' }],
      step_0: [
        { role: 'assistant', content: '[{"name": "cd", "arguments": {"folder": "document"}}]' },
        { role: 'handler_log', content: 'Successfully decoded model response.', model_response_decoded: ["cd(folder='document')"] },
        { role: 'tool', content: `{"current_working_directory": "document", "pad": "${'x'.repeat(300)}"}` },
      ],
    },
    {
      begin_of_turn_query: [{ role: 'user', content: [{ type: 'text', text: 'Move one of the files.' }] }],
      step_0: [
        { role: 'assistant', content: 'I am all set. Which file?' },
        { role: 'handler_log', content: 'Error decoding the model response. Proceed to next turn.', error: 'Expecting value: line 1 column 1 (char 0)' },
      ],
    },
  ],
};

test('the reason of each rule, in one sentence', () => {
  assert.equal(ruleSentence(callDecision), 'Looks like a tool call: a JSON call list `[{"name":` at offset 0.');
  assert.equal(ruleSentence(askDecision), 'A question mark at offset 26: ASK.');
  assert.equal(ruleSentence({ cls: 'refuse', rule: 'refuse-phrase', match: { text: 'cannot', offset: 51 }, outranked: [] }), 'REFUSE phrase "cannot" at offset 51.');
  assert.deepEqual(decisionLines(askDecision), [
    'A question mark at offset 26: ASK.',
    'Outranks CONFIRM ("all set" at offset 3) (priority TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER).',
  ]);
  assert.deepEqual(decisionLines(textListDecision), [
    'A list of strings (text replies as this handler saves them): the reference rule gives it no class.',
    'Read as text it would be ASK; the default numbers keep the reference behaviour and do not count it.',
  ]);
});

test('emission text and shortening', () => {
  assert.equal(emissionText('plain'), 'plain');
  assert.equal(emissionText(['a', 'b']), 'a\nb');
  assert.equal(emissionText([{ pwd: '{}' }]), '[{"pwd":"{}"}]');
  assert.equal(emissionText([]), '[]');
  assert.equal(shortenText('abcdef', 4), 'abcd… (2 more characters)');
  assert.equal(shortenText('abc', 4), 'abc');
});

test('a passed miss_param case laid out turn by turn', () => {
  const doc = renderCaseDocument({
    file: '/runs/m/multi_turn/BFCL_v4_multi_turn_miss_param_result.json',
    scoreFile: '/scores/m/multi_turn/BFCL_v4_multi_turn_miss_param_score.json',
    kase: missParamCase(true),
    goldClass: 'ask',
    summary: { id: 'multi_turn_miss_param_7', line: 3, classes: ['ask', 'tool_call'], goldHit: true, outcome: 'passed', passed: true, boundViolation: false, errorType: null },
    conversation: conversationFromResultLine(line),
  });
  const tool = `{"current_working_directory": "document", "pad": "${'x'.repeat(190)}… (112 more characters)`;
  assert.equal(
    doc.text,
    [
      'multi_turn_miss_param_7 · miss_param · gold action ASK',
      'Result file: /runs/m/multi_turn/BFCL_v4_multi_turn_miss_param_result.json, line 3',
      'Score file: /scores/m/multi_turn/BFCL_v4_multi_turn_miss_param_score.json',
      'Grader: PASS',
      'Gold action ASK: appears.',
      'Classes in this case: ASK, TOOL_CALL',
      '',
      `── Turn 1 · TOOL_CALL ${'─'.repeat(40)}`,
      '  User: Go to the document folder.',
      '  step 1  TOOL_CALL  Looks like a tool call: a JSON call list `[{"name":` at offset 0.',
      '      [{"name": "cd", "arguments": {"folder": "document"}}]',
      `      → tool: ${tool}`,
      '',
      `── Turn 2 · ASK ${'─'.repeat(40)}`,
      '  User: Move one of the files.',
      '  step 1  ASK  A question mark at offset 26: ASK. Outranks CONFIRM ("all set" at offset 3) (priority TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER).',
      '      I am all set. Which file?',
      '      ! Error decoding the model response. Proceed to next turn. (Expecting value: line 1 column 1 (char 0))',
      '  step 2  NO CLASS  A list of strings (text replies as this handler saves them): the reference rule gives it no class. Read as text it would be ASK; the default numbers keep the reference behaviour and do not count it.',
      '      Could you tell me more?',
      '',
      `── Grader's verdict ${'─'.repeat(40)}`,
      '  PASS (the score file does not list this case among its failures)',
      '',
    ].join('\n'),
  );
  // Marks let the editor colour the class labels where they sit in their lines.
  assert.deepEqual(
    doc.marks.filter((m) => m.kind === 'turn' || m.kind === 'emission').map((m) => [m.line, m.kind, m.cls, m.label]),
    [
      [7, 'turn', 'tool_call', { start: 12, end: 21 }],
      [9, 'emission', 'tool_call', { start: 10, end: 19 }],
      [13, 'turn', 'ask', { start: 12, end: 15 }],
      [15, 'emission', 'ask', { start: 10, end: 13 }],
      [18, 'emission', null, { start: 10, end: 18 }],
    ],
  );
});

test('a bound violation and a failed verdict are stated; no log and no test data is said plainly', () => {
  const kase = missParamCase(false);
  kase.turns = [kase.turns[0]!];
  kase.classes = ['tool_call'];
  const violation = renderCaseDocument({
    file: 'r.json',
    scoreFile: null,
    kase: { ...kase, verdict: { outcome: 'passed', errorType: null, errorMessage: null, scoreLine: null } },
    goldClass: 'ask',
    summary: { id: kase.id, line: 3, classes: ['tool_call'], goldHit: false, outcome: 'passed', passed: true, boundViolation: true, errorType: null },
    conversation: conversationFromResultLine({ id: kase.id, result: [['[{"name": "cd", "arguments": {}}]']] }),
  });
  const lines = violation.text.split('\n');
  assert.equal(lines[4], 'Bound violation: passed, but the gold action ASK never appears in 1 turn.');
  assert.equal(lines[6], 'User messages: not recorded in this line; set calibrationLens.bfclDataFolder to read them from the BFCL test data.');
  assert.deepEqual(violation.marks.find((m) => m.kind === 'violation'), { line: 4, kind: 'violation', cls: 'ask' });

  const failed = renderCaseDocument({ file: 'r.json', scoreFile: 's.json', kase, goldClass: 'ask', summary: null, conversation: null });
  const tail = failed.text.trimEnd().split('\n').slice(-3);
  assert.deepEqual(tail, [
    `── Grader's verdict ${'─'.repeat(40)}`,
    '  FAIL · multi_turn:instance_state_mismatch (score file line 2)',
    '  Model instance for GorillaFileSystem does not match the state with ground truth instance.',
  ]);
  assert.equal(failed.text.split('\n')[3], 'Grader: FAIL · multi_turn:instance_state_mismatch');
});
