import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRuns } from '../../../src/core/metrics/compare';
import { category, kase, run } from '../export/runFixture';

const baseline = run('m', [
  category('base', {
    n: 4, hits: 3, gar: 75, acc: 50,
    cases: [
      kase('multi_turn_base_0', 1, ['tool_call'], true, true),
      kase('multi_turn_base_1', 2, ['tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
      kase('multi_turn_base_2', 3, ['ask'], false, false, 'multi_turn:empty_turn_model_response'),
      kase('multi_turn_base_3', 4, ['tool_call', 'other'], true, null),
    ],
  }),
  category('miss_param', {
    n: 2, hits: 2, gar: 100, acc: 100,
    cases: [kase('multi_turn_miss_param_0', 1, ['ask'], true, true), kase('multi_turn_miss_param_1', 2, ['ask'], true, true)],
  }),
], { overallAcc: 75 });

const probe = run('m', [
  category('base', {
    n: 4, hits: 2, gar: 50, acc: 75,
    cases: [
      kase('multi_turn_base_0', 1, ['other'], false, true),
      kase('multi_turn_base_1', 2, ['tool_call'], true, true),
      kase('multi_turn_base_2', 3, ['tool_call'], true, true),
      kase('multi_turn_base_3', 4, ['ask'], false, false, 'multi_turn:instance_state_mismatch'),
    ],
  }),
  category('miss_func', {
    n: 1, hits: 0, gar: 0, acc: 0,
    cases: [kase('multi_turn_miss_func_0', 1, ['tool_call'], false, false)],
  }),
], { overallAcc: 37.5 });

describe('compareRuns', () => {
  const comparison = compareRuns(baseline, probe);

  it('lists every category of either run in the benchmark order', () => {
    assert.deepEqual(comparison.groups.map((c) => c.group), ['base', 'miss_func', 'miss_param']);
  });

  it('gives the change in GAR and Acc in percentage points, probe minus baseline', () => {
    const base = comparison.groups[0]!;
    assert.equal(base.garChange, -25);
    assert.equal(base.accChange, 25);
    assert.equal(comparison.overallAccChange, -37.5);
  });

  it('has no change where one run lacks the category', () => {
    const missFunc = comparison.groups[1]!;
    const missParam = comparison.groups[2]!;
    assert.equal(missFunc.baseline, null);
    assert.equal(missFunc.garChange, null);
    assert.equal(missParam.probe, null);
    assert.equal(missParam.accChange, null);
    assert.equal(missFunc.goldClass, 'refuse');
    assert.deepEqual(missParam.onlyInBaseline.map((c) => c.id), ['multi_turn_miss_param_0', 'multi_turn_miss_param_1']);
    assert.deepEqual(missFunc.onlyInProbe.map((c) => c.id), ['multi_turn_miss_func_0']);
  });

  it('lists the cases of each transition, a case in every transition it makes', () => {
    const t = comparison.groups[0]!.transitions;
    assert.deepEqual(t.passToFail.map((c) => c.id), []);
    assert.deepEqual(t.failToPass.map((c) => c.id), ['multi_turn_base_1', 'multi_turn_base_2']);
    assert.deepEqual(t.hitToMiss.map((c) => c.id), ['multi_turn_base_0', 'multi_turn_base_3']);
    assert.deepEqual(t.missToHit.map((c) => c.id), ['multi_turn_base_2']);
  });

  it('never calls a case with no verdict a pass or a fail transition', () => {
    // multi_turn_base_3 had no verdict in the baseline and fails in the probe.
    const t = comparison.groups[0]!.transitions;
    assert.equal(t.passToFail.some((c) => c.id === 'multi_turn_base_3'), false);
  });

  it('keeps both sides of each case', () => {
    const pair = comparison.groups[0]!.transitions.hitToMiss[0]!;
    assert.deepEqual(pair.baseline.classes, ['tool_call']);
    assert.deepEqual(pair.probe.classes, ['other']);
  });

  it('reports pass -> fail and cases found only in one run of a category', () => {
    const reversed = compareRuns(probe, baseline).groups[0]!;
    assert.deepEqual(reversed.transitions.passToFail.map((c) => c.id), ['multi_turn_base_1', 'multi_turn_base_2']);
    const shorter = compareRuns(baseline, run('m', [category('base', { n: 1, hits: 1, gar: 100, acc: null, cases: [kase('multi_turn_base_9', 1, ['tool_call'], true, null)] })]));
    assert.deepEqual(shorter.groups[0]!.onlyInBaseline.map((c) => c.id), ['multi_turn_base_0', 'multi_turn_base_1', 'multi_turn_base_2', 'multi_turn_base_3']);
    assert.deepEqual(shorter.groups[0]!.onlyInProbe.map((c) => c.id), ['multi_turn_base_9']);
    assert.equal(shorter.groups[0]!.accChange, null);
  });
});
