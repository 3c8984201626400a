// A freshly generated full-size-style run (60 KB long_context lines) read back line by line.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { writeRun } from '../../../tools/synthetic/writeRun';
import { EXPECTED_SHAPES, shapesOfResultLines } from './emissionShapes';
import { checkFilePair, filesUnder, readLines } from './runChecks';

const CATEGORIES = ['base', 'long_context', 'miss_func', 'miss_param'];
const MODELS = ['model-a', 'model-b'];
const out = mkdtempSync(join(tmpdir(), 'synthetic-shapes-'));
const written = writeRun({ out, models: MODELS, cases: 6, seed: 'line-shapes', longContextKb: 60, compact: false });
after(() => rmSync(out, { recursive: true, force: true }));

const resultPath = (model: string, cat: string): string => join(out, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_result.json`);
const scorePath = (model: string, cat: string): string => join(out, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${cat}_score.json`);

describe('a generated run', () => {
  it('has the BFCL v4 layout: 4 result and 4 score files per model', () => {
    const expected = ['result', 'score'].flatMap((kind) => MODELS.flatMap((m) => CATEGORIES.map((c) => `${kind}/${m}/multi_turn/BFCL_v4_multi_turn_${c}_${kind}.json`))).sort();
    assert.deepEqual(filesUnder(out), expected);
    assert.equal(written.length, 16);
  });

  for (const model of MODELS) {
    for (const cat of CATEGORIES) {
      it(`${model} ${cat}: every line is well formed and the score file agrees with the results`, () => {
        const { results } = checkFilePair(resultPath(model, cat), scorePath(model, cat), model, cat);
        assert.equal(results.length, 6);
      });
    }
  }

  it('makes every long_context line that has a log 60 KB or more', () => {
    for (const model of MODELS) {
      const sizes = readLines(resultPath(model, 'long_context')).filter((l) => !l.includes('"traceback": ')).map((l) => Buffer.byteLength(l));
      assert.ok(sizes.length >= 5);
      for (const size of sizes) assert.ok(size >= 60 * 1024, `a long_context line of ${size} bytes`);
    }
  });

  it('writes the miss_param files with ASCII escapes and the others with raw UTF-8', () => {
    const raw = readLines(resultPath('model-b', 'base')).join('\n');
    const escaped = readLines(resultPath('model-b', 'miss_param')).join('\n');
    assert.match(escaped, /^[\x00-\x7f]*$/);
    assert.match(raw, /[^\x00-\x7f]/);
  });

  it('shows every emission shape in each model\'s run', () => {
    for (const model of MODELS) {
      const lines = CATEGORIES.flatMap((c) => readLines(resultPath(model, c)));
      const found = shapesOfResultLines(lines);
      assert.deepEqual(EXPECTED_SHAPES.filter((s) => !found.has(s)), [], model);
    }
  });
});
