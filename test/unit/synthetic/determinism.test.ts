// One seed, one run: the generator writes the same bytes every time, and another seed writes others.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildCase } from '../../../tools/synthetic/caseBuilder';
import { Prng } from '../../../tools/synthetic/prng';
import { writeRun, type RunOptions } from '../../../tools/synthetic/writeRun';
import { filesUnder } from './runChecks';

const scratch = mkdtempSync(join(tmpdir(), 'synthetic-determinism-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function generate(name: string, seed: string): string {
  const out = join(scratch, name);
  const options: RunOptions = { out, models: ['m1', 'm2'], cases: 5, seed, longContextKb: 20, compact: false };
  writeRun(options);
  return out;
}

const contents = (dir: string): Map<string, Buffer> => new Map(filesUnder(dir).map((f) => [f, readFileSync(join(dir, f))]));

describe('the synthetic run generator', () => {
  const first = contents(generate('first', '42'));
  const second = contents(generate('second', '42'));
  const other = contents(generate('other', '43'));

  it('writes identical files for the same seed', () => {
    assert.equal(first.size, 16);
    assert.deepEqual([...second.keys()], [...first.keys()]);
    for (const [file, bytes] of first) assert.ok(bytes.equals(second.get(file)!), file);
  });

  it('writes different cases for another seed', () => {
    const differing = [...first].filter(([file, bytes]) => !bytes.equals(other.get(file)!)).length;
    assert.ok(differing >= 14, `only ${differing} of 16 files differ`);
  });

  it('builds a case the same way alone as within a run (cases do not depend on each other)', () => {
    const spec = { seed: '42', model: 'm1', modelIndex: 0, category: 'miss_func', index: 3, minLineBytes: 20 * 1024, asciiOnly: false, compact: false } as const;
    const alone = buildCase(spec);
    const line = (model: string) => first.get(`result/${model}/multi_turn/BFCL_v4_multi_turn_miss_func_result.json`)!.toString('utf8').split('\n')[3];
    assert.equal(alone.resultText, line('m1'));
    // The second model plays the first's test case.
    assert.equal(buildCase({ ...spec, model: 'm2', modelIndex: 1 }, alone.testCase).resultText, line('m2'));
  });

  it('gives every model of a run one test data: the same questions and ground truth under each id', () => {
    const out = join(scratch, 'test-data');
    writeRun({ out, models: ['m1', 'm2'], cases: 3, seed: '42', longContextKb: 2, compact: true, testData: true });
    const data = (model: string, file: string) => readFileSync(join(out, 'result', model, 'data', file));
    for (const file of ['BFCL_v4_multi_turn_base.json', 'BFCL_v4_multi_turn_long_context.json', 'BFCL_v4_multi_turn_miss_func.json', 'possible_answer/BFCL_v4_multi_turn_miss_param.json']) {
      assert.deepEqual(data('m2', file), data('m1', file), file);
    }
    const results = (model: string) => readFileSync(join(out, 'result', model, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json'));
    assert.notDeepEqual(results('m2'), results('m1'));
  });
});

describe('Prng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = new Prng('seed');
    const b = new Prng('seed');
    const xs = Array.from({ length: 5 }, () => a.next());
    assert.deepEqual(Array.from({ length: 5 }, () => b.next()), xs);
    for (const x of xs) assert.ok(x >= 0 && x < 1);
  });

  it('forks without moving the parent', () => {
    const a = new Prng('seed');
    const b = new Prng('seed');
    a.fork('side').next();
    assert.equal(a.next(), b.next());
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = new Prng('bounds');
    const seen = new Set(Array.from({ length: 400 }, () => rng.int(2, 5)));
    assert.deepEqual([...seen].sort(), [2, 3, 4, 5]);
  });
});
