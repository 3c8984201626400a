// A line that names a top-level key twice is read as Python's json.loads reads it (the last value
// wins), in the default mode as with --strict. The expected classes are the reference's (5c9ec3df's
// gar.case_actions, rebuilt and run with python3 on the same file), kept in fixtures/.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readResultFile, readResultFileSync } from '../../../src/core/bfcl/resultFile';
import { mayRepeatAKey } from '../../../src/core/bfcl/repeatedKeys';
import { closedObjectShape } from '../../../src/core/bfcl/lineShape';
import { tempDir } from '../../support/tempDir';

const FIXTURES = resolve(__dirname, 'fixtures');

test('repeated "result" and "id": the last wins in the default mode and with strict, as in the reference', async () => {
  const file = join(tempDir('cl-repeated-'), 'BFCL_v4_multi_turn_miss_param_result.json');
  copyFileSync(join(FIXTURES, 'BFCL_v4_multi_turn_miss_param_result.repeated-keys.json'), file);
  const reference = JSON.parse(readFileSync(join(FIXTURES, 'repeated-keys.reference-classes.json'), 'utf8')) as Record<string, string[]>;
  for (const strict of [false, true]) {
    for (const read of [await readResultFile(file, { strict }), readResultFileSync(file, { strict })]) {
      assert.deepEqual(read.problems, []);
      assert.deepEqual(Object.fromEntries(read.cases.map((c) => [c.id, [...c.classes].sort()])), reference, `strict ${strict}`);
    }
  }
});

test('mayRepeatAKey: the keys of every member compared; unknowable cases read whole', () => {
  const check = (line: string) => {
    const bytes = Buffer.from(line);
    const ends: number[] = [];
    assert.equal(closedObjectShape(bytes, ends), -1);
    return mayRepeatAKey(bytes, ends);
  };
  assert.equal(check('{"id": "a", "result": [["x, y"]], "latency": 1}'), false);
  assert.equal(check('{"id": "a", "result": {"result": 1}, "x": "result"}'), false);
  assert.equal(check('  {"id": "a", "result": 1, "result": 2}'), true);
  assert.equal(check('{"id": "a", "res\\u0075lt": 1}'), true);
  assert.equal(check(`{${Array.from({ length: 9 }, (_, i) => `"k${i}": ${i}`).join(', ')}}`), true);
  assert.equal(check('{}'), false);
});
