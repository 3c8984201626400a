// Never compare a v3 run with v4 test data silently; find the test data above the run.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { readTestCase } from '../../../src/core/bfcl/goldPath/testData';
import { CLAUDE, resultPath, scorePath, withoutSharedData } from '../../support/sharedData';
import { TEST_DATA } from './realCases';

const skip = withoutSharedData;
const root = mkdtempSync(join(tmpdir(), 'gold-versions-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A v3-named run holding Claude's base_0, its score line's ground truth changed in turn 4 as a fix between versions would. */
function v3Run(): string {
  const release = join(root, 'v3', 'release');
  const resultDir = join(release, 'result', CLAUDE);
  const scoreDir = join(release, 'score', CLAUDE);
  mkdirSync(resultDir, { recursive: true });
  mkdirSync(scoreDir, { recursive: true });
  const resultLine = readFileSync(resultPath(CLAUDE, 'base'), 'utf8').split('\n')[0]!;
  const [header, failure] = readFileSync(scorePath(CLAUDE, 'base'), 'utf8').split('\n');
  const changed = JSON.parse(failure!) as { possible_answer: string[][] };
  changed.possible_answer[3]![3] = "diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')";
  writeFileSync(join(resultDir, 'BFCL_v3_multi_turn_base_result.json'), `${resultLine}\n`);
  writeFileSync(join(scoreDir, 'BFCL_v3_multi_turn_base_score.json'), `${header}\n${JSON.stringify(changed)}\n`);
  return join(resultDir, 'BFCL_v3_multi_turn_base_result.json');
}

test('a v3 score line whose ground truth differs from the v4 test data says so, and the grader\'s ground truth is used', { skip }, async () => {
  const file = v3Run();
  const outcome = await goldPathFromLines(await caseLinesFromDisk(file, 'multi_turn_base_0', { folder: TEST_DATA, how: '--data' }), nodeFiles);
  assert.ok(outcome.ok);
  const path = outcome.path;
  assert.deepEqual(path.versions, { results: 3, testData: 4 });
  assert.deepEqual(path.notes.slice(0, 2), [
    'The results are BFCL v3 and the test data is BFCL v4: BFCL fixed some ground truths between them, so where this case\'s gold comes from the test data it may not be what the grader of v3 used.',
    'The ground truth in the score line (BFCL v3) and in the test data (BFCL v4) differ in turn 4; the alignment uses the score line, which is what the grader checked.',
  ]);
  // Against the score line's (changed) ground truth the model's diff is the same call.
  assert.equal(path.turns[3]!.rows.at(-1)!.kind, 'same');
  assert.equal(path.firstDivergence, null);
});

test('the test data is found in a data/ folder above the run', { skip }, async () => {
  const release = join(root, 'walk', 'bfcl', 'release');
  const data = join(root, 'walk', 'data');
  mkdirSync(join(data, 'possible_answer'), { recursive: true });
  symlinkSync(join(TEST_DATA, 'BFCL_v4_multi_turn_base.json'), join(data, 'BFCL_v4_multi_turn_base.json'));
  symlinkSync(join(TEST_DATA, 'possible_answer', 'BFCL_v4_multi_turn_base.json'), join(data, 'possible_answer', 'BFCL_v4_multi_turn_base.json'));
  const dir = join(release, 'result', 'm', 'multi_turn');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'BFCL_v4_multi_turn_base_result.json');
  writeFileSync(file, readFileSync(resultPath(CLAUDE, 'base'), 'utf8'));
  const outcome = await goldPathFromLines(await caseLinesFromDisk(file, 'multi_turn_base_1', null), nodeFiles);
  assert.ok(outcome.ok);
  assert.deepEqual(outcome.dataFolder, { folder: data, how: 'found above the run' });
  assert.equal(outcome.path.goldSource, 'test data');
  // No score file beside this run: the verdict is unknown, the gold still shown.
  assert.equal(outcome.path.verdict.status, 'unknown');
  assert.deepEqual(outcome.path.groundTruth?.[0], ["ls(a=True)"]);
});

test('a folder holding both versions\' test data: each run reads its own version first', async () => {
  const data = join(root, 'both', 'data');
  mkdirSync(join(data, 'possible_answer'), { recursive: true });
  for (const [version, call] of [[3, "ls(a=False)"], [4, "ls(a=True)"]] as const) {
    const name = `BFCL_v${version}_multi_turn_base.json`;
    writeFileSync(join(data, name), `${JSON.stringify({ id: 'multi_turn_base_0', question: [[{ role: 'user', content: 'List.' }]] })}\n`);
    writeFileSync(join(data, 'possible_answer', name), `${JSON.stringify({ id: 'multi_turn_base_0', ground_truth: [[call]] })}\n`);
  }
  const v3 = (await readTestCase(nodeFiles, data, 'base', 'multi_turn_base_0', 3))!;
  assert.deepEqual([v3.version, v3.groundTruth], [3, [['ls(a=False)']]]);
  const v4 = (await readTestCase(nodeFiles, data, 'base', 'multi_turn_base_0', 4))!;
  assert.deepEqual([v4.version, v4.groundTruth], [4, [['ls(a=True)']]]);
  // A run whose version is not known reads the newest.
  assert.equal((await readTestCase(nodeFiles, data, 'base', 'multi_turn_base_0'))!.version, 4);
});
