import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { hashInputs, inputPaths, makeStamp } from '../../../src/core/export/stamp';
import { sha256File } from '../../../src/core/files/fileHash';
import { SHARED_BFCL } from '../../support/sharedData';
import { category, kase, run } from './runFixture';
import { tempDir } from '../../support/tempDir';

const SHARED = SHARED_BFCL;

describe('export stamp', () => {
  it('hashes a file with sha256', async () => {
    const dir = tempDir('stamp-');
    writeFileSync(join(dir, 'abc.txt'), 'abc');
    assert.equal(await sha256File(join(dir, 'abc.txt')), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the real BFCL excerpts to the sums published beside them', { skip: !existsSync(SHARED) }, async () => {
    const sums = readFileSync(join(SHARED, 'SHA256SUMS'), 'utf8').trim().split('\n').slice(0, 4);
    for (const line of sums) {
      const [sum, path] = line.split(/\s+/) as [string, string];
      assert.equal(await sha256File(join(SHARED, path)), sum, path);
    }
  });

  it('lists each result and score file once, in table order', () => {
    const a = category('base', { n: 0, hits: 0, gar: null, acc: null, cases: [] });
    const b = category('miss_func', { n: 0, hits: 0, gar: null, acc: null, cases: [], scoreFile: null });
    assert.deepEqual(inputPaths([run('x', [a, b]), run('y', [a])]), [
      '/runs/m/result/BFCL_v4_multi_turn_base_result.json',
      '/runs/m/score/BFCL_v4_multi_turn_base_score.json',
      '/runs/m/result/BFCL_v4_multi_turn_miss_func_result.json',
    ]);
  });

  it('says which file could not be read instead of failing the export', async () => {
    const dir = tempDir('stamp-');
    const present = join(dir, 'present.json');
    writeFileSync(present, '');
    const c = category('base', { n: 1, hits: 1, gar: 100, acc: null, cases: [kase('x', 1, ['tool_call'], true, null)], resultFile: present, scoreFile: join(dir, 'missing.json') });
    const inputs = await hashInputs([run('x', [c])]);
    assert.deepEqual(inputs[0], { path: present, sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' });
    assert.equal(inputs[1]!.sha256, null);
    assert.match(inputs[1]!.error!, /ENOENT/);
  });

  it('carries the extension version, the classifier rules version and the time', () => {
    const stamp = makeStamp('0.1.0', [], new Date(Date.UTC(2026, 10, 29, 8, 0, 0)));
    assert.deepEqual(stamp, { extensionVersion: '0.1.0', rulesVersion: 'ref-5c9ec3df', exportedAt: '2026-11-29T08:00:00.000Z', inputs: [] });
  });
});
