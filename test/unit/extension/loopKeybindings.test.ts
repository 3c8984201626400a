// The keyboard loop's keys (package.json): each bound where an emission is in front of the user and
// nowhere a user types: a single key only in the case view (read-only, focused, no quick input open,
// which takes the focus from the editor), alt+j and alt+k also in a run file, but only while it is read-only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
const CASE_VIEW = 'editorTextFocus && calibrationLens.caseViewActive && resourceScheme == calibration-lens-case';

test('the loop keys: digits decide and go on, a accepts, j/k move, r rationale, u undo, all in the case view only', () => {
  const bindings: { command: string; key: string; when: string; args?: unknown }[] = manifest.contributes.keybindings;
  const inCaseView = bindings.filter((b) => b.when === CASE_VIEW).map((b) => [b.key, b.command]);
  assert.deepEqual(inCaseView, [
    ['1', 'calibrationLens.review.decideAndNext'], ['2', 'calibrationLens.review.decideAndNext'], ['3', 'calibrationLens.review.decideAndNext'],
    ['4', 'calibrationLens.review.decideAndNext'], ['5', 'calibrationLens.review.decideAndNext'], ['0', 'calibrationLens.review.decideAndNext'],
    ['a', 'calibrationLens.review.acceptAndNext'], ['j', 'calibrationLens.review.nextItem'], ['k', 'calibrationLens.review.previousItem'],
    ['r', 'calibrationLens.annotation.rationale'], ['u', 'calibrationLens.review.undoAndBack'],
  ]);
  // Every key without a modifier is bound in the case view alone.
  for (const b of bindings.filter((x) => !x.key.includes('+'))) assert.equal(b.when, CASE_VIEW, `${b.key} fires only in the case view`);
  const elsewhere = bindings.filter((b) => b.key === 'alt+j' || b.key === 'alt+k');
  assert.deepEqual(elsewhere.map((b) => [b.key, b.command]), [['alt+j', 'calibrationLens.review.nextItem'], ['alt+k', 'calibrationLens.review.previousItem']]);
  for (const b of elsewhere) assert.match(b.when, /^editorTextFocus && editorReadonly && \(/);
});
