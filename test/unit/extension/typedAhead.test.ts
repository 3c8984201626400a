// Keys typed after r, by commands before the box had the keyboard and into the box after: none lost,
// in the order pressed, whatever the workbench showed when the box's text from the commands arrived.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textAfterTypedAhead } from '../../../src/extension/annotation/typedAhead';

test('the box already has every key that came as a command: nothing to set, the annotator edits freely', () => {
  assert.equal(textAfterTypedAhead('ra', 'ra'), null);
  assert.equal(textAfterTypedAhead('ra', 'rationale'), null);
  assert.equal(textAfterTypedAhead('', 'why'), null);
});

test('keys typed into the box before the commands\' text arrived follow the keys of the commands', () => {
  // "rationale": r opened the box, "at" came as commands, "ion" was typed into the empty box.
  assert.equal(textAfterTypedAhead('at', 'ion'), 'ation');
  // The box had "a" of the commands when "ion" was typed into it.
  assert.equal(textAfterTypedAhead('at', 'aion'), 'ation');
  // An echo of a text the commands set earlier: the rest of the commands' keys again.
  assert.equal(textAfterTypedAhead('at', 'a'), 'at');
  assert.equal(textAfterTypedAhead('at', ''), 'at');
});
