// `calibration-lens case` as a user runs it: the built bin on the real Claude case, text and JSON.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { CLAUDE, SHARED_BFCL, XLAM, resultPath, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const DATA = resolve(SHARED_BFCL, 'bfcl-eval-data');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, 'case', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('claude multi_turn_base_0 as text: the swapped diff in the gold column and the verdict at turn 4', { skip: withoutSharedData }, () => {
  const { code, out } = run('--results', resultPath(CLAUDE, 'base'), '--case', 'multi_turn_base_0', '--data', DATA);
  assert.equal(code, 0);
  const lines = out.split('\n');
  const turn4 = lines.indexOf(`── Turn 4 ${'─'.repeat(50)}`);
  assert.deepEqual(lines.slice(turn4 + 2, turn4 + 13), [
    "  The model's calls                                         │ The ground truth's calls (score line)",
    "  = cd(folder='..')                                         │ cd(folder='..')",
    "  = mv(source='previous_report.pdf',destination='temp')     │ mv(source='previous_report.pdf',destination='temp')",
    "  = cd(folder='temp')                                       │ cd(folder='temp')",
    '  + ls()                                                    │ (extra: not in the ground truth)',
    "  ≠ diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')",
    "                                                            │ diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')   ← file_name1, file_name2 differ",
    '  ◆ First divergence: the first turn where the model leaves the gold path.',
    "  ◆ The grader blames this turn (the grader's turn 3).",
    lines[turn4 + 11]!, // the model's closing text
    "  Verdict: FAIL · multi_turn:execution_response_mismatch at turn 4 (the grader's turn 3)",
  ]);
  assert.ok(lines[turn4 + 11]!.startsWith("  model text, step 6 (CONFIRM): Excellent! I've successfully moved"));
  assert.equal(lines[4], 'Gold path: ground truth from the score file\'s failure line (possible_answer); results BFCL v4, test data BFCL v4.');
});

test('--json: turns from 0, the ground truth as BFCL writes it, the alignment and the verdict', { skip: withoutSharedData }, () => {
  const { code, out } = run('--results', resultPath(CLAUDE, 'base'), '--case', 'multi_turn_base_0', '--data', DATA, '--json');
  assert.equal(code, 0);
  const json = JSON.parse(out);
  assert.deepEqual(json.ground_truth[2], ["sort('final_report.pdf')"]);
  assert.equal(json.first_divergence_turn, 3);
  assert.equal(json.verdict.turn, 3);
  assert.deepEqual(json.turns[3].alignment[4], {
    kind: 'differs',
    model: { step: 4, call: "diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')" },
    ground_truth: "diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')",
    differing: ['file_name1', 'file_name2'],
    named_by_place: [],
  });
  assert.deepEqual(json.divergence, { turn: 3, step: 4, sentence: "Turn 4 (the grader's turn 3): diff(file_name1, file_name2) differs from ground truth." });
  assert.deepEqual(json.test_data, { folder: DATA, how: '--data' });
});

test('a case in neither file, and a data folder without test data, are usage errors with a reason', { skip: withoutSharedData }, () => {
  const missing = run('--results', resultPath(XLAM, 'base'), '--case', 'multi_turn_base_99');
  assert.equal(missing.code, 2);
  assert.equal(missing.err, `${resultPath(XLAM, 'base')} has no case multi_turn_base_99, and its score file lists no failure for it.\n`);
  const badData = run('--results', resultPath(XLAM, 'base'), '--case', 'multi_turn_base_0', '--data', SHARED_BFCL);
  assert.equal(badData.code, 2);
  assert.equal(badData.err, `${SHARED_BFCL} holds no BFCL_v{3,4}_multi_turn_<category>.json files. Give BFCL's bfcl_eval/data folder.\n`);
});

test('miss_func: the harness\'s message returning the held-out mv is labelled in the text and kept whole in --json', { skip: withoutSharedData }, () => {
  const args = ['--results', resultPath(XLAM, 'miss_func'), '--case', 'multi_turn_miss_func_1', '--data', DATA];
  const { code, out } = run(...args);
  assert.equal(code, 0);
  const lines = out.split('\n');
  const turn3 = lines.indexOf(`── Turn 3 ${'─'.repeat(50)}`);
  assert.equal(lines[turn3 + 1], '  Harness: held-out functions returned: mv ("I have updated some more functions you can choose from. What about now?"); their docs are in --json');
  const json = JSON.parse(run(...args, '--json').out);
  assert.deepEqual(json.turns[2].held_out_functions_returned, ['mv']);
  assert.ok(json.turns[2].user[0].startsWith("[{'name': 'mv', 'description': "));
  assert.equal(json.turns[3].held_out_functions_returned, null);
});

test('a UTF-8 BOM before the result and score files: the case reads as without it', () => {
  const sample = resolve(__dirname, '../../../sample');
  const root = tempDir('cl-case-bom-');
  const copies: string[] = [];
  for (const [from, to] of [['result', 'result'], ['score', 'score']] as const) {
    const name = `BFCL_v4_multi_turn_base_${from}.json`;
    const path = join(root, to, 'demo-probe', 'multi_turn', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(join(sample, to, 'demo-probe', 'multi_turn', name))]));
    copies.push(path);
  }
  const original = join(sample, 'result', 'demo-probe', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
  for (const id of ['multi_turn_base_0', 'multi_turn_base_1']) {
    const data = join(sample, 'result', 'demo-probe', 'data');
    const plain = run('--results', original, '--case', id, '--data', data, '--json');
    const withBom = run('--results', copies[0]!, '--case', id, '--data', data, '--json');
    assert.equal(withBom.code, 0, withBom.err);
    assert.equal(plain.code, 0, plain.err);
    const read = (out: string) => ({ ...(JSON.parse(out) as Record<string, unknown>), result_file: null, score_file: null });
    assert.deepEqual(read(withBom.out), read(plain.out));
    assert.notEqual((JSON.parse(withBom.out) as { verdict: unknown }).verdict, undefined);
    assert.equal(withBom.err, '');
  }
});
