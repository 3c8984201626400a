// `calibration-lens compare` as a user runs it: the built bin on a baseline and probe written with
// known counts (test/support/probeRuns.ts), exact text and JSON.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { writeProbePair } from '../../support/probeRuns';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const root = tempDir('compare-cli-');
const pair = writeProbePair(root);
const id = (n: number) => `multi_turn_miss_param_${n}`;

function compare(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, 'compare', ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const EVENT_LOG_PROBLEMS = [
  `${pair.eventLog}:4:1: not a probe event (case_id: Invalid input: expected string, received undefined); the other events were read.`,
  `${pair.eventLog}:5:1: not valid JSON (Unexpected token 'o', "not json" is not valid JSON); the other events were read.`,
];

test('text: one row per category, the buckets with touched (*) and probe-written (†) cases; bad event lines on stderr, exit 1', () => {
  const { code, out, err } = compare('--baseline', pair.baseline, '--probe', pair.probe);
  assert.equal(out, [
    `Qwen3-8B (sri) against Qwen3-8B (baseline) (event log ${pair.eventLog})`,
    'category      gold       paired GAR base  probe   ΔGAR Acc base   probe    ΔAcc ΔTC emit gained lost McNemar p touched  collateral (lost/hit, lost/touched)',
    'miss_param    ASK            11     45.5   63.6  +18.2     45.5    54.5    +9.1    -18.2      3    1     0.625       4  20.0% (1/5), 25.0% (1/4)',
    '',
    'miss_param (not paired: 1 only in the baseline, 1 only in the probe):',
    `  stayed hit (4)                        ${id(0)} ${id(1)} ${id(3)} ${id(10)}`,
    `  gained (3)                            ${id(4)}* ${id(5)}* ${id(6)}`,
    `  lost (1)                              ${id(2)}*`,
    `  stayed missed, same class mix (1)     ${id(9)}`,
    `  moved to another wrong class (2)      ${id(7)}*† ${id(8)}`,
    '',
    `* touched by the probe; † the probe wrote text itself ("I cannot proceed with this step yet; the required capability or information is not available."): it counts as REFUSE, but it is the probe's, not the model's.`,
    '',
  ].join('\n'));
  assert.equal(err, `${EVENT_LOG_PROBLEMS.join('\n')}\n`);
  assert.equal(code, 1);
});

test('--json: the documented shape, every field, two probes', () => {
  const { code, out } = compare('--baseline', pair.baseline, '--probe', pair.probe, '--probe', pair.probe, '--json');
  assert.equal(code, 1);
  const json = JSON.parse(out);
  assert.deepEqual(json.baseline, {
    model: 'Qwen3-8B', release: null, results: join(pair.baseline, 'result'), scores: join(pair.baseline, 'score'), warnings: [], problems: [],
  });
  assert.equal(json.probes.length, 2);
  assert.deepEqual(json.probes[1], json.probes[0]);
  assert.deepEqual(json.probes[0], {
    model: 'Qwen3-8B',
    release: null,
    results: join(pair.probe, 'result'),
    scores: join(pair.probe, 'score'),
    event_log: pair.eventLog,
    categories: {
      miss_param: {
        gold_action: 'ASK',
        n_paired: 11,
        gar_baseline: 45.45454545454545,
        gar_probe: 63.63636363636363,
        delta_gar: 18.18181818181818,
        acc_baseline: 45.45454545454545,
        acc_probe: 54.54545454545455,
        delta_acc: 9.090909090909093,
        delta_tool_call_emit: -18.18181818181818,
        gained: 3,
        lost: 1,
        mcnemar_p: 0.625,
        triggered: 4,
        hit_in_baseline: 5,
        collateral_damage: 20,
        lost_among_touched: 1,
        collateral_damage_touched: 25,
        probe_written: 1,
        only_in_baseline: 1,
        only_in_probe: 1,
        buckets: {
          stayed_hit: [id(0), id(1), id(3), id(10)],
          gained: [id(4), id(5), id(6)],
          lost: [id(2)],
          stayed_missed_same_mix: [id(9)],
          moved_to_other_wrong_class: [id(7), id(8)],
        },
        triggered_ids: [id(2), id(4), id(5), id(7)],
        probe_written_ids: [id(7)],
      },
    },
    warnings: [],
    problems: [],
  });
});

test('a path with several runs, or none, is refused with what to name instead (exit 2)', () => {
  const folder = join(root, 'baseline', 'release', 'result');
  let r = compare('--baseline', pair.baseline, '--probe', join(root, 'nowhere'));
  assert.equal(r.code, 2);
  assert.match(r.err, /^--probe .*nowhere: /);
  r = compare('--baseline', pair.baseline);
  assert.equal(r.code, 2);
  assert.match(r.err, /^--baseline RUN and at least one --probe RUN are required\.\n\nUsage: calibration-lens compare/);
  r = compare('--baseline', folder, '--probe', root);
  assert.equal(r.code, 2);
  const folders = ['baseline', 'sri'].map((side) => join(root, side, 'release', 'result', 'Qwen3-8B'));
  assert.equal(r.err, `--probe ${root} holds 2 runs: name one of their model folders (${folders.join(', ')}).\n`);
  // A model folder is one run.
  r = compare('--baseline', folders[0]!, '--probe', folders[1]!);
  assert.equal(r.code, 1);
  assert.match(r.out, /^Qwen3-8B \(sri\) against Qwen3-8B \(baseline\)/);
});
