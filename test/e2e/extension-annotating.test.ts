// Nothing recorded that was not meant (issue 31), in code-server on a copy of the sample's
// demo-baseline run: a case view opened to read records nothing when a decision key is pressed and
// says how to start annotating; Start Annotating shows in the header and the status bar; replacing a
// decision that has a rationale asks first; a second key pressed while the view moves to the next item
// is ignored, not applied to an item never shown; r followed at once by a typed rationale puts the
// whole text in the box and the store, and none of its letters acts on the view.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResultFile } from '../../src/core/bfcl/resultFile';
import { caseViewHeader, clickEditorLink, copyDemoBaseline, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-annotating-e2e-'));
const runFolder = join(root, 'result', 'demo-baseline');
const base = join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
/** The store as [case, turn, step, human, rationale] rows. */
const stored = () => (existsSync(store) ? readFileSync(store, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : []).map((d) => [d.case, d.turn, d.step, d.human, d.rationale]);

describe('decision keys record only what was meant', () => {
  let vscode: VSCodeSession;
  const header = () => caseViewHeader(vscode);
  const ourStatus = async () => (await vscode.workbench.statusBarItems()).map(([, text]) => text).find((t) => /^(Reading|Annotating)\b| not reviewed in /.test(t)) ?? null;
  /** The case view's header, scrolled into view a page at a time (alt+PageUp), the cursor staying where it is. */
  const headerInView = async (until: (h: string[]) => boolean, what: string) => {
    for (let i = 0; i < 10; i++) await vscode.page.keyboard.press('Alt+PageUp');
    return eventually(header, until, { what, timeoutMs: 60_000 });
  };
  /** 1-based line of step 2 of turn 1 in the case view of multi_turn_base_0. */
  let step2 = 0;
  const tab = () => vscode.workbench.activeTabTitle().then((t) => t?.replace(/, preview$/, '') ?? null);
  /** The text of the line the cursor is on in the case view, once the cursor is there. */
  const cursorText = async () => {
    const line = await vscode.editor.cursorLine();
    return line === null ? null : (await vscode.editor.drawnLines()).find((l) => l.line === line)?.text ?? null;
  };
  /** Starts the emissions-not-reviewed queue at the item after the emission at `column` (0-based) of `line` in the base file. */
  const startQueueAfter = async (line: number, column: number) => {
    await openUnwrapped(vscode, base);
    await vscode.workbench.goTo(line, column + 1);
    await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
  };

  before(async () => {
    copyDemoBaseline(root);
    vscode = await openVSCode({ name: 'extension-annotating', workspace: root, settings: { 'calibrationLens.labels.author': 'ann' } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('saves nothing when a decision key is pressed in a case view opened to read, and says how to start annotating', () =>
    vscode.step('reading-keys', async () => {
      await openUnwrapped(vscode, base);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 60_000 });
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(tab, (t) => t?.startsWith('multi_turn_base_0') ?? false, { what: 'the case view', timeoutMs: 30_000 });
      const text = (await eventually(() => vscode.editor.text(), (t) => t.includes('  step 2  '), { what: 'the case view text' })).split('\n');
      step2 = text.findIndex((l) => l.startsWith('  step 2  ')) + 1;
      await vscode.workbench.goTo(step2, 1);
      await vscode.page.keyboard.press('3');
      await vscode.page.keyboard.press('a');
      await vscode.page.waitForTimeout(3000);
      assert.deepEqual(stored(), []);
      const said = await eventually(() => vscode.workbench.notifications(), (n) => n.some((t) => t.startsWith('This case view is for reading')), { what: 'the key to say how to start' });
      assert.ok(said.includes('This case view is for reading: "3" decides only while you are annotating, so nothing was saved. Start with "Calibration Lens: Start Annotating" (the Start Annotating link at the top of the case view), or j for the next emission not reviewed.'), said.join('\n'));
      assert.deepEqual(await headerInView((h) => h.length === 3, 'the header'), ['Reading: keys do not decide', 'Start Annotating', 'Previous (k) · Next (j) · 1-5, 0 decide · a accept · v verdict · r rationale · u undo']);
      assert.equal(await eventually(ourStatus, (s) => s !== null, { what: 'the status bar' }), 'Reading · keys do not decide');
    }));

  it('asks before a key replaces a decision with a rationale, once annotating is switched on and shown', () =>
    vscode.step('replace-asks', async () => {
      // Step 2 of turn 1 decided ASK with a rationale, from the quick pick.
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      await vscode.workbench.answerQuickInput('ASK');
      await vscode.workbench.answerQuickInput('It should have asked which folder');
      await eventually(async () => stored(), (s) => s.length === 1, { what: 'the decision with a rationale' });
      // By the mouse: the header's Start Annotating link (ctrl+click), at the top of the view.
      for (let i = 0; i < 10; i++) await vscode.page.keyboard.press('Alt+PageUp');
      await clickEditorLink(vscode, 'Start Annotating');
      assert.equal(await eventually(ourStatus, (s) => s?.startsWith('Annotating') ?? false, { what: 'annotating in the status bar' }), 'Annotating · this case view (no queue: j starts one)');
      assert.deepEqual((await headerInView((h) => (h[0]?.startsWith('Annotating') ?? false) && h[1] !== '', 'annotating in the header')).slice(0, 2), ['Annotating · Stop', 'Not in a review queue: j starts one']);
      await vscode.workbench.goTo(step2, 1);
      const dialog = vscode.page.locator('.monaco-dialog-box');
      await vscode.page.keyboard.press('a');
      await dialog.waitFor({ state: 'visible', timeout: 20_000 });
      assert.equal(await dialog.locator('.dialog-message-text').innerText(), 'Replace your ASK on multi_turn_base_0 T1 · step 2 by TOOL_CALL?');
      await dialog.locator('.monaco-button', { hasText: /^Cancel$/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await vscode.page.waitForTimeout(1000);
      assert.deepEqual(stored(), [['multi_turn_base_0', 0, 1, 'ask', 'It should have asked which folder']]);
      await vscode.page.keyboard.press('a');
      await dialog.locator('.monaco-button', { hasText: /^Replace$/ }).click();
      await eventually(async () => stored(), (s) => s.length === 2, { what: 'the replacement saved' });
      assert.deepEqual(stored()[1], ['multi_turn_base_0', 0, 1, 'tool_call', '']);
    }));

  it('ignores a second key pressed while the view moves to the next item, instead of deciding an item never shown', () =>
    vscode.step('keys-while-moving', async () => {
      // base_1's last emission (T3 · step 2, CONFIRM) is followed by base_2's first.
      const cases = (await readResultFile(base)).cases;
      const [beforeLast] = cases[1]!.turns.at(-1)!.emissions.slice(-2);
      await startQueueAfter(cases[1]!.line, beforeLast!.span.start);
      await eventually(tab, (t) => t?.startsWith('multi_turn_base_1') ?? false, { what: 'the case view of multi_turn_base_1', timeoutMs: 30_000 });
      await eventually(cursorText, (t) => t?.startsWith('  step 2  CONFIRM ') ?? false, { what: 'the cursor on T3 · step 2' });
      const already = stored().length;
      await vscode.page.keyboard.press('a');
      await vscode.page.keyboard.press('a');
      await eventually(tab, (t) => t?.startsWith('multi_turn_base_2') ?? false, { what: 'the next case', timeoutMs: 30_000 });
      await eventually(cursorText, (t) => t?.startsWith('  step 1  TOOL_CALL ') ?? false, { what: "the cursor on base_2's first emission" });
      await vscode.page.waitForTimeout(1500);
      assert.deepEqual(stored().slice(already), [['multi_turn_base_1', 2, 1, 'confirm', '']]);
    }));

  it('puts every letter typed right after r into the rationale, none acting on the view', () =>
    vscode.step('typed-after-r', async () => {
      // base_2's first emission accepted (the view moves on within base_2), then r and the rationale at
      // once, at a fast typist's pace from the moment r is pressed: its a, u, k, r and 2 would act if they
      // reached the view, and its first letters come before the box can have the keyboard.
      const position = await ourStatus();
      const already = stored().length;
      await vscode.page.keyboard.press('a');
      await vscode.page.keyboard.press('r');
      await vscode.page.keyboard.type('the user asked 2 times', { delay: 60 });
      const box = vscode.page.locator('.quick-input-widget .quick-input-box input');
      await eventually(() => vscode.page.locator('.quick-input-widget .quick-input-title').innerText(), (t) => t === 'Why TOOL_CALL on multi_turn_base_2 T1 · step 1 (the classifier\'s)?', { what: "the box's title", timeoutMs: 30_000 });
      assert.equal(await eventually(() => box.inputValue(), (v) => v.length >= 'the user asked 2 times'.length, { what: 'the letters in the box' }), 'the user asked 2 times');
      await vscode.page.keyboard.press('Enter');
      await eventually(async () => stored(), (s) => s.length >= already + 2, { what: 'the rationale saved' });
      await vscode.page.waitForTimeout(1000);
      assert.deepEqual(stored().slice(already), [
        ['multi_turn_base_2', 0, 0, 'tool_call', ''],
        ['multi_turn_base_2', 0, 0, 'tool_call', 'the user asked 2 times'],
      ]);
      // One item further than before the a, no more.
      const [, at, total] = /(\d+) of (\d+) not reviewed/.exec(position ?? '')!;
      assert.equal(await ourStatus(), `Annotating · ${Number(at) + 1} of ${total} not reviewed in demo-baseline`);
    }));

  it('keeps every key typed at once after r and a key that changes the case, in order: capitals, punctuation, Backspace, and the keys typed into the open box', () =>
    vscode.step('typed-after-case-change', async () => {
      // base_2's last emission accepted: the view changes to base_3 (a new editor laid out), the extension
      // host busy with it while r and the rationale are typed with no pause between keys.
      const cases = (await readResultFile(base)).cases;
      const [beforeLast, last] = cases[2]!.turns.at(-1)!.emissions.slice(-2);
      await startQueueAfter(cases[2]!.line, beforeLast!.span.start);
      await eventually(tab, (t) => t?.startsWith('multi_turn_base_2') ?? false, { what: 'the case view of multi_turn_base_2', timeoutMs: 30_000 });
      await eventually(ourStatus, (t) => t?.startsWith('Annotating · ') ?? false, { what: 'annotating' });
      const already = stored().length;
      const keys = vscode.page.keyboard;
      await keys.press('a');
      await keys.press('r');
      await keys.press('Shift+KeyW');
      await keys.type('hy');
      await keys.press('Shift+Slash');
      await keys.type(' the uxer');
      for (let i = 0; i < 3; i++) await keys.press('Backspace');
      await keys.type('ser said no, 2 times; a/b');
      const box = vscode.page.locator('.quick-input-widget .quick-input-box input');
      await eventually(() => box.inputValue(), (v) => v.length >= 'Why? the user said no, 2 times; a/b'.length, { what: 'the letters in the box', timeoutMs: 30_000 });
      // Typed into the box once it has the keyboard: the same one writer.
      await keys.type(' jk', { delay: 30 });
      await keys.press('Shift+Digit1');
      assert.equal(await eventually(() => box.inputValue(), (v) => v.endsWith('!'), { what: 'the last key in the box' }), 'Why? the user said no, 2 times; a/b jk!');
      await eventually(() => vscode.page.locator('.quick-input-widget .quick-input-title').innerText(), (t) => t.startsWith('Why ') && t.includes('multi_turn_base_2'), { what: "the box's title", timeoutMs: 30_000 });
      await keys.press('Enter');
      await eventually(async () => stored(), (s) => s.length >= already + 2, { what: 'the rationale saved' });
      await vscode.page.waitForTimeout(1000);
      const turn = cases[2]!.turns.length - 1;
      const rows = stored().slice(already);
      assert.equal(rows.length, 2);
      assert.deepEqual(rows.map(([id, t, , , rationale]) => [id, t, rationale]), [
        ['multi_turn_base_2', turn, ''],
        ['multi_turn_base_2', turn, 'Why? the user said no, 2 times; a/b jk!'],
      ]);
      assert.deepEqual(rows[1]!.slice(0, 4), rows[0]!.slice(0, 4));
      assert.ok(last, 'base_2 has a last emission');
      await eventually(tab, (t) => t?.startsWith('multi_turn_base_3') ?? false, { what: 'the case view of multi_turn_base_3' });
    }));
});
