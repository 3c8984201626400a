// The files beside the tau2 runs (tasks, judgments) are read once while they stand: again when their size
// or modification time differs (a rewrite in place within the file system's time step keeps the time), and
// each time while they changed within the last 2 s.
import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readTau2Sources } from '../../../src/core/tau2/tau2Sources';

test('a judgments file rewritten with the same modification time but another size is read again', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'tau2-sources-'));
  const file = join(folder, 'judgments.jsonl');
  const past = new Date(Date.now() - 60_000);
  /** The file written with `text` and modification time `time`, then the lines the read left out, as it says. */
  const leftOut = async (text: string, time: Date) => {
    await writeFile(file, text);
    await utimes(file, time, time);
    return (await readTau2Sources([], file)).problems.map((p) => p.split(';')[0]);
  };
  const said = (lines: number) => [`${lines} lines of the judgments file ${file} were left out`];
  assert.deepEqual(await leftOut('not json\n', past), said(1));
  assert.deepEqual(await leftOut('not json\nnor this\n', past), said(2));
  // Changed within the last 2 s, then rewritten with the same size and time: not taken from the read before.
  const recent = new Date(Date.now() - 500);
  assert.deepEqual(await leftOut('not json\nnor that\n', recent), said(2));
  assert.deepEqual(await leftOut('not json         \n', recent), said(1));
  await rm(folder, { recursive: true });
});
