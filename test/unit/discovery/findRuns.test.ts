// One discovery for the tree, the Review view and the panel: every run under the folders shown,
// however deep tau2 nests it, and one sentence per folder where the walk stopped.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { findRuns, MAX_DEPTH } from '../../../src/core/discovery/findRuns';
import { CLAUDE, GPT41, RELEASE, SHARED_BFCL, SHARED_DATA, XLAM, withoutSharedData } from '../../support/sharedData';
import { GPT41_AIRLINE, GPT41_RETAIL, QWEN, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { bfclRunsIn, originsIn, tau2FilesIn } from '../../support/foundRuns';
import { tempDir } from '../../support/tempDir';

const TAU2_RUNS = [TELECOM, WHISSLE, QWEN, GPT41_AIRLINE, GPT41_RETAIL, join(VOICE_DIR, 'results.json')];
const SCORES_ALONE = [
  `${join(SHARED_BFCL, '2024-12-29')} holds score files but no result files (gpt-4o-2024-11-20-FC), so nothing of them is shown: GAR needs the model's emissions.`,
  `${RELEASE} holds score files but no result files (gpt-5-mini-2025-08-07-FC), so nothing of them is shown: GAR needs the model's emissions.`,
];

test('the shared data: the three BFCL runs with their scores, all six tau2 runs, and the score-only models said once per release', { skip: withoutSharedData || withoutTau2Data }, async () => {
  const found = await findRuns([SHARED_DATA]);
  assert.deepEqual(bfclRunsIn(found).map((r) => [r.model, [...r.results.keys()], [...r.scores.keys()], r.release]), [
    [XLAM, ['base', 'miss_func', 'miss_param'], ['base', 'miss_func', 'miss_param'], null],
    [CLAUDE, ['base', 'miss_func'], ['base', 'miss_func'], null],
    [GPT41, ['base'], ['base'], null],
  ]);
  assert.deepEqual(bfclRunsIn(found).map((r) => [r.resultsRoot, r.scoresRoot]), Array(3).fill([join(RELEASE, 'result'), join(RELEASE, 'score')]));
  assert.deepEqual(tau2FilesIn(found), TAU2_RUNS);
  assert.deepEqual(found.notes, SCORES_ALONE);
});

test("from the folder above the data (a clone's parent): the qwen run eight folders down and the dir-layout run are found too", { skip: withoutSharedData || withoutTau2Data }, async () => {
  // Eight folders below /work/shared: data/tau2/src/experiments/eval/data/qwen2.5-7b-retries/ollama_chat.
  const shared = dirname(SHARED_DATA);
  const found = await findRuns([shared]);
  assert.deepEqual(tau2FilesIn(found), TAU2_RUNS);
  assert.equal(bfclRunsIn(found).length, 3);
  // Two roots that overlap: each run once, from the first root it was found under.
  const both = await findRuns([shared, SHARED_DATA]);
  assert.deepEqual(tau2FilesIn(both), TAU2_RUNS);
  assert.deepEqual(originsIn(both, 'tau2'), [0, 0, 0, 0, 0, 0]);
  assert.deepEqual(originsIn(both, 'bfcl'), [0, 0, 0]);
  assert.deepEqual(both.notes, SCORES_ALONE);
});

test('where the walk stops it says so once, with the folder: too deep, thrown-away runs, node_modules', { skip: withoutTau2Data }, async () => {
  const root = tempDir('find-runs-');
  let deep = root;
  for (let i = 1; i <= MAX_DEPTH + 1; i++) deep = join(deep, `d${i}`);
  mkdirSync(deep, { recursive: true });
  copyFileSync(WHISSLE, join(deep, 'too_deep.json'));
  copyFileSync(WHISSLE, join(dirname(deep), 'deep_enough.json'));
  for (const skipped of ['hallucination_discarded', 'node_modules', '.hidden']) {
    mkdirSync(join(root, skipped));
    copyFileSync(WHISSLE, join(root, skipped, 'run.json'));
  }
  writeFileSync(join(root, 'notes.json'), '{"not": "tau2"}');
  const found = await findRuns([root]);
  assert.deepEqual(tau2FilesIn(found), [join(dirname(deep), 'deep_enough.json')]);
  // In the walk's order (d1 sorts before h and n); the hidden folder is skipped without a word.
  assert.deepEqual(found.notes, [
    `${deep} was not searched: it is more than ${MAX_DEPTH} folders below ${root}. Add it to calibrationLens.runFolders (or open it) to see its runs.`,
    `${join(root, 'hallucination_discarded')} was not searched: tau2 keeps thrown-away runs there.`,
    `${join(root, 'node_modules')} was not searched (node_modules).`,
  ]);
});

test('a folder that does not exist is said, and a file named on its own is read by its content', { skip: withoutTau2Data }, async () => {
  const root = tempDir('find-runs-file-');
  const named = join(root, 'run-without-extension');
  copyFileSync(WHISSLE, named);
  const found = await findRuns([join(root, 'nope'), named]);
  assert.deepEqual(tau2FilesIn(found), [named]);
  assert.deepEqual(originsIn(found, 'tau2'), [1]);
  assert.deepEqual(found.notes, [`${join(root, 'nope')} does not exist, so no runs were looked for there.`]);
});
