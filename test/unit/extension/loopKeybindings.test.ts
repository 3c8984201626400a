// The keyboard loop's keys (package.json): each bound where an emission is in front of the user and
// nowhere a user types: a single key only in the case view (read-only, focused, no quick input open,
// which takes the focus from the editor), alt+j and alt+k also in a run file, but only while it is
// read-only. Every key of the case view goes by one command, `calibrationLens.review.key`, so the window
// sends them in the order pressed: a loop key names its command and what it types after r; every other
// printable key is bound too, and no key waits on a context key that the extension would set late
// (a case view just shown would drop the loop key pressed before its context arrived; the keys typed
// between r and its box having the keyboard reach the box, never a decision). While the box is open,
// every printable key typed into it comes by the same command (the box's text has one writer:
// rationaleBox.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
const CASE_VIEW = 'editorTextFocus && resourceScheme == calibration-lens-case';
const BOX = 'calibrationLens.rationaleBox && inQuickOpen';
const KEY = 'calibrationLens.review.key';
const BOX_OPEN_IN_VIEW = 'calibrationLens.rationaleBox && editorTextFocus && resourceScheme == calibration-lens-case';
type KeyArgs = { text?: string; command?: string; args?: { cls?: string; toggle?: boolean }; erase?: boolean; paste?: boolean; accept?: boolean; cancel?: boolean };
const bindings: { command: string; key: string; when: string; args?: KeyArgs }[] = manifest.contributes.keybindings;
/** The case view's loop keys: each names the command it runs. */
const loopBindings = () => bindings.filter((b) => b.when === CASE_VIEW && b.args?.command !== undefined);
/** The case view's other keys: the text each types (after r, into the rationale box). */
const typingBindings = () => bindings.filter((b) => b.when === CASE_VIEW && b.command === KEY && b.args?.command === undefined);

test('the loop keys: digits decide and go on (shift+1-4 toggle a tau2 class), a accepts, v verdict, j/k move, r rationale, u undo, all in the case view only, by the one key command', () => {
  const inCaseView = loopBindings();
  for (const b of inCaseView) assert.equal(b.command, KEY, b.key);
  const decide = 'calibrationLens.review.decideAndNext';
  assert.deepEqual(inCaseView.map((b) => [b.key, b.args?.command, b.args?.args?.cls ?? null, b.args?.args?.toggle ?? false, b.args?.text]), [
    ['1', decide, 'tool_call', false, '1'], ['2', decide, 'ask', false, '2'], ['3', decide, 'refuse', false, '3'],
    ['4', decide, 'confirm', false, '4'], ['5', decide, 'other', false, '5'], ['0', decide, 'none', false, '0'],
    ['shift+1', decide, 'tool_call', true, '!'], ['shift+2', decide, 'ask', true, '@'], ['shift+3', decide, 'refuse', true, '#'], ['shift+4', decide, 'confirm', true, '$'],
    ['a', 'calibrationLens.review.acceptAndNext', null, false, 'a'], ['v', 'calibrationLens.review.verdictAndNext', null, false, 'v'],
    ['j', 'calibrationLens.review.nextItem', null, false, 'j'], ['k', 'calibrationLens.review.previousItem', null, false, 'k'],
    ['r', 'calibrationLens.annotation.rationale', null, false, 'r'], ['u', 'calibrationLens.review.undoAndBack', null, false, 'u'],
  ]);
  // Every key without a modifier is bound in the case view or the open rationale box alone.
  for (const b of bindings.filter((x) => !x.key.includes('+'))) assert.ok(b.when === CASE_VIEW || b.when === BOX || b.when === BOX_OPEN_IN_VIEW, `${b.key} fires only in the case view or the rationale box`);
  const elsewhere = bindings.filter((b) => b.key === 'alt+j' || b.key === 'alt+k');
  assert.deepEqual(elsewhere.map((b) => [b.key, b.command]), [['alt+j', 'calibrationLens.review.nextItem'], ['alt+k', 'calibrationLens.review.previousItem']]);
  for (const b of elsewhere) assert.match(b.when, /^editorTextFocus && editorReadonly && \(/);
});

test('every letter, digit and space is bound in the case view: a loop key to its command, any other to the text it types', () => {
  const typed = typingBindings();
  const loopKeys = new Set(loopBindings().map((b) => b.key));
  const textOf = new Map(typed.map((b) => [b.key, b.args?.text]));
  // A loop key bound twice would leave one of its two commands unreachable.
  for (const key of loopKeys) assert.ok(!textOf.has(key), `${key} is bound once`);
  for (const ch of 'abcdefghijklmnopqrstuvwxyz0123456789') assert.ok(loopKeys.has(ch) || textOf.get(ch) === ch, ch);
  for (const ch of 'abcdefghijklmnopqrstuvwxyz') assert.equal(textOf.get(`shift+${ch}`), ch.toUpperCase());
  assert.equal(textOf.get('space'), ' ');
  assert.deepEqual([...'abcdefghijklmnopqrstuvwxyz0123456789'].filter((ch) => loopKeys.has(ch)).join(''), 'ajkruv012345');
});

test('the open rationale box: every key the case view types after r types the same there, by the same command; Backspace erases, ctrl+v pastes, in both', () => {
  const argsIn = (when: string) => new Map(bindings.filter((b) => b.when === when && b.command === KEY).map((b) => [b.key, b.args]));
  const inBox = argsIn(BOX);
  const inView = new Map<string, KeyArgs | undefined>([...typingBindings().map((b) => [b.key, b.args] as const), ...loopBindings().map((b) => [b.key, { text: b.args?.text }] as const)]);
  for (const b of bindings.filter((x) => x.when === BOX)) assert.equal(b.command, KEY, b.key);
  assert.deepEqual([...inBox.keys()].sort(), [...inView.keys()].sort());
  for (const [key, args] of inView) assert.deepEqual(inBox.get(key), args, key);
  assert.deepEqual(inBox.get('backspace'), { erase: true });
  assert.deepEqual(inBox.get('ctrl+v'), { paste: true });
  assert.equal(inBox.get('shift+/')?.text, '?');
  assert.equal(inBox.get('shift+1')?.text, '!');
  assert.equal(inBox.get('space')?.text, ' ');
});

test('a case view that took the keyboard from the open rationale box: Enter saves the rationale, Escape keeps the decision', () => {
  const there = bindings.filter((b) => b.when === BOX_OPEN_IN_VIEW).map((b) => [b.key, b.command, b.args]);
  assert.deepEqual(there, [['enter', KEY, { accept: true }], ['escape', KEY, { cancel: true }]]);
});
