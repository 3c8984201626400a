// What the inline labels say, from hand-built cases: the start-of-line label, a turn's label, and
// the score file's labels.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../../../src/core/classify/decision';
import type { Case, Emission, Turn } from '../../../src/core/model/model';
import {
  caseLabelPieces,
  formatPercent,
  labelString,
  scoreFailurePieces,
  scoreHeaderPieces,
  turnLabelPiece,
} from '../../../src/extension/labels/labelText';

function emission(turn: number, step: number, decision: Decision): Emission {
  return { turn, step, place: { turn, step }, span: { start: 0, end: 0 }, value: { kind: 'str', value: '', start: 0, end: 0 }, classes: decision.cls ? [decision.cls] : [], cls: decision.cls, decision };
}

function turn(index: number, cls: Turn['cls'], decisions: Decision[]): Turn {
  return { index, span: { start: 0, end: 0 }, cls, emissions: decisions.map((d, step) => emission(index, step, d)) };
}

const call: Decision = { cls: 'tool_call', rule: 'api-call-list', outranked: [] };
const claudeAsk: Decision = { cls: null, rule: 'text-list', outranked: [], skippedText: { text: 'Which file?', wouldBe: 'ask' } };
const empty: Decision = { cls: null, rule: 'not-text', outranked: [] };

function kase(passed: boolean | null, turns: Turn[]): Case {
  return {
    id: 'multi_turn_miss_param_4',
    line: 5,
    group: 'miss_param',
    gold: ['ask'],
    goldHits: [],
    resultSpan: { start: 40, end: 90 },
    turns,
    inferenceError: null,
    classes: ['tool_call'],
    verdict: passed === null ? null : { outcome: passed ? 'passed' : 'failed', errorType: passed ? null : 'multi_turn:force_terminated', errorMessage: null, scoreLine: passed ? null : 3 },
  };
}

const summary = (boundViolation: boolean) => ({
  id: 'multi_turn_miss_param_4', line: 5, classes: ['tool_call' as const], goldHit: false, outcome: 'passed' as const, passed: true, boundViolation, errorType: null,
});

test('a passed case without its gold action: PASS, the violation, then each turn', () => {
  const c = kase(true, [turn(0, 'tool_call', [call]), turn(1, null, [claudeAsk]), turn(2, null, [empty])]);
  assert.equal(labelString(caseLabelPieces(c, summary(true), 'ask')), 'PASS  ⚠ no ASK  T1 TOOL_CALL  T2 NO CLASS (text ASK)  T3 NO CLASS');
  assert.deepEqual(caseLabelPieces(c, summary(true), 'ask').map((p) => p.tone), ['pass', 'violation', 'tool_call', 'none', 'none']);
});

test('a failed case, a case without a score file, an inference error, a case with no turns', () => {
  assert.equal(labelString(caseLabelPieces(kase(false, [turn(0, 'tool_call', [call])]), undefined, 'ask')), 'FAIL  T1 TOOL_CALL');
  const asked: Decision = { cls: 'ask', rule: 'ask-phrase', outranked: [] };
  assert.equal(labelString(caseLabelPieces(kase(null, [turn(0, 'ask', [asked])]), undefined, 'ask')), 'T1 ★ASK');
  const crashed = { ...kase(false, []), inferenceError: 'Error during inference: timeout' };
  assert.equal(labelString(caseLabelPieces(crashed, undefined, 'ask')), 'FAIL  inference error');
  assert.equal(labelString(caseLabelPieces(kase(true, []), summary(false), 'ask')), 'PASS  no turns');
});

test('a turn label names the turn from 1 and its class', () => {
  const refuse: Decision = { cls: 'refuse', rule: 'refuse-phrase', outranked: [] };
  assert.deepEqual(turnLabelPiece(turn(3, 'refuse', [refuse]), ['ask']), { text: 'T4 REFUSE', tone: 'refuse' });
  assert.deepEqual(turnLabelPiece(turn(0, null, [claudeAsk, empty]), ['ask']), { text: 'T1 NO CLASS (text ASK)', tone: 'none' });
});

test('a turn label shows every class the turn emitted, by priority, counted, the gold class starred', () => {
  const ask: Decision = { cls: 'ask', rule: 'question-mark', outranked: [] };
  const other: Decision = { cls: 'other', rule: 'no-phrase', outranked: [] };
  const refuse: Decision = { cls: 'refuse', rule: 'refuse-phrase', outranked: [] };
  const mixed = turn(1, 'tool_call', [call, call, ask, call]);
  assert.deepEqual(turnLabelPiece(mixed, ['tool_call']), { text: 'T2 ★TOOL_CALL×3+ASK', tone: 'tool_call' });
  assert.deepEqual(turnLabelPiece(mixed, ['ask']), { text: 'T2 TOOL_CALL×3+★ASK', tone: 'tool_call' });
  assert.deepEqual(turnLabelPiece(mixed, []), { text: 'T2 TOOL_CALL×3+ASK', tone: 'tool_call' });
  // TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER, whatever the order of the steps; no-class steps leave no trace.
  assert.equal(turnLabelPiece(turn(0, 'refuse', [other, ask, empty, refuse, other]), ['refuse']).text, 'T1 ★REFUSE+ASK+OTHER×2');
  // An emission with two classes (tau2) counts in both.
  const both = { ...emission(2, 0, ask), classes: ['ask', 'confirm'] as const, cls: 'ask' as const };
  const tau2Turn: Turn = { index: 2, span: { start: 0, end: 0 }, cls: 'ask', emissions: [both, emission(2, 1, ask)] };
  assert.equal(turnLabelPiece(tau2Turn, ['confirm']).text, 'T3 ASK×2+★CONFIRM');
});

test('the start-of-line label carries the same turn labels', () => {
  const ask: Decision = { cls: 'ask', rule: 'question-mark', outranked: [] };
  const c = { ...kase(false, [turn(0, 'tool_call', [call, ask]), turn(1, 'tool_call', [call, call])]), gold: ['tool_call' as const] };
  assert.equal(labelString(caseLabelPieces(c, undefined, 'tool_call')), 'FAIL  T1 ★TOOL_CALL+ASK  T2 ★TOOL_CALL×2');
});

test('score file labels: accuracy on the header, error type on a failure', () => {
  assert.equal(labelString(scoreHeaderPieces({ accuracy: 0.655, correctCount: 131, totalCount: 200 })), 'Acc 65.5  131 of 200 passed');
  assert.equal(
    labelString(scoreFailurePieces({ id: 'x', line: 2, errorType: 'multi_turn:empty_turn_model_response', errorMessage: null })),
    'FAIL  multi_turn:empty_turn_model_response',
  );
  assert.equal(formatPercent(null), '–');
  assert.equal(formatPercent(100), '100.0');
  // As the reference table prints it: ties to even, unlike toFixed.
  assert.equal(formatPercent(12.25), '12.2');
});
