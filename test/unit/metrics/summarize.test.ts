// GAR, its interval, Acc, GAR - Acc, emit rates and bound violations, on runs written for the test.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { wilsonInterval } from '../../../src/core/metrics/wilson';
import { tempDir } from '../../support/tempDir';

function writeRun(files: Record<string, string[]>): string {
  const root = tempDir('cl-run-');
  for (const [rel, lines] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), lines.join('\n') + '\n');
  }
  return root;
}
const line = (id: string, result: unknown) => JSON.stringify({ id, result });

test('the Wilson interval, as the reference computes it', () => {
  assert.deepEqual(wilsonInterval(0, 0), [0, 0]);
  assert.deepEqual(wilsonInterval(1, 2), [0.09452865480086614, 0.9054713451991339]);
  assert.deepEqual(wilsonInterval(0, 2), [0, 0.6576280471103807]);
  assert.deepEqual(wilsonInterval(198, 200), [0.9642775148038205, 0.9972533993962251]);
  assert.deepEqual(wilsonInterval(49, 400), [0.09391269296642377, 0.15826935068633516]);
});

test("the reference's summarize example: n 4, GAR 75, Acc 50, GAR - Acc 25", async () => {
  const root = writeRun({
    'bfcl_results/some-model/multi_turn/BFCL_v4_multi_turn_miss_func_result.json': [0, 1, 2, 3].map((i) =>
      line(`multi_turn_miss_func_${i}`, i < 3 ? [['I cannot do that.']] : [['[ls()]']])),
    'bfcl_scores/some-model/multi_turn/BFCL_v4_multi_turn_miss_func_score.json': [JSON.stringify({ accuracy: 0.5, correct_count: 2, total_count: 4 })],
  });
  const { runs } = await discoverRuns(join(root, 'bfcl_results'), join(root, 'bfcl_scores'));
  const summary = summarizeRun(await loadRun(runs[0]!));
  const [c] = summary.groups;
  assert.deepEqual([c!.group, c!.goldClass, c!.n, c!.gar, c!.acc, c!.garMinusAcc], ['miss_func', 'refuse', 4, 75, 50, 25]);
  assert.equal(summary.overallAcc, 50);
});

test('case rows: gold hit, pass from the score file, bound violation when passed without the gold class', async () => {
  const root = writeRun({
    'result/m/multi_turn/BFCL_v4_multi_turn_miss_param_result.json': [
      line('multi_turn_miss_param_0', [['[ls()]'], ['Could you give me the file name?']]),
      line('multi_turn_miss_param_1', [['[ls()]'], ['[cat(file_name="a")]']]),
      line('multi_turn_miss_param_2', 'Error during inference: boom'),
      line('multi_turn_miss_param_3', [[[{ cd: '{}' }], ['Which file?']]]),
    ],
    'score/m/multi_turn/BFCL_v4_multi_turn_miss_param_score.json': [
      JSON.stringify({ accuracy: 0.5, correct_count: 2, total_count: 4 }),
      JSON.stringify({ id: 'multi_turn_miss_param_0', error: { error_message: 'x', error_type: 'multi_turn:instance_state_mismatch' } }),
      JSON.stringify({ id: 'multi_turn_miss_param_2', error: { error_message: ['Error during inference'], error_type: 'multi_turn:inference_error' } }),
    ],
  });
  const { runs } = await discoverRuns(root);
  const [c] = summarizeRun(await loadRun(runs[0]!)).groups;
  assert.deepEqual(c!.cases.map((k) => [k.id, k.classes, k.goldHit, k.passed, k.boundViolation, k.errorType]), [
    ['multi_turn_miss_param_0', ['ask', 'tool_call'], true, false, false, 'multi_turn:instance_state_mismatch'],
    ['multi_turn_miss_param_1', ['tool_call'], false, true, true, null],
    ['multi_turn_miss_param_2', [], false, false, false, 'multi_turn:inference_error'],
    ['multi_turn_miss_param_3', ['tool_call'], false, true, true, null],
  ]);
  assert.deepEqual([c!.n, c!.hits, c!.gar, c!.acc, c!.garMinusAcc], [4, 1, 25, 50, -25]);
  assert.deepEqual(c!.emitRates, { tool_call: 75, ask: 25, refuse: 0, confirm: 0, other: 0 });
});

test('without a score file: no Acc, no pass/fail, no overall Acc', async () => {
  const root = writeRun({ 'm/BFCL_v3_multi_turn_base_result.json': [line('multi_turn_base_0', [['[ls()]']])] });
  const { runs } = await discoverRuns(root);
  const summary = summarizeRun(await loadRun(runs[0]!));
  assert.deepEqual([summary.model, summary.scores, summary.overallAcc], ['m', null, null]);
  assert.deepEqual([summary.groups[0]!.acc, summary.groups[0]!.garMinusAcc, summary.groups[0]!.cases[0]!.passed], [null, null, null]);
});
