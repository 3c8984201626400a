// Labels that stay readable when a result file wraps, in code-server. VS Code leaves `before`
// decorations out of the wrap width, so on a wrapped line they pushed rows past the right edge; once
// Alt+Z wraps a run file its labels are inlay hints, which wrap with the text, and Alt+Z again brings
// the decorations back. Values worked out from the sample (`calibration-lens case` lists each turn):
// miss_param_0 failed, turn 1 called cd, mkdir, cp and said "All done." (CONFIRM), turn 2 ls and the
// same three calls with a CONFIRM text, turn 3 three calls and a text the rules call OTHER.
import assert from 'node:assert/strict';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoSettings } from '../../scripts/demo-workspace.mjs';
import { editorInGroupOf, eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const SAMPLE = join(projectRoot, 'sample');
const MISS_PARAM = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
/** The other file of the sample that VS Code wraps as minified (more of its text on lines of 10,000 characters or more). */
const MISS_FUNC = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_func_result.json');
const PROBE_MISS_FUNC = join(SAMPLE, 'result', 'demo-probe', 'multi_turn', 'BFCL_v4_multi_turn_miss_func_result.json');
/** A file of the sample that VS Code does not wrap. */
const BASE = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
const ACTIVE_EDITOR = '.editor-group-container.active .editor-instance .monaco-editor';
const TURNS = ['T1 TOOL_CALL×3+CONFIRM', 'T2 TOOL_CALL×4+CONFIRM', 'T3 TOOL_CALL×3+OTHER'];
/** Line 1's labels: the case line's label, then each turn from the second in place. */
const LINE_1 = ['FAIL', ...TURNS, ...TURNS.slice(1)];

/** Rows and line numbers drawn; how far the widest row reaches past the text area's right edge; the sideways scroll. */
const layout = (page: Page, root = ACTIVE_EDITOR) =>
  page.evaluate((root) => {
    const editor = document.querySelector(root);
    const rows = [...(editor?.querySelectorAll<HTMLElement>('.view-lines > .view-line') ?? [])];
    // The text area ends where the minimap begins.
    const edge = editor?.querySelector('.minimap')?.getBoundingClientRect().left ?? editor?.getBoundingClientRect().right ?? 0;
    const reach = Math.max(0, ...rows.flatMap((row) => [...row.querySelectorAll('span > span')].map((s) => s.getBoundingClientRect().right)));
    // The token colours (mtk classes) of the longest row's spans: one where VS Code did not tokenize it.
    const longest = rows.reduce<HTMLElement | undefined>((a, row) => ((row.textContent ?? '').length > (a?.textContent ?? '').length ? row : a), undefined);
    const colours = new Set([...(longest?.querySelectorAll('span') ?? [])].flatMap((s) => [...s.classList].filter((c) => /^mtk\d+$/.test(c))));
    // Spans of bracket pair colours (a span per bracket) on every row.
    const brackets = rows.reduce((n, row) => n + row.querySelectorAll('span[class*="bracket-highlighting-"]').length, 0);
    return {
      rows: rows.length,
      colours: colours.size,
      brackets,
      numbers: editor?.querySelectorAll('.margin-view-overlays .line-numbers').length ?? 0,
      pastEdge: Math.max(0, Math.round(reach - edge)),
      scrolledLeft: parseFloat(editor?.querySelector<HTMLElement>('.lines-content')?.style.left || '0'),
    };
  }, root);

describe('labels on a wrapped result file', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-wrapped-labels', workspace: SAMPLE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('draws a case per row from its first frame, with the labels as decorations', () =>
    vscode.step('unwrapped', async () => {
      await vscode.workbench.openFile(MISS_PARAM);
      // This extension's `[jsonl]` default (editor.wordWrapOverride1 off) keeps VS Code from wrapping it
      // as minified: no toggle, and so no second layout of the long lines.
      const first = await eventually(() => layout(vscode.page), (x) => x.numbers > 0, { what: 'the file drawn', intervalMs: 20 });
      assert.deepEqual([first.rows, first.numbers], [13, 13]);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === LINE_1.length, { what: 'labels on line 1', timeoutMs: 90_000 });
      assert.deepEqual(await vscode.editor.decorationsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), []);
      // 12 cases and the empty line after the last, one row each.
      const l = await eventually(() => layout(vscode.page), (x) => x.rows === 13 && x.numbers === 13, { what: 'one row per line' });
      assert.equal(l.rows, 13);
      // Its long lines (7.9-18.5 KB) are over the `[jsonl]` default editor.maxTokenizationLineLength
      // (1000): VS Code does not tokenize them and draws them in one colour, a span per 50 characters
      // instead of one per JSON token (the file's lines were 30,000 elements to lay out in each frame).
      assert.equal(l.colours, 1);
      // Nor its brackets: the `[jsonl]` default editor.bracketPairColorization.enabled false (a span per
      // bracket made the cold window's frames 13,400 layout objects where they are 4,000 without).
      assert.equal(l.brackets, 0);
    }));

  it('after Alt+Z, wraps every row within the editor and shows the same labels as inlay hints', () =>
    vscode.step('wrapped', async () => {
      await vscode.page.keyboard.press('Alt+Z');
      await eventually(() => vscode.editor.inlayHintsOn(1), (h) => h.length === LINE_1.length, { what: 'inlay hints on line 1', timeoutMs: 15_000 });
      assert.deepEqual(await vscode.editor.inlayHintsOn(1), LINE_1);
      assert.deepEqual(await vscode.editor.decorationsOn(1), []);
      const l = await layout(vscode.page);
      assert.ok(l.rows > l.numbers, `wrapped: ${l.rows} rows for ${l.numbers} numbers`);
      assert.equal(l.pastEdge, 0);
      // The cursor at the end of line 1's first row: nothing scrolls sideways.
      await vscode.page.keyboard.press('End');
      await vscode.page.waitForTimeout(500);
      assert.equal((await layout(vscode.page)).scrolledLeft, 0);
    }));

  it('after Alt+Z again, draws a case per row with the decorations back', () =>
    vscode.step('unwrapped-again', async () => {
      await vscode.page.keyboard.press('Home');
      await vscode.page.keyboard.press('Alt+Z');
      // The decorations come with the unwrap; the hints go when VS Code next asks for them, a frame or
      // more later: the end of the step is both.
      const labels = async () => ({ decorations: await vscode.editor.decorationsOn(1), hints: await vscode.editor.inlayHintsOn(1) });
      const back = await eventually(labels, (l) => l.decorations.length === LINE_1.length && l.hints.length === 0, { what: 'decorations on line 1 again, no inlay hints', timeoutMs: 15_000 });
      assert.deepEqual(back, { decorations: LINE_1, hints: [] });
      assert.equal((await eventually(() => layout(vscode.page), (x) => x.rows === 13, { what: 'one row per line again' })).numbers, 13);
    }));
});

describe('labels on a result file wrapped by its settings', () => {
  let vscode: VSCodeSession;
  before(async () => {
    // A language setting: this extension's own `[jsonl]` default (off) wins over a plain one, and over
    // editor.wordWrap (docs/editor.md, "One layout for long lines").
    vscode = await openVSCode({ name: 'extension-wrapped-labels-setting', workspace: SAMPLE, settings: { '[jsonl]': { 'editor.wordWrapOverride1': 'on' } } });
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

// Whatever comes in front of a result file before its labels, it shows a case per row once shown.
describe('a result file VS Code wraps, unwrapped whatever comes in front of it', () => {
  let vscode: VSCodeSession;
  const missParam = editorInGroupOf(basename(MISS_PARAM));
  before(async () => {
    // What `npm run demo` opens: the file, and the Calibration Summary beside it as the extension starts.
    vscode = await openVSCode({ name: 'extension-wrapped-labels-demo', workspace: SAMPLE, settings: demoSettings, openFile: MISS_PARAM, viewport: { width: 1280, height: 800 } });
  });
  after(async () => {
    await vscode?.close();
  });

  it('with the summary opened in front of it before its labels (npm run demo): a case per row, the labels as decorations', () =>
    vscode.step('demo-order', async () => {
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('Calibration Summary') ?? false, { what: 'the summary in front', timeoutMs: 90_000 });
      // Not clicked: the file stays behind the panel, in the other group.
      await eventually(() => vscode.editor.decorationsOn(1, missParam), (d) => d.length === LINE_1.length, { what: 'labels on line 1 behind the panel', timeoutMs: 90_000 });
      assert.deepEqual(await vscode.editor.decorationsOn(1, missParam), LINE_1);
      assert.deepEqual(await vscode.editor.inlayHintsOn(1, missParam), []);
      const l = await eventually(() => layout(vscode.page, missParam), (x) => x.rows === 13 && x.numbers === 13, { what: 'one row per line behind the panel' });
      assert.equal(l.rows, 13);
      assert.equal(await vscode.workbench.activeTabTitle().then((t) => t?.startsWith('Calibration Summary')), true);
    }));

  it('opened from the summary panel with the case view in front of it: a case per row once shown', () =>
    vscode.step('case-from-panel', async () => {
      const frame = await vscode.views.webviewFrame('calibration-lens.calibration-lens', 30_000);
      await frame.waitForSelector('body[data-state="loaded"] table.summary', { timeout: 30_000 });
      await frame.click('tbody[aria-label="demo-baseline"] tr[data-category="miss_func"] td[data-column="n"] button');
      await frame.click('#case-list button.case-link >> text=multi_turn_miss_func_0');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_miss_func_0') ?? false, { what: 'the case view of multi_turn_miss_func_0', timeoutMs: 30_000 });
      await vscode.workbench.clickTab(basename(MISS_FUNC));
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p !== null && MISS_FUNC.endsWith(p), { what: 'the miss_func file behind the case view' });
      await assertUnwrappedWithDecorations(vscode);
    }));

  it('opened and at once hidden by another file: a case per row once shown again', () =>
    vscode.step('hidden-at-once', async () => {
      // Quick open's preview tab: the second file takes the first one's place in the group.
      await vscode.workbench.openFile(PROBE_MISS_FUNC);
      await vscode.workbench.openFile(BASE);
      await vscode.workbench.openFile(PROBE_MISS_FUNC);
      await assertUnwrappedWithDecorations(vscode);
    }));
});

/** The active editor shows a miss_func file (its first case failed) a case per row, the labels of line 1 as decorations. */
async function assertUnwrappedWithDecorations(vscode: VSCodeSession): Promise<void> {
  await vscode.workbench.goTo(1);
  const labels = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'decorations on line 1', timeoutMs: 30_000 });
  assert.deepEqual(labels.slice(0, 1), ['FAIL']);
  assert.deepEqual(await vscode.editor.inlayHintsOn(1), []);
  const l = await eventually(() => layout(vscode.page), (x) => x.rows === x.numbers && x.rows > 1, { what: 'one row per line', timeoutMs: 30_000 });
  assert.equal(l.rows, l.numbers);
}
