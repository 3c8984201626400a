// A tau2 file an editor holds is read from its text (ReadOptions.document): the run is the one its file
// on disk gives, and its progress counts the text's bytes, which it takes for the file's size without
// asking the file system (in the web worker host every stat is a round trip through the window).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tempDir } from '../../support/tempDir';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const dir = tempDir('tau2-held-');
const sim = (id: string, content: string) => ({
  id, task_id: id, termination_reason: 'user_stop', trial: 0, reward_info: { reward: 1.0 }, messages: [{ role: 'assistant', content }],
});
const SIMS = [sim('s1', 'Could you give your id, Zoë?'), sim('s2', 'I cannot help with that.')];
const INFO = { environment_info: { domain_name: 'airline' }, agent_info: { llm: 'm' }, num_trials: 1 };

/** What a read gives that a view shows: the run's layout and file, each simulation's classes, the problems and warnings. */
const shown = (run: Awaited<ReturnType<typeof readTau2Run>>) => ({
  layout: run.layout, file: run.file, isTau2: run.isTau2, domain: run.domain,
  simulations: run.simulations.map((s) => [s.id, s.emitSet, s.messages.length]), problems: run.problems, warnings: run.warnings,
});

test('the real whissle file held by an editor reads as from disk, its progress the text\'s bytes', { skip: withoutTau2Data }, async () => {
  const text = readFileSync(WHISSLE, 'utf8');
  const progress: [number, number][] = [];
  const held = await readTau2Run(WHISSLE, { document: { file: WHISSLE, text }, onProgress: (read, total) => progress.push([read, total]) });
  assert.deepEqual(shown(held), shown(await readTau2Run(WHISSLE)));
  assert.equal(held.simulations.length, 50);
  const bytes = Buffer.byteLength(text);
  assert.deepEqual(progress, [[bytes, bytes]]);
});

test('a dir layout\'s results.json held by an editor: its simulations read from disk beside it, the total its text\'s bytes and theirs', async () => {
  const folder = join(dir, 'run');
  mkdirSync(join(folder, 'simulations'), { recursive: true });
  const results = join(folder, 'results.json');
  const simulation_index = SIMS.map((s) => ({ id: s.id, task_id: s.task_id, trial: 0, reward: 1.0, termination_reason: 'user_stop' }));
  writeFileSync(results, JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulation_index }, null, 2));
  for (const s of SIMS) writeFileSync(join(folder, 'simulations', `${s.id}.json`), JSON.stringify(s, null, 2));
  // Unsaved edits: the editor's text, one space longer than the file.
  const text = `${readFileSync(results, 'utf8')} `;
  const progress: [number, number][] = [];
  const held = await readTau2Run(results, { document: { file: results, text }, onProgress: (read, total) => progress.push([read, total]) });
  assert.deepEqual(shown(held), shown(await readTau2Run(results)));
  assert.equal(held.layout, 'dir');
  assert.deepEqual(held.simulations.map((s) => s.id), ['s1', 's2']);
  const total = Buffer.byteLength(text) + SIMS.reduce((n, s) => n + Buffer.byteLength(JSON.stringify(s, null, 2)), 0);
  assert.deepEqual(progress.at(-1), [total, total]);
  assert.deepEqual(progress[0], [Buffer.byteLength(text), total]);
});

test('a held file with no simulations folder beside it is a monolithic run, whatever its name', async () => {
  const file = join(dir, 'results.json');
  const text = JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulations: SIMS }, null, 2);
  writeFileSync(file, text);
  const held = await readTau2Run(file, { document: { file, text } });
  assert.equal(held.layout, 'monolithic');
  assert.deepEqual(shown(held), shown(await readTau2Run(file)));
});
