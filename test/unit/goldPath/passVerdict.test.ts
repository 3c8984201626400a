// The PASS path: a score file that lists every failure its header counts, so a case it does not list
// passed; its gold comes from the test data found in a data/ folder above the run. The run is written
// by the test, and read both by the core and by `calibration-lens case` as a user runs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { verdictLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import { alignmentOf } from './realCases';
import { calls, failureLine, writeRun, type WrittenTestCase } from '../../support/writtenRun';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const root = mkdtempSync(join(tmpdir(), 'gold-pass-'));
after(() => rmSync(root, { recursive: true, force: true }));

const MODEL = 'written-model-FC';
const passing: WrittenTestCase = {
  id: 'multi_turn_base_0',
  question: ["Make a folder 'temp'.", "Go into it and list what's there."],
  groundTruth: [["mkdir(dir_name='temp')"], ["cd(folder='temp')", 'ls()']],
  involvedClasses: ['GorillaFileSystem'],
};
const failing: WrittenTestCase = { id: 'multi_turn_base_1', question: ["Show 'a.txt'."], groundTruth: [["cat(file_name='a.txt')"]], involvedClasses: ['GorillaFileSystem'] };
const run = writeRun(root, {
  model: MODEL,
  category: 'base',
  cases: [
    { id: passing.id, result: [[calls(['mkdir', { dir_name: 'temp' }]), 'Made it.'], [calls(['cd', { folder: 'temp' }], ['ls', {}]), 'It is empty.']] },
    { id: failing.id, result: [['I cannot find a.txt.']] },
  ],
  // One of two failed, and that one failure is listed: an unlisted case passed.
  score: {
    correct: 1,
    total: 2,
    failures: [failureLine(MODEL, failing, { error_type: 'multi_turn:empty_turn_model_response', error_message: 'Model response list is empty for turn 0' })],
  },
  testData: [passing, failing],
});

test('a case the complete score file does not list: PASS, gold from the test data, no divergence', async () => {
  const outcome = await goldPathFromLines(await caseLinesFromDisk(run.resultFile, passing.id, null), nodeFiles);
  assert.ok(outcome.ok);
  const path = outcome.path;
  assert.deepEqual(outcome.dataFolder, { folder: run.dataFolder, how: 'found above the run' });
  assert.equal(path.verdict.status, 'pass');
  assert.equal(path.verdict.unknownWhy, null);
  assert.equal(path.goldSource, 'test data');
  assert.deepEqual(alignmentOf(path), [["same mkdir(dir_name='temp')@0 | mkdir(dir_name='temp')"], ["same cd(folder='temp')@0 | cd(folder='temp')", 'same ls()@0 | ls()']]);
  assert.equal(path.firstDivergence, null);
  assert.equal(path.divergence, null);
  assert.deepEqual(verdictLines(path.verdict), [{ kind: 'verdict', text: '  Verdict: PASS (the score file lists every failure its header counts, and not this case).' }]);
});

test('calibration-lens case on the passing case: the whole text, and PASS in --json', () => {
  const r = spawnSync(process.execPath, [CLI, 'case', '--results', run.resultFile, '--case', passing.id], { encoding: 'utf8' });
  assert.equal(r.status, 0);
  assert.equal(
    r.stdout,
    [
      'multi_turn_base_0 · base',
      `Result file: ${run.resultFile}`,
      `Score file: ${run.scoreFile}`,
      `Test data: ${run.dataFolder} (found above the run)`,
      "Gold path: ground truth from BFCL's test data (possible_answer/); results BFCL v4, test data BFCL v4.",
      '',
      `── Turn 1 ${'─'.repeat(50)}`,
      "  User: Make a folder 'temp'.",
      "  The model's calls                                         │ The ground truth's calls (test data)",
      "  = mkdir(dir_name='temp')                                  │ mkdir(dir_name='temp')",
      '  model text, step 2 (OTHER): Made it.',
      '',
      `── Turn 2 ${'─'.repeat(50)}`,
      "  User: Go into it and list what's there.",
      "  The model's calls                                         │ The ground truth's calls (test data)",
      "  = cd(folder='temp')                                       │ cd(folder='temp')",
      '  = ls()                                                    │ ls()',
      '  model text, step 2 (OTHER): It is empty.',
      '',
      `── Verdict ${'─'.repeat(50)}`,
      '  Verdict: PASS (the score file lists every failure its header counts, and not this case).',
      '',
    ].join('\n'),
  );
  const json = spawnSync(process.execPath, [CLI, 'case', '--results', run.resultFile, '--case', passing.id, '--json'], { encoding: 'utf8' });
  const parsed = JSON.parse(json.stdout);
  assert.deepEqual(parsed.verdict.status, 'pass');
  assert.deepEqual(parsed.divergence, null);
});
