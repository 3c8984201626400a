// Work asked side by side a few at a time: never more than the bound under way, the answers in the
// items' order, a freed slot handed to the first in line; and the discovery's walk, which looks ahead
// with it, finds the same runs in the same order as before while its listings overlap.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { fewAtOnce, mapFewAtOnce } from '../../../src/core/files/fewAtOnce';
import { findRuns } from '../../../src/core/discovery/findRuns';
import { nodeFiles } from '../../../src/env/node/nodeFiles';

const SAMPLE = resolve(__dirname, '../../../sample');
const later = (ms: number) => new Promise((done) => setTimeout(done, ms));

test('mapFewAtOnce runs at most the bound at once and answers in the items\' order', async () => {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  // Later items finish first: the answers still come in the items' order.
  const answers = await mapFewAtOnce([0, 1, 2, 3, 4, 5, 6], 3, async (item) => {
    started.push(item);
    most = Math.max(most, ++running);
    await later(5 * (7 - item));
    running--;
    return item * 10;
  });
  assert.deepEqual(answers, [0, 10, 20, 30, 40, 50, 60]);
  assert.equal(most, 3);
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6]);
});

test('a slot freed goes to the first task waiting, not to one asked after it', async () => {
  const gate = fewAtOnce(1);
  const order: string[] = [];
  const first = gate(async () => { await later(5); order.push('first'); });
  const second = gate(async () => { order.push('second'); });
  await first;
  // Asked once the first is done, while the second still waits for its turn to start.
  const third = gate(async () => { order.push('third'); });
  await Promise.all([second, third]);
  assert.deepEqual(order, ['first', 'second', 'third']);
});

test('a task that fails frees its slot and its caller gets the failure', async () => {
  const gate = fewAtOnce(1);
  await assert.rejects(gate(() => Promise.reject(new Error('no such file'))), /no such file/);
  assert.equal(await gate(() => Promise.resolve(7)), 7);
});

test("the discovery's walk lists folders side by side (at most 8) and finds the sample's runs in the same order", async () => {
  let listing = 0;
  let most = 0;
  const lists: string[] = [];
  const slow: FileAccess = {
    ...nodeFiles,
    async list(folder) {
      lists.push(folder);
      most = Math.max(most, ++listing);
      await later(10);
      listing--;
      return nodeFiles.list(folder);
    },
  };
  const found = await findRuns([SAMPLE], slow);
  assert.ok(most > 1 && most <= 8, `${most} listings at once`);
  assert.deepEqual(found, await findRuns([SAMPLE], nodeFiles));
  // Each folder listed once, by the walk and its look-ahead together: the sample's 13 (BFCL's test data folders left alone).
  assert.equal(lists.length, 13);
  assert.equal(new Set(lists).size, 13);
});
