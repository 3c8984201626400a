// The case view's header as the document's own text (src/extension/annotation/loopHeaderText.ts and
// caseView/caseViewHeader.ts): the same number of lines reading and annotating, so switching moves
// nothing below it; its links on the exact words; the case's marks moved under it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headerLines, headerLinks, LOOP_KEYS_TEXT, POSITION_LINE } from '../../../src/extension/annotation/loopHeaderText';
import { withHeader } from '../../../src/extension/caseView/caseViewHeader';

const KEYS = 'Previous (k) · Next (j) · 1-5, 0 decide · a accept · v verdict · r rationale · u undo';

test('the header reading and annotating: four lines each, the keys line the same, the first two one row at 27 columns', () => {
  assert.deepEqual(headerLines(false), ['Reading: keys do not decide', 'Start Annotating', KEYS, '']);
  assert.deepEqual(headerLines(true), ['Annotating · Stop', '', KEYS, '']);
  assert.equal(headerLines(true)[POSITION_LINE], '');
  assert.equal(LOOP_KEYS_TEXT, '1-5, 0 decide · a accept · v verdict · r rationale · u undo');
  for (const line of [...headerLines(true), ...headerLines(false)].filter((l) => l !== KEYS)) assert.ok(line.length <= 27, line);
});

test('the links sit on their words, and only in a header of either state', () => {
  const words = (lines: string[]) => headerLinks(lines).map((l) => [l.action, l.line, lines[l.line]!.slice(l.start, l.end)]);
  assert.deepEqual(words(headerLines(true)), [['stop', 0, 'Stop'], ['previous', 2, 'Previous (k)'], ['next', 2, 'Next (j)']]);
  assert.deepEqual(words(headerLines(false)), [['start', 1, 'Start Annotating'], ['previous', 2, 'Previous (k)'], ['next', 2, 'Next (j)']]);
  assert.deepEqual(headerLinks(['multi_turn_base_0 · base', '', '', '']), []);
  assert.deepEqual(headerLinks(headerLines(true).slice(0, 3)), []);
});

test('the case under the header: its text after the lines, every mark and block end moved down by them', () => {
  const doc = { text: 'title\nstep 1  ASK\n  more\n', marks: [{ line: 0, kind: 'title' as const, cls: null }, { line: 1, kind: 'emission' as const, cls: 'ask' as const, end: 2, label: { start: 8, end: 11 } }] };
  const headed = withHeader(doc, ['a', 'b']);
  assert.equal(headed.shift, 2);
  assert.equal(headed.doc.text, 'a\nb\ntitle\nstep 1  ASK\n  more\n');
  assert.deepEqual(headed.doc.marks, [{ line: 2, kind: 'title', cls: null }, { line: 3, kind: 'emission', cls: 'ask', end: 4, label: { start: 8, end: 11 } }]);
  assert.deepEqual(withHeader(doc, []), { doc, shift: 0 });
});
