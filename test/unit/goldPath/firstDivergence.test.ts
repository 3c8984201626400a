// The first divergence is the root cause: the first turn where a call of the model leaves the gold
// path, an extra write included (a guess where the gold asks), before the turn the grader blames. The
// loop of a turn the harness cut is one row with its count. Runs are written by the test (writtenRun.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { withGoldColumn } from '../../../src/core/bfcl/goldPath/caseViewGold';
import { departuresOf } from '../../../src/core/bfcl/goldPath/divergence';
import { divergenceSentence, goldHeaderLines, turnGoldLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import type { AlignedCall } from '../../../src/core/bfcl/goldPath/alignTurn';
import { foldLoop } from '../../../src/core/bfcl/goldPath/loopFold';
import { parseToolCall } from '../../../src/core/bfcl/goldPath/toolCall';
import { calls, type WrittenTestCase } from '../../support/writtenRun';
import { writtenFailure } from './writtenCases';

const root = mkdtempSync(join(tmpdir(), 'gold-first-divergence-'));
after(() => rmSync(root, { recursive: true, force: true }));

const goldPathOf = (folder: string, category: string, testCase: WrittenTestCase, result: unknown[][], error: Record<string, unknown>) =>
  writtenFailure(join(root, folder), category, testCase, result, error);

// The shape of the sample's miss_param_11: the fuel amount is missing in turn 1, the model guesses it,
// and the grader finds the tank wrong after turn 2.
const fuel: WrittenTestCase = {
  id: 'multi_turn_miss_param_11',
  question: ['Fill the fuel tank a bit before we go.', 'Add 10 gallons.'],
  groundTruth: [[], ['fillFuelTank(fuelAmount=10.0)']],
  involvedClasses: ['VehicleControlAPI'],
};
const fuelError = {
  error_type: 'multi_turn:instance_state_mismatch',
  error_message: 'Model instance for VehicleControlAPI does not match the state with ground truth instance.',
  details: { differences: { fuelLevel: { model: 50, ground_truth: 32 } } },
  execution_result: [[], []],
};

test('a write where the gold asks: turn 1 is the first divergence, though the grader blames turn 2', async () => {
  const path = await goldPathOf('guess', 'miss_param', fuel, [[calls(['fillFuelTank', '{"fuelAmount": 28.0}']), 'Filled.'], [calls(['fillFuelTank', '{"fuelAmount": 10.0}']), 'Done.']], fuelError);
  assert.equal(path.firstDivergence, 0);
  assert.equal(path.verdict.turn, 1);
  assert.deepEqual(path.turns.map((t) => t.departures.map((r) => `${r.kind} ${r.model?.call.text}`)), [['extra fillFuelTank(fuelAmount=28.0)'], []]);
  assert.deepEqual({ turn: path.divergence?.turn, step: path.divergence?.row?.model?.step }, { turn: 0, step: 0 });
  assert.equal(
    divergenceSentence(path),
    "Turn 1 (the grader's turn 0): the model made a write the ground truth does not, fillFuelTank(fuelAmount=28.0); the grader blames turn 2 (the grader's turn 1).",
  );
  assert.deepEqual(goldHeaderLines(path).at(-1), { kind: 'note', text: "  ! The model first leaves the gold path in turn 1 (the grader's turn 0); the grader blames turn 2 (the grader's turn 1)." });
  assert.deepEqual(turnGoldLines(path, 0), [
    { kind: 'head', text: "  The model's calls                                         │ The ground truth's calls (score line)" },
    { kind: 'extraWrite', text: '  + fillFuelTank(fuelAmount=28.0)                           │ (extra write: not in the ground truth)' },
    { kind: 'divergence', text: '  ◆ First divergence: the first turn where the model leaves the gold path.' },
    { kind: 'note', text: "  ◆ miss_param: a parameter is missing in turn 1 (the grader's turn 0); the model did not ask: it called fillFuelTank." },
  ]);
  // Alt+Down in the case view: the guess first, then the verdict of the blamed turn.
  const doc = { text: ['title', '', '── Turn 1 · X', '', '── Turn 2 · X', ''].join('\n') + '\n', marks: [{ line: 2, kind: 'turn' as const, cls: null }, { line: 4, kind: 'turn' as const, cls: null }] };
  const view = withGoldColumn(doc, path);
  const lines = view.doc.text.split('\n');
  assert.deepEqual(view.divergenceLines.map((l) => lines[l]), [
    '  + fillFuelTank(fuelAmount=28.0)                           │ (extra write: not in the ground truth)',
    "  Verdict: FAIL · multi_turn:instance_state_mismatch at turn 2 (the grader's turn 1)",
  ]);
});

test('asking where the gold asks stays on the gold path: the divergence is the blamed turn', async () => {
  const path = await goldPathOf('asked', 'miss_param', fuel, [['How many gallons should I add?'], [calls(['fillFuelTank', '{"fuelAmount": 10.0}']), calls(['fillFuelTank', '{"fuelAmount": 10.0}'])]], fuelError);
  // The second fill is an extra write in turn 2, where the grader blames: what it found, and that write.
  assert.equal(path.firstDivergence, 1);
  assert.equal(
    divergenceSentence(path),
    "Turn 2 (the grader's turn 1): the model made every ground-truth call, but the grader found that VehicleControlAPI.fuelLevel differs from the ground truth's; " +
      "the model's extra write there: fillFuelTank(fuelAmount=10.0).",
  );
  assert.equal(path.divergence?.row?.model?.step, 1);
});

test('a grader that blames a turn before the first departure is believed: it saw the state', async () => {
  const files: WrittenTestCase = {
    id: 'multi_turn_base_2',
    question: ["What is in 'a.txt'?", "Make a folder 'b'."],
    groundTruth: [["cat(file_name='a.txt')"], ["mkdir(dir_name='b')"]],
    involvedClasses: ['GorillaFileSystem'],
  };
  const path = await goldPathOf('earlier', 'base', files, [[calls(['cat', { file_name: 'a.txt' }])], ['Which name?']], {
    error_type: 'multi_turn:execution_response_mismatch',
    error_message: 'Model response execution results so far does not contain all the ground truth response execution results for turn 0.',
    details: { missing_items: ['{"file_content": "hello"}'] },
  });
  assert.equal(path.firstDivergence, 1);
  assert.deepEqual(path.turns[1]!.departures.map((r) => `${r.kind} ${r.gold?.text}`), ["missing mkdir(dir_name='b')"]);
  assert.equal(path.divergence?.turn, 0);
  assert.equal(path.divergence?.row, null);
  assert.equal(
    divergenceSentence(path),
    "Turn 1 (the grader's turn 0): the model made every ground-truth call, but the grader found 1 output of the ground truth missing from the model's (other values).",
  );
});

test('the loop of a turn the harness cut is one row with its count', async () => {
  const files: WrittenTestCase = {
    id: 'multi_turn_base_3',
    question: ["Send 'hi' to USR002."],
    groundTruth: [["send_message(receiver_id='USR002',message='hi')"]],
    involvedClasses: ['MessageAPI', 'GorillaFileSystem'],
  };
  const send = calls(['send_message', { receiver_id: 'USR002_new', message: 'hi' }]);
  const up = calls(['cd', { folder: '..' }]);
  const path = await goldPathOf('loop', 'base', files, [[send, up, send, up, send, up, send, calls(['ls', {}])]], {
    error_type: 'multi_turn:force_terminated',
    error_message: 'Model was force-terminated during inference phase. The length of the model result turns (1) does not match the length of the ground truth turns (1).',
  });
  assert.deepEqual(path.verdict.forceQuit, { turn: 0, steps: 8 });
  assert.equal(path.turns[0]!.rows.length, 8);
  assert.deepEqual(turnGoldLines(path, 0).map((l) => [l.kind, l.text]), [
    ['head', "  The model's calls                                         │ The ground truth's calls (score line)"],
    ['differs', "  ≠ send_message(receiver_id='USR002_new',message='hi')     │ send_message(receiver_id='USR002',message='hi')   ← receiver_id differs"],
    ['extraWrite', "  + 3 times: cd(folder='..') · send_message(receiver_id='USR002_new',message='hi')"],
    ['extraWrite', '                                                            │ (extra write: not in the ground truth)   ← these 2 calls 3 times in a row: the loop the harness cut'],
    ['extra', '  + ls()                                                    │ (extra: not in the ground truth)'],
    ['divergence', '  ◆ First divergence: the first turn where the model leaves the gold path.'],
    ['divergence', "  ◆ The grader blames this turn (the grader's turn 0)."],
  ]);
});

/** A row of the alignment, for the pure functions. */
function row(kind: AlignedCall['kind'], text: string, output: string | null = null): AlignedCall {
  const call = parseToolCall(text)!;
  const model = kind === 'missing' ? null : { call, turn: 0, step: 0, output };
  const gold = kind === 'extra' ? null : { text, call };
  return { kind, model, gold, differing: kind === 'differs' ? ['x'] : [], namedByPlace: [] };
}

test('departures: missing and differing calls, and extra writes the backend took; never an extra read, a failed write or an unknown class', () => {
  const classOf = (name: string) => (name === 'mystery' ? null : 'GorillaFileSystem');
  const rows = [
    row('same', "cd(folder='a')"),
    row('extra', 'ls()'),
    row('extra', "mkdir(dir_name='a')", '{"error": "mkdir: cannot create directory \'a\': File exists"}'),
    row('extra', "echo(content='hi')"),
    row('extra', "mystery(x=1)"),
    row('extra', "touch(file_name='b')", '{"result": "ok"}'),
    row('differs', "cat(file_name='c')"),
    row('missing', "rm(file_name='d')"),
  ];
  assert.deepEqual(departuresOf(rows, classOf).map((r) => `${r.kind} ${(r.model ?? r.gold)!.call!.text}`), [
    "extra touch(file_name='b')",
    "differs cat(file_name='c')",
    "missing rm(file_name='d')",
  ]);
});

test('foldLoop: the longest run of a repeated cycle of extra calls, the shorter cycle on a tie', () => {
  const a = row('extra', "cd(folder='..')");
  const b = row('extra', "touch(file_name='b')");
  const x = row('differs', "cat(file_name='c')");
  const shape = (rows: AlignedCall[]) => foldLoop(rows).map((g) => `${g.rows.map((r) => r.model!.call.name).join('+')}×${g.times}`);
  assert.deepEqual(shape([x, a, b, a, b, a, b]), ['cat×1', 'cd+touch×3']);
  assert.deepEqual(shape([a, a, a, a]), ['cd×4']);
  assert.deepEqual(shape([a, b, a, x, x]), ['cd×1', 'touch×1', 'cd×1', 'cat×1', 'cat×1']);
  // Greedy from the left: the first run found is kept.
  assert.deepEqual(shape([a, a, b, a, b]), ['cd×2', 'touch×1', 'cd×1', 'touch×1']);
});
