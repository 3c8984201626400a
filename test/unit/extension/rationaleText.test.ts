// The rationale's text with one writer (src/extension/annotation/rationaleText.ts): keys applied in
// the order they came, and a change the workbench made itself taken over after them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterKey, afterWorkbenchChange, EchoedTexts } from '../../../src/extension/annotation/rationaleText';

test('keys in order: characters appended, Backspace takes back one whole character', () => {
  const keys = [...'the uxer'].map((text) => ({ text }));
  let text = '';
  for (const key of [...keys.slice(0, 6), { erase: true as const }, { text: 's' }, keys[6]!, keys[7]!, { text: ' asked 2 times' }]) text = afterKey(text, key);
  assert.equal(text, 'the user asked 2 times');
  assert.equal(afterKey('why 😀', { erase: true }), 'why ');
  assert.equal(afterKey('', { erase: true }), '');
});

test("a change of the workbench's own: added at the end after every key received, or an edit of what was shown with the keys since after it", () => {
  // Typed at the end of what the box shows, no key on its way: after it.
  assert.equal(afterWorkbenchChange('ab', 'ab', 'abé'), 'abé');
  // Typed while "abc" was on its way (the box showed "a"): the b and c were pressed before it.
  assert.equal(afterWorkbenchChange('abc', 'a', 'aüö'), 'abcüö');
  // An edit of what was shown (the mouse cut the b of "abc"; d on its way): d stays after it.
  assert.equal(afterWorkbenchChange('abcd', 'abc', 'ac'), 'acd');
  assert.equal(afterWorkbenchChange('ab', 'ab', ''), '');
});

test("the window's echo of a text set by the extension is told from a change of its own", () => {
  const echoes = new EchoedTexts();
  for (const text of ['a', 'ab', 'abc']) echoes.sent(text);
  // Three set in one go: only the last shown; the two before it are never echoed.
  assert.equal(echoes.echo('abc'), true);
  assert.equal(echoes.base, 'abc');
  assert.equal(echoes.echo('abc'), false);
  echoes.sent('abcd');
  assert.equal(echoes.echo('abcé'), false);
  echoes.changed('abcé');
  assert.equal(echoes.base, 'abcé');
  assert.equal(echoes.echo('abcd'), true);
});
