// `calibration-lens label`, `labels` and `agreement` as a user runs them: the built bin, a copy of a
// real run in a temporary folder (the shared data is never written), exact output.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

function copyOfXlam(): { root: string; runFolder: string; missParam: string; store: string } {
  const root = tempDir('cl-label-');
  cpSync(join(RELEASE, 'result', XLAM), join(root, 'result', XLAM), { recursive: true });
  cpSync(join(RELEASE, 'score', XLAM), join(root, 'score', XLAM), { recursive: true });
  const runFolder = join(root, 'result', XLAM);
  return {
    root,
    runFolder,
    missParam: join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json'),
    store: join(runFolder, '.calibration-lens', 'labels.jsonl'),
  };
}

test('label appends one checked decision to the run\'s store; labels lists it; a wrong id, turn or step writes nothing', { skip: withoutSharedData }, () => {
  const { root, missParam, store } = copyOfXlam();
  const saved = cli('label', '--results', missParam, '--case', 'multi_turn_miss_param_0', '--turn', '1', '--step', '0', '--class', 'Ask', '--rationale', 'asks for the file', '--author', 'ann');
  assert.equal(saved.code, 0, saved.err);
  assert.equal(saved.out, `Saved ann's ASK at T2 · step 1 on multi_turn_miss_param_0 to ${store}.\n`);
  const line = JSON.parse(readFileSync(store, 'utf8'));
  assert.deepEqual({ ...line, time: 'T' }, {
    v: 1, file: 'multi_turn/BFCL_v4_multi_turn_miss_param_result.json',
    sha256: '1619ddf698b556fa58d0e97243619899a58f16b5a02c57153442d8bd747c8e12', case: 'multi_turn_miss_param_0',
    rulesVersion: 'ref-5c9ec3df', rationale: 'asks for the file', author: 'ann', time: 'T', kind: 'emission',
    turn: 1, step: 0, classifier: ['tool_call'], human: 'ask',
  });
  assert.equal(cli('label', '--results', missParam, '--case', 'multi_turn_miss_param_0', '--verdict', 'gold-questionable', '--author', 'bob').code, 0);

  const refusals = [
    [['--case', 'multi_turn_miss_param_7', '--turn', '0', '--step', '0', '--none'], `${missParam} has no case multi_turn_miss_param_7; nothing was written.\n`],
    [['--case', 'multi_turn_miss_param_0', '--turn', '5', '--step', '0', '--none'], 'Case multi_turn_miss_param_0 has 5 turn(s) (0 to 4), so there is no turn 5; nothing was written.\n'],
    [['--case', 'multi_turn_miss_param_0', '--turn', '0', '--step', '9', '--none'], 'Turn 0 of case multi_turn_miss_param_0 has 4 step(s), so there is no step 9; nothing was written.\n'],
    [['--case', 'multi_turn_miss_param_0', '--turn', '0', '--step', '0', '--class', 'maybe'], '"maybe" is not a class: use tool_call, ask, refuse, confirm or other (any case), or --none.\n'],
    [['--case', 'multi_turn_miss_param_0', '--message', '3', '--none'], `${missParam} is a BFCL file: its emissions are named by --turn and --step; --message names a tau2 message.\n`],
    [['--case', 'multi_turn_miss_param_0', '--verdict', 'wrong'], '--verdict must be one of real-miss, valid-alternative, gold-questionable, not "wrong".\n'],
  ] as const;
  for (const [args, message] of refusals) {
    const r = cli('label', '--results', missParam, '--author', 'ann', ...args);
    assert.deepEqual([r.code, r.err], [2, message]);
  }
  assert.equal(readFileSync(store, 'utf8').split('\n').length, 3);

  const listed = cli('labels', '--results', root, '--json');
  assert.equal(listed.code, 0, listed.err);
  const json = JSON.parse(listed.out);
  assert.deepEqual(json.warnings, []);
  assert.deepEqual(json.decisions.map((d: Record<string, unknown>) => [d.case, d.kind, d.turn, d.step, d.human, d.classifier, d.author, d.stale, d.emission_text]), [
    ['multi_turn_miss_param_0', 'emission', 1, 0, 'ask', ['tool_call'], 'ann', false, '[{"name": "cd", "arguments": {"folder": "temp"}}]'],
    ['multi_turn_miss_param_0', 'case', null, null, 'gold-questionable', [], 'bob', false, null],
  ]);
  const csv = cli('labels', '--results', root, '--csv').out.split('\r\n');
  assert.equal(csv[0], 'model,file,case,kind,turn,step,message,emission_text,classifier,human,rubric_item,rubric_computed,rationale,author,time,rules_version,stale,sha256,store,line');
  assert.match(csv[1]!, /^Salesforce_Llama-xLAM-2-8b-fc-r,multi_turn\/BFCL_v4_multi_turn_miss_param_result\.json,multi_turn_miss_param_0,emission,1,0,,"\[\{""name"": ""cd"", ""arguments"": \{""folder"": ""temp""\}\}\]",tool_call,ask,,,asks for the file,ann,/);
  assert.equal(cli('labels', '--results', root, '--jsonl').out.trim().split('\n').length, 2);
  // The text table counts turns and steps from 1 as the editor does (JSON above: turn 1, step 0) and names the run.
  assert.deepEqual(cli('labels', '--results', root).out.split('\n').map((l) => l.replace(/ at \S+Z/, ' at T')), [
    `${XLAM} · multi_turn_miss_param_0 T2 · step 1: ASK (classifier TOOL_CALL) by ann at T: asks for the file`,
    `${XLAM} · multi_turn_miss_param_0 case: gold-questionable by bob at T`,
    '',
  ]);
});

test('labels: a changed result file makes its decisions stale; an unreadable store line is a warning', { skip: withoutSharedData }, () => {
  const { root, missParam, store } = copyOfXlam();
  cli('label', '--results', missParam, '--case', 'multi_turn_miss_param_1', '--turn', '0', '--step', '0', '--class', 'OTHER', '--author', 'ann');
  appendFileSync(store, '{"v": 1, "kind": "emission"}\n');
  appendFileSync(missParam, '\n');
  const r = cli('labels', '--results', root, '--json');
  assert.equal(r.code, 1);
  const json = JSON.parse(r.out);
  assert.deepEqual(json.decisions.map((d: Record<string, unknown>) => [d.case, d.stale]), [['multi_turn_miss_param_1', true]]);
  assert.equal(json.warnings.length, 2);
  assert.match(json.warnings[0], /labels\.jsonl:2: not a label decision \(/);
  assert.equal(json.warnings[1], `${store}:1: multi_turn/BFCL_v4_multi_turn_miss_param_result.json changed since ann decided on case multi_turn_miss_param_1 (it was sha256 1619ddf698b5…); the decision is stale and not applied.`);
});

test('agreement: classifier vs two annotators in two files, kappa, confusion and GAR with the human labels', { skip: withoutSharedData }, () => {
  const { root, missParam } = copyOfXlam();
  const annStore = join(root, 'ann.jsonl');
  const bobStore = join(root, 'bob.jsonl');
  const decide = (store: string, author: string, kase: string, turn: string, step: string, cls: string) =>
    assert.equal(cli('label', '--results', missParam, '--case', kase, '--turn', turn, '--step', step, '--class', cls, '--author', author, '--store', store).code, 0);
  // The classifier says TOOL_CALL for miss_param_0 T0 S0 and miss_param_1 T0 S0, OTHER for miss_param_0 T0 S3.
  decide(annStore, 'ann', 'multi_turn_miss_param_0', '0', '0', 'tool_call');
  decide(annStore, 'ann', 'multi_turn_miss_param_0', '0', '3', 'ask');
  decide(annStore, 'ann', 'multi_turn_miss_param_1', '0', '0', 'tool_call');
  decide(bobStore, 'bob', 'multi_turn_miss_param_0', '0', '0', 'tool_call');
  decide(bobStore, 'bob', 'multi_turn_miss_param_0', '0', '3', 'other');
  const r = cli('agreement', '--labels', annStore, '--labels', bobStore, '--results', join(root, 'result'), '--json');
  assert.equal(r.code, 0, r.err);
  const json = JSON.parse(r.out);
  assert.deepEqual(json.annotators, ['ann', 'bob']);
  assert.deepEqual(json.pairs.map((p: Record<string, unknown>) => [p.a, p.b, p.n, p.raw_agreement, p.kappa]), [
    // tool_call/tool_call, other/ask, tool_call/tool_call: p_o 2/3; p_e 2/3 x 2/3 = 4/9; kappa (2/3 - 4/9) / (5/9) = 2/5
    ['classifier', 'ann', 3, 2 / 3, (2 / 3 - 4 / 9) / (1 - 4 / 9)],
    ['classifier', 'bob', 2, 1, 1],
    // tool_call/tool_call, ask/other: p_o 1/2, p_e 1/2 x 1/2 = 1/4, kappa 1/3
    ['ann', 'bob', 2, 0.5, (0.5 - 0.25) / 0.75],
  ]);
  assert.deepEqual(json.pairs[0].confusion.matrix[4], [0, 1, 0, 0, 0, 0]);
  assert.equal(json.alpha, null);
  assert.deepEqual(json.gar, [
    { model: XLAM, category: 'miss_param', author: 'ann', gold_action: 'ASK', n: 2, classifier_gar: 0, human_gar: 50, decided: 3, cases_changed: 1 },
    { model: XLAM, category: 'miss_param', author: 'bob', gold_action: 'ASK', n: 2, classifier_gar: 0, human_gar: 0, decided: 2, cases_changed: 0 },
  ]);
});

test('agreement --labels with a mistyped path or a folder: said for each, exit status 2, nothing on stdout', () => {
  const root = tempDir('cl-agreement-missing-');
  const missing = join(root, 'lables.jsonl');
  const r = cli('agreement', '--labels', missing, '--labels', root, '--results', resolve(__dirname, '../../../sample/result/demo-probe'));
  assert.equal(r.code, 2);
  assert.equal(r.out, '');
  assert.equal(r.err, [
    `--labels ${missing}: no such file. Give the label store (labels.jsonl) of each annotator.`,
    `--labels ${root}: not a file. Give the label store (labels.jsonl) of each annotator.`,
    '',
  ].join('\n'));
});

test('agreement --labels takes a store that is only its writers\' folder (as the web build writes it): the decisions in <store>.d are read', () => {
  const root = tempDir('cl-agreement-writers-');
  cpSync(resolve(__dirname, '../../../sample/result/demo-probe'), join(root, 'demo-probe'), { recursive: true });
  const results = join(root, 'demo-probe', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
  const store = join(root, 'demo-probe', '.calibration-lens', 'labels.jsonl');
  assert.equal(cli('label', '--results', results, '--case', 'multi_turn_miss_param_4', '--turn', '0', '--step', '0', '--class', 'ask', '--author', 'ann').code, 0);
  mkdirSync(`${store}.d`);
  renameSync(store, join(`${store}.d`, 'ann-w1.jsonl'));
  const r = cli('agreement', '--labels', store, '--results', join(root, 'demo-probe'), '--json');
  assert.equal(r.code, 0, r.err);
  const json = JSON.parse(r.out);
  // 7 of the 12 miss_param cases hit ASK with ann's decision on case 4, a miss (6 without it).
  assert.deepEqual(json.gar.map((g: { author: string; decided: number; human_gar: number }) => [g.author, g.decided, g.human_gar]), [['ann', 1, 58.333333333333336]]);
});
