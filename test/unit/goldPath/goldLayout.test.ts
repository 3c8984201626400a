// The gold column's two layouts (side by side where the case view is wide, stacked where it is narrow)
// and how wide a case view is drawn (vscode.getEditorLayout's group sizes, a line's characters).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLUMNS_WIDTH, goldColumns, goldHead } from '../../../src/core/goldPath/goldLines';
import { groupWidths, textColumns } from '../../../src/extension/caseView/groupWidths';

test('side by side: model │ gold on one line, the gold on a line of its own under a long model call', () => {
  assert.deepEqual(goldColumns('  ≠', "mkdir(dir_name='backup_new')", "mkdir(dir_name='backup')", 'differs').map((l) => l.text), [
    "  ≠ mkdir(dir_name='backup_new')                            │ mkdir(dir_name='backup')",
  ]);
  const long = `tail(file_name='${'x'.repeat(60)}')`;
  assert.deepEqual(goldColumns('  =', long, 'tail()', 'same').map((l) => l.text), [`  = ${long}`, `${' '.repeat(60)}│ tail()`]);
  assert.equal(goldHead("The model's calls", "The ground truth's calls (score line)", 'columns').text, "  The model's calls                                         │ The ground truth's calls (score line)");
});

test('stacked: the model call, then the gold call under it, no bar and no padding; a missing call says so', () => {
  assert.deepEqual(goldColumns('  ≠', "mkdir(dir_name='backup_new')", "mkdir(dir_name='backup')   ← dir_name differs", 'differs', 'stacked'), [
    { kind: 'differs', text: "  ≠ mkdir(dir_name='backup_new')" },
    { kind: 'differs', text: "    gold: mkdir(dir_name='backup')   ← dir_name differs" },
  ]);
  assert.deepEqual(goldColumns('  -', '', "cd(folder='archive')   ← never made", 'missing', 'stacked').map((l) => l.text), [
    '  - (no call)',
    "    gold: cd(folder='archive')   ← never made",
  ]);
  assert.equal(goldHead("The model's calls", "The ground truth's calls (score line)", 'stacked').text, "  The model's calls; under each, gold: the ground truth's calls (score line)");
});

test("the editor groups' widths from vscode.getEditorLayout, in the order of their view columns", () => {
  // The result file and the case view beside it.
  assert.deepEqual(groupWidths({ orientation: 0, groups: [{ size: 466 }, { size: 466 }] }), [466, 466]);
  // One group: as wide as the editor area, which a lone group's size says.
  assert.deepEqual(groupWidths({ orientation: 0, groups: [{ size: 1232 }] }), [1232]);
  // Two rows: the top row's two groups side by side, the bottom group as wide as the area (not told).
  assert.deepEqual(groupWidths({ orientation: 1, groups: [{ size: 400, groups: [{ size: 700 }, { size: 532 }] }, { size: 400 }] }), [700, 532, null]);
  // Two columns, the second split in two rows: both as wide as their column.
  assert.deepEqual(groupWidths({ orientation: 0, groups: [{ size: 600 }, { size: 632, groups: [{ size: 300 }, { size: 500 }] }] }), [600, 632, 632]);
});

test('a case view beside the result file is too narrow for side by side; alone in the window it is wide enough', () => {
  // 1280 px window, side bar open: the case view's column is about 466 px (measured in code-server).
  assert.equal(textColumns(466, 14, false), 43);
  assert.ok(textColumns(466, 14, true) < COLUMNS_WIDTH);
  // The same window, one editor group, side bar closed: 1232 px.
  assert.ok(textColumns(1232, 14, true) >= COLUMNS_WIDTH);
  assert.equal(textColumns(1232, 14, true), 120);
  assert.equal(textColumns(40, 14, true), 0);
});
