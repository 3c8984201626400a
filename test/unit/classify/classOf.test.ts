// The fast class (classOf, used by the readers) and the explained decision (classifyEmission, used by
// the views) must never disagree: checked on every emission of the real excerpts and the sample run.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import { classifyEmission } from '../../../src/core/classify/classifyEmission';
import { RELEASE, withoutSharedData } from '../../support/sharedData';

function resultFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return resultFiles(path);
    return name.endsWith('_result.json') ? [path] : [];
  });
}

async function disagreements(files: string[]): Promise<{ checked: number; differ: string[] }> {
  let checked = 0;
  const differ: string[] = [];
  for (const file of files) {
    for (const c of (await readResultFile(file)).cases) {
      for (const t of c.turns) {
        for (const e of t.emissions) {
          checked++;
          if (e.cls !== classifyEmission(e.value!).cls) differ.push(`${file}:${c.line} T${t.index + 1}.${e.step + 1}`);
        }
      }
    }
  }
  return { checked, differ };
}

test('on the sample run', async () => {
  const { checked, differ } = await disagreements(resultFiles(resolve(__dirname, '../../../sample/result')));
  assert.deepEqual(differ, []);
  assert.ok(checked > 800, `only ${checked} emissions`);
});

test('on the real excerpts', { skip: withoutSharedData }, async () => {
  const { checked, differ } = await disagreements(resultFiles(join(RELEASE, 'result')));
  assert.deepEqual(differ, []);
  assert.equal(checked, 137);
});

test('reading classes only (the summaries) gives every case the classes of the full reading', async () => {
  const files = [...resultFiles(resolve(__dirname, '../../../sample/result')), ...resultFiles(join(RELEASE, 'result'))];
  for (const file of files) {
    const full = await readResultFile(file);
    const fast = await readResultFile(file, { classesOnly: true });
    assert.deepEqual(fast.cases.map((c) => [c.id, c.line, c.classes, c.inferenceError]), full.cases.map((c) => [c.id, c.line, c.classes, c.inferenceError]), file);
    assert.deepEqual(fast.problems, full.problems);
  }
});
