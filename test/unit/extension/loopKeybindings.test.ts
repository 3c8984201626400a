// The keyboard loop's keys (package.json): each bound where an emission is in front of the user and
// nowhere a user types: a single key only in the case view (read-only, focused, no quick input open,
// which takes the focus from the editor), alt+j and alt+k also in a run file, but only while it is
// read-only. Every other printable key of the case view is bound too, to typeAhead, with no context
// key that the extension would set late: the keys typed between r and its box having the keyboard
// reach the box (the loop's own commands type while the box is open), never a decision.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
const CASE_VIEW = 'editorTextFocus && calibrationLens.caseViewActive && resourceScheme == calibration-lens-case';
const TYPING = 'editorTextFocus && resourceScheme == calibration-lens-case';
const bindings: { command: string; key: string; when: string; args?: { cls?: string; toggle?: boolean; text?: string; commands?: unknown[] } }[] = manifest.contributes.keybindings;

test('the loop keys: digits decide and go on (shift+1-4 toggle a tau2 class), a accepts, v verdict, j/k move, r rationale, u undo, all in the case view only', () => {
  const inCaseView = bindings.filter((b) => b.when === CASE_VIEW).map((b) => [b.key, b.command, b.args?.cls ?? null, b.args?.toggle ?? false]);
  const decide = 'calibrationLens.review.decideAndNext';
  assert.deepEqual(inCaseView, [
    ['1', decide, 'tool_call', false], ['2', decide, 'ask', false], ['3', decide, 'refuse', false],
    ['4', decide, 'confirm', false], ['5', decide, 'other', false], ['0', decide, 'none', false],
    ['shift+1', decide, 'tool_call', true], ['shift+2', decide, 'ask', true], ['shift+3', decide, 'refuse', true], ['shift+4', decide, 'confirm', true],
    ['a', 'calibrationLens.review.acceptAndNext', null, false], ['v', 'calibrationLens.review.verdictAndNext', null, false],
    ['j', 'calibrationLens.review.nextItem', null, false], ['k', 'calibrationLens.review.previousItem', null, false],
    ['r', 'calibrationLens.annotation.rationale', null, false], ['u', 'calibrationLens.review.undoAndBack', null, false],
  ]);
  // Every key without a modifier is bound in the case view alone (to decide, or to type after r).
  for (const b of bindings.filter((x) => !x.key.includes('+'))) assert.ok(b.when === CASE_VIEW || b.when === TYPING, `${b.key} fires only in the case view`);
  const elsewhere = bindings.filter((b) => b.key === 'alt+j' || b.key === 'alt+k');
  assert.deepEqual(elsewhere.map((b) => [b.key, b.command]), [['alt+j', 'calibrationLens.review.nextItem'], ['alt+k', 'calibrationLens.review.previousItem']]);
  for (const b of elsewhere) assert.match(b.when, /^editorTextFocus && editorReadonly && \(/);
});

test('every letter, digit and space is bound in the case view: a loop key to its command, any other to typeAhead as the character it types', () => {
  const typed = bindings.filter((b) => b.command === 'calibrationLens.review.typeAhead');
  for (const b of typed) assert.equal(b.when, TYPING, b.key);
  const loopKeys = new Set(bindings.filter((x) => x.when === CASE_VIEW).map((b) => b.key));
  const textOf = new Map(typed.map((b) => [b.key, b.args?.text]));
  // A loop key bound twice would leave one of its two commands unreachable.
  for (const key of loopKeys) assert.ok(!textOf.has(key), `${key} is bound once`);
  for (const ch of 'abcdefghijklmnopqrstuvwxyz0123456789') assert.ok(loopKeys.has(ch) || textOf.get(ch) === ch, ch);
  for (const ch of 'abcdefghijklmnopqrstuvwxyz') assert.equal(textOf.get(`shift+${ch}`), ch.toUpperCase());
  assert.equal(textOf.get('space'), ' ');
  assert.deepEqual([...'abcdefghijklmnopqrstuvwxyz0123456789'].filter((ch) => loopKeys.has(ch)).join(''), 'ajkruv012345');
});
