// The committed sample is exactly what its documented command writes, and it is a good demo run:
// complete, consistent, every shape, all error types, bound violations.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { findTestDataFolder, readTestCase } from '../../../src/core/bfcl/goldPath/testData';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { EXPECTED_SHAPES, shapesOfResultLines } from './emissionShapes';
import { checkFilePair, ERROR_TYPES, filesUnder, readLines } from './runChecks';

const ROOT = resolve(__dirname, '../../..');
const SAMPLE = join(ROOT, 'sample');
const CATEGORIES = ['base', 'long_context', 'miss_func', 'miss_param'];
const MODELS = ['demo-baseline', 'demo-probe'];

/** The generator command as sample/README.md gives it. */
function documentedCommand(): string[] {
  const readme = readFileSync(join(SAMPLE, 'README.md'), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('node --import tsx tools/synthetic/generate.ts --out sample '));
  assert.ok(line, 'sample/README.md gives the command that generated the sample');
  return line.split(' ').slice(1);
}

const dataFiles = (dir: string): string[] => filesUnder(dir).filter((f) => f.startsWith('result/') || f.startsWith('score/'));

describe('the bundled sample', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'sample-again-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('is byte for byte what its documented command generates', () => {
    const args = documentedCommand();
    args[args.indexOf('--out') + 1] = scratch;
    execFileSync(process.execPath, [...args, '--quiet'], { cwd: ROOT, stdio: 'inherit' });
    assert.deepEqual(dataFiles(scratch), dataFiles(SAMPLE));
    for (const file of dataFiles(SAMPLE)) {
      assert.ok(readFileSync(join(scratch, file)).equals(readFileSync(join(SAMPLE, file))), `${file} differs from what the generator writes now; run the command in sample/README.md again`);
    }
  });

  it('holds 2 models x 4 categories x 12 cases in under 1.5 MB, and their test data in under 300 KB', () => {
    const size = (files: string[]) => files.reduce((sum, f) => sum + statSync(join(SAMPLE, f)).size, 0);
    const isTestData = (f: string) => /^result\/[^/]+\/data\//.test(f);
    const bytes = size(dataFiles(SAMPLE).filter((f) => !isTestData(f)));
    assert.ok(bytes < 1.5 * 1024 * 1024, `${bytes} bytes`);
    const testDataBytes = size(dataFiles(SAMPLE).filter(isTestData));
    assert.ok(testDataBytes < 300 * 1024, `${testDataBytes} bytes of test data`);
    for (const model of MODELS) for (const cat of CATEGORIES) {
      assert.equal(readLines(join(SAMPLE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_result.json`)).length, 12);
    }
  });

  it('has score files that agree with its result files, with all five error types', () => {
    const types = new Set<string>();
    for (const model of MODELS) for (const cat of CATEGORIES) {
      const { failures } = checkFilePair(
        join(SAMPLE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_result.json`),
        join(SAMPLE, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_score.json`), model, cat);
      for (const f of failures) types.add(f.error.error_type);
    }
    assert.deepEqual([...types].sort(), [...ERROR_TYPES].sort());
  });

  it("carries each model's own BFCL test data, found above its result files, with the failure lines' ground truth", async () => {
    for (const model of MODELS) for (const cat of CATEGORIES) {
      const resultFile = join(SAMPLE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_result.json`);
      const found = await findTestDataFolder(nodeFiles, resultFile, null);
      assert.deepEqual(found, { folder: join(SAMPLE, 'result', model, 'data'), how: 'found above the run' });
      const failures = new Map(readLines(join(SAMPLE, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_score.json`)).slice(1)
        .map((l) => JSON.parse(l) as { id: string; possible_answer: string[][]; prompt: { question: unknown } }).map((f) => [f.id, f]));
      for (const line of readLines(resultFile)) {
        const { id } = JSON.parse(line) as { id: string };
        const testCase = await readTestCase(nodeFiles, found!.folder, cat as 'base', id, 4);
        assert.deepEqual(testCase?.problems, [], `${model} ${id}`);
        assert.ok(testCase?.groundTruth && testCase.entry, `${model} ${id} has a question and a ground truth`);
        const failure = failures.get(id);
        if (failure) {
          assert.deepEqual(testCase.groundTruth, failure.possible_answer, `${model} ${id}: the same ground truth as its failure line`);
          assert.deepEqual(testCase.entry.question, failure.prompt.question, `${model} ${id}: the same questions as its failure line`);
        }
      }
    }
  });

  it('shows every emission shape for each model', () => {
    for (const model of MODELS) {
      const lines = CATEGORIES.flatMap((c) => readLines(join(SAMPLE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${c}_result.json`)));
      const found = shapesOfResultLines(lines);
      assert.deepEqual(EXPECTED_SHAPES.filter((s) => !found.has(s)), [], model);
    }
  });

  it('reads without problems and shows GAR apart from Acc, with bound violations in miss_func and miss_param', async () => {
    const { runs, warnings } = await discoverRuns(SAMPLE);
    assert.deepEqual(warnings, []);
    assert.deepEqual(runs.map((r) => r.model).sort(), MODELS);
    for (const run of runs) {
      const summary = summarizeRun(await loadRun(run));
      assert.deepEqual(summary.problems, []);
      assert.deepEqual(summary.warnings, []);
      assert.ok(summary.groups.filter((g) => g.gar !== g.acc).length >= 3, run.model);
      for (const cat of summary.groups) {
        assert.equal(cat.n, 12);
        // GAR and Acc count different cases (demo-probe's miss_param: both 50.0, over different cases).
        assert.ok(cat.cases.some((c) => c.goldHit !== c.passed), `${run.model} ${cat.group}`);
        const violations = cat.cases.filter((c) => c.boundViolation).length;
        if (cat.group === 'miss_func' || cat.group === 'miss_param') assert.ok(violations >= 2, `${run.model} ${cat.group}: ${violations} bound violations`);
      }
    }
  });
});
