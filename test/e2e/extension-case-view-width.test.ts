// The case view laid out for the width it gets, in code-server at 1280 x 800 with the side bar open:
// opened beside the result file (a column about 466 px wide) the model's calls and the ground
// truth's are stacked (no row wraps into fragments, no bar) and the header's lines (the document's
// own text, no code lens) wrap inside the column; alone in the window without the side bar (1232 px)
// the calls are side by side and each header line is one row. Values from the sample's multi_turn_long_context_0 of demo-probe, turn 1
// (`calibration-lens case` prints the same rows side by side).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { caseViewHeader, openUnwrapped } from './extension-helpers';
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

  const READING_HEADER = ['Reading: keys do not decide', 'Start Annotating', 'Previous (k) · Next (j) · 1-5, 0 decide · a accept · v verdict · r rationale · u undo'];
  /**
   * The header's rows as drawn (the rows above the case's title, which starts with its id): their text,
   * whether every one ends inside the editor; and how many code lenses the editor draws.
   */
  const headerDrawn = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .monaco-editor');
      const right = editor?.getBoundingClientRect().right ?? 0;
      const rows = [...(editor?.querySelectorAll<HTMLElement>('.view-lines > .view-line') ?? [])].sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
      const title = rows.findIndex((row) => (row.textContent ?? '').startsWith('multi_turn_'));
      const header = rows.slice(0, title);
      return {
        rows: header.map((row) => (row.textContent ?? '').replace(/\u00a0/g, ' ').trim()),
        inside: header.every((row) => [...row.querySelectorAll('span')].every((span) => span.getBoundingClientRect().right <= right + 0.5)),
        lenses: editor?.querySelectorAll('.codelens-decoration').length ?? -1,
      };
    });

  it('stacks the calls and wraps the header inside the column beside the result file', async () => {
    await openUnwrapped(vscode, FILE);
    await vscode.workbench.goTo(1, 1);
    await vscode.workbench.runCommand('Calibration Lens: Open Case View');
    const text = await eventually(() => vscode.editor.text(), (t) => t.includes(STACKED_HEAD), { what: 'the stacked gold column', timeoutMs: 30_000 });
    assert.deepEqual(turn1Gold(text, STACKED_HEAD), TURN_1_STACKED);
    assert.equal(text.includes('│'), false);
    await vscode.workbench.goTo(1, 1);
    assert.deepEqual(await eventually(() => caseViewHeader(vscode), (h) => h.length === 3, { what: 'the header' }), READING_HEADER);
    // Its first two lines are one row each; its keys line wraps at its spaces, nothing past the edge.
    const drawn = await headerDrawn();
    assert.deepEqual({ ...drawn, rows: drawn.rows.slice(0, 2) }, { rows: READING_HEADER.slice(0, 2), inside: true, lenses: 0 });
    assert.equal(drawn.rows.slice(2, -1).join(' '), READING_HEADER[2]);
    assert.ok(drawn.rows.length >= 6, `the keys line in ${drawn.rows.length - 3} rows`);
    assert.equal(drawn.rows.at(-1), '');
  });

  it("draws the queue's place and its run, annotating, each in one row inside the column", async () => {
    await vscode.workbench.runCommand('Calibration Lens: Start Annotating (Decision Keys Act in the Case View)');
    await vscode.page.keyboard.press('j');
    // The queue moves the cursor to its item: back to the top, where the header is drawn.
    const rows = await eventually(async () => { await vscode.workbench.goTo(1, 1); return caseViewHeader(vscode); }, (h) => h.at(-1) === 'in demo-probe', { what: "the queue's run in the header", timeoutMs: 30_000 });
    assert.deepEqual([rows[0], rows[1]?.replace(/^\d+ /, 'N '), rows[3]], ['Annotating · Stop', 'N of 424 not reviewed', 'in demo-probe']);
    // The decorations' text is drawn after each line's own (not its text content): each row ends inside the column.
    assert.equal((await headerDrawn()).inside, true);
    await vscode.workbench.runCommand('Calibration Lens: Stop Annotating (the Case View Is for Reading)');
    await eventually(async () => { await vscode.workbench.goTo(1, 1); return caseViewHeader(vscode); }, (h) => h[0] === READING_HEADER[0], { what: 'reading again' });
  });

  it('puts them side by side, each header line in one row, once the case view has the window to itself', async () => {
    await vscode.workbench.runCommand('View: Single Column Editor Layout');
    await vscode.workbench.runCommand('View: Close Other Editors in Group');
    await vscode.workbench.runCommand('View: Toggle Primary Side Bar Visibility');
    const head = TURN_1_COLUMNS[0]!;
    const text = await eventually(() => vscode.editor.text(), (t) => t.includes(head), { what: 'the gold column side by side', timeoutMs: 30_000 });
    assert.deepEqual(turn1Gold(text, head), TURN_1_COLUMNS);
    await vscode.workbench.goTo(1, 1);
    assert.deepEqual(await eventually(() => caseViewHeader(vscode), (h) => h.length === 3, { what: 'the header' }), READING_HEADER);
    assert.deepEqual(await eventually(headerDrawn, (d) => d.rows.length === 4, { what: 'the header unwrapped' }), { rows: [...READING_HEADER, ''], inside: true, lenses: 0 });
  });
});
