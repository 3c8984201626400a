// The case view laid out for the width it gets, in code-server at 1280 x 800 with the side bar open:
// opened beside the result file (a column about 466 px wide) the model's calls and the ground
// truth's are stacked (no row wraps into fragments, no bar) and the header's links take a row each,
// all inside the column; alone in the window without the side bar (1232 px) they are side by side
// and the header is one row. Values from the sample's multi_turn_long_context_0 of demo-probe, turn 1
// (`calibration-lens case` prints the same rows side by side).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const FILE = join(projectRoot, 'sample', 'result', 'demo-probe', 'multi_turn', 'BFCL_v4_multi_turn_long_context_result.json');
const STACKED_HEAD = "  The model's calls; under each, gold: the ground truth's calls (test data)";
const TURN_1_STACKED = [
  STACKED_HEAD,
  '  + pwd()',
  '    gold: (extra: not in the ground truth)',
  '  + ls()',
  '    gold: (extra: not in the ground truth)',
  "  = cd(folder='shared')",
  "    gold: cd(folder='shared')",
  "  ≠ tail(file_name='readme.txt',lines=4)",
  "    gold: tail(file_name='readme.txt',lines=3)   ← lines differs",
];
const TURN_1_COLUMNS = [
  "  The model's calls                                         │ The ground truth's calls (test data)",
  '  + pwd()                                                   │ (extra: not in the ground truth)',
  '  + ls()                                                    │ (extra: not in the ground truth)',
  "  = cd(folder='shared')                                     │ cd(folder='shared')",
  "  ≠ tail(file_name='readme.txt',lines=4)                    │ tail(file_name='readme.txt',lines=3)   ← lines differs",
];

/** The rows of turn 1's gold block (from its head to the first divergence mark). */
function turn1Gold(text: string, head: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(head, lines.findIndex((l) => l.startsWith('── Turn 1 ')));
  return lines.slice(start, lines.findIndex((l, i) => i > start && l.startsWith('  ◆')));
}

describe('the case view laid out for the width it gets', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-case-view-width', workspace: join(projectRoot, 'sample'), viewport: { width: 1280, height: 800 } });
  });
  after(async () => {
    await vscode?.close();
  });

  /** The link rows of the active editor (the header's and the others'): each row's text and whether it ends inside the editor. */
  const lensRows = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .monaco-editor');
      const right = editor?.getBoundingClientRect().right ?? 0;
      return [...(editor?.querySelectorAll<HTMLElement>('.codelens-decoration') ?? [])].map((row) => ({
        text: (row.textContent ?? '').replace(/\s+/g, ' ').trim(),
        inside: [...row.querySelectorAll('a, span')].every((a) => a.getBoundingClientRect().right <= right + 0.5),
      }));
    });
  const rowsWith = (rows: Array<{ text: string; inside: boolean }>, words: string[]) => rows.filter((r) => words.some((w) => r.text.includes(w)));

  it('stacks the calls and gives the header a row per group of links beside the result file', async () => {
    await openUnwrapped(vscode, FILE);
    await vscode.workbench.goTo(1, 1);
    await vscode.workbench.runCommand('Calibration Lens: Open Case View');
    const text = await eventually(() => vscode.editor.text(), (t) => t.includes(STACKED_HEAD), { what: 'the stacked gold column', timeoutMs: 30_000 });
    assert.deepEqual(turn1Gold(text, STACKED_HEAD), TURN_1_STACKED);
    assert.equal(text.includes('│'), false);
    // The header's rows come a moment after the text, one line's links at a time.
    const rows = await eventually(lensRows, (r) => rowsWith(r, ['Reading', 'Start Annotating']).length === 2, { what: 'the header rows' });
    assert.deepEqual(rowsWith(rows, ['Reading', 'Start Annotating']).sort((a, b) => b.text.localeCompare(a.text)), [
      { text: 'Start Annotating | Next not reviewed (j)', inside: true },
      { text: 'Reading: keys do not decide', inside: true },
    ]);
  });

  it('puts them side by side, the header in one row, once the case view has the window to itself', async () => {
    await vscode.workbench.runCommand('View: Single Column Editor Layout');
    await vscode.workbench.runCommand('View: Close Other Editors in Group');
    await vscode.workbench.runCommand('View: Toggle Primary Side Bar Visibility');
    const head = TURN_1_COLUMNS[0]!;
    const text = await eventually(() => vscode.editor.text(), (t) => t.includes(head), { what: 'the gold column side by side', timeoutMs: 30_000 });
    assert.deepEqual(turn1Gold(text, head), TURN_1_COLUMNS);
    const rows = await eventually(lensRows, (r) => rowsWith(r, ['Reading']).some((row) => row.text.includes('Start Annotating')), { what: 'the header in one row' });
    assert.deepEqual(rowsWith(rows, ['Reading', 'Start Annotating']), [{ text: 'Reading: keys do not decide | Start Annotating | Next not reviewed (j)', inside: true }]);
  });
});
