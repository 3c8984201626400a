import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readScoreFile, readScoreText } from '../../../src/core/bfcl/scoreFile';
import { XLAM, scorePath, withoutSharedData } from '../../support/sharedData';

test('a real score file: the header and the failed cases by id, with their error', { skip: withoutSharedData }, async () => {
  const score = await readScoreFile(scorePath(XLAM, 'miss_func'));
  assert.deepEqual(score.problems, []);
  assert.deepEqual(score.header, { accuracy: 0.72, correctCount: 144, totalCount: 200 });
  assert.deepEqual([...score.failures.values()].map((f) => [f.id, f.line, f.errorType]), [
    ['multi_turn_miss_func_1', 2, 'multi_turn:execution_response_mismatch'],
    ['multi_turn_miss_func_2', 3, 'multi_turn:force_terminated'],
  ]);
  assert.equal(
    score.failures.get('multi_turn_miss_func_2')!.errorMessage,
    'Model was force-terminated during inference phase. The length of the model result turns (5) does not match the length of the ground truth turns (6).',
  );
  assert.equal(score.failures.get('multi_turn_miss_func_1')!.errorMessage, 'Model response execution results so far does not contain all the ground truth response execution results for turn 3.');
});

test('streaming the head of each line and parsing it whole agree on every real score file', { skip: withoutSharedData }, async () => {
  for (const category of ['base', 'miss_func', 'miss_param', 'long_context']) {
    const fast = await readScoreFile(scorePath(XLAM, category));
    const strict = await readScoreFile(scorePath(XLAM, category), { strict: true });
    assert.deepEqual(fast, strict, category);
  }
});

test('single-turn failures keep error_type at the top level; a missing type is "unknown", as the reference', () => {
  const text = [
    '{"accuracy": 0.5, "correct_count": 1, "total_count": 2}',
    '{"id": "simple_1", "error_type": "value_error:string", "error": ["wrong value"]}',
    '{"id": "multi_turn_base_3", "error": {"error_message": "x"}}',
  ].join('\n');
  const score = readScoreText(text, 'BFCL_v4_simple_score.json');
  assert.deepEqual([...score.failures.values()].map((f) => [f.id, f.errorType, f.errorMessage]), [
    ['simple_1', 'value_error:string', 'wrong value'],
    ['multi_turn_base_3', 'unknown', 'x'],
  ]);
});

test('a header that is not one, and an empty score file, say so', () => {
  const bad = readScoreText('{"acc": 1}\n', 'BFCL_v4_multi_turn_base_score.json');
  assert.equal(bad.header, null);
  assert.deepEqual(bad.problems.map((p) => [p.line, p.message]), [
    [1, 'Line 1 is not a score header: it needs a numeric "accuracy" (with "correct_count" and "total_count"). Acc is not available for this file.'],
  ]);
  const empty = readScoreText('', 'BFCL_v4_multi_turn_base_score.json');
  assert.deepEqual(empty.problems.map((p) => p.message), ['The score file is empty: it has no header line with the accuracy.']);
});
