// The `calibration-lens gar` command as a user runs it: the built bin, real files, exact output.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');

function gar(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, 'gar', ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

test('on the real release folder: every model, the reference table, the interval, overall Acc', { skip: withoutSharedData }, () => {
  const { code, out } = gar('--results', RELEASE);
  assert.equal(code, 0);
  assert.equal(out, [
    'Salesforce_Llama-xLAM-2-8b-fc-r',
    'category      gold           n     GAR     Acc  GAR-Acc  GAR 95% CI',
    // The reference's columns, then where Acc is over other cases than GAR (excerpts: 1 or 2 of 200).
    'base          TOOL_CALL      1   100.0    76.0    +24.0  [20.7, 100.0]  n 1 of 200 scored, Acc on this case: unknown (1 of 1 outcome unknown)',
    'miss_func     REFUSE         2    50.0    72.0    -22.0  [9.5, 90.5]    n 2 of 200 scored, Acc on these 2: unknown (1 of 2 outcomes unknown)',
    'miss_param    ASK            2     0.0    65.0    -65.0  [0.0, 65.8]    n 2 of 200 scored, Acc on these 2: unknown (2 of 2 outcomes unknown)',
    'overall Acc                      71.00',
    '',
    'claude-haiku-4-5-20251001-FC',
    'category      gold           n     GAR     Acc  GAR-Acc  GAR 95% CI',
    'base          TOOL_CALL      2   100.0    63.5    +36.5  [34.2, 100.0]  n 2 of 200 scored, Acc on these 2: unknown (1 of 2 outcomes unknown)',
    // Its one case is listed as failed: the outcome is known though the score file is an excerpt.
    'miss_func     REFUSE         1     0.0    42.5    -42.5  [0.0, 79.3]    n 1 of 200 scored, Acc on this case: 0.0',
    'overall Acc                      53.00',
    '',
    'gpt-4.1-2025-04-14',
    'category      gold           n     GAR     Acc  GAR-Acc  GAR 95% CI',
    'base          TOOL_CALL      1   100.0    10.5    +89.5  [20.7, 100.0]  n 1 of 200 scored, Acc on this case: unknown (1 of 1 outcome unknown)',
    'overall Acc                      10.50',
    '',
  ].join('\n'));
});

test('--json: the reference numbers unrounded, emit rates, warnings about the excerpts', { skip: withoutSharedData }, () => {
  const { code, out } = gar('--results', join(RELEASE, 'result', XLAM), '--json');
  assert.equal(code, 0);
  const json = JSON.parse(out);
  assert.equal(json.runs.length, 1);
  const run = json.runs[0];
  assert.equal(run.model, XLAM);
  assert.equal(run.scores, join(RELEASE, 'score', XLAM));
  assert.deepEqual(run.categories.miss_param, {
    gold_action: 'ASK',
    n: 2,
    gar: 0,
    gar_ci95: [0, 65.76280471103807],
    acc: 65,
    gar_minus_acc: -65,
    emit_rates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 100 },
    n_scored: 200,
    outcomes: { passed: 0, failed: 0, unknown: 2 },
    acc_on_cases: null,
    bound_violation: false,
  });
  assert.deepEqual(run.categories.miss_func.gar_ci95, [9.452865480086615, 90.54713451991339]);
  assert.equal(run.overall_acc, 71);
  // The readers' sentences are strings; run-health findings follow them as objects (garHealth.test.ts).
  assert.deepEqual(run.warnings.filter((w: unknown) => typeof w === 'string' && w.startsWith('miss_param: ')), [
    'miss_param: BFCL_v4_multi_turn_miss_param_score.json lists 1 failed case that BFCL_v4_multi_turn_miss_param_result.json does not have: multi_turn_miss_param_3.',
    'miss_param: BFCL_v4_multi_turn_miss_param_score.json counts 70 failed of 200 in its header but lists 1: ' +
      'the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
    'miss_param: n 2 of 200 scored: BFCL_v4_multi_turn_miss_param_result.json has 2 cases but the header of BFCL_v4_multi_turn_miss_param_score.json counts 200, ' +
      'so Acc and GAR are over different cases and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).',
  ]);
});

test('--cases: every case with its classes, verdict and bound violation', { skip: withoutSharedData }, () => {
  const { out } = gar('--results', join(RELEASE, 'result', XLAM), '--json', '--cases');
  const cases = JSON.parse(out).runs[0].categories.miss_func.cases;
  // miss_func_0 is not among the 2 failures listed of the 56 the header counts: unknown, not passed.
  assert.deepEqual(cases, [
    { id: 'multi_turn_miss_func_0', line: 1, classes: ['other', 'refuse', 'tool_call'], gold_hit: true, passed: null, outcome: 'unknown', bound_violation: false, error_type: null },
    { id: 'multi_turn_miss_func_1', line: 2, classes: ['other', 'tool_call'], gold_hit: false, passed: false, outcome: 'failed', bound_violation: false, error_type: 'multi_turn:execution_response_mismatch' },
  ]);
});

test('exit 1 when some lines could not be read, each listed on stderr; exit 2 for usage errors and nothing to read', () => {
  const dir = tempDir('cl-cli-');
  mkdirSync(join(dir, 'm'));
  const file = join(dir, 'm', 'BFCL_v4_multi_turn_miss_param_result.json');
  writeFileSync(file, `{"id": "multi_turn_miss_param_0", "result": [["Which one?"]]}\nnot json\n`);
  const partial = gar('--results', dir);
  assert.equal(partial.code, 1);
  assert.equal(partial.err, [
    'warning: m: No score files were found for this run (no score/ folder beside its results): Acc, pass and fail are unknown.',
    `${file}:2:1: Not valid JSON: Expecting value. The other lines are still read.`,
    '',
  ].join('\n'));
  assert.match(partial.out, /^miss_param    ASK            1   100\.0       -        -  \[20\.7, 100\.0\]$/m);

  assert.equal(gar().code, 2);
  assert.equal(gar('--results', join(dir, 'nope')).err, `${join(dir, 'nope')} does not exist.\n`);
  const empty = tempDir('cl-cli-empty-');
  const none = gar('--results', empty);
  assert.equal(none.code, 2);
  assert.equal(none.err, `No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) were found under ${empty}.\n`);
});

test('--version (and -V) prints the version of package.json', () => {
  const { version } = JSON.parse(readFileSync(resolve(__dirname, '../../../package.json'), 'utf8')) as { version: string };
  for (const flag of ['--version', '-V']) {
    const run = spawnSync(process.execPath, [CLI, flag], { encoding: 'utf8' });
    assert.deepEqual([run.status, run.stdout, run.stderr], [0, `calibration-lens ${version}\n`, ''], flag);
  }
});
