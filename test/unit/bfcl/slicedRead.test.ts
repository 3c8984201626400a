// A big document read in slices (the editor's way, so that its extension host stays free) gives
// exactly what reading it at once gives, and pauses first and between slices.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readResultText, readResultTextInSlices } from '../../../src/core/bfcl/resultText';

const PATH = join(__dirname, '../../../sample/result/demo-probe/multi_turn/BFCL_v4_multi_turn_long_context_result.json');

test('the sample long_context file, twice, with a broken and a blank line: the same read, a pause after every line', async () => {
  const lines = readFileSync(PATH, 'utf8').split('\n').filter(Boolean);
  const text = [...lines, '{"id": "multi_turn_long_context_x", "result": [["cut', '', ...lines].join('\r\n');
  let pauses = 0;
  const pause = async () => {
    pauses++;
    await new Promise((resolve) => setImmediate(resolve));
  };
  // Slices of 0 ms: a pause after each line read (blank lines are skipped, not read).
  const sliced = await readResultTextInSlices(text, PATH, pause, { pauseFirst: true, sliceMs: 0 });
  const whole = readResultText(text, PATH);
  assert.deepEqual(JSON.parse(JSON.stringify(sliced)), JSON.parse(JSON.stringify(whole)));
  assert.equal(whole.cases.length, 2 * lines.length);
  assert.deepEqual(whole.problems.map((p) => [p.line, p.column]), [[lines.length + 1, 49]]);
  assert.equal(pauses, 1 + 2 * lines.length + 1);
});
