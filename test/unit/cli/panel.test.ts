// `calibration-lens panel` as a user runs it, on the bundled sample: exact text, JSON by family, a bad families file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../../support/tempDir';

const root = resolve(__dirname, '../../..');
const CLI = join(root, 'dist/cli.js');

function panel(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, 'panel', ...args], { encoding: 'utf8', cwd: root });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

test('text: the rankings, then the triple per run and category', () => {
  const { code, out, err } = panel('--results', 'sample');
  assert.equal(err, '');
  assert.equal(code, 0);
  assert.equal(out, [
    'Rank by overall Acc beside rank by GAR on the no-tool-call categories (miss_func, miss_param); shift = GAR rank - Acc rank;',
    '- = not ranked (a number is unknown, or for Acc the row lacks a category of the panel); runs rank among runs of their benchmark.',
    'name           family          runs overall Acc Acc rank no-TC GAR GAR rank shift',
    'demo-baseline  demo-baseline      1        47.9        2      25.0        2     0',
    'demo-probe     demo-probe         1        58.3        1      41.7        1     0',
    '',
    'name           category      gold          n     GAR TC emit     Acc',
    'demo-baseline  base          TOOL_CALL    12   100.0   100.0    50.0',
    'demo-baseline  long_context  TOOL_CALL    12    91.7    91.7    50.0',
    'demo-baseline  miss_func     REFUSE       12    25.0   100.0    50.0',
    'demo-baseline  miss_param    ASK          12    25.0    83.3    41.7',
    'demo-probe     base          TOOL_CALL    12   100.0   100.0    58.3',
    'demo-probe     long_context  TOOL_CALL    12   100.0   100.0    75.0',
    'demo-probe     miss_func     REFUSE       12    33.3   100.0    50.0',
    'demo-probe     miss_param    ASK          12    50.0    91.7    50.0',
    '',
  ].join('\n'));
});

test('--by-family --json with a families file: one row for both demo runs, the plain mean of theirs', () => {
  const file = join(tempDir('panel-families-'), 'families.json');
  writeFileSync(file, JSON.stringify({ families: { 'demo-*': 'demo' } }));
  const { code, out } = panel('--results', 'sample', '--families', file, '--by-family', '--json');
  assert.equal(code, 0);
  const json = JSON.parse(out);
  assert.deepEqual(json.no_tool_call_categories, ['miss_func', 'miss_param']);
  assert.equal(json.rows.length, 1);
  const { categories, ...row } = json.rows[0];
  assert.deepEqual(row, {
    name: 'demo', runs: 2, family: 'demo', family_source: 'file',
    // (47.92 + 58.33) / 2 in doubles: the runs' own overall Accs are means of four category Accs.
    overall_acc: 53.125, no_tool_call_gar: 33.333333333333336, acc_rank: 1, gar_rank: 1, rank_shift: 0,
  });
  // GAR (3/12 + 6/12) / 2, TOOL_CALL (10/12 + 11/12) / 2, Acc (5/12 + 6/12) / 2, in percent and doubles.
  assert.deepEqual(categories.miss_param, { gold_action: 'ASK', n: 24, gar: 37.5, tool_call_emit: 87.5, acc: 45.833333333333336 });
});

test('a bad families file is said, with where and what; the table still comes, by the model names (exit 1)', () => {
  const file = join(tempDir('panel-families-'), 'families.json');
  writeFileSync(file, '{"families": {"demo-*": 3}}');
  const { code, out, err } = panel('--results', 'sample', '--families', file, '--csv');
  assert.equal(code, 1);
  assert.equal(err, `${file} is not a families file ({"families": {"model name or pattern*": "family"}}): families.demo-*: expected a string, found a number. Families come from the model names instead.\n`);
  assert.equal(out.split('\r\n')[1], `demo-baseline,demo-baseline,rule,1,${join(root, 'sample', 'result')},base,tool_call,12,100,100,50,47.916667,25,2,2,0`);
});
