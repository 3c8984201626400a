// The keyboard loop's place in a queue and its run's name, as the case view's header and the Review
// view show them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { placeLabel, placeText } from '../../../src/core/annotation/emissionPlace';
import { nextPendingIndex, previousIndex, queueHeaderLines, queueName, queuePositionText, sampleRunsName } from '../../../src/core/annotation/queuePosition';
import { runDisplayNames, runWhere } from '../../../src/core/annotation/runDisplayName';

test('the position names the queue, counts from 1 and names the run', () => {
  assert.equal(queuePositionText('sample', 11, 50, 'demo-baseline'), '12 of 50 in the sample of demo-baseline');
  assert.equal(queuePositionText('unreviewed', 0, 420, 'demo-probe'), '1 of 420 not reviewed in demo-probe');
  assert.equal(queuePositionText('disagreement', 1, 2, 'x'), '2 of 2 disagreements with the classifier in x');
  assert.equal(queuePositionText('violation', 3, 4, 'x'), '4 of 4 bound violations without a verdict in x');
  assert.equal(queueName('sample', 'demo-baseline'), 'the sample of demo-baseline');
});

test("the case view's header draws the place on two lines, each within the 38 columns of a 480 px column", () => {
  assert.deepEqual(queueHeaderLines('sample', 11, 50, 'demo-baseline and demo-probe'), ['12 of 50 in the sample', 'of demo-baseline and demo-probe']);
  assert.deepEqual(queueHeaderLines('unreviewed', 1233, 4200, 'gpt-4o-2024-11-20-FC'), ['1234 of 4200 not reviewed', 'in gpt-4o-2024-11-20-FC']);
  assert.deepEqual(queueHeaderLines('disagreement', 1, 2, 'x'), ['2 of 2 disagreements', 'in x']);
  assert.deepEqual(queueHeaderLines('violation', 9998, 9999, 'x'), ['9999 of 9999 bound violations', 'in x']);
});

test('the sample is one queue across the runs it was drawn from, named by them', () => {
  assert.equal(sampleRunsName(['demo-baseline', 'demo-baseline']), 'demo-baseline');
  assert.equal(sampleRunsName(['demo-probe', 'demo-baseline', 'demo-probe']), 'demo-baseline and demo-probe');
  assert.equal(sampleRunsName(['a', 'b', 'c', 'a']), '3 runs');
  assert.equal(queuePositionText('sample', 14, 50, sampleRunsName(['demo-baseline', 'demo-probe'])), '15 of 50 in the sample of demo-baseline and demo-probe');
});

test('next: the next item still to do after the current one, wrapping around, never the current one; back: one, to the first', () => {
  const todo = new Set([1, 3, 4]);
  const pending = (i: number) => todo.has(i);
  assert.equal(nextPendingIndex(6, 0, pending), 1);
  assert.equal(nextPendingIndex(6, 1, pending), 3);
  assert.equal(nextPendingIndex(6, 4, pending), 1);
  assert.equal(nextPendingIndex(6, 3, (i) => i === 3), null);
  assert.equal(nextPendingIndex(0, 0, pending), null);
  assert.equal(previousIndex(2), 1);
  assert.equal(previousIndex(0), null);
});

test('one numbering for people (from 1, as the case view heads turns and steps), 0-based keys for the store', () => {
  assert.equal(placeLabel({ turn: 1, step: 1 }), 'T2 · step 2');
  assert.equal(placeLabel({ message: 7 }), 'message 7');
  assert.equal(placeText({ turn: 1, step: 1 }), 'turn 1 step 1');
});

test('a run is its model, and where it came from only when another run has the same model', () => {
  const names = runDisplayNames([
    { id: '/d/2025-12-16/result/gpt-4.1', model: 'gpt-4.1' },
    { id: '/d/2024-12-29/result/gpt-4.1', model: 'gpt-4.1' },
    { id: '/d/result/demo-baseline', model: 'demo-baseline' },
    { id: '/t/whissle/airline_run1.json', model: 'gpt-4o' },
    { id: '/t/experiment/results.json', model: 'gpt-4o' },
  ]);
  assert.deepEqual([...names.values()], ['gpt-4.1 (2025-12-16)', 'gpt-4.1 (2024-12-29)', 'demo-baseline', 'gpt-4o (airline_run1.json)', 'gpt-4o (experiment)']);
  assert.equal(runWhere('/d/runs/model-x'), 'runs');
});
