// `calibration-lens confirm` as a user runs it: Tab. 3 from the released judgments, the heuristic's
// agreement with the judge on runs the judgments cover, and a file that is not judgments said once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../../support/tempDir';
import { judgmentsFixture } from '../../support/tau2Fixtures';
import { GPT41_AIRLINE, GPT41_RETAIL, JUDGMENTS, QWEN, TAB3_LINES, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const CLI = resolve(__dirname, '../../../dist/cli.js');

function confirm(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, 'confirm', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('Tab. 3 from the released judgments, every cell of section 5.7, and its JSON', { skip: withoutTau2Data }, () => {
  const { code, out, err } = confirm('--judgments', JUDGMENTS);
  assert.equal(err, '');
  assert.equal(code, 0);
  assert.equal(out, [...TAB3_LINES, '8 of 1887 writes have no boolean verdict and are left out of n.', ''].join('\n'));
  const json = JSON.parse(confirm('--judgments', JUDGMENTS, '--json').out);
  assert.equal(json.writes, 1887);
  assert.equal(json.rows.length, 11);
  assert.deepEqual(json.rows[6], {
    model: 'gpt-5',
    airline: { n: 54, unjudged: 0, gar: 98.14814814814815, acc: 55.55555555555556, gar_minus_acc: 42.592592592592595 },
    retail: { n: 164, unjudged: 3, gar: 99.39024390243902, acc: 92.6829268292683, gar_minus_acc: 6.707317073170728 },
  });
  assert.deepEqual(json.rows[3].airline, { n: 0, unjudged: 0, gar: null, acc: null, gar_minus_acc: null });
  assert.equal('heuristic_agreement' in json, false);
});

test('--results with the real runs: no simulation of theirs is judged, so the agreement is unknown, and said so', { skip: withoutTau2Data }, () => {
  const { code, out } = confirm('--judgments', JUDGMENTS, '--results', WHISSLE, '--results', GPT41_AIRLINE, '--results', GPT41_RETAIL, '--results', QWEN);
  assert.equal(code, 0);
  assert.equal(out.split('\n').slice(13).join('\n'), [
    '',
    'The heuristic (ours, not the paper\'s judge) against the judge, on the judged writes found in 4 runs:',
    'none of the 1879 judged writes is in these runs (the runs have 160 simulations with an id, 0 of them judged): the heuristic\'s agreement is unknown.',
    '',
  ].join('\n'));
  const json = JSON.parse(confirm('--judgments', JUDGMENTS, '--results', WHISSLE, '--json').out);
  assert.deepEqual(json.heuristic_agreement, {
    runs: [WHISSLE], simulations_with_id: 50, simulations_judged: 0, n: 0, agreement: null, kappa: null,
    confusion: { heuristic_confirmed: { judge_confirmed: 0, judge_not_confirmed: 0 }, heuristic_not_confirmed: { judge_confirmed: 0, judge_not_confirmed: 0 } },
    unmatched: 0,
  });
});

test('--results with judgments of its simulations: the confusion of heuristic and judge, agreement and kappa', { skip: withoutTau2Data }, () => {
  const judgments = judgmentsFixture();
  const { code, out } = confirm('--judgments', judgments, '--results', WHISSLE);
  assert.equal(code, 0);
  // Pairs (heuristic, judge): c4726c14 (yes, yes), 3204b542 (no, yes), 36cdf263 (no, no), cc6ed3f3 (no, yes) (no, no) (yes, yes),
  // 823fa974 (yes, yes) and its no-verdict write left out; d8240cf6's line names another tool than its write.
  assert.equal(out, [
    'model               airline GAR    Acc      Δ    n   retail GAR    Acc      Δ    n',
    'whissle                    75.0   25.0  +50.0    8           --     --     --    0',
    '1 of 9 writes has no boolean verdict and is left out of n.',
    '',
    'The heuristic (ours, not the paper\'s judge) against the judge, on the judged writes found in 1 run:',
    '                            judge confirmed  judge not confirmed',
    'heuristic confirmed                       3                    0',
    'heuristic not confirmed                   2                    2',
    // kappa = (5/7 - 23/49) / (1 - 23/49) = 12/26
    'agreement 71.4% of 7 writes, Cohen\'s kappa 0.462',
    '1 judged write of these simulations matches no write at that place (another tool, or more lines than writes) and is left out.',
    '',
  ].join('\n'));
  const json = JSON.parse(confirm('--judgments', judgments, '--results', WHISSLE, '--json').out);
  assert.deepEqual(json.heuristic_agreement, {
    runs: [WHISSLE], simulations_with_id: 50, simulations_judged: 6, n: 7, agreement: 500 / 7, kappa: 0.4615384615384616,
    confusion: { heuristic_confirmed: { judge_confirmed: 3, judge_not_confirmed: 0 }, heuristic_not_confirmed: { judge_confirmed: 2, judge_not_confirmed: 2 } },
    unmatched: 1,
  });
});

test('a tau2 results file given as judgments is said to be one, once: three of its lines, then a count; exit 2', { skip: withoutTau2Data }, () => {
  const { code, out, err } = confirm('--judgments', WHISSLE);
  assert.equal(code, 2);
  assert.equal(out, '');
  assert.deepEqual(err.split('\n'), [
    `${WHISSLE} is not a judgments file: it is a tau2 results file (give it with --results), not judged writes one per line.`,
    `${WHISSLE}:1:1: Line 1 is not valid JSON (Expected property name or '}' in JSON at position 1); it was left out.`,
    `${WHISSLE}:2:1: Line 2 is not valid JSON (Unexpected non-whitespace character after JSON at position 13); it was left out.`,
    `${WHISSLE}:3:1: Line 3 is not valid JSON (Unexpected non-whitespace character after JSON at position 8); it was left out.`,
    '… and 51484 more lines are not judged writes either.',
    '',
  ]);
});

test('bad lines among judged writes: the first five with their place, then how many more; the rest is read', () => {
  const good = JSON.stringify({ model: 'A', domain: 'retail', sim_id: 's', tool: 'cancel_pending_order', confirmed: true, passed: true, judge_reasoning: 'ok' });
  const file = join(tempDir('cl-judgments-bad-'), 'j.jsonl');
  writeFileSync(file, [good, ...Array.from({ length: 7 }, (_, i) => (i === 0 ? '{"model": "A", "domain": "retail", "sim_id": 5}' : `not json ${i}`)), good].join('\n'));
  const { code, out, err } = confirm('--judgments', file);
  assert.equal(code, 1);
  assert.equal(out.split('\n')[1], 'A                            --     --     --    0        100.0  100.0   +0.0    2');
  assert.deepEqual(err.split('\n'), [
    `${file}:2:1: Line 2 is not a judged write: sim_id: expected a string, found a number (and 2 more). It was left out.`,
    `${file}:3:1: Line 3 is not valid JSON (Unexpected token 'o', "not json 1" is not valid JSON); it was left out.`,
    `${file}:4:1: Line 4 is not valid JSON (Unexpected token 'o', "not json 2" is not valid JSON); it was left out.`,
    `${file}:5:1: Line 5 is not valid JSON (Unexpected token 'o', "not json 3" is not valid JSON); it was left out.`,
    `${file}:6:1: Line 6 is not valid JSON (Unexpected token 'o', "not json 4" is not valid JSON); it was left out.`,
    '… and 2 more lines were left out.',
    '',
  ]);
  const list = join(tempDir('cl-judgments-list-'), 'j.json');
  writeFileSync(list, `[${good}]`);
  const one = confirm('--judgments', list);
  assert.equal(one.code, 2);
  assert.deepEqual(one.err.split('\n'), [
    `${list} is not a judgments file: it is one JSON document, where a judgments file has one judged write per line (JSON Lines).`,
    `${list}:1:1: Line 1 is not a judged write: the line: expected an object, found a list. It was left out.`,
    '',
  ]);
});

// A subset of the released file (three of its models, lines as they are, in file order): rows are the
// file's models in order of first appearance, as confirm_table.py gives them; --models gives rows
// explicitly. The expected tables are confirm_table.py's output (reference 5c9ec3df, run with python3
// on the same subset), kept in fixtures/.
test('Tab. 3 of a subset file: the models it holds in first-seen order, and --models, as confirm_table.py prints them', { skip: withoutTau2Data }, () => {
  const models = new Set(['Qwen3-8B', 'gpt-5', 'Gemini 3 Pro']);
  const lines = readFileSync(JUDGMENTS, 'utf8').split('\n').filter((l) => l.trim() && models.has((JSON.parse(l) as { model: string }).model));
  const subset = join(tempDir('cl-confirm-subset-'), 'subset.jsonl');
  writeFileSync(subset, `${lines.join('\n')}\n`);
  const fixture = (name: string) => readFileSync(resolve(__dirname, '../tau2/fixtures', name), 'utf8');
  const plain = confirm('--judgments', subset);
  assert.equal(plain.code, 0, plain.err);
  const table = (out: string) => `${out.split('\n').filter((l) => !/no boolean verdict/.test(l)).join('\n').trimEnd()}\n`;
  assert.equal(table(plain.out), fixture('confirm_table.subset.txt'));
  const chosen = confirm('--judgments', subset, '--models', 'Gemini 3 Pro', '--models', 'xLAM-2-8b', '--models', 'gpt-5');
  assert.equal(chosen.code, 0, chosen.err);
  assert.equal(table(chosen.out), fixture('confirm_table.subset-models.txt'));
});
