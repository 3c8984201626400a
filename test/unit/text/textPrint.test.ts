// A text's print: its length and two FNV-1a hashes of its UTF-16 code units, what the web worker host
// keeps of a closed run file to tell at its next open whether the file changed meanwhile.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { textPrint } from '../../../src/core/text/textPrint';

test("a text's print: its length and its two hashes (the first FNV-1a's, 0xe40c292c for 'a')", () => {
  assert.equal(textPrint(''), '0:811c9dc5:50c5d1f');
  assert.equal(textPrint('a'), '1:e40c292c:4f281856');
  assert.equal(textPrint('é'), textPrint('\u00e9'));
});

test("the sample's result file: the same text the same print; a case moved, a character changed or a line break added, another", () => {
  const text = readFileSync(join(__dirname, '../../../sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json'), 'utf8');
  const [one, two, ...rest] = text.split('\n');
  const changed = [
    [two, one, ...rest].join('\n'),
    text.replace('"id": "multi_turn_miss_func_0"', '"id": "multi_turn_miss_func_9"'),
    `${text}\n`,
  ];
  assert.equal(textPrint(text), textPrint(`${text}`));
  const prints = new Set([text, ...changed].map(textPrint));
  assert.equal(prints.size, 4);
});
