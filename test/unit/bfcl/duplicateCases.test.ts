// One case id on two lines of a result file: both lines count (as in the reference), and the warning
// names both lines and says so.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { duplicateCases, repeatedLines } from '../../../src/core/model/duplicateCases';
import { scoreFileMismatch } from '../../../src/core/bfcl/join';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { tempDir } from '../../support/tempDir';

test('a repeated case id: a warning with both lines, and both lines counted in n and GAR', async () => {
  const root = tempDir('cl-dup-');
  mkdirSync(join(root, 'result', 'm'), { recursive: true });
  mkdirSync(join(root, 'score', 'm'), { recursive: true });
  const file = join(root, 'result', 'm', 'BFCL_v4_multi_turn_miss_param_result.json');
  writeFileSync(file, [
    '{"id": "multi_turn_miss_param_0", "result": [["Which file do you mean?"]]}',
    '{"id": "multi_turn_miss_param_1", "result": [[[{"ls": "{}"}]]]}',
    '{"id": "multi_turn_miss_param_0", "result": [[[{"ls": "{}"}]]]}',
    '',
  ].join('\n'));
  writeFileSync(join(root, 'score', 'm', 'BFCL_v4_multi_turn_miss_param_score.json'), '{"accuracy": 0.6667, "correct_count": 2, "total_count": 3}\n{"id": "multi_turn_miss_param_1", "valid": false, "error": {"error_type": "x"}}\n');
  const run = summarizeRun(await loadRun((await discoverRuns(root)).runs[0]!));
  assert.deepEqual(run.warnings, [
    'miss_param: multi_turn_miss_param_0 is on lines 1 and 3 of BFCL_v4_multi_turn_miss_param_result.json: all 2 count in n and GAR (as in the reference), ' +
      "each with the score file's one verdict for the id; the case view opens line 1.",
  ]);
  const group = run.groups[0]!;
  assert.equal(group.n, 3);
  assert.equal(group.hits, 1);
  assert.deepEqual(group.cases.map((c) => [c.line, c.outcome]), [[1, 'passed'], [2, 'failed'], [3, 'passed']]);
  assert.deepEqual(group.warnings, run.warnings.map((w) => w.replace('miss_param: ', '')));
});

test('a score file alone: its header against its failure lines', () => {
  const path = '/s/BFCL_v4_multi_turn_base_score.json';
  assert.equal(scoreFileMismatch(readScoreText('{"accuracy": 0.76, "correct_count": 152, "total_count": 200}\n{"id": "multi_turn_base_2", "valid": false}\n', path)),
    'BFCL_v4_multi_turn_base_score.json counts 48 failed of 200 in its header but lists 1: a case it does not list is unknown, not passed.');
  assert.equal(scoreFileMismatch(readScoreText('{"accuracy": 0.5, "correct_count": 1, "total_count": 2}\n{"id": "multi_turn_base_2", "valid": false}\n', path)), null);
});

test('the duplicate-case problems: one warning per repeated line, each pointing at the first, the message naming every line', () => {
  const file = '/runs/m/BFCL_v4_multi_turn_base_result.json';
  const read = readResultText(
    [
      '{"id": "multi_turn_base_0", "result": [["Done."]]}',
      '{"id": "multi_turn_base_1", "result": [["Done."]]}',
      '{"id": "multi_turn_base_0", "result": [["Again."]]}',
      '{"id": "multi_turn_base_2", "result": [["Done."]]}',
      '{"id": "multi_turn_base_0", "result": [["Once more."]]}',
      '{"id": "multi_turn_base_2", "result": [["Twice."]]}',
      '',
    ].join('\n'),
    file,
  );
  const all = 'multi_turn_base_0 is on lines 1, 3 and 5 of BFCL_v4_multi_turn_base_result.json: all 3 count in n and GAR (as in the reference), ' +
    "each with the score file's one verdict for the id; the case view opens line 1.";
  const two = 'multi_turn_base_2 is on lines 4 and 6 of BFCL_v4_multi_turn_base_result.json: all 2 count in n and GAR (as in the reference), ' +
    "each with the score file's one verdict for the id; the case view opens line 4.";
  assert.deepEqual(duplicateCases(read.cases), [
    { id: 'multi_turn_base_0', lines: [1, 3, 5] },
    { id: 'multi_turn_base_2', lines: [4, 6] },
  ]);
  assert.deepEqual(repeatedLines(file, read.cases), [
    { line: 3, firstLine: 1, message: all, related: 'multi_turn_base_0 first appears here.' },
    { line: 5, firstLine: 1, message: all, related: 'multi_turn_base_0 first appears here.' },
    { line: 6, firstLine: 4, message: two, related: 'multi_turn_base_2 first appears here.' },
  ]);
  assert.deepEqual(repeatedLines(file, read.cases.filter((c) => c.line <= 2)), []);
});
