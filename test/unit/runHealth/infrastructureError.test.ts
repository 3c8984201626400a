// infrastructure-error: tau2 simulations that ended in an infrastructure error are left out as tau2 and
// the paper's filter leave them out, and counted in a sentence: in `gar` (stderr and --json) and on the
// panel's rows. The run is the real gpt-4.1 airline run with two simulations made to end that way (one by
// its termination reason, one by an `error` key, the two shapes tau2 writes); the run as released is the control.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { GPT41_AIRLINE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const CLI = join(resolve(__dirname, '../../..'), 'dist/cli.js');

function withInfrastructureErrors(): string {
  const run = JSON.parse(readFileSync(GPT41_AIRLINE, 'utf8')) as { simulations: Record<string, unknown>[] };
  run.simulations[1]!.termination_reason = 'infrastructure_error';
  run.simulations[4]!.error = 'RateLimitError: 429';
  const file = join(tempDir('cl-infra-'), 'gpt-4.1_airline_infra.json');
  writeFileSync(file, JSON.stringify(run));
  return file;
}

const MESSAGE =
  '2 of 20 simulations ended in an infrastructure error and are left out of n, pass@1, GAR and Acc, as tau2 leaves them out: ' +
  'fca35246-6684-4425-8dca-8f79be13bf24 (its termination reason is infrastructure_error), 33bcb5d2-ac74-4f5d-8ee4-afa36a837a4b (it has "error"). ' +
  'Run their tasks again for numbers over every task.';

interface Tau2Json {
  runs: { scored: number; unscored: number; warnings: (string | { code: string; severity: string; message: string; groups: string[]; cases: { id: string; line: number; detail: string }[] })[] }[];
}

test('infrastructure-error: two simulations left out of the real gpt-4.1 airline run are counted and named, in gar and its JSON', { skip: withoutTau2Data }, () => {
  const file = withInfrastructureErrors();
  const text = spawnSync(process.execPath, [CLI, 'gar', '--results', file], { encoding: 'utf8' });
  assert.equal(text.stderr.split('\n').filter((l) => l.includes('[infrastructure-error]')).length, 1);
  assert.ok(text.stderr.includes(`warning: ${file}: ${MESSAGE} [infrastructure-error]\n`), text.stderr);
  const json = JSON.parse(spawnSync(process.execPath, [CLI, 'gar', '--results', file, '--json'], { encoding: 'utf8' }).stdout) as Tau2Json;
  const run = json.runs[0]!;
  assert.deepEqual([run.scored, run.unscored], [18, 2]);
  const [finding] = run.warnings.filter((w) => typeof w === 'object');
  assert.deepEqual(finding && typeof finding === 'object' ? { ...finding, cases: finding.cases.map((c) => [c.id, c.detail]) } : null, {
    code: 'infrastructure-error',
    severity: 'warning',
    message: MESSAGE,
    groups: ['airline'],
    cases: [
      ['fca35246-6684-4425-8dca-8f79be13bf24', 'its termination reason is infrastructure_error'],
      ['33bcb5d2-ac74-4f5d-8ee4-afa36a837a4b', 'it has "error"'],
    ],
  });
});

test('infrastructure-error: the run as released is not flagged; the panel marks the rows of the run that is', { skip: withoutTau2Data }, async () => {
  const released = JSON.parse(spawnSync(process.execPath, [CLI, 'gar', '--results', GPT41_AIRLINE, '--json'], { encoding: 'utf8' }).stdout) as Tau2Json;
  assert.deepEqual([released.runs[0]!.scored, released.runs[0]!.unscored], [20, 0]);
  assert.deepEqual(released.runs[0]!.warnings.filter((w) => typeof w === 'object'), []);
  const loaded = await loadSummaries([withInfrastructureErrors()]);
  assert.deepEqual(loaded.runs[0]!.health!.map((f) => [f.code, f.message]), [['infrastructure-error', MESSAGE]]);
  const clean = await loadSummaries([GPT41_AIRLINE]);
  assert.deepEqual(clean.runs[0]!.health, []);
});
