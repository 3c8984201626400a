// The review queue kept across a window reload: written as its items by file and the place in it, read
// back as targets the loop opens by case and place; anything unreadable or of another queue is dropped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { droppedQueueKeys, indexOfKey, KEPT_QUEUES, restoredQueue, savedItems, savedItemsKey, savedPlace } from '../../../src/extension/annotation/savedQueue';
import type { ReviewTarget } from '../../../src/extension/annotation/nextTarget';

const target = (file: string, caseId: string, at: string | null): ReviewTarget => ({
  file, document: file, line: 7, span: { start: 3, end: 9 }, caseId, at, place: null, runId: 'r1', run: 'demo-baseline',
});
const items = [target('/w/a.json', 'base_0', 'turn 0 step 0'), target('/w/a.json', 'base_0', 'turn 0 step 1'), target('/w/b.json', 'base_3', null)];

test('a queue written and read back: its kind, run, items (file, case, place, run) and place, as they were', () => {
  const written = savedItems({ id: 'q1', kind: 'unreviewed', runId: 'r1', run: 'demo-baseline', items });
  assert.deepEqual(written.files, ['/w/a.json', '/w/b.json']);
  assert.deepEqual(written.items, [[0, 'base_0', 'turn 0 step 0', 'r1', 'demo-baseline'], [0, 'base_0', 'turn 0 step 1', 'r1', 'demo-baseline'], [1, 'base_3', null, 'r1', 'demo-baseline']]);
  const back = restoredQueue(JSON.parse(JSON.stringify(written)), { id: 'q1', index: 1, pending: [2, 1], annotating: true });
  assert.deepEqual(back, {
    queue: { id: 'q1', kind: 'unreviewed', runId: 'r1', run: 'demo-baseline', index: 1, pending: new Set([1, 2]), items: items.map((t) => ({ ...t, line: 0, span: { start: 0, end: 0 } })) },
    annotating: true,
  });
});

test('the queue the loop goes through is the one written: its place with the items still to do in order, found again by key', () => {
  const queue = { id: 'q1', kind: 'unreviewed' as const, runId: 'r1', run: 'demo-baseline', items, index: 2, pending: new Set([2, 0]) };
  assert.deepEqual(savedPlace(queue, false), { id: 'q1', index: 2, pending: [0, 2], annotating: false });
  assert.equal(indexOfKey(queue, `/w/a.json\u0000base_0\u0000turn 0 step 1`), 1);
  assert.equal(indexOfKey(queue, `/w/b.json\u0000base_3\u0000case`), 2);
  assert.equal(indexOfKey(queue, `/w/b.json\u0000base_3\u0000turn 0 step 0`), -1);
});

test('nothing is restored from a missing or unreadable entry, a place of another queue, or a place past the items', () => {
  const written = savedItems({ id: 'q1', kind: 'sample', runId: 'sample', run: 'demo-baseline', items });
  assert.equal(restoredQueue(undefined, { id: 'q1', index: 0, pending: [], annotating: true }), null);
  assert.equal(restoredQueue(written, undefined), null);
  assert.equal(restoredQueue({ ...written, kind: 'everything' }, { id: 'q1', index: 0, pending: [], annotating: true }), null);
  assert.equal(restoredQueue(written, { id: 'q2', index: 0, pending: [], annotating: true }), null);
  assert.equal(restoredQueue(written, { id: 'q1', index: 3, pending: [], annotating: true }), null);
  assert.equal(restoredQueue(written, { id: 'q1', index: 0, pending: [5], annotating: true }), null);
  assert.equal(restoredQueue({ ...written, items: [[2, 'base_0', null, 'r1', 'x']] }, { id: 'q1', index: 0, pending: [], annotating: false }), null);
});

test('the items still to do are written as runs of consecutive indices, and read back whole; a place written before (indices one by one) still reads', () => {
  const many = Array.from({ length: 9 }, (_, k) => target('/w/a.json', 'base_0', `turn 0 step ${k}`));
  const queue = { id: 'q1', kind: 'unreviewed' as const, runId: 'r1', run: 'demo-baseline', items: many, index: 3, pending: new Set([8, 0, 1, 2, 4, 6, 7]) };
  const place = savedPlace(queue, true);
  assert.deepEqual(place, { id: 'q1', index: 3, pending: [[0, 2], 4, [6, 8]], annotating: true });
  const written = savedItems(queue);
  assert.deepEqual([...restoredQueue(JSON.parse(JSON.stringify(written)), JSON.parse(JSON.stringify(place)))!.queue.pending].sort(), [0, 1, 2, 4, 6, 7, 8]);
  assert.deepEqual([...restoredQueue(written, { id: 'q1', index: 3, pending: [0, 1, 2, 4, 6, 7, 8], annotating: true })!.queue.pending].sort(), [0, 1, 2, 4, 6, 7, 8]);
});

test('a run of indices past the items or backwards restores nothing', () => {
  const written = savedItems({ id: 'q1', kind: 'unreviewed', runId: 'r1', run: 'demo-baseline', items });
  assert.equal(restoredQueue(written, { id: 'q1', index: 0, pending: [[0, 3]], annotating: true }), null);
  assert.equal(restoredQueue(written, { id: 'q1', index: 0, pending: [[2, 1]], annotating: true }), null);
  assert.equal(restoredQueue(written, { id: 'q1', index: 0, pending: [[0, 1e9]], annotating: true }), null);
  assert.deepEqual([...restoredQueue(written, { id: 'q1', index: 0, pending: [[0, 2]], annotating: true })!.queue.pending], [0, 1, 2]);
});

test('the items of a workspace\'s queue are kept under a key of their own workspace', () => {
  assert.equal(savedItemsKey('file:///w/one'), 'calibrationLens.reviewQueue.items@file:///w/one');
  assert.notEqual(savedItemsKey('file:///w/one'), savedItemsKey('file:///w/two'));
});

test("the global state keeps this workspace's queue and the other workspaces' queues started last, KEPT_QUEUES in all", () => {
  assert.equal(KEPT_QUEUES, 10);
  const queueOf = (id: string) => savedItems({ id, kind: 'sample', runId: 'sample', run: 'demo-baseline', items });
  const state = new Map<string, unknown>([['calibrationLens.other', 1]]);
  // Twelve other workspaces, started at 1000, 1001, ... 1011; this one started first of all.
  for (let k = 0; k < 12; k++) state.set(savedItemsKey(`/w${k}`), queueOf(`${1000 + k}`));
  const own = savedItemsKey('/here');
  state.set(own, queueOf('1'));
  state.set(savedItemsKey('/broken'), { id: 'q' });
  const dropped = droppedQueueKeys([...state.keys()], (k) => state.get(k), own);
  assert.deepEqual(dropped, [savedItemsKey('/broken'), savedItemsKey('/w2'), savedItemsKey('/w1'), savedItemsKey('/w0')]);
  for (const k of dropped) state.delete(k);
  assert.deepEqual(droppedQueueKeys([...state.keys()], (k) => state.get(k), own), []);
});
