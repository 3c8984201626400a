import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readScoreFile, readScoreFileSync } from '../../../src/core/bfcl/scoreFile';
import { joinScores } from '../../../src/core/bfcl/join';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
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

test('an error read up to its details gives what the whole error gives, wherever "details" stands', async () => {
  const head = '"model_name": "m", "test_category": "multi_turn_base", "valid": false';
  const lines = [
    '{"accuracy": 0.5, "correct_count": 5, "total_count": 10}',
    `{"id": "multi_turn_base_1", ${head}, "error": {"error_message": "Model response list is empty for turn 1", "error_type": "multi_turn:empty_turn_model_response", "details": {"execution_result": [{"model": [], "ground_truth": ["{\\"a\\": 1}"]}]}}, "prompt": {}}`,
    // The type after the details: read from the whole error.
    `{"id": "multi_turn_base_2", ${head}, "error": {"error_message": "m2", "details": {"x": 1}, "error_type": "multi_turn:late_type"}, "prompt": {}}`,
    // "details" inside the message (escaped there), and as a key of a member before the error.
    `{"id": "multi_turn_base_3", ${head}, "error": {"error_message": "see x, \\"details\\": y", "error_type": "multi_turn:t3", "details": {}}}`,
    `{"id": "multi_turn_base_4", "model_name": {"a": 1, "details": 2}, "test_category": "c", "valid": false, "error": {"error_message": ["first", "second"], "error_type": "multi_turn:force_terminated", "details": {"y": [1, 2]}}}`,
    // No error_message before the details; the error a list; a top-level type.
    `{"id": "multi_turn_base_5", ${head}, "error": {"error_type": "multi_turn:t5", "details": {}, "error_message": "late"}}`,
    `{"id": "simple_6", "model_name": "m", "test_category": "simple", "valid": false, "error": ["a, \\"details\\": b"], "error_type": "value_error:string"}`,
    `{"id": "multi_turn_base_7", "error_type": "top:type", "model_name": "m", "test_category": "c", "error": {"error_message": "m7", "details": {}}}`,
    // A "details" key after the error: in a later member of a five-member line, and in the sixth member.
    `{"id": "multi_turn_base_8", "error": {"error_message": "m8", "error_type": "multi_turn:t8"}, "model_name": "m", "valid": false, "prompt": {"q": 1, "details": {}}}`,
    `{"id": "multi_turn_base_9", ${head}, "error": {"error_message": "m9", "error_type": "multi_turn:t9"}, "prompt": {"q": 1, "details": {}}}`,
  ];
  const dir = mkdtempSync(join(tmpdir(), 'score-'));
  try {
    const file = join(dir, 'BFCL_v4_multi_turn_base_score.json');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const expected = [
      ['multi_turn_base_1', 'multi_turn:empty_turn_model_response', 'Model response list is empty for turn 1'],
      ['multi_turn_base_2', 'multi_turn:late_type', 'm2'],
      ['multi_turn_base_3', 'multi_turn:t3', 'see x, "details": y'],
      ['multi_turn_base_4', 'multi_turn:force_terminated', 'first\nsecond'],
      ['multi_turn_base_5', 'multi_turn:t5', 'late'],
      ['simple_6', 'value_error:string', 'a, "details": b'],
      ['multi_turn_base_7', 'top:type', 'm7'],
      ['multi_turn_base_8', 'multi_turn:t8', 'm8'],
      ['multi_turn_base_9', 'multi_turn:t9', 'm9'],
    ];
    const strict = await readScoreFile(file, { strict: true });
    assert.deepEqual(strict.problems, []);
    assert.deepEqual([...strict.failures.values()].map((f) => [f.id, f.errorType, f.errorMessage]), expected);
    assert.deepEqual(await readScoreFile(file), strict);
    assert.deepEqual(readScoreFileSync(file), strict);
  } finally {
    rmSync(dir, { recursive: true, force: true });
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

test('an "accuracy" that is not a number is named: true, a string or null refuses the header at its value; NaN is read as the reference reads it, and said', () => {
  for (const [value, shown] of [['true', 'true'], ['"0.5"', '"0.5"'], ['null', 'null'], [`"${'x'.repeat(60)}"`, `"${'x'.repeat(39)}…`]]) {
    const header = `{"accuracy": ${value}, "correct_count": 1, "total_count": 2}`;
    const score = readScoreText(`${header}\n`, 'BFCL_v4_multi_turn_base_score.json');
    assert.equal(score.header, null);
    assert.deepEqual(score.problems.map((p) => [p.line, p.column, p.message]), [
      [1, 14, `Line 1 is not a score header: its "accuracy" is ${shown}, not a number. Acc is not available for this file.`],
    ]);
  }
  const result = readResultText('{"id": "multi_turn_base_0", "result": [["[]"]]}\n', 'BFCL_v4_multi_turn_base_result.json');
  for (const [value, acc] of [['NaN', 'nan'], ['Infinity', 'inf'], ['-Infinity', '-inf']]) {
    const score = readScoreText(`{"accuracy": ${value}, "correct_count": 1, "total_count": 1}\n`, 'BFCL_v4_multi_turn_base_score.json');
    assert.deepEqual(score.problems, []);
    assert.deepEqual(joinScores(result, score).warnings, [
      `BFCL_v4_multi_turn_base_score.json: the "accuracy" of its header is ${acc}, not a number: Acc of this category is ${acc}, as the reference prints it.`,
    ]);
  }
  // A number is said nothing about.
  const plain = readScoreText('{"accuracy": 1.0, "correct_count": 1, "total_count": 1}\n', 'BFCL_v4_multi_turn_base_score.json');
  assert.deepEqual(joinScores(result, plain).warnings, []);
});
