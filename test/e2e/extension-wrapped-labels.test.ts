// Labels that stay readable when a result file wraps, in code-server. VS Code leaves `before`
// decorations out of the wrap width, so on a wrapped line they pushed rows past the right edge; once
// Alt+Z wraps a run file its labels are inlay hints, which wrap with the text, and Alt+Z again brings
// the decorations back. Values worked out from the sample (`calibration-lens case` lists each turn):
// miss_param_0 failed, turn 1 called cd, mkdir, cp and said "All done." (CONFIRM), turn 2 ls and the
// same three calls with a CONFIRM text, turn 3 three calls and a text the rules call OTHER.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const SAMPLE = join(projectRoot, 'sample');
const MISS_PARAM = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
const TURNS = ['T1 TOOL_CALL×3+CONFIRM', 'T2 TOOL_CALL×4+CONFIRM', 'T3 TOOL_CALL×3+OTHER'];
/** Line 1's labels: the case line's label, then each turn from the second in place. */
const LINE_1 = ['FAIL', ...TURNS, ...TURNS.slice(1)];

describe('labels on a wrapped result file', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-wrapped-labels', workspace: SAMPLE });
  });
  after(async () => {
    await vscode?.close();
  });

  /** Rows and line numbers drawn; how far the widest row reaches past the text area's right edge; the sideways scroll. */
  const layout = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor');
      const rows = [...(editor?.querySelectorAll<HTMLElement>('.view-lines > .view-line') ?? [])];
      // The text area ends where the minimap begins.
      const edge = editor?.querySelector('.minimap')?.getBoundingClientRect().left ?? editor?.getBoundingClientRect().right ?? 0;
      const reach = Math.max(0, ...rows.flatMap((row) => [...row.querySelectorAll('span > span')].map((s) => s.getBoundingClientRect().right)));
      return {
        rows: rows.length,
        numbers: editor?.querySelectorAll('.margin-view-overlays .line-numbers').length ?? 0,
        pastEdge: Math.max(0, Math.round(reach - edge)),
        scrolledLeft: parseFloat(editor?.querySelector<HTMLElement>('.lines-content')?.style.left || '0'),
      };
    });

  it('draws a case per row with the labels as decorations', () =>
    vscode.step('unwrapped', async () => {
      await vscode.workbench.openFile(MISS_PARAM);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === LINE_1.length, { what: 'labels on line 1', timeoutMs: 90_000 });
      assert.deepEqual(await vscode.editor.decorationsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), []);
      // 12 cases and the empty line after the last, one row each.
      const l = await eventually(layout, (x) => x.rows === 13 && x.numbers === 13, { what: 'one row per line' });
      assert.equal(l.rows, 13);
    }));

  it('after Alt+Z, wraps every row within the editor and shows the same labels as inlay hints', () =>
    vscode.step('wrapped', async () => {
      await vscode.page.keyboard.press('Alt+Z');
      await eventually(() => vscode.editor.inlayHintsOn(1), (h) => h.length === LINE_1.length, { what: 'inlay hints on line 1', timeoutMs: 15_000 });
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.decorationsOn(1), []);
      const l = await layout();
      assert.ok(l.rows > l.numbers, `wrapped: ${l.rows} rows for ${l.numbers} numbers`);
      assert.equal(l.pastEdge, 0);
      // The cursor at the end of line 1's first row: nothing scrolls sideways.
      await vscode.page.keyboard.press('End');
      await vscode.page.waitForTimeout(500);
      assert.equal((await layout()).scrolledLeft, 0);
    }));

  it('after Alt+Z again, draws a case per row with the decorations back', () =>
    vscode.step('unwrapped-again', async () => {
      await vscode.page.keyboard.press('Home');
      await vscode.page.keyboard.press('Alt+Z');
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === LINE_1.length, { what: 'decorations on line 1 again', timeoutMs: 15_000 });
      assert.deepEqual(await vscode.editor.decorationsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), []);
      assert.equal((await eventually(layout, (x) => x.rows === 13, { what: 'one row per line again' })).numbers, 13);
    }));
});

describe('labels on a result file wrapped by its settings', () => {
  let vscode: VSCodeSession;
  before(async () => {
    // A language setting: this extension's own `[jsonl]` default (off) wins over a plain editor.wordWrap.
    vscode = await openVSCode({ name: 'extension-wrapped-labels-setting', workspace: SAMPLE, settings: { '[jsonl]': { 'editor.wordWrap': 'on' } } });
  });
  after(async () => {
    await vscode?.close();
  });

  it('opens wrapped, with the labels as inlay hints from the start', () =>
    vscode.step('wrapped-by-setting', async () => {
      await vscode.workbench.openFile(MISS_PARAM);
      await eventually(() => vscode.editor.inlayHintsOn(1), (h) => h.length === LINE_1.length, { what: 'inlay hints on line 1', timeoutMs: 90_000 });
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.decorationsOn(1), []);
    }));
});
