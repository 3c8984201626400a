// A real run cut off in the middle of a simulation (as a copy interrupted, or a run still writing):
// the cut is reported where the file ends and inside which value, as deep as the reader decodes keys
// (no empty names), and every simulation before it is read.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { loadFile } from '../../../src/core/load/loadFile';
import { cutOffPieces } from '../../../src/extension/labels/problemLabels';
import { QWEN, withoutTau2Data } from '../../support/tau2Data';
import { cutCopy } from '../../support/tau2Derived';

test('qwen2.5-7b airline cut 20 characters into line 5721, inside the sixth simulation\'s second action check', { skip: withoutTau2Data }, async () => {
  const folder = mkdtempSync(join(tmpdir(), 'tau2-cut-'));
  try {
    // 231375 bytes: lines 1-5720 and 20 characters of line 5721 (worked out with Python on the file).
    const cut = cutCopy(QWEN, 231375, folder, 'qwen_cut.json');
    const run = await readTau2Run(cut);
    assert.deepEqual(run.problems.map(({ file: _f, ...p }) => p), [{
      line: 5721, column: 21,
      message: 'The file ends before the JSON document does (it looks truncated) inside simulations[5].reward_info. The 5 simulations before it were read.',
    }]);
    assert.deepEqual(run.simulations.map((s) => [s.taskId, s.reward, s.termination]), [['0', 1, 'user_stop'], ['6', 0, 'agent_error'], ['3', 0, 'user_stop'], ['11', 0, 'agent_error'], ['5', 1, 'user_stop']]);
    // Line 1's label says so beside the run's numbers (which are over these 5 simulations only).
    assert.deepEqual(run.cutOff, { line: 5721, truncated: true });
    const model = await loadFile(cut, { files: nodeFiles });
    assert.ok(model.kind === 'result' && model.header);
    assert.deepEqual(model.header.cutOff, { line: 5721, truncated: true, simulationsRead: 5 });
    assert.deepEqual(cutOffPieces(model.header.cutOff), [{ text: 'truncated at line 5721: 5 simulations read', tone: 'fail' }]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a run read to its end has no cut-off label', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(QWEN);
  assert.equal(run.cutOff, undefined);
  const model = await loadFile(QWEN, { files: nodeFiles });
  assert.ok(model.kind === 'result' && model.header);
  assert.equal(model.header.cutOff, null);
  assert.deepEqual(cutOffPieces(model.header.cutOff), []);
});
