// `calibration-lens label`, `labels` and `agreement` on a tau2 run, as a user runs them: the built bin,
// a copy of the real whissle airline run in a temporary folder (the shared data is never written),
// exact output. A tau2 message's human label is a set of classes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, copyFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

// Task 2: gold ASK and TOOL_CALL; message 4 calls get_user_details, message 6 asks for airport codes.
const TASK2 = '2076a622-4d5c-4e67-bcf0-8b49efd69817';
// Task 38: gold ASK and TOOL_CALL, and message 2 is its only ASK message.
const TASK38 = 'bc803d65-4593-42f5-8cd5-935d9e3fc990';
// Task 5: passed (reward 1) without a TOOL_CALL hit: a bound violation.
const TASK5 = 'ddb6a406-6152-4bc8-8647-175530737989';
const SHA = 'adfe87f6832ab97dcaab34a8b49badf30312888423a05fddc424afa34680cc46';

function copyOfWhissle(): { root: string; file: string; store: string } {
  const root = tempDir('cl-label-tau2-');
  const file = join(root, 'airline_run1.json');
  copyFileSync(WHISSLE, file);
  chmodSync(file, 0o644);
  return { root, file, store: join(root, '.calibration-lens', 'labels.jsonl') };
}

test('label on a tau2 message stores its set of classes; refusals name the simulation, the message and the classes', { skip: withoutTau2Data }, () => {
  const { file, store } = copyOfWhissle();
  const saved = cli('label', '--results', file, '--case', TASK2, '--message', '6', '--class', 'ASK', '--class', 'confirm', '--rationale', 'asks, and confirms the route', '--author', 'ann');
  assert.equal(saved.code, 0, saved.err);
  assert.equal(saved.out, `Saved ann's ASK+CONFIRM at message 6 on ${TASK2} to ${store}.\n`);
  assert.equal(cli('label', '--results', file, '--case', TASK2, '--message', '4', '--class', 'tool_call+ask', '--author', 'ann').out, `Saved ann's TOOL_CALL+ASK at message 4 on ${TASK2} to ${store}.\n`);
  assert.equal(cli('label', '--results', file, '--case', TASK38, '--message', '2', '--none', '--author', 'ann').out, `Saved ann's NO CLASS at message 2 on ${TASK38} to ${store}.\n`);
  assert.equal(cli('label', '--results', file, '--case', TASK5, '--verdict', 'gold-questionable', '--author', 'ann').code, 0);
  const lines = readFileSync(store, 'utf8').trim().split('\n').map((l) => ({ ...JSON.parse(l), time: 'T' }));
  const common = { v: 1, file: 'airline_run1.json', sha256: SHA, rulesVersion: 'ref-5c9ec3df', author: 'ann', time: 'T' };
  assert.deepEqual(lines, [
    { ...common, case: TASK2, rationale: 'asks, and confirms the route', kind: 'emission', message: 6, classifier: ['ask'], human: ['ask', 'confirm'] },
    { ...common, case: TASK2, rationale: '', kind: 'emission', message: 4, classifier: ['tool_call'], human: ['ask', 'tool_call'] },
    { ...common, case: TASK38, rationale: '', kind: 'emission', message: 2, classifier: ['ask'], human: [] },
    { ...common, case: TASK5, rationale: '', kind: 'case', verdict: 'gold-questionable', boundViolation: true },
  ]);

  const refusals = [
    [['--case', 'no-such-simulation', '--message', '6', '--none'], `${file} has no simulation no-such-simulation; nothing was written.\n`],
    [['--case', TASK2, '--message', '5', '--none'], `Message 5 of simulation ${TASK2} is a tool message; only assistant messages are emissions (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, …). Nothing was written.\n`],
    [['--case', TASK2, '--message', '28', '--none'], `Simulation ${TASK2} has no message 28 (it has 28, 0 to 27); only assistant messages are emissions (0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, …). Nothing was written.\n`],
    [['--case', TASK2, '--message', '6', '--class', 'other'], '"other" is not a class the paper gives a tau2 message: use tool_call, ask, refuse or confirm (any case), or --none.\n'],
    [['--case', TASK2, '--message', '6', '--class', 'maybe'], '"maybe" is not a class: use tool_call, ask, refuse or confirm (any case), or --none.\n'],
    [['--case', TASK2, '--turn', '0', '--step', '0', '--none'], `${file} is a tau2 file: its emissions are assistant messages, named by --message (the index in messages); --turn and --step name a BFCL step.\n`],
    [['--case', TASK2, '--message', 'six', '--none'], "--message must be given, as a 0-based whole number (the index of an assistant message in the simulation's messages).\n"],
  ] as const;
  for (const [args, message] of refusals) {
    const r = cli('label', '--results', file, '--author', 'ann', ...args);
    assert.deepEqual([r.code, r.err], [2, message]);
  }
  assert.equal(readFileSync(store, 'utf8').trim().split('\n').length, 4);
});

test('labels on a tau2 run: the message text from the file, the classes as sets, stale after the file changes', { skip: withoutTau2Data }, () => {
  const { root, file, store } = copyOfWhissle();
  cli('label', '--results', file, '--case', TASK2, '--message', '6', '--class', 'ask', '--class', 'confirm', '--rationale', 'also confirms', '--author', 'ann');
  cli('label', '--results', file, '--case', TASK2, '--message', '4', '--class', 'tool_call', '--author', 'bob');
  const listed = cli('labels', '--results', root, '--json');
  assert.equal(listed.code, 0, listed.err);
  const json = JSON.parse(listed.out);
  assert.deepEqual(json.warnings, []);
  assert.deepEqual(json.decisions.map((d: Record<string, unknown>) => [d.model, d.case, d.kind, d.turn, d.step, d.message, d.emission_text, d.classifier, d.human, d.author, d.stale]), [
    ['whissle', TASK2, 'emission', null, null, 6, 'Sure, I can help you with that. Is this a one-way or round-trip flight? And for San Francisco and New York, could you provide the airport codes?', ['ask'], 'ask+confirm', 'ann', false],
    ['whissle', TASK2, 'emission', null, null, 4, 'get_user_details(user_id="noah_muller_9847")', ['tool_call'], 'tool_call', 'bob', false],
  ]);
  const text = cli('labels', '--results', file).out.split('\n').map((l) => l.replace(/ at \S+Z/, ' at T'));
  // The run named, the message by its index as the case view prints it.
  assert.deepEqual(text, [`whissle · ${TASK2} message 6: ASK+CONFIRM (classifier ASK) by ann at T: also confirms`, `whissle · ${TASK2} message 4: TOOL_CALL (classifier TOOL_CALL) by bob at T`, '']);
  const csv = cli('labels', '--results', root, '--csv').out.split('\r\n');
  assert.match(csv[1]!, new RegExp(`^whissle,airline_run1\\.json,${TASK2},emission,,,6,Sure, I can help you with that\\.`.replace('Sure, I', '"Sure, I')));

  appendFileSync(file, '\n');
  const stale = JSON.parse(cli('labels', '--results', root, '--json').out);
  assert.deepEqual(stale.decisions.map((d: Record<string, unknown>) => [d.message, d.stale, d.emission_text, d.classifier]), [[6, true, null, ['ask']], [4, true, null, ['tool_call']]]);
  assert.equal(stale.warnings[0], `${store}:1: airline_run1.json changed since ann decided on case ${TASK2} (it was sha256 ${SHA.slice(0, 12)}…); the decision is stale and not applied.`);
});

test('agreement on tau2 messages: a set is one value for kappa, alpha and the confusion matrix, each class against the rest per class; ASK GAR with human classes', { skip: withoutTau2Data }, () => {
  const { root, file } = copyOfWhissle();
  const stores = { ann: join(root, 'ann.jsonl'), bob: join(root, 'bob.jsonl'), cy: join(root, 'cy.jsonl') };
  const decide = (author: keyof typeof stores, kase: string, message: string, ...classes: string[]) =>
    assert.equal(cli('label', '--results', file, '--case', kase, '--message', message, ...(classes.length ? classes.flatMap((c) => ['--class', c]) : ['--none']), '--author', author, '--store', stores[author]).code, 0);
  // The classifier: TASK2 message 6 ASK, message 4 TOOL_CALL; TASK38 message 2 ASK.
  decide('ann', TASK2, '6', 'ask', 'confirm');
  decide('ann', TASK2, '4', 'tool_call');
  decide('ann', TASK38, '2');
  decide('bob', TASK2, '6', 'ask');
  decide('bob', TASK2, '4', 'tool_call');
  decide('bob', TASK38, '2', 'ask');
  decide('cy', TASK2, '6', 'confirm', 'ask');
  decide('cy', TASK38, '2');
  const r = cli('agreement', '--labels', stores.ann, '--labels', stores.bob, '--labels', stores.cy, '--results', root, '--json');
  assert.equal(r.code, 0, r.err);
  const json = JSON.parse(r.out);
  assert.deepEqual(json.annotators, ['ann', 'bob', 'cy']);
  const pair = (a: string, b: string) => json.pairs.find((p: Record<string, unknown>) => p.a === a && p.b === b);
  const annPair = pair('classifier', 'ann');
  // (ASK, ASK+CONFIRM), (TOOL_CALL, TOOL_CALL), (ASK, none): p_o 1/3; p_e 1/3 x 1/3 (TOOL_CALL) = 1/9; kappa (1/3 - 1/9) / (8/9) = 1/4.
  assert.deepEqual([annPair.n, annPair.raw_agreement, annPair.kappa], [3, 1 / 3, (1 / 3 - 1 / 9) / (1 - 1 / 9)]);
  assert.deepEqual(annPair.kappa_per_class, {
    // ASK in the set: classifier [1, 0, 1], ann [1, 0, 0]: p_o 2/3, p_e 2/3 x 1/3 + 1/3 x 2/3 = 4/9, kappa 2/5.
    tool_call: 1, ask: (2 / 3 - 4 / 9) / (1 - 4 / 9), refuse: null,
    // CONFIRM: classifier never, ann once: p_o 2/3 = p_e, kappa 0; none likewise.
    confirm: 0, other: null, none: 0,
  });
  assert.deepEqual(annPair.confusion.labels, ['tool_call', 'ask', 'refuse', 'confirm', 'other', 'none', 'ask+confirm']);
  assert.deepEqual(annPair.confusion.matrix, [
    [1, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ]);
  assert.deepEqual([pair('classifier', 'bob').raw_agreement, pair('classifier', 'bob').kappa], [1, 1]);
  // ann and cy gave the same sets, in any order: full agreement on their two items; kappa 1.
  assert.deepEqual([pair('ann', 'cy').n, pair('ann', 'cy').raw_agreement, pair('ann', 'cy').kappa], [2, 1, 1]);
  // Coincidences: unit 1 (ASK+CONFIRM, ASK, ASK+CONFIRM), unit 2 (TOOL_CALL, TOOL_CALL), unit 3 (none, ASK, none);
  // n_c 2 each, n 8: D_o 4, D_e (64 - 16) / 7 = 48/7, alpha 1 - 28/48 = 5/12.
  assert.ok(Math.abs(json.alpha.value - 5 / 12) < 1e-12, String(json.alpha.value));
  assert.deepEqual([json.alpha.units, json.alpha.values], [3, 8]);
  // TASK38's only ASK message taken back turns its ASK hit off: 12 of 13 ASK tasks; TOOL_CALL (action
  // checks) and REFUSE (writes) are hit by what the run did, so human classes leave them as they are.
  const gar = json.gar.filter((g: Record<string, unknown>) => g.author === 'ann');
  assert.deepEqual(gar, [
    { model: 'whissle', category: 'airline', author: 'ann', gold_action: 'TOOL_CALL', n: 43, classifier_gar: (100 * 12) / 43, human_gar: (100 * 12) / 43, decided: 3, cases_changed: 0 },
    { model: 'whissle', category: 'airline', author: 'ann', gold_action: 'ASK', n: 13, classifier_gar: 100, human_gar: (100 * 12) / 13, decided: 3, cases_changed: 1 },
    { model: 'whissle', category: 'airline', author: 'ann', gold_action: 'REFUSE', n: 7, classifier_gar: (100 * 5) / 7, human_gar: (100 * 5) / 7, decided: 3, cases_changed: 0 },
  ]);
  const table = cli('agreement', '--labels', stores.ann, '--results', file).out.split('\n');
  assert.deepEqual(table.slice(-5), [
    'model                             group         gold       author              n     GAR   human  decided',
    'whissle                           airline       TOOL_CALL  ann                43    27.9    27.9        3',
    'whissle                           airline       ASK        ann                13   100.0    92.3        3',
    'whissle                           airline       REFUSE     ann                 7    71.4    71.4        3',
    '',
  ]);
});
