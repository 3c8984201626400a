import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportDocument } from '../../../src/core/export/exportDocument';
import { category, kase, run } from './runFixture';

const runs = [
  run('a', [category('base', { n: 1, hits: 1, gar: 100, acc: 50, cases: [kase('multi_turn_base_0', 1, ['tool_call'], true, true)] })], { overallAcc: 50 }),
  run('b', [category('base', { n: 1, hits: 0, gar: 0, acc: 60, cases: [kase('multi_turn_base_0', 1, ['ask'], false, false)] })], { overallAcc: 60 }),
];
const inputs = [{ path: '/runs/a.json', sha256: 'c'.repeat(64) }, { path: '/runs/m/result/BFCL_v4_multi_turn_base_result.json', sha256: 'd'.repeat(64) }];
const now = new Date(Date.UTC(2026, 10, 29));

describe('export document', () => {
  it('writes the table of all runs when nothing is compared', () => {
    const md = exportDocument(runs, inputs, { format: 'markdown', compare: null }, '0.1.0', now);
    assert.equal(md.split('\n')[0], '# Calibration Summary');
    assert.equal(md.split('\n').filter((l) => l.startsWith('| a |') || l.startsWith('| b |')).length, 2);
    assert.ok(md.includes(`| \`/runs/a.json\` | ${'c'.repeat(64)} |`));
  });

  it('writes the comparison of the two runs chosen, in the order chosen', () => {
    const csv = exportDocument(runs, inputs, { format: 'csv', compare: { baseline: 1, probe: 0 } }, '0.1.0', now).split('\r\n');
    assert.equal(csv[0], '# Calibration Lens 0.1.0');
    assert.equal(csv[2], '# exported at 2026-11-29T00:00:00.000Z');
    // Only the files of the two runs compared are stamped.
    assert.equal(csv[3], `# sha256 ${'d'.repeat(64)} /runs/m/result/BFCL_v4_multi_turn_base_result.json`);
    assert.equal(csv[5], 'b,a,base,tool_call,1,1,0,100,100,60,50,-10,0,1,0,1,,multi_turn_base_0,,multi_turn_base_0');
  });

  it('falls back to the table when the chosen runs are gone', () => {
    const md = exportDocument(runs, inputs, { format: 'markdown', compare: { baseline: 0, probe: 5 } }, '0.1.0', now);
    assert.equal(md.split('\n')[0], '# Calibration Summary');
  });
});
