// Run files open read-only: in code-server with auto-save on (afterDelay, as code-server ships it), a
// digit and a word typed into an open BFCL result file, a BFCL score file and a tau2 results file
// (told by its content, under a name of the user's own) leave each one byte for byte as it was on
// disk. The control: the same keys in a file made writeable on purpose ("Set Active Editor Writeable
// in Session") are saved, so the check would see a change if one were made.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { userInfo } from 'node:os';
import { gitUserName } from '../../src/env/node/git';
import { GPT41_AIRLINE } from '../support/tau2Data';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-read-only-e2e-'));
const sampleRun = (kind: 'result' | 'score') => join(projectRoot, 'sample', kind, 'demo-baseline', 'multi_turn');
const resultFile = join(root, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
const scoreFile = join(root, 'score', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_base_score.json');
const missParamScore = join(root, 'score', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_score.json');
const tau2File = join(root, 'tau2', 'my-airline-run.json');
const withoutTau2 = existsSync(GPT41_AIRLINE) ? false : 'needs ../shared/data/tau2 (not in a fresh clone)';
const AUTO_SAVE_DELAY_MS = 300;
/** What VS Code draws over the editor when a key is pressed in a file made read-only for the session. */
const READ_ONLY_MESSAGE = 'Editor is read-only because the file was set read-only in this session. Click here to set writeable.';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * Types what a stray hand would (a decision key, a word, a new line) at the start of line 1, then
 * waits out auto-save; answers what the editor said after the first key (empty: nothing).
 */
async function typeInto(vscode: VSCodeSession): Promise<string> {
  await vscode.workbench.goTo(1, 1);
  await vscode.page.keyboard.press('3');
  const said = await eventually(() => editorMessage(vscode), (m) => m !== '', { what: 'a message over the editor', timeoutMs: 2_000 }).catch(() => '');
  await vscode.page.keyboard.type('oops');
  await vscode.page.keyboard.press('Enter');
  await vscode.page.waitForTimeout(AUTO_SAVE_DELAY_MS * 5);
  return said;
}

/** Whether the active tab wears VS Code's read-only lock (a file decoration drawn as an icon badge). */
async function tabLocked(vscode: VSCodeSession): Promise<boolean> {
  const label = vscode.page.locator('.editor-group-container.active .tab.active .monaco-icon-label').first();
  return ((await label.getAttribute('class', { timeout: 2_000 }).catch(() => '')) ?? '').includes('monaco-decoration-iconBadge-');
}

/** The message the editor draws over a read-only editor when a key is pressed in it. */
async function editorMessage(vscode: VSCodeSession): Promise<string> {
  const message = vscode.page.locator('.editor-group-container.active .monaco-editor-overlaymessage');
  return (await message.count()) ? (await message.first().innerText()).trim() : '';
}

describe('run files are read-only in the editor', () => {
  let vscode: VSCodeSession;
  before(async () => {
    cpSync(sampleRun('result'), join(root, 'result', 'demo-baseline', 'multi_turn'), { recursive: true });
    cpSync(sampleRun('score'), join(root, 'score', 'demo-baseline', 'multi_turn'), { recursive: true });
    if (!withoutTau2) {
      mkdirSync(join(root, 'tau2'));
      cpSync(GPT41_AIRLINE, tau2File);
    }
    vscode = await openVSCode({
      name: 'extension-read-only',
      workspace: root,
      settings: { 'files.autoSave': 'afterDelay', 'files.autoSaveDelay': AUTO_SAVE_DELAY_MS },
    });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves a BFCL result file unchanged on disk when keys are pressed in it', () =>
    vscode.step('result-file-keys', async () => {
      const before = sha256(resultFile);
      await openUnwrapped(vscode, resultFile);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
      await eventually(() => tabLocked(vscode), (locked) => locked, { what: 'the lock on the tab', timeoutMs: 30_000 });
      assert.equal(await typeInto(vscode), READ_ONLY_MESSAGE);
      assert.equal(sha256(resultFile), before);
      assert.equal(await vscode.page.locator('.editor-group-container.active .tab.active.dirty').count(), 0, 'the editor has no unsaved change either');
    }));

  it('leaves a BFCL score file unchanged on disk when keys are pressed in it', () =>
    vscode.step('score-file-keys', async () => {
      const before = sha256(scoreFile);
      await openUnwrapped(vscode, scoreFile);
      await eventually(() => tabLocked(vscode), (locked) => locked, { what: 'the lock on the tab', timeoutMs: 30_000 });
      assert.equal(await typeInto(vscode), READ_ONLY_MESSAGE);
      assert.equal(sha256(scoreFile), before);
    }));

  it('leaves a tau2 results file (any name, told by its content) unchanged on disk when keys are pressed in it', { skip: withoutTau2 }, () =>
    vscode.step('tau2-file-keys', async () => {
      const before = sha256(tau2File);
      await vscode.workbench.openFile(tau2File);
      await eventually(() => tabLocked(vscode), (locked) => locked, { what: 'the lock on the tab', timeoutMs: 30_000 });
      assert.equal(await typeInto(vscode), READ_ONLY_MESSAGE);
      assert.equal(sha256(tau2File), before);
    }));

  it('saves keys in a file the user made writeable on purpose (the check above sees a change when there is one)', () =>
    vscode.step('writeable-on-purpose', async () => {
      const before = sha256(missParamScore);
      await vscode.workbench.openFile(missParamScore);
      await eventually(() => tabLocked(vscode), (locked) => locked, { what: 'the lock on the tab', timeoutMs: 30_000 });
      await vscode.workbench.runCommand('File: Set Active Editor Writeable in Session');
      await eventually(() => tabLocked(vscode), (locked) => !locked, { what: 'the lock to go' });
      assert.equal(await typeInto(vscode), '');
      // Auto-save may write the first key before the rest: wait for all of it.
      await eventually(async () => readFileSync(missParamScore, 'utf8'), (text) => text.startsWith('3oops\n{"accuracy"'), { what: 'auto-save to write the typed keys' });
      assert.notEqual(sha256(missParamScore), before);
    }));

  it('asks for a name at the first decision (git\'s user.name filled in), saves it in the settings, and decides in the read-only file', () =>
    vscode.step('first-decision-asks-for-a-name', async () => {
      await openUnwrapped(vscode, resultFile);
      // Turn 1, step 1 of multi_turn_base_0: the cd call, the first string of `result`.
      const column = readFileSync(resultFile, 'utf8').indexOf('"[{') + 2;
      await vscode.workbench.goTo(1, column);
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      await vscode.workbench.answerQuickInput('TOOL_CALL');
      await vscode.workbench.answerQuickInput('');
      const box = vscode.page.locator('.quick-input-widget .quick-input-box input');
      await eventually(() => vscode.page.locator('.quick-input-widget .quick-input-title').innerText().catch(() => ''), (t) => t === 'Your name on your decisions', { what: 'the name prompt' });
      assert.equal(await box.inputValue(), gitUserName(root) ?? userInfo().username);
      await vscode.workbench.answerQuickInput('maintainers');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('Saved TOOL_CALL on multi_turn_base_0')), { what: 'the decision to be saved' });
      const settings = JSON.parse(readFileSync(join(vscode.server.userDataDir, 'User', 'settings.json'), 'utf8'));
      assert.equal(settings['calibrationLens.labels.author'], 'maintainers');
      const store = readFileSync(join(root, 'result', 'demo-baseline', '.calibration-lens', 'labels.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      assert.deepEqual(store.map((d) => [d.author, d.case, d.turn, d.step, d.human, d.sha256]), [['maintainers', 'multi_turn_base_0', 0, 0, 'tool_call', sha256(resultFile)]]);
    }));

  it('says whose decision undo took back, with the possessive right', () =>
    vscode.step('undo-possessive', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes("Saved withdrawal of maintainers' last decision on multi_turn_base_0")), { what: 'the undo to be saved' });
    }));
});
