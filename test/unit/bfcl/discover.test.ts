import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { releaseFolderOf } from '../../../src/core/bfcl/fileNames';
import { scoreFileFor } from '../../../src/core/bfcl/partnerFiles';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { runLabels } from '../../../src/core/export/runLabels';
import { RELEASE, SHARED_BFCL, XLAM, resultPath, scorePath, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';

const summaryOf = (runs: Awaited<ReturnType<typeof discoverRuns>>['runs']) =>
  runs.map((r) => ({ model: r.model, results: [...r.results.keys()], scores: [...r.scores.keys()] }));

test('a release folder: one run per model, scores from the sibling score/ tree', { skip: withoutSharedData }, async () => {
  const { runs, warnings } = await discoverRuns(RELEASE);
  assert.deepEqual(summaryOf(runs), [
    { model: 'Salesforce_Llama-xLAM-2-8b-fc-r', results: ['base', 'miss_func', 'miss_param'], scores: ['base', 'long_context', 'miss_func', 'miss_param'] },
    { model: 'claude-haiku-4-5-20251001-FC', results: ['base', 'miss_func'], scores: ['base', 'long_context', 'miss_func', 'miss_param'] },
    { model: 'gpt-4.1-2025-04-14', results: ['base'], scores: ['base', 'long_context', 'miss_func', 'miss_param'] },
  ]);
  assert.deepEqual(warnings, ['Score files without result files were skipped: gpt-5-mini-2025-08-07-FC.']);
});

test('a result/ folder, a model folder and one file find the same scores', { skip: withoutSharedData }, async () => {
  const fromResultFolder = await discoverRuns(join(RELEASE, 'result'));
  assert.equal(fromResultFolder.runs[0]!.scoresRoot, join(RELEASE, 'score'));
  const fromModel = await discoverRuns(join(RELEASE, 'result', XLAM));
  assert.deepEqual(summaryOf(fromModel.runs)[0]!.scores, ['base', 'long_context', 'miss_func', 'miss_param']);
  const fromFile = await discoverRuns(resultPath(XLAM, 'miss_param'));
  assert.deepEqual(summaryOf(fromFile.runs), [{ model: XLAM, results: ['miss_param'], scores: ['miss_param'] }]);
  assert.equal(scoreFileFor(resultPath(XLAM, 'miss_param')), scorePath(XLAM, 'miss_param'));
});

test('the v3 flat layout; a v4 file wins over a v3 file of the same category', async () => {
  const root = tempDir('cl-disc-');
  mkdirSync(join(root, 'model-a', 'multi_turn'), { recursive: true });
  for (const f of ['model-a/BFCL_v3_multi_turn_base_result.json', 'model-a/BFCL_v3_multi_turn_miss_func_result.json', 'model-a/multi_turn/BFCL_v4_multi_turn_base_result.json']) {
    writeFileSync(join(root, f), '{"id": "multi_turn_base_0", "result": []}\n');
  }
  const { runs, warnings } = await discoverRuns(root);
  assert.deepEqual(summaryOf(runs), [{ model: 'model-a', results: ['base', 'miss_func'], scores: [] }]);
  assert.equal(runs[0]!.results.get('base'), join(root, 'model-a/multi_turn/BFCL_v4_multi_turn_base_result.json'));
  assert.deepEqual(warnings, [`model-a has more than one base result file; using ${join(root, 'model-a/multi_turn/BFCL_v4_multi_turn_base_result.json')}.`]);
});

test('what cannot be a run says why', async () => {
  await assert.rejects(discoverRuns('/no/such/folder'), { message: '/no/such/folder does not exist.' });
  const root = tempDir('cl-disc-');
  writeFileSync(join(root, 'notes.json'), '{}');
  await assert.rejects(discoverRuns(join(root, 'notes.json')), { message: `${join(root, 'notes.json')} is not a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json).` });
});

test('a folder of dated releases: each release\'s results paired with its own scores, each run named by release', { skip: withoutSharedData }, async () => {
  const { runs, warnings } = await discoverRuns(SHARED_BFCL);
  assert.deepEqual(runs.map((r) => [r.release, r.model, r.scoresRoot, [...r.scores.keys()]]), [
    ['2025-12-16', XLAM, join(RELEASE, 'score'), ['base', 'long_context', 'miss_func', 'miss_param']],
    ['2025-12-16', 'claude-haiku-4-5-20251001-FC', join(RELEASE, 'score'), ['base', 'long_context', 'miss_func', 'miss_param']],
    ['2025-12-16', 'gpt-4.1-2025-04-14', join(RELEASE, 'score'), ['base', 'long_context', 'miss_func', 'miss_param']],
  ]);
  assert.deepEqual(warnings, [
    '2024-12-29 has scores but no result/ folder, so it was skipped (gpt-4o-2024-11-20-FC).',
    '2025-12-16: Score files without result files were skipped: gpt-5-mini-2025-08-07-FC.',
  ]);
});

test('two releases of one model: never each other\'s scores; a release without scores says so once', async () => {
  const root = tempDir('cl-releases-');
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const line = '{"id": "multi_turn_base_0", "result": [[[{"ls": "{}"}]]]}\n';
  write('2025-01-01/result/m/multi_turn/BFCL_v4_multi_turn_base_result.json', line);
  write('2025-01-01/score/m/multi_turn/BFCL_v4_multi_turn_base_score.json', '{"accuracy": 1.0, "correct_count": 1, "total_count": 1}\n');
  write('2025-06-01/result/m/multi_turn/BFCL_v4_multi_turn_base_result.json', line);
  const { runs, warnings } = await discoverRuns(root);
  assert.deepEqual(runs.map((r) => [r.release, r.model, [...r.scores.values()]]), [
    ['2025-01-01', 'm', [join(root, '2025-01-01/score/m/multi_turn/BFCL_v4_multi_turn_base_score.json')]],
    ['2025-06-01', 'm', []],
  ]);
  assert.deepEqual(warnings, []);
  const loaded = await loadRun(runs[1]!);
  assert.deepEqual(loaded.warnings, ['No score files were found for this run (no score/ folder beside its results): Acc, pass and fail are unknown.']);
  assert.deepEqual(runLabels(runs.map((r) => ({ model: r.model, release: r.release, results: r.resultsRoot }))), ['m (2025-01-01)', 'm (2025-06-01)']);
});

test('the release above a result or score file, where the folder picker starts', () => {
  assert.equal(releaseFolderOf('/data/2025-12-16/result/m/multi_turn/BFCL_v4_multi_turn_base_result.json'), '/data/2025-12-16');
  assert.equal(releaseFolderOf('/data/2025-12-16/score/m/BFCL_v3_multi_turn_base_score.json'), '/data/2025-12-16');
  assert.equal(releaseFolderOf('/data/m/BFCL_v3_multi_turn_base_result.json'), null);
});

test('a release with scores only: says the folder holds score files but no results, for which models', async () => {
  const release = tempDir('cl-scores-only-');
  for (const model of ['m-b', 'm-a']) {
    mkdirSync(join(release, 'score', model, 'multi_turn'), { recursive: true });
    for (const category of ['base', 'miss_func']) {
      writeFileSync(join(release, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${category}_score.json`), '{"accuracy": 0.5, "correct_count": 1, "total_count": 2}\n');
    }
  }
  const text = (folder: string, files: number, models: string) =>
    `${folder} holds ${files} BFCL score files (${models}) but no result files (BFCL_v4_multi_turn_<category>_result.json). ` +
    "GAR needs the model's emissions, which only the result files hold: point --results at a folder with a result/ folder beside score/, or at the result files.";
  await assert.rejects(discoverRuns(release), { message: text(release, 4, 'm-a, m-b') });
  await assert.rejects(discoverRuns(join(release, 'score', 'm-a')), { message: text(join(release, 'score', 'm-a'), 2, 'm-a') });
});
