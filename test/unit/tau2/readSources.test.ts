// The ways the editor reads a tau2 file: from its text as the editor holds it, one simulation file of
// the dir layout on its own, and the line of each simulation_index entry; and the sniff that tells
// a tau2 results file from any other JSON by its first bytes.
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { test } from 'node:test';
import { readTau2Run, runOfSimulationFile } from '../../../src/core/tau2/readResults';
import { firstKeyOf, isTau2ResultsHead } from '../../../src/core/tau2/sniff';
import { VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const SIMULATION = join(VOICE_DIR, 'simulations/49b22f0c-4a56-41c5-922f-bc2a56e53a23.json');

test('the sniff: the first key of the top object, a key tau2 writes at the top', () => {
  assert.equal(firstKeyOf('\uFEFF  {\n  "timestamp": "2026"'), 'timestamp');
  assert.equal(firstKeyOf('{"id": "multi_turn_base_0"'), 'id');
  assert.equal(firstKeyOf('[{"info": 1}]'), null);
  assert.equal(isTau2ResultsHead('{\n  "info": {'), true);
  assert.equal(isTau2ResultsHead('{\n  "simulation_index": ['), true);
  assert.equal(isTau2ResultsHead('{\n  "name": "calibration-lens"'), false);
  assert.equal(isTau2ResultsHead('{"compilerOptions": {}}'), false);
});

test('from the editor\'s text: the same run as from disk, and unsaved edits count', { skip: withoutTau2Data }, async () => {
  const text = await readFile(WHISSLE, 'utf8');
  const fromDisk = await readTau2Run(WHISSLE);
  const fromText = await readTau2Run(WHISSLE, { document: { file: WHISSLE, text } });
  assert.deepEqual(fromText, fromDisk);
  // Two lines added at the top move every simulation two lines down.
  const edited = await readTau2Run(WHISSLE, { document: { file: WHISSLE, text: `\n\n${text}` } });
  assert.deepEqual(edited.simulations.slice(0, 3).map((s) => s.line), fromDisk.simulations.slice(0, 3).map((s) => s.line + 2));
});

test('dir layout: one simulation file read on its own with its run\'s metadata, and each index entry\'s line in results.json', { skip: withoutTau2Data }, async () => {
  assert.equal(await runOfSimulationFile(SIMULATION), join(VOICE_DIR, 'results.json'));
  assert.equal(await runOfSimulationFile(WHISSLE), null);
  const run = await readTau2Run(join(VOICE_DIR, 'results.json'), { onlySimulation: SIMULATION });
  assert.deepEqual([run.layout, run.domain, run.simulations.length, run.simulations[0]!.file], ['dir', 'retail', 1, SIMULATION]);
  // The upstream fixture is trimmed (no simulation_index): a copy with one, pretty-printed as tau2 writes it.
  const folder = await mkdtemp(join(tmpdir(), 'tau2-dir-'));
  const results = JSON.parse(await readFile(join(VOICE_DIR, 'results.json'), 'utf8')) as Record<string, unknown>;
  results.simulation_index = [{ id: '49b22f0c-4a56-41c5-922f-bc2a56e53a23', task_id: '40', trial: 0, reward: null, termination_reason: 'user_stop' }];
  const text = JSON.stringify(results, null, 2);
  await writeFile(join(folder, 'results.json'), text);
  await mkdir(join(folder, 'simulations'));
  await copyFile(SIMULATION, join(folder, 'simulations', basename(SIMULATION)));
  const copy = await readTau2Run(join(folder, 'results.json'));
  // The entry's `{` is on the line after `"simulation_index": [` (1-based: index + 2).
  const entryLine = text.split('\n').indexOf('  "simulation_index": [') + 2;
  assert.equal(text.split('\n')[entryLine - 1], '    {');
  assert.deepEqual([...copy.indexLines!], [['49b22f0c-4a56-41c5-922f-bc2a56e53a23', entryLine]]);
  assert.deepEqual(copy.warnings, []);
  await rm(folder, { recursive: true });
});
