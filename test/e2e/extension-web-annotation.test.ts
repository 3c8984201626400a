// Annotation in the web worker extension host (the web build, moved there by remote.extensionKind, as
// VS Code for the Web runs it), on a copy of the sample in a temporary folder (the repository's sample/
// is never written): the extension says it runs there; a TOOL_CALL emission of miss_func is overridden
// with ASK and a rationale from the result file; the first decision asks for a name with none offered
// (there is no git in the web) and says so; the decision is drawn as a human label, is on disk as
// one checked line in the window's own file beside the store (written through vscode.workspace.fs, read
// back), is drawn again after a window reload (whose window writes a file of its own); the Review view counts it as the core does in Node; the next emission not reviewed
// opens in the case view and a key decides it, and undo takes that back; `calibration-lens labels`
// reads what stays, and the summary's Agreement tab shows what `calibration-lens agreement` prints. Then the same on a virtual workspace (memrun:/sample, served from memory by the
// test-only extension test/e2e/fixtures/memrun): the decision is written to the memory file system,
// survives a reload, and the command line reads it from a copy of that file system on disk.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { VIRTUAL_FOLDER, VIRTUAL_ROOT, WEB_HOST, localRun, memrunExtension } from './virtualWorkspace';
import { tempDir } from '../support/tempDir';
import { agreementTab, assertAgreementAsPrinted } from './panelReads';
import { webStoreWrites } from './webStore';

const root = mkdtempSync(join(tmpdir(), 'cl-web-annotate-e2e-'));
const runFolder = join(root, 'result', 'demo-baseline');
const MISS_FUNC = join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_miss_func_result.json');
const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
const nameBox = '.quick-input-widget .quick-input-box input';

/** The decoration texts of the human labels (✎ …) on a 1-based line of the active editor. */
async function humanLabels(vscode: VSCodeSession, line: number): Promise<string[]> {
  return (await vscode.editor.decorationsOn(line)).filter((d) => d.startsWith('✎'));
}

describe('annotation in the web worker extension host', () => {
  let vscode: VSCodeSession;
  let sha256: string;
  before(async () => {
    cpSync(join(projectRoot, 'sample'), root, { recursive: true });
    sha256 = createHash('sha256').update(readFileSync(MISS_FUNC)).digest('hex');
    // No labels.author: the first decision asks for the name.
    vscode = await openVSCode({ name: 'extension-web-annotation', workspace: root, settings: WEB_HOST });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('runs in the web worker extension host', () =>
    vscode.step('web-host', async () => {
      // Opening a run file activates the extension (its host report is offered from then on).
      await openUnwrapped(vscode, MISS_FUNC);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      assert.ok(shown.some((m) => m.startsWith('Calibration Lens runs in the web worker extension host: ')), shown.join('\n'));
    }));

  it('overrides a TOOL_CALL emission with ASK and a rationale, asks for a name with none offered, and draws the decision', () =>
    vscode.step('decide-in-web-host', async () => {
      await openUnwrapped(vscode, MISS_FUNC);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
      // Turn 1, step 1 of multi_turn_miss_func_0 spans columns 46 to 114 of line 1.
      await vscode.workbench.goTo(1, 50);
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      assert.deepEqual(await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.length === 6, { what: 'the class pick' }), ['TOOL_CALL', 'ASK', 'REFUSE', 'CONFIRM', 'OTHER', 'NO CLASS']);
      await vscode.workbench.answerQuickInput('ASK');
      await vscode.workbench.answerQuickInput('It should have asked which file first');
      const prompt = await eventually(
        () => vscode.page.$eval(nameBox, (input) => ({ value: (input as HTMLInputElement).value, placeholder: (input as HTMLInputElement).placeholder })).catch(() => null),
        (p) => p !== null && p.placeholder.startsWith('A name'),
        { what: 'the name prompt' },
      );
      assert.deepEqual(prompt, { value: '', placeholder: 'A name, or initials (VS Code for the Web has no git to suggest one)' });
      await vscode.workbench.answerQuickInput('webann');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('Saved ASK on multi_turn_miss_func_0 T1 · step 1')), {
        what: 'the decision to be saved',
      });
      const labels = await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human label and the case marker on line 1' });
      // The case line's marker (1 of the case's 8 emissions decided, 1 disagreement), then the emission's own label.
      assert.deepEqual(labels, ['✎ 1/8 ≠1', '✎ ASK ≠ TOOL_CALL']);
    }));

  it('wrote the decision to the window’s own file beside the store, one checked line with the file’s sha256', async () => {
    const { windows } = await webStoreWrites(store, 'webann');
    assert.equal(windows.length, 1);
    const lines = windows[0]!.text.split('\n');
    assert.equal(lines.length, 2);
    assert.equal(lines[1], '');
    const decision = JSON.parse(lines[0]!);
    assert.match(decision.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual({ ...decision, time: 'T' }, {
      v: 1, file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256, case: 'multi_turn_miss_func_0', rulesVersion: 'ref-5c9ec3df',
      author: 'webann', time: 'T', rationale: 'It should have asked which file first', kind: 'emission', turn: 0, step: 0, classifier: ['tool_call'], human: 'ask',
    });
  });

  it('still draws the human label after the window is reloaded', () =>
    vscode.step('after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      await openUnwrapped(vscode, MISS_FUNC);
      const labels = await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human labels of line 1 after the reload', timeoutMs: 30_000 });
      assert.deepEqual(labels, ['✎ 1/8 ≠1', '✎ ASK ≠ TOOL_CALL']);
    }));

  it('counts the decision in the Review view', () =>
    vscode.step('review-view', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens: Review View');
      const rows = await eventually(() => vscode.views.treeRows('Calibration Lens: Review'), (r) => r.some((row) => row.label === 'Progress' && row.description?.startsWith('1 / ')), { what: 'the review queue', timeoutMs: 30_000 });
      assert.deepEqual(rows.map((r) => [r.label, r.description]), REVIEW_ROWS);
    }));

  it('goes to the next emission not reviewed in the case view, decides it with a key, and undo takes that back', () =>
    vscode.step('review-loop', async () => {
      await openUnwrapped(vscode, MISS_FUNC);
      await vscode.workbench.goTo(1, 50);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      const items = await eventually(() => vscode.workbench.statusBarItems(), (i) => i.some(([, text]) => / not reviewed in demo-baseline$/.test(text)), { what: 'the queue position', timeoutMs: 30_000 });
      assert.deepEqual(items.filter(([, text]) => text.endsWith('not reviewed in demo-baseline')).map(([, text]) => text), [QUEUE_POSITION]);
      assert.ok((await vscode.workbench.activeTabTitle())!.startsWith('multi_turn_miss_func_0'));
      const line = Number(/^Ln (\d+)/.exec((await vscode.workbench.statusBarItem('status.editor.selection'))!)![1]);
      // Turn 1, step 2 (after the step decided above), which the classifier calls CONFIRM.
      assert.match((await vscode.editor.drawnLines()).find((l) => l.line === line)!.text, /^ {2}step 2 {2}CONFIRM /);
      await vscode.page.keyboard.press('5');
      await eventually(() => vscode.workbench.statusBarItems(), (i) => i.some(([, text]) => text.includes('Saved OTHER on multi_turn_miss_func_0 T1 · step 2')), { what: 'the key decision to be saved' });
      await openUnwrapped(vscode, MISS_FUNC);
      await eventually(() => humanLabels(vscode, 1), (d) => d.length === 3, { what: 'both decisions drawn on line 1' });
      assert.deepEqual(await humanLabels(vscode, 1), ['✎ 2/8 ≠2', '✎ ASK ≠ TOOL_CALL', '✎ OTHER ≠ CONFIRM']);
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the key decision taken back' });
      assert.deepEqual(await humanLabels(vscode, 1), ['✎ 1/8 ≠1', '✎ ASK ≠ TOOL_CALL']);
      // The reloaded window wrote a file of its own beside the first window's; readers take both.
      const { windows, decisions } = await webStoreWrites(store, 'webann');
      assert.equal(windows.length, 2);
      const lines: Array<Record<string, unknown>> = decisions;
      assert.deepEqual(lines.map((d) => [d.kind, d.step, d.human, d.author, d.withdrawn ?? false, d.undo ?? false]), [
        ['emission', 0, 'ask', 'webann', false, false],
        ['emission', 1, 'other', 'webann', false, false],
        ['emission', 1, 'other', 'webann', true, true],
      ]);
    }));

  it("shows in the summary's Agreement tab exactly the numbers of `calibration-lens agreement --json` on the same store", () =>
    vscode.step('agreement-tab', async () => {
      const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'agreement', '--labels', store, '--results', runFolder, '--json'], { encoding: 'utf8' }));
      await openUnwrapped(vscode, MISS_FUNC);
      // The summary of the active file's run (demo-baseline).
      assertAgreementAsPrinted(await agreementTab(vscode, 'webann'), cli, 'webann');
      const pair = cli.pairs[0];
      // One decision, TOOL_CALL -> ASK: nothing agrees (kappa 0 on one item, chance agreement 0).
      assert.deepEqual([pair.n, pair.raw_agreement], [1, 0]);
    }));

  it('is read back by `calibration-lens labels`', async () => {
    const first = (await webStoreWrites(store, 'webann')).windows[0]!.path;
    const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', root, '--json'], { encoding: 'utf8' }));
    assert.deepEqual(cli.warnings, []);
    assert.equal(cli.decisions.length, 1);
    const [d] = cli.decisions;
    assert.deepEqual({ ...d, time: 'T' }, {
      model: 'demo-baseline', file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256, case: 'multi_turn_miss_func_0', kind: 'emission',
      turn: 0, step: 0, message: null, emission_text: '[cd(folder="research"), tail(file_name="readme.txt", lines=20)]', classifier: ['tool_call'], human: 'ask',
      rubric_item: null, rubric_computed: null, rationale: 'It should have asked which file first', author: 'webann', time: 'T', rules_version: 'ref-5c9ec3df',
      stale: false, store: first, line: 1,
    });
    const text = execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', root], { encoding: 'utf8' });
    assert.equal(text.replace(/at \S+Z:/, 'at T:'), 'demo-baseline · multi_turn_miss_func_0 T1 · step 1: ASK (classifier TOOL_CALL) by webann at T: It should have asked which file first\n');
  });
});

describe('annotation in the web worker extension host on a virtual workspace (memrun:/sample)', () => {
  let vscode: VSCodeSession;
  const run = localRun();
  const memrun = memrunExtension(run);
  const exported = tempDir('cl-memrun-export-');
  const relative = 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
  const sha256 = createHash('sha256').update(readFileSync(join(run, relative))).digest('hex');
  /** Opens a file of the memrun: workspace by its path (quick open cannot search a file system without a search provider). */
  const openVirtual = async () => {
    // After a reload the memory file system's extension can register its command after the palette first looks.
    await eventually(() => vscode.workbench.runCommand('Memory Run: Open File by Path').then(() => true, () => false), (ran) => ran, { what: 'the memory run\'s open command', timeoutMs: 60_000 });
    await vscode.workbench.answerQuickInput(`${VIRTUAL_ROOT}/${relative}`);
    await eventually(() => vscode.workbench.activeTabTitle(), (title) => title?.startsWith('BFCL_v4_multi_turn_miss_func_result.json') === true, { what: 'miss_func to be the active editor' });
  };
  before(async () => {
    vscode = await openVSCode({
      name: 'extension-web-annotation-virtual', workspace: run, folderUri: VIRTUAL_FOLDER, extensionFolders: [memrun],
      settings: { ...WEB_HOST, 'calibrationLens.labels.author': 'virt', 'memrun.exportFolder': exported },
    });
  });
  after(async () => {
    await vscode?.close();
  });

  it('decides with a rationale in a file of the memory file system and draws the decision', () =>
    vscode.step('virtual-decide', async () => {
      await openUnwrapped(vscode, relative, openVirtual);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
      await vscode.workbench.goTo(1, 50);
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.length === 6, { what: 'the class pick' });
      await vscode.workbench.answerQuickInput('REFUSE');
      await vscode.workbench.answerQuickInput('Nothing in the task allows this');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('Saved REFUSE on multi_turn_miss_func_0 T1 · step 1')), { what: 'the decision to be saved' });
      assert.deepEqual(await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human labels of line 1' }), ['✎ 1/8 ≠1', '✎ REFUSE ≠ TOOL_CALL']);
    }));

  it('still draws it after the window is reloaded (read back from the memory file system)', () =>
    vscode.step('virtual-after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      await openUnwrapped(vscode, relative, openVirtual);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human labels after the reload', timeoutMs: 30_000 }), ['✎ 1/8 ≠1', '✎ REFUSE ≠ TOOL_CALL']);
    }));

  it('wrote the store on the memory file system only, and the command line reads it from a copy of that', async () => {
    assert.equal(existsSync(join(run, 'result/demo-baseline/.calibration-lens')), false, 'nothing written to the local copy');
    await vscode.workbench.runCommand('Memory Run: Copy Files to the Export Folder');
    const store = join(exported, 'sample/result/demo-baseline/.calibration-lens/labels.jsonl');
    // Wait for the copy's end: the store's folder is made before its file is written.
    await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Memory Run copied ')), { what: 'the memory files copied out' });
    const { windows } = await webStoreWrites(store, 'virt');
    assert.equal(windows.length, 1);
    const lines = windows[0]!.text.split('\n');
    assert.equal(lines.length, 2);
    assert.deepEqual({ ...JSON.parse(lines[0]!), time: 'T' }, {
      v: 1, file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256, case: 'multi_turn_miss_func_0', rulesVersion: 'ref-5c9ec3df',
      author: 'virt', time: 'T', rationale: 'Nothing in the task allows this', kind: 'emission', turn: 0, step: 0, classifier: ['tool_call'], human: 'refuse',
    });
    const text = execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', join(exported, 'sample')], { encoding: 'utf8' });
    assert.equal(text.replace(/at \S+Z:/, 'at T:'), 'demo-baseline · multi_turn_miss_func_0 T1 · step 1: REFUSE (classifier TOOL_CALL) by virt at T: Nothing in the task allows this\n');
  });
});

/**
 * Where the queue of the run in front puts turn 1, step 2 of miss_func's first case: the core's
 * reviewQueue on the same store in Node has it 186th of demo-baseline's 419 emissions not reviewed.
 */
const QUEUE_POSITION = 'Annotating · 186 of 419 not reviewed in demo-baseline';

/**
 * The Review view of the sample's two runs (844 emissions) for webann after the one decision: what the
 * core's reviewQueue gives on the same store in Node (1 reviewed, 843 left, 1 disagreement, 13 bound
 * violations without a verdict).
 */
const REVIEW_ROWS: [string, string | undefined][] = [
  ['Progress', '1 / 844 emissions reviewed'],
  ['Not reviewed', '843 (first 500 listed)'],
  ['Disagreements with the classifier', '1'],
  ['Bound violations without a verdict', '13'],
];
