// A decision on a tau2 dir-layout run (results.json + simulations/<id>.json) is made on its simulation's
// own file: `label` records that file and its sha256 beside results.json's, and `labels` reads the
// decision as stale once the simulation changes (results.json untouched), and current again once it is
// restored. The built bin, on a dir-layout run generated in a temporary folder from the real whissle run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { writeDirLayout } from '../../support/tau2Derived';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test("a decision on a dir-layout run covers its simulation file: changing simulations/<id>.json makes it stale, restoring it makes it current", { skip: withoutTau2Data }, () => {
  // Tasks 2 and 38: two simulations, each in its own file.
  const run = writeDirLayout(WHISSLE, ['2', '38']);
  const [task2, task38] = [run.simulations.find((s) => s.taskId === '2')!, run.simulations.find((s) => s.taskId === '38')!];
  const store = join(run.folder, '.calibration-lens', 'labels.jsonl');
  assert.equal(cli('label', '--results', run.results, '--case', task2.id, '--message', '6', '--class', 'ask', '--author', 'ann').code, 0);
  assert.equal(cli('label', '--results', run.results, '--case', task38.id, '--message', '2', '--class', 'ask', '--author', 'ann').code, 0);
  const lines = readFileSync(store, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((d) => [d.file, d.sha256, d.case, d.caseFile]), [
    ['results.json', sha256(run.results), task2.id, { path: `simulations/${task2.id}.json`, sha256: sha256(task2.file) }],
    ['results.json', sha256(run.results), task38.id, { path: `simulations/${task38.id}.json`, sha256: sha256(task38.file) }],
  ]);
  const listed = () => JSON.parse(cli('labels', '--results', run.results, '--json').out) as { decisions: Array<Record<string, unknown>>; warnings: string[] };
  const before = listed();
  assert.deepEqual(before.warnings, []);
  assert.deepEqual(before.decisions.map((d) => [d.case, d.message, d.stale, d.human]), [[task2.id, 6, false, 'ask'], [task38.id, 2, false, 'ask']]);

  // The simulation of task 2 changes (one word of message 6); results.json does not.
  const original = readFileSync(task2.file, 'utf8');
  const wasSha = sha256(task2.file);
  const resultsSha = sha256(run.results);
  writeFileSync(task2.file, original.replace('could you provide the airport codes?', 'could you give me the airport codes?'));
  assert.notEqual(sha256(task2.file), wasSha);
  assert.equal(sha256(run.results), resultsSha);
  const after = listed();
  assert.deepEqual(after.decisions.map((d) => [d.case, d.stale]), [[task2.id, true], [task38.id, false]]);
  assert.deepEqual(after.warnings, [`${store}:1: simulations/${task2.id}.json changed since ann decided on case ${task2.id} (it was sha256 ${wasSha.slice(0, 12)}…); the decision is stale and not applied.`]);
  // Not applied: agreement counts the decision that is current only.
  const agreement = JSON.parse(cli('agreement', '--labels', store, '--results', run.results, '--json').out);
  assert.deepEqual(agreement.pairs.map((p: Record<string, unknown>) => [p.a, p.b, p.n]), [['classifier', 'ann', 1]]);

  writeFileSync(task2.file, original);
  assert.deepEqual(listed().decisions.map((d) => [d.case, d.stale]), [[task2.id, false], [task38.id, false]]);
});
