// The families file as panel, plot and the summary panel read it (through the host's file access):
// its map in the file's order, or one sentence naming the file and what is wrong.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readFamiliesFile } from '../../../src/core/load/familiesSource';
import { tempDir } from '../../support/tempDir';

test('no file named: no map, no problem', async () => {
  assert.deepEqual(await readFamiliesFile(null), { families: [], problem: null });
});

test("a families file: its names and patterns in the file's order", async () => {
  const file = join(tempDir('families-'), 'families.json');
  writeFileSync(file, JSON.stringify({ families: { 'Qwen3-14B': 'Qwen3 large', 'gpt-4o*': 'GPT-4o' } }));
  assert.deepEqual(await readFamiliesFile(file), { families: [['Qwen3-14B', 'Qwen3 large'], ['gpt-4o*', 'GPT-4o']], problem: null });
});

test('a missing file, a folder, or text that is no families file: said, and families come from the model names', async () => {
  const dir = tempDir('families-');
  const missing = join(dir, 'none.json');
  assert.deepEqual(await readFamiliesFile(missing), { families: [], problem: `Could not read the families file ${missing}: there is no such file. Families come from the model names instead.` });
  const folder = join(dir, 'folder.json');
  mkdirSync(folder);
  assert.deepEqual(await readFamiliesFile(folder), { families: [], problem: `Could not read the families file ${folder}: it is not a file. Families come from the model names instead.` });
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, '{"families": ["Qwen3"]}');
  assert.deepEqual(await readFamiliesFile(bad), {
    families: [],
    problem: `${bad} is not a families file ({"families": {"model name or pattern*": "family"}}): families: expected record, found a list. Families come from the model names instead.`,
  });
});
