// The fast class (classOf, used by the readers) and the explained decision (classifyEmission, used by
// the views) must never disagree: checked on every emission of the real excerpts and the sample run.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import { classOfEmission, classOfJsonEmission } from '../../../src/core/classify/classOf';
import { classifyEmission } from '../../../src/core/classify/classifyEmission';
import { phraseTest } from '../../../src/core/classify/phrases';
import { fromNativeJson } from '../../../src/core/pyvalue/fromNativeJson';
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

test('the class from a native JSON value is the class from its Python value, on every shape', () => {
  const shapes: unknown[] = [
    'Could you tell me the folder?', '  ', '', '[ls()]', '```json\n[{"name": "ls", "arguments": {}}]\n```', "I can't do that.",
    [], {}, [{}], [{}, {}], [{}, { ls: {} }], [{ ls: {} }, 'text'], [[{ ls: {} }]], [1], [null], null, 0, 1.5, true, false,
    { ls: '{}' }, { name: 'ls', arguments: {} }, { tools: ['ls'], arguments: { ls: {} } }, { a: 1, b: 2 }, ['text'],
  ];
  for (const value of shapes) assert.equal(classOfJsonEmission(value), classOfEmission(fromNativeJson(value)), JSON.stringify(value));
});

test('texts that start otherwise than a call may are classified as the explained decision does', () => {
  const texts = [
    'Done. <tool_call>{"name": "ls", "arguments": {}}</tool_call>', 'see <tool_callx> here', '\u3000\x1c [ls()]', '\u2028{"name": "ls", "arguments": {}}',
    '  ```json\n{"name": "ls", "arguments": {}}\n```  ', '`ls` is done', '``` not a fence', 'Could you tell me which folder?', 'I cannot do that.',
    '\u00a0I have completed the task.', '\t\n', 'x[ls()]', '{not json', '[{"name": "ls"}', "[{'name': 'ls', 'arguments': {}}]",
  ];
  for (const text of texts) assert.equal(classOfJsonEmission(text), classifyEmission(fromNativeJson(text)).cls, JSON.stringify(text));
});

test('the class from a native JSON value agrees on every emission of the sample run and the real excerpts', async () => {
  let checked = 0;
  const files = [...resultFiles(resolve(__dirname, '../../../sample/result')), ...resultFiles(join(RELEASE, 'result'))];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const result = (JSON.parse(line) as { result?: unknown }).result;
      if (!Array.isArray(result)) continue;
      for (const turn of result) {
        for (const step of Array.isArray(turn) ? turn : [turn]) {
          checked++;
          assert.equal(classOfJsonEmission(step), classOfEmission(fromNativeJson(step)), `${file}: ${JSON.stringify(step).slice(0, 200)}`);
        }
      }
    }
  }
  assert.ok(checked > 800, `only ${checked} emissions`);
});

test('a phrase table matches its phrases literally, anywhere in the text', () => {
  const has = phraseTest(['a.b', '(x)', "can't", 'c|d']);
  assert.deepEqual(['say a.b now', 'then (x)', "i can't", 'c|d'].map(has), [true, true, true, true]);
  assert.deepEqual(['axb', 'x', 'cant', 'c', 'd', ''].map(has), [false, false, false, false, false, false]);
});
