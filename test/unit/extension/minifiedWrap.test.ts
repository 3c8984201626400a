// When VS Code wraps a file whatever editor.wordWrap says (TextModel.isDominatedByLongLines in 1.100),
// checked on the sample, whose miss_param file VS Code wraps and whose base file it does not.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { afterToggle, wraps, wrapsAsMinified, wrapsBySettings, wrapsOnlyAsMinified, type TextShape, type WrapState } from '../../../src/extension/labels/minifiedWrap';

const shape = (lengths: number[], more: Partial<TextShape> = {}): TextShape => ({
  lineCount: lengths.length, lineLength: (i) => lengths[i]!, eolLength: 1, largeFileOptimizations: true, ...more,
});

test('more text on lines of 10,000 characters or more than on shorter ones wraps; a tie or less does not', () => {
  assert.equal(wrapsAsMinified(shape([10_000, 9_999])), true);
  assert.equal(wrapsAsMinified(shape([9_999, 9_999, 9_999])), false);
  assert.equal(wrapsAsMinified(shape([10_000, 5_000, 5_000])), false);
  assert.equal(wrapsAsMinified(shape([10_000, 5_000, 4_999])), true);
  assert.equal(wrapsAsMinified(shape([])), false);
});

test('a file too large to tokenize is never wrapped so, unless editor.largeFileOptimizations is off', () => {
  const big = shape([21 * 1024 * 1024]);
  assert.equal(wrapsAsMinified(big), false);
  assert.equal(wrapsAsMinified({ ...big, largeFileOptimizations: false }), true);
  // Over 300,000 lines: line breaks and lines count, not only characters.
  const lines = Array.from({ length: 300_001 }, (_, i) => (i === 0 ? 10_000_000 : 1));
  assert.equal(wrapsAsMinified(shape(lines)), false);
  assert.equal(wrapsAsMinified(shape(lines.slice(0, 300_000))), true);
});

test("the sample's miss_param file is wrapped by VS Code, its base file is not", () => {
  const of = (category: string) => {
    const lines = readFileSync(join('sample', 'result', 'demo-baseline', 'multi_turn', `BFCL_v4_multi_turn_${category}_result.json`), 'utf8').split('\n');
    return wrapsAsMinified(shape(lines.map((l) => l.length)));
  };
  assert.equal(of('miss_param'), true);
  assert.equal(of('base'), false);
});

test('Toggle Word Wrap shows the opposite of what is shown, and the next toggle goes back to the settings', () => {
  const minified: WrapState = { configured: true, override: null };
  assert.equal(wraps(minified), true);
  const unwrapped = afterToggle(minified);
  assert.deepEqual(unwrapped, { configured: true, override: false });
  assert.equal(wraps(unwrapped), false);
  assert.deepEqual(afterToggle(unwrapped), minified);
  // A file the settings leave unwrapped: the toggle wraps it.
  assert.equal(wraps(afterToggle({ configured: false, override: null })), true);
  // The override holds while the settings change underneath it, and dropping it follows the new settings.
  const settingChanged: WrapState = { configured: false, override: false };
  assert.equal(wraps(settingChanged), false);
  assert.equal(wraps(afterToggle(settingChanged)), false);
});

test('editor.wordWrapOverride1 on or off decides alone; inherit leaves editor.wordWrap and the minified rule (VS Code 1.100 editorOptions)', () => {
  const minified = (is: boolean) => () => is;
  const cases: Array<[string, string, boolean, boolean, boolean]> = [
    // wordWrapOverride1, wordWrap, minified → wraps, and wraps only as minified (what the first show unwraps)
    ['off', 'off', true, false, false],
    ['off', 'on', true, false, false],
    ['on', 'off', false, true, false],
    ['inherit', 'off', true, true, true],
    ['inherit', 'off', false, false, false],
    ['inherit', 'on', false, true, false],
    ['inherit', 'bounded', true, true, false],
  ];
  for (const [wordWrapOverride1, wordWrap, isMinified, wrapping, onlyMinified] of cases) {
    const s = { wordWrapOverride1, wordWrap, minified: minified(isMinified) };
    assert.deepEqual([wrapsBySettings(s), wrapsOnlyAsMinified(s)], [wrapping, onlyMinified], JSON.stringify({ wordWrapOverride1, wordWrap, isMinified }));
  }
});
