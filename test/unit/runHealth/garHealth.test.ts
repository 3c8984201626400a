// Run health in `calibration-lens gar --json`: each trap in the shape of a real one (derived from the
// generated sample or a ../shared/data excerpt), its exact finding, and a run without it not flagged.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { copyRunEditing, dropTextReplies } from '../../support/healthTraps';
import { CLAUDE, RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';
import { calls, writeRun } from '../../support/writtenRun';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'dist/cli.js');
const SAMPLE = join(ROOT, 'sample');

interface JsonFinding {
  code: string;
  severity: string;
  message: string;
  groups: string[];
  cases: Array<{ id: string; group: string; file: string; line: number; turn?: number; step?: number; detail?: string }>;
}

function garJson(...args: string[]): { code: number | null; runs: Array<{ model: string; warnings: unknown[]; categories: Record<string, { gar: number; acc?: number; n: number }> }>; err: string } {
  const run = spawnSync(process.execPath, [CLI, 'gar', ...args, '--json'], { encoding: 'utf8' });
  return { code: run.status, err: run.stderr, ...(JSON.parse(run.stdout || '{"runs": []}') as { runs: [] }) };
}

const findings = (warnings: unknown[]): JsonFinding[] => warnings.filter((w): w is JsonFinding => typeof w === 'object' && w !== null);
const codes = (warnings: unknown[]): string[] => findings(warnings).map((f) => f.code);

/** The sample's demo-probe run (its result, score and data), its text replies dropped as the OpenAI-compatible handler drops them. */
function droppedProbe(): string {
  const root = tempDir('cl-dropped-');
  copyRunEditing(join(SAMPLE, 'result', 'demo-probe'), join(root, 'result', 'demo-probe'), dropTextReplies);
  copyRunEditing(join(SAMPLE, 'score', 'demo-probe'), join(root, 'score', 'demo-probe'), (l) => l);
  return join(root, 'result');
}

const DROPPED_MESSAGE =
  "152 of 156 turns end in an empty step ([]) and no step of the run holds a text reply: BFCL's OpenAI-compatible handler (openai_completion.py) " +
  "stores [] where a model served by vLLM answered in text, so the ASK and REFUSE GAR of this run are the harness's, not the model's " +
  '(miss_func REFUSE 0.0, miss_param ASK 0.0). Generate the run again with a handler that keeps the text (ShishirPatil/gorilla pull requests #1316, #1328, #1351).';

test('text-replies-dropped: the generated run with its text replies stored as [] gives GAR 0.0 and is flagged, once, with the upstream fix', () => {
  const results = droppedProbe();
  const { code, runs, err } = garJson('--results', results);
  assert.equal(code, 0);
  assert.equal(runs[0]!.categories.miss_func!.gar, 0);
  assert.equal(runs[0]!.categories.miss_param!.gar, 0);
  const [dropped] = findings(runs[0]!.warnings);
  assert.equal(dropped!.code, 'text-replies-dropped');
  assert.equal(dropped!.severity, 'error');
  assert.equal(dropped!.message, DROPPED_MESSAGE);
  assert.deepEqual(dropped!.groups, ['base', 'long_context', 'miss_func', 'miss_param']);
  // Two of the 48 cases hold no []: an "Error during inference" line, and base_3, force-quit in a loop of calls.
  assert.equal(dropped!.cases.length, 46);
  assert.deepEqual(dropped!.cases[0], { id: 'multi_turn_base_0', group: 'base', file: join(results, 'demo-probe/multi_turn/BFCL_v4_multi_turn_base_result.json'), line: 1 });
  // Said once on stderr, with its code.
  assert.equal(err.split('\n').filter((l) => l.includes('[text-replies-dropped]')).length, 1);
  assert.ok(err.includes(`error: demo-probe: ${DROPPED_MESSAGE} [text-replies-dropped]`));
});

test('text-replies-dropped: the intact sample (its twin) is not flagged, and keeps its GAR', () => {
  const { runs } = garJson('--results', SAMPLE);
  assert.deepEqual(runs.map((r) => r.model), ['demo-baseline', 'demo-probe']);
  for (const r of runs) assert.ok(!codes(r.warnings).includes('text-replies-dropped'), r.model);
  assert.equal(runs[1]!.categories.miss_func!.gar, (100 * 4) / 12);
});

test('text-replies-dropped: a real Claude FC excerpt with its text replies dropped is flagged; as released it is not', { skip: withoutSharedData }, () => {
  const root = tempDir('cl-dropped-claude-');
  copyRunEditing(join(RELEASE, 'result', CLAUDE), join(root, 'result', CLAUDE), dropTextReplies);
  const dropped = garJson('--results', join(root, 'result', CLAUDE));
  const finding = findings(dropped.runs[0]!.warnings).find((f) => f.code === 'text-replies-dropped')!;
  assert.deepEqual(finding.groups, ['base', 'miss_func']);
  assert.deepEqual(finding.cases.map((c) => c.id), ['multi_turn_base_0', 'multi_turn_base_1', 'multi_turn_miss_func_0']);
  assert.match(finding.message, /^\d+ of \d+ turns end in an empty step \(\[\]\) and no step of the run holds a text reply: .* \(miss_func REFUSE 0\.0\)\. /);
  const released = garJson('--results', join(RELEASE, 'result', CLAUDE));
  assert.deepEqual(codes(released.runs[0]!.warnings), []);
});

test('tool-not-offered: the real xLAM miss_func excerpt calls the held-out mv a turn before BFCL adds it back', { skip: withoutSharedData }, () => {
  const { runs } = garJson('--results', join(RELEASE, 'result', XLAM));
  assert.deepEqual(findings(runs[0]!.warnings), [
    {
      code: 'tool-not-offered',
      severity: 'warning',
      message:
        'Calls to a function the case does not offer at that turn (miss_func 1 call in 1 of 2 cases): a held-out function before it is added back, an excluded one, ' +
        'or one no involved class has. BFCL may still run them; each is marked on its emission.',
      groups: ['miss_func'],
      cases: [{ id: 'multi_turn_miss_func_1', group: 'miss_func', file: join(RELEASE, 'result', XLAM, 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json'), line: 2, turn: 1, step: 2, detail: 'turn 2, step 3: mv is held out until turn 3' }],
    },
  ]);
});

/** A miss_func case holding `sort` out until turn 3 (0-based 2) and excluding `rm`, whose model calls `calls` in turns 1-3. */
function missFuncRun(turns: unknown[][]): string {
  const root = tempDir('cl-offered-');
  writeRun(root, {
    model: 'fc-model',
    category: 'miss_func',
    cases: [{ id: 'multi_turn_miss_func_0', result: turns }],
    score: null,
    testData: [{ id: 'multi_turn_miss_func_0', question: ['List the files.', 'Sort the report.', '', 'Now sort it.'], groundTruth: [['ls()'], [], ['sort(file_name=\'report.txt\')'], []], involvedClasses: ['GorillaFileSystem'], missedFunction: { '2': ['sort'] }, excludedFunction: ['rm'] }],
  });
  return join(root, 'release', 'result');
}

test('tool-not-offered: the held-out function before its turn and an excluded one are marked on their emissions; the same call at its turn is not', () => {
  const early = missFuncRun([[calls(['ls', {}]), 'Done.'], [calls(['sort', { file_name: 'report.txt' }]), calls(['rm', { file_name: 'x' }]), 'Sorted.'], [calls(['sort', { file_name: 'report.txt' }]), 'Sorted.']]);
  const [finding] = findings(garJson('--results', early).runs[0]!.warnings);
  assert.equal(finding!.code, 'tool-not-offered');
  assert.deepEqual(finding!.cases.map((c) => [c.turn, c.step, c.detail]), [
    [1, 0, 'turn 2, step 1: sort is held out until turn 3'],
    [1, 1, 'turn 2, step 2: rm is excluded from this case\'s tools'],
  ]);
  assert.match(finding!.message, /^Calls to a function the case does not offer at that turn \(miss_func 2 calls in 1 of 1 cases\)/);
  // The negative control: sort called at the turn that adds it back, nothing excluded called.
  const onTime = missFuncRun([[calls(['ls', {}]), 'Done.'], ["I can't sort it: no function sorts a file."], [calls(['sort', { file_name: 'report.txt' }]), 'Sorted.']]);
  assert.deepEqual(codes(garJson('--results', onTime).runs[0]!.warnings), []);
});

test('placeholder-argument: a call whose argument is "" or "<…>" is a hint naming the call; real values are not flagged', () => {
  const root = tempDir('cl-placeholder-');
  writeRun(root, {
    model: 'fc-model',
    category: 'miss_param',
    cases: [
      { id: 'multi_turn_miss_param_0', result: [[calls(['send_message', { receiver_id: '<receiver_id>', message: 'Hi' }]), 'Sent.'], [calls(['post_tweet', { content: '' }]), 'Posted.']] },
      { id: 'multi_turn_miss_param_1', result: [[calls(['send_message', { receiver_id: 'USR002', message: 'Hi' }]), 'Sent.']] },
    ],
    score: null,
    testData: null,
  });
  const [finding] = findings(garJson('--results', join(root, 'release', 'result')).runs[0]!.warnings);
  assert.deepEqual(finding, {
    code: 'placeholder-argument',
    severity: 'hint',
    message: 'Calls with an empty or placeholder argument (miss_param 2): made without the value, often where the model should have asked. Check them in the case view.',
    groups: ['miss_param'],
    cases: [
      { id: 'multi_turn_miss_param_0', group: 'miss_param', file: join(root, 'release/result/fc-model/multi_turn/BFCL_v4_multi_turn_miss_param_result.json'), line: 1, turn: 0, step: 0, detail: 'turn 1, step 1: send_message(receiver_id="<receiver_id>")' },
      { id: 'multi_turn_miss_param_0', group: 'miss_param', file: join(root, 'release/result/fc-model/multi_turn/BFCL_v4_multi_turn_miss_param_result.json'), line: 1, turn: 1, step: 0, detail: 'turn 2, step 1: post_tweet(content="")' },
    ],
  });
});

const BAD_KEYS = {
  _meta: { total: 2 },
  bad_keys: [
    { id: 'multi_turn_miss_func_0', category: 'miss_func', scenario_index: 0, family: 'A. objective GOLD error', reason: 'GOLD contradicts the user.' },
    { id: 'multi_turn_miss_param_3', category: 'miss_param', scenario_index: 3, family: 'D. task defect', reason: 'No-op perturbation.' },
  ],
};

test('known-bad-item: a bad_keys.json list marks its cases with GAR and Acc without them; --exclude-known-bad takes every number without them', () => {
  const list = join(tempDir('cl-bad-'), 'bad_keys.json');
  writeFileSync(list, JSON.stringify(BAD_KEYS));
  const probe = join(SAMPLE, 'result', 'demo-probe');
  const marked = garJson('--results', probe, '--known-bad', list);
  const finding = findings(marked.runs[0]!.warnings).find((f) => f.code === 'known-bad-item')!;
  assert.equal(
    finding.message,
    `2 cases are on the known-bad list ${list} (miss_func 1 of 12, without them GAR 36.4 and Acc 54.5; miss_param 1 of 12, without them GAR 54.5 and Acc 54.5): ` +
      "their test item is defective. --exclude-known-bad (the panel's Known-bad toggle) leaves them out of every GAR and Acc.",
  );
  assert.deepEqual(finding.cases.map((c) => [c.id, c.line, c.detail]), [
    ['multi_turn_miss_func_0', 1, 'A. objective GOLD error: GOLD contradicts the user.'],
    ['multi_turn_miss_param_3', 4, 'D. task defect: No-op perturbation.'],
  ]);
  // With them: 4 of 12 REFUSE hits, Acc 6 of 12 (the header's). Without: 4 of 11, Acc 6 of 11 (miss_func_0 failed without REFUSE).
  assert.equal(marked.runs[0]!.categories.miss_func!.gar, (100 * 4) / 12);
  const left = garJson('--results', probe, '--known-bad', list, '--exclude-known-bad');
  assert.deepEqual([left.runs[0]!.categories.miss_func!.n, left.runs[0]!.categories.miss_func!.gar, left.runs[0]!.categories.miss_func!.acc], [11, (100 * 4) / 11, (100 * 6) / 11]);
  assert.deepEqual([left.runs[0]!.categories.miss_param!.n, left.runs[0]!.categories.miss_param!.gar, left.runs[0]!.categories.miss_param!.acc], [11, (100 * 6) / 11, (100 * 6) / 11]);
  assert.ok(left.err.includes(`demo-probe: the items of ${list} are left out of every number above.`));
  // A plain list of ids is read the same; a list naming none of the run's cases flags nothing.
  writeFileSync(list, 'multi_turn_miss_func_0\n# a comment\nmulti_turn_miss_param_3\n');
  assert.deepEqual(findings(garJson('--results', probe, '--known-bad', list).runs[0]!.warnings).find((f) => f.code === 'known-bad-item')!.cases.length, 2);
  writeFileSync(list, JSON.stringify(['multi_turn_base_199']));
  assert.ok(!codes(garJson('--results', probe, '--known-bad', list).runs[0]!.warnings).includes('known-bad-item'));
});

test('known-bad-item: a list that is not one is refused with its place and what is wrong, and nothing is printed on stdout', () => {
  const list = join(tempDir('cl-bad-'), 'bad.json');
  writeFileSync(list, JSON.stringify({ bad_keys: [{ category: 'base' }] }));
  const run = spawnSync(process.execPath, [CLI, 'gar', '--results', SAMPLE, '--known-bad', list], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, `${list}: not a known-bad list (bad_keys.0.id: Invalid input: expected string, received undefined); expected {"bad_keys": [{"id": …}]} or a JSON list of ids.\n`);
  const missing = spawnSync(process.execPath, [CLI, 'gar', '--results', SAMPLE, '--exclude-known-bad'], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.equal(missing.stderr, '--exclude-known-bad needs --known-bad FILE: the list of items to leave out.\n');
});
