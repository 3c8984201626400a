// Where a tau2 simulation first leaves its gold path, as a place in its file, for the gold-divergence
// Problem and the jump to it: the call that gets an expected action wrong (its check beside it), the
// check of an action never made, the simulation's first line when the run wrote no check. The lines
// were read off the files (the `{` of each call and check object).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGoldPaths, simulationPlace } from '../../../src/core/tau2/divergence';
import { QWEN, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

test('whissle airline: one pass gives every simulation its gold path; task 8 first diverges at the read of another reservation', { skip: withoutTau2Data }, async () => {
  const gold = await runGoldPaths(WHISSLE, []);
  assert.equal(gold.size, 50);
  const task8 = gold.get(simulationPlace(WHISSLE, 10849))!;
  assert.equal(task8.path.taskId, '8');
  assert.deepEqual(task8.divergence, {
    file: WHISSLE,
    line: 11207, // the get_reservation_details call of message 6
    kind: 'differs',
    sentence: 'Expected action 8_1 get_reservation_details(reservation_id="WUNA5K"): the call in message 6 differs in reservation_id.',
    checkLine: 10882, // action_checks[1], the check of 8_1
  });
  // A passed simulation that never leaves the path (task 1), and the outputs left out of a run's paths.
  const task1 = [...gold.values()].find((g) => g.path.taskId === '1')!;
  assert.equal(task1.divergence, null);
  assert.ok(task1.path.rows.every((r) => r.model === null || r.model.output === null));
});

test("an expected action never made sits at its check; with no check (an early end) at the simulation's first line", { skip: withoutTau2Data }, async () => {
  const whissle = await runGoldPaths(WHISSLE, []);
  // Task 2 (reward 0): 2_1 was never made; its check is action_checks[1], the { on line 6423.
  assert.deepEqual(whissle.get(simulationPlace(WHISSLE, 6390))!.divergence, {
    file: WHISSLE, line: 6423, kind: 'missing', sentence: 'Expected action 2_1 get_reservation_details(reservation_id="SDZQKO") was never made.', checkLine: null,
  });
  const qwen = await runGoldPaths(QWEN, []);
  // Task 11 ended by agent_error: tau2 wrote no check, so the simulation's first line.
  const early = qwen.get(simulationPlace(QWEN, 5024))!;
  assert.deepEqual([early.path.taskId, early.path.termination, early.path.earlyEnd], ['11', 'agent_error', true]);
  assert.deepEqual(early.divergence && { ...early.divergence, sentence: early.divergence.sentence.replace(/\(.*\)/, '(…)') }, {
    file: QWEN, line: 5024, kind: 'missing', sentence: 'Expected action 11_0 update_reservation_flights(…) was never made.', checkLine: null,
  });
});
