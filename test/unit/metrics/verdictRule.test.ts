// The verdict rule: a listed case failed; an unlisted case passed only when the listed failures are every
// failure the score header counts, else its outcome is unknown; a bound violation is a known pass
// without the gold class, and Acc above GAR is one only over the same cases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinScores } from '../../../src/core/bfcl/join';
import { categoryCases } from '../../../src/core/bfcl/categoryCases';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
import { summarizeGroup } from '../../../src/core/metrics/summarizeGroup';

const RESULT = '/run/result/m/multi_turn/BFCL_v4_multi_turn_miss_param_result.json';
const SCORE = '/run/score/m/multi_turn/BFCL_v4_multi_turn_miss_param_score.json';
const ask = (id: string) => JSON.stringify({ id, result: [['Which directory do you mean?']] });
const call = (id: string) => JSON.stringify({ id, result: [[[{ ls: '{}' }]]] });
// miss_param_0 asks (gold hit), _1 and _2 only call tools (gold missing).
const RESULTS = [ask('multi_turn_miss_param_0'), call('multi_turn_miss_param_1'), call('multi_turn_miss_param_2')].join('\n');
const failure = (id: string) => JSON.stringify({ id, valid: false, error: { error_type: 'multi_turn:instance_state_mismatch', error_message: ['state differs'] } });

function summarize(score: string | null) {
  const read = readResultText(RESULTS, RESULT);
  const scored = score === null ? null : readScoreText(score, SCORE);
  const join = joinScores(read, scored);
  return { join, summary: summarizeGroup(categoryCases('miss_param', read, scored, join))[0]! };
}

test('every failure listed: the listed case failed, the others passed, and a pass without the gold class is a bound violation', () => {
  const { join, summary } = summarize([JSON.stringify({ accuracy: 2 / 3, correct_count: 2, total_count: 3 }), failure('multi_turn_miss_param_2')].join('\n'));
  assert.deepEqual(summary.cases.map((c) => [c.id, c.outcome, c.passed, c.boundViolation]), [
    ['multi_turn_miss_param_0', 'passed', true, false],
    ['multi_turn_miss_param_1', 'passed', true, true],
    ['multi_turn_miss_param_2', 'failed', false, false],
  ]);
  assert.deepEqual(summary.outcomes, { passed: 2, failed: 1, unknown: 0 });
  assert.deepEqual(summary.scoreCounts, { file: SCORE, total: 3, failed: 1, listed: 1, listedNotInResults: [] });
  // Acc 66.7 over the same 3 cases as GAR 33.3: a bound violation at the category level too.
  assert.equal(summary.accOnCases, (100 * 2) / 3);
  assert.equal(summary.gar, 100 / 3);
  assert.equal(summary.boundViolation, true);
  assert.deepEqual(join.warnings, []);
});

test('the header counts more failures than are listed: an unlisted case is unknown, never a pass, never a violation', () => {
  const { join, summary } = summarize([JSON.stringify({ accuracy: 0.5, correct_count: 100, total_count: 200 }), failure('multi_turn_miss_param_2'), failure('multi_turn_miss_param_9')].join('\n'));
  assert.deepEqual(summary.cases.map((c) => [c.id, c.outcome, c.passed, c.boundViolation]), [
    ['multi_turn_miss_param_0', 'unknown', null, false],
    ['multi_turn_miss_param_1', 'unknown', null, false],
    ['multi_turn_miss_param_2', 'failed', false, false],
  ]);
  assert.deepEqual(summary.outcomes, { passed: 0, failed: 1, unknown: 2 });
  assert.equal(summary.acc, 50);
  assert.equal(summary.accOnCases, null);
  assert.equal(summary.boundViolation, false);
  assert.deepEqual(join.warnings, [
    'BFCL_v4_multi_turn_miss_param_score.json lists 1 failed case that BFCL_v4_multi_turn_miss_param_result.json does not have: multi_turn_miss_param_9.',
    'BFCL_v4_multi_turn_miss_param_score.json counts 100 failed of 200 in its header but lists 2: the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
    'n 3 of 200 scored: BFCL_v4_multi_turn_miss_param_result.json has 3 cases but the header of BFCL_v4_multi_turn_miss_param_score.json counts 200, ' +
      'so Acc and GAR are over different cases and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).',
  ]);
});

test('the issue\'s file: a header of 100 failures of 200 and no failure listed gives no PASS and no violation', () => {
  const { summary } = summarize(JSON.stringify({ accuracy: 0.5, correct_count: 100, total_count: 200 }));
  assert.deepEqual(summary.cases.map((c) => c.outcome), ['unknown', 'unknown', 'unknown']);
  assert.equal(summary.cases.filter((c) => c.boundViolation).length, 0);
  // Acc 50 above GAR 33.3, but over 200 cases against 3: no bound violation.
  assert.equal(summary.boundViolation, false);
});

test('a score header that cannot be read: listed cases failed, the others unknown', () => {
  const { join, summary } = summarize(['{"accuracy": "high"}', failure('multi_turn_miss_param_1')].join('\n'));
  assert.deepEqual(summary.cases.map((c) => c.outcome), ['unknown', 'failed', 'unknown']);
  assert.equal(summary.scoreCounts?.failed, null);
  assert.deepEqual(join.warnings, [
    'BFCL_v4_multi_turn_miss_param_score.json has no header counting its failures, and lists 1: the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
  ]);
});

test('more failures listed than the header counts: the files disagree, so an unlisted case is unknown', () => {
  const { join, summary } = summarize([JSON.stringify({ accuracy: 1, correct_count: 3, total_count: 3 }), failure('multi_turn_miss_param_2')].join('\n'));
  assert.deepEqual(summary.cases.map((c) => c.outcome), ['unknown', 'unknown', 'failed']);
  assert.deepEqual(join.warnings, [
    'BFCL_v4_multi_turn_miss_param_score.json counts 0 failed of 3 in its header but lists 1: the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
  ]);
});

test('no score file: no outcome, no Acc, no violation', () => {
  const { join, summary } = summarize(null);
  assert.deepEqual(summary.cases.map((c) => [c.outcome, c.passed, c.boundViolation]), [[null, null, false], [null, null, false], [null, null, false]]);
  assert.equal(summary.outcomes, null);
  assert.equal(summary.accOnCases, null);
  assert.equal(summary.boundViolation, false);
  assert.deepEqual(join, { counts: null, warnings: [], scoreMismatch: null });
});
