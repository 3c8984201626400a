// `calibration-lens compare`'s version-drift check: a probe run whose recorded questions differ from the
// baseline's under the same id pairs different items. The fixture is the sample's demo-probe with one
// question of multi_turn_base_1 worded otherwise (as a revised BFCL item reads); the sample as it is,
// whose two runs play one test data (its miss_func holdout turns worded by different handlers), is the
// negative control.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const SAMPLE = resolve(__dirname, '../../../sample');
const BASELINE = join(SAMPLE, 'result', 'demo-baseline');

function compare(probe: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, 'compare', '--baseline', BASELINE, '--probe', probe, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** demo-probe, its multi_turn_base_1 asking about 'Clarity' where the baseline asked about 'Simplicity' (turn 2). */
function revisedProbe(): { run: string; file: string } {
  const root = tempDir('cl-compare-drift-');
  cpSync(join(SAMPLE, 'result', 'demo-probe'), join(root, 'result', 'demo-probe'), { recursive: true });
  cpSync(join(SAMPLE, 'score', 'demo-probe'), join(root, 'score', 'demo-probe'), { recursive: true });
  const file = join(root, 'result', 'demo-probe', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
  const text = readFileSync(file, 'utf8');
  assert.equal(text.split("pertaining to 'Simplicity'.").length, 2);
  writeFileSync(file, text.replace("pertaining to 'Simplicity'.", "pertaining to 'Clarity'."));
  return { run: join(root, 'result', 'demo-probe'), file };
}

const DETAIL = `turn 2: the baseline asked "…'quotes.txt' pertaining to 'Simplicity'.", the probe asked "…'quotes.txt' pertaining to 'Clarity'."`;
const MESSAGE =
  `1 case recorded other questions in the probe than in the baseline under the same id (base 1 of 12; first: multi_turn_base_1, ${DETAIL}): ` +
  'the two runs were made from different versions of the test data (BFCL revises items between releases), so these pairs compare different items. Run both from one version of the test data.';

test('compare: a probe whose question differs from the baseline\'s under the same id gets a version-drift warning naming the case and turn, in text and --json', () => {
  const { run, file } = revisedProbe();
  const text = compare(run);
  assert.equal(text.code, 0, text.err);
  assert.deepEqual(text.err.trimEnd().split('\n').filter((l) => l.includes('version-drift')), [`warning: demo-probe: ${MESSAGE} [version-drift]`]);
  const json = JSON.parse(compare(run, '--json').out) as { baseline: { warnings: unknown[] }; probes: Array<{ warnings: unknown[] }> };
  assert.deepEqual(json.baseline.warnings, []);
  assert.deepEqual(json.probes[0]!.warnings, [
    { code: 'version-drift', severity: 'warning', message: MESSAGE, groups: ['base'], cases: [{ id: 'multi_turn_base_1', group: 'base', file, line: 2, detail: DETAIL }] },
  ]);
});

test('compare: the sample\'s baseline and probe, one test data answered by different handlers, are not flagged', () => {
  const text = compare(join(SAMPLE, 'result', 'demo-probe'));
  assert.equal(text.code, 0, text.err);
  assert.equal(text.err.includes('version-drift'), false, text.err);
  const json = JSON.parse(compare(join(SAMPLE, 'result', 'demo-probe'), '--json').out) as { probes: Array<{ warnings: unknown[] }> };
  assert.deepEqual(json.probes[0]!.warnings, []);
});
