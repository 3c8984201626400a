// `calibration-lens label --store F` never writes into a run's own file, a folder, a device or a file
// that is not a label store: a sentence naming F and why, exit 2, F byte for byte unchanged (sha256).
// A store that cannot be written is a sentence too, never a stack trace. The built bin, on copies in a
// temporary folder (the sample for BFCL; a dir-layout run derived from the real whissle run for tau2).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { writeDirLayout } from '../../support/tau2Derived';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const SAMPLE_RUN = resolve(__dirname, '../../../sample/result/demo-probe');
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function sampleCopy() {
  const root = tempDir('cl-store-path-');
  const run = join(root, 'demo-probe');
  cpSync(SAMPLE_RUN, run, { recursive: true });
  const result = join(run, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
  const label = (store: string) => cli('label', '--results', result, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'ask', '--author', 'ann', '--store', store);
  return { root, run, result, label, hint: ` The decision was not saved; name a .jsonl store with --store, or leave it out for ${join(run, '.calibration-lens', 'labels.jsonl')}.\n` };
}

test('label --store refuses a BFCL result or test data file, a folder, a device and a text file, leaving each unchanged', () => {
  const { root, run, result, label, hint } = sampleCopy();
  const data = join(run, 'data', 'BFCL_v4_multi_turn_base.json');
  const notes = join(root, 'notes.txt');
  writeFileSync(notes, 'my notes\nsecond line\n');
  const refused: Array<[string, string]> = [
    [result, `${result} is named as a BFCL result file, a run's own file, not a label store.`],
    [data, `${data} is not a label store: no line read of it is a decision (its first line starts "{"id": "multi_turn_base_0", "question": …").`],
    [notes, `${notes} is not a label store: no line read of it is a decision (its first line starts "my notes").`],
    [root, `${root} is a folder, not a label store (a .jsonl file).`],
    ['/dev/full', '/dev/full is not a regular file (a device, pipe or socket), so it cannot hold a label store.'],
  ];
  for (const [store, why] of refused) {
    const before = existsSync(store) && store !== root && store !== '/dev/full' ? sha256(store) : null;
    const r = label(store);
    assert.deepEqual([r.code, r.out, r.err], [2, '', `${why}${hint}`]);
    if (before) assert.equal(sha256(store), before);
  }
  // A BFCL score file's name is refused even before the file exists: created, it would join the run.
  const score = join(root, 'BFCL_v4_multi_turn_base_score.json');
  assert.equal(label(score).err, `${score} is named as a BFCL score file, a run's own file, not a label store.${hint}`);
  assert.equal(existsSync(score), false);
  assert.equal(existsSync(join(run, '.calibration-lens')), false);
});

test('label --store takes a new file, an empty one and a store; a store that cannot be written is one sentence, exit 2', () => {
  const { root, label } = sampleCopy();
  const fresh = join(root, 'labels', 'mine.jsonl');
  assert.equal(label(fresh).code, 0);
  const empty = join(root, 'empty.jsonl');
  writeFileSync(empty, '');
  assert.equal(label(empty).code, 0);
  assert.equal(label(fresh).code, 0);
  assert.equal(readFileSync(fresh, 'utf8').split('\n').length, 3);
  assert.equal(readFileSync(empty, 'utf8').split('\n').length, 2);

  writeFileSync(join(root, 'plain'), 'x');
  const under = join(root, 'plain', 'labels.jsonl');
  const r = label(under);
  assert.deepEqual([r.code, r.out, r.err], [2, '', `The label store ${under} could not be written: a part of its path is a file, not a folder (EEXIST). The decision was not saved.\n`]);
});

test('label --store refuses a tau2 run\'s results.json, a simulation file and a monolithic results file, unchanged', { skip: withoutTau2Data }, () => {
  const parent = tempDir('cl-store-tau2-');
  const dir = writeDirLayout(WHISSLE, ['2'], parent);
  const mono = join(parent, 'airline_run1.json');
  copyFileSync(WHISSLE, mono);
  const sim = dir.simulations[0]!;
  const label = (store: string) => cli('label', '--results', dir.results, '--case', sim.id, '--message', '6', '--class', 'ask', '--author', 'ann', '--store', store);
  const hint = ` The decision was not saved; name a .jsonl store with --store, or leave it out for ${join(dir.folder, '.calibration-lens', 'labels.jsonl')}.\n`;
  const refused: Array<[string, string]> = [
    [dir.results, `${dir.results} is a tau2 results file, a run's own file, not a label store.`],
    [sim.file, `${sim.file} is a tau2 simulation file of the run beside it, a run's own file, not a label store.`],
    [mono, `${mono} is a tau2 results file, a run's own file, not a label store.`],
  ];
  for (const [store, why] of refused) {
    const before = sha256(store);
    const r = label(store);
    assert.deepEqual([r.code, r.out, r.err], [2, '', `${why}${hint}`]);
    assert.equal(sha256(store), before);
  }
  mkdirSync(join(parent, 'stores'));
  assert.equal(label(join(parent, 'stores', 'labels.jsonl')).code, 0);
});
