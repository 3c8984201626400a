// The gold path read through a FileAccess other than local disk (as the web worker host reads a
// virtual workspace through vscode.workspace.fs): on the sample, every case's gold path, test data
// folder and notes are those of the disk read, the places named under the other root.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { findTestDataFolder, holdsTestData, readTestCase } from '../../../src/core/bfcl/goldPath/testData';
import { testCaseData } from '../../../src/core/bfcl/testData';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { memoryFilesOf } from '../../support/memoryFiles';

const SAMPLE = resolve('sample');
const ROOT = '/memfs/runs';
const { files, reads } = memoryFilesOf(SAMPLE, ROOT);
const inMemory = (path: string) => join(ROOT, path.slice(SAMPLE.length));
/** Python integers the gold path holds as BigInt, as text. */
const jsonOf = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
const RESULT = (model: string, category: string) => join(SAMPLE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${category}_result.json`);

test('the test data above a run is found in memory where it is on disk', async () => {
  const found = await findTestDataFolder(files, inMemory(RESULT('demo-baseline', 'base')), null);
  assert.deepEqual(found, { folder: '/memfs/runs/result/demo-baseline/data', how: 'found above the run' });
  assert.deepEqual(await findTestDataFolder(nodeFiles, RESULT('demo-baseline', 'base'), null), { folder: join(SAMPLE, 'result/demo-baseline/data'), how: 'found above the run' });
  assert.equal(await holdsTestData(files, '/memfs/runs/result/demo-baseline/data'), true);
  assert.equal(await holdsTestData(files, '/memfs/runs/result/demo-baseline'), false);
  assert.equal(await findTestDataFolder(files, '/elsewhere/result/m/multi_turn/BFCL_v4_multi_turn_base_result.json', null), null);
});

test('a test case read in memory equals the disk read, and each file is read once', async () => {
  const disk = await readTestCase(nodeFiles, join(SAMPLE, 'result/demo-probe/data'), 'miss_param', 'multi_turn_miss_param_3');
  const memory = await readTestCase(files, '/memfs/runs/result/demo-probe/data', 'miss_param', 'multi_turn_miss_param_3');
  assert.ok(disk && memory);
  assert.equal(memory.version, 4);
  assert.deepEqual(memory.problems, []);
  assert.deepEqual({ ...memory, folder: disk.folder }, disk);
  await readTestCase(files, '/memfs/runs/result/demo-probe/data', 'miss_param', 'multi_turn_miss_param_0');
  assert.equal(reads.get('/memfs/runs/result/demo-probe/data/BFCL_v4_multi_turn_miss_param.json'), 1, 'the questions file is kept while it does not change');
  assert.deepEqual(await testCaseData('/memfs/runs/result/demo-probe/data', 'miss_param', 'multi_turn_miss_param_3', files), await testCaseData(join(SAMPLE, 'result/demo-probe/data'), 'miss_param', 'multi_turn_miss_param_3'));
});

test("every sample case's gold path read in memory is the disk read's, the places under the other root", async () => {
  let compared = 0;
  for (const model of ['demo-baseline', 'demo-probe']) for (const category of ['base', 'long_context', 'miss_func', 'miss_param']) {
    const resultFile = RESULT(model, category);
    for (const line of readFileSync(resultFile, 'utf8').split('\n').filter((l) => l.trim() !== '')) {
      const { id } = JSON.parse(line) as { id: string };
      const lines = await caseLinesFromDisk(resultFile, id, null);
      const disk = await goldPathFromLines(lines, nodeFiles);
      const memory = await goldPathFromLines({ ...lines, resultFile: inMemory(lines.resultFile), scoreFile: lines.scoreFile && inMemory(lines.scoreFile) }, files);
      assert.ok(disk.ok && memory.ok, `${model} ${id}`);
      assert.equal(memory.dataFolder?.folder, inMemory(join(SAMPLE, 'result', model, 'data')));
      assert.equal(jsonOf(memory).replaceAll(ROOT, SAMPLE), jsonOf(disk), `${model} ${id}`);
      compared++;
    }
  }
  assert.equal(compared, 96);
});

test("a case given with no score file: its verdict names the score file's place found in memory", async () => {
  const lines = await caseLinesFromDisk(RESULT('demo-baseline', 'base'), 'multi_turn_base_0', null);
  const outcome = await goldPathFromLines({ ...lines, resultFile: '/memfs/runs/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json', scoreFile: null, scoreLine: null, scoreCounts: null, witnessLine: null }, files);
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.message);
  assert.equal(outcome.path.verdict.status, 'unknown');
  assert.equal(
    outcome.path.verdict.unknownWhy,
    'no score file was found beside the result file (looked for /memfs/runs/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json), so whether this case passed cannot be told.',
  );
});
