// A failed case whose model made every ground-truth call still leaves the gold path somewhere: on an
// extra call that writes (with what the grader found when it blames that turn), else at the turn the
// grader blames. Runs are
// written by the test (writtenRun.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { withGoldColumn } from '../../../src/core/bfcl/goldPath/caseViewGold';
import { divergenceSentence, verdictLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import { calls, type WrittenTestCase } from '../../support/writtenRun';
import { writtenFailure } from './writtenCases';

const root = mkdtempSync(join(tmpdir(), 'gold-divergence-'));
after(() => rmSync(root, { recursive: true, force: true }));

const goldPathOf = (folder: string, testCase: WrittenTestCase, result: unknown[][], error: Record<string, unknown>) => writtenFailure(join(root, folder), 'base', testCase, result, error);

const files: WrittenTestCase = {
  id: 'multi_turn_base_0',
  question: ["Make a folder 'temp'.", "In it, create 'a.txt'."],
  groundTruth: [["mkdir(dir_name='temp')"], ["cd(folder='temp')", "touch(file_name='a.txt')"]],
  involvedClasses: ['GorillaFileSystem'],
};

test('a state mismatch caused by an extra write: the blamed turn, at the extra touch, with the differing attribute', async () => {
  const path = await goldPathOf(
    'state',
    files,
    [
      [calls(['mkdir', { dir_name: 'temp' }]), 'Done.'],
      [calls(['cd', { folder: 'temp' }]), calls(['ls', {}]), calls(['touch', { file_name: 'a.txt' }]), calls(['touch', { file_name: 'b.txt' }]), 'Created.'],
    ],
    {
      error_type: 'multi_turn:instance_state_mismatch',
      error_message: 'Model instance for GorillaFileSystem does not match the state with ground truth instance.',
      details: { differences: { root: { model: "<Directory: temp, Contents: {'a.txt', 'b.txt'}>", ground_truth: "<Directory: temp, Contents: {'a.txt'}>" } } },
      execution_result: [[], []],
    },
  );
  // The extra write is where it leaves the gold path, in the turn the grader blames.
  assert.equal(path.firstDivergence, 1);
  assert.deepEqual(path.turns[1]!.departures.map((r) => r.model!.call.text), ["touch(file_name='b.txt')"]);
  assert.equal(path.verdict.turn, 1);
  assert.equal(path.divergence?.turn, 1);
  assert.equal(path.divergence?.row?.model?.call.text, "touch(file_name='b.txt')");
  assert.equal(path.divergence?.row?.model?.step, 3);
  assert.equal(
    divergenceSentence(path),
    "Turn 2 (the grader's turn 1): the model made every ground-truth call, but the grader found that GorillaFileSystem.root differs from the ground truth's; " +
      "the model's extra write there: touch(file_name='b.txt').",
  );
  // The writer of root on each side is named; the read `ls` never is.
  const table = verdictLines(path.verdict).map((l) => l.text);
  assert.deepEqual(table.slice(0, 7), [
    "  Verdict: FAIL · multi_turn:instance_state_mismatch at turn 2 (the grader's turn 1)",
    "  After this turn the state differs from the ground truth's:",
    '    GorillaFileSystem.root (differs from character 37)',
    "      model:        <Directory: temp, Contents: {'a.txt', 'b.txt'}>",
    "      ground truth: <Directory: temp, Contents: {'a.txt'}>",
    "      last written by the model: touch(file_name='b.txt') in turn 2",
    "      last written by the ground truth: touch(file_name='a.txt') in turn 2",
  ]);
});

test('a response mismatch with other values: the blamed turn, at the extra echo that changed the file', async () => {
  const notes: WrittenTestCase = {
    id: 'multi_turn_base_1',
    question: ["Show what 'a.txt' holds."],
    groundTruth: [["cat(file_name='a.txt')"]],
    involvedClasses: ['GorillaFileSystem'],
  };
  const path = await goldPathOf('response', notes, [[calls(['echo', { content: 'hello', file_name: 'a.txt' }]), calls(['cat', { file_name: 'a.txt' }]), 'It says hello.']], {
    error_type: 'multi_turn:execution_response_mismatch',
    error_message: 'Model response execution results so far does not contain all the ground truth response execution results for turn 0.',
    details: { missing_items: ['{"file_content": ""}'] },
  });
  assert.equal(path.firstDivergence, 0);
  assert.equal(
    divergenceSentence(path),
    "Turn 1 (the grader's turn 0): the model made every ground-truth call, but the grader found 1 output of the ground truth missing from the model's (other values); " +
      "the model's extra write there: echo(content='hello',file_name='a.txt').",
  );
  assert.equal(path.divergence?.row?.model?.step, 0);
});

test('an extra read only: the divergence is the blamed turn itself, and the case view jumps to its verdict', async () => {
  const path = await goldPathOf('read', files, [[calls(['mkdir', { dir_name: 'temp' }])], [calls(['cd', { folder: 'temp' }]), calls(['touch', { file_name: 'a.txt' }]), calls(['ls', {}])]], {
    error_type: 'multi_turn:execution_response_mismatch',
    error_message: 'Model response execution results so far does not contain all the ground truth response execution results for turn 1.',
    details: { missing_items: ['{"current_working_directory": "temp"}', 'None'] },
  });
  assert.equal(path.divergence?.turn, 1);
  assert.equal(path.divergence?.row, null);
  assert.equal(
    divergenceSentence(path),
    "Turn 2 (the grader's turn 1): the model made every ground-truth call, but the grader found 2 outputs of the ground truth missing from the model's (other values).",
  );
  const doc = { text: ['title', '', '── Turn 1 · X', '', '── Turn 2 · X', ''].join('\n') + '\n', marks: [{ line: 2, kind: 'turn' as const, cls: null }, { line: 4, kind: 'turn' as const, cls: null }] };
  const view = withGoldColumn(doc, path);
  const lines = view.doc.text.split('\n');
  assert.deepEqual(view.divergenceLines.map((l) => lines[l]), ["  Verdict: FAIL · multi_turn:execution_response_mismatch at turn 2 (the grader's turn 1)"]);
});
