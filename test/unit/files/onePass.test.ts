// One pass over the files: each path asked of the disk at most once, a write forgetting what was read.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { onePass, timedPasses } from '../../../src/core/files/onePass';
import { findRuns } from '../../../src/core/discovery/findRuns';
import { bfclRunsIn } from '../../support/foundRuns';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { runHealth } from '../../../src/core/runHealth/runHealth';
import { tempDir } from '../../support/tempDir';

const SAMPLE = resolve(__dirname, '../../../sample');

/** A FileAccess that counts each question it passes on, by method and path. */
function counted(files: FileAccess): { files: FileAccess; asked: Map<string, number> } {
  const asked = new Map<string, number>();
  const count = (key: string) => asked.set(key, (asked.get(key) ?? 0) + 1);
  return {
    asked,
    files: {
      stat: (p) => (count(`stat ${p}`), files.stat(p)),
      head: (p, n) => (count(`head ${p}`), files.head(p, n)),
      readBytes: (p) => (count(`readBytes ${p}`), files.readBytes(p)),
      list: (p) => (count(`list ${p}`), files.list(p)),
      writeBytes: (p, b) => (count(`writeBytes ${p}`), files.writeBytes(p, b)),
    },
  };
}

test('asks the disk once per path and question, and again after a write to that path', async () => {
  const dir = tempDir('cl-one-pass-');
  const file = join(dir, 'a.json');
  const { files, asked } = counted(nodeFiles);
  const pass = onePass(files);
  await pass.writeBytes(file, new TextEncoder().encode('one'));
  assert.equal((await pass.stat(file))?.size, 3);
  assert.equal((await pass.stat(file))?.size, 3);
  assert.equal(new TextDecoder().decode((await pass.readBytes(file))!), 'one');
  await pass.readBytes(file);
  await pass.writeBytes(file, new TextEncoder().encode('three'));
  assert.equal((await pass.stat(file))?.size, 5);
  assert.equal(new TextDecoder().decode((await pass.readBytes(file))!), 'three');
  assert.deepEqual(Object.fromEntries(asked), { [`writeBytes ${file}`]: 2, [`stat ${file}`]: 2, [`readBytes ${file}`]: 2 });
});

test("the sample's run health asks each test data file and folder once per run (it asked again for every case)", async () => {
  const bfcl = bfclRunsIn(await findRuns([SAMPLE], nodeFiles));
  assert.equal(bfcl.length, 2);
  for (const run of bfcl) {
    const cases = await loadRun(run, { classesOnly: true });
    const { files, asked } = counted(nodeFiles);
    const findings = await runHealth(cases, { files });
    assert.ok(findings.some((f) => f.code === 'tool-not-offered'), 'the sample has calls to functions not offered');
    assert.deepEqual([...asked].filter(([, n]) => n > 1), []);
  }
});

test('timed passes: one view for the asks within its time, then a new pass that asks the disk again', async () => {
  const dir = tempDir('cl-timed-pass-');
  const file = join(dir, 'a.json');
  await nodeFiles.writeBytes(file, new TextEncoder().encode('one'));
  const { files, asked } = counted(nodeFiles);
  const passes = timedPasses(files, 50);
  const first = passes();
  assert.equal(passes(), first);
  assert.equal((await first.stat(file))?.size, 3);
  assert.equal((await passes().stat(file))?.size, 3);
  await nodeFiles.writeBytes(file, new TextEncoder().encode('three'));
  await new Promise((resolve) => setTimeout(resolve, 80));
  const second = passes();
  assert.notEqual(second, first);
  assert.equal((await second.stat(file))?.size, 5);
  assert.deepEqual(Object.fromEntries(asked), { [`stat ${file}`]: 2 });
});
