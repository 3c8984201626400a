// Annotation in code-server, on a copy of the real xLAM run in a temporary folder (the shared data is
// never written): a class overridden with a rationale from the result file, another decided with a
// key in the case view; both drawn as human labels; still there after a window reload; the lines in
// the store on disk; the Agreement tab's numbers equal `calibration-lens agreement --json`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RELEASE, SHARED_BFCL, XLAM, withoutSharedData } from '../support/sharedData';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-annotate-e2e-'));
const runFolder = join(root, 'result', XLAM);
const missParam = join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
const MISS_PARAM_SHA256 = '1619ddf698b556fa58d0e97243619899a58f16b5a02c57153442d8bd747c8e12';

/** The decoration texts of the human labels (✎ …) on a 1-based line of the active editor. */
async function humanLabels(vscode: VSCodeSession, line: number): Promise<string[]> {
  return (await vscode.editor.decorationsOn(line)).filter((d) => d.startsWith('✎'));
}

describe('annotation in the editor', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    if (withoutSharedData) return;
    cpSync(join(RELEASE, 'result', XLAM), runFolder, { recursive: true });
    cpSync(join(RELEASE, 'score', XLAM), join(root, 'score', XLAM), { recursive: true });
    vscode = await openVSCode({
      name: 'extension-annotation',
      workspace: root,
      settings: { 'calibrationLens.labels.author': 'ann', 'calibrationLens.bfclDataFolder': join(SHARED_BFCL, 'bfcl-eval-data') },
    });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('overrides a TOOL_CALL emission with ASK and a rationale from the result file, and draws it as a human label', () =>
    vscode.step('decide-in-result-file', async () => {
      await openUnwrapped(vscode, missParam);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.includes('T1 TOOL_CALL'), { what: 'the labels of line 1', timeoutMs: 30_000 });
      // Turn 1, step 2 of multi_turn_miss_param_0 (the mkdir call) starts at column 114.
      await vscode.workbench.goTo(1, 120);
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      assert.deepEqual(await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.length === 6, { what: 'the class pick' }), ['TOOL_CALL', 'ASK', 'REFUSE', 'CONFIRM', 'OTHER', 'NO CLASS']);
      await vscode.workbench.answerQuickInput('ASK');
      await vscode.workbench.answerQuickInput('It should have asked which folder first');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('Saved ASK on multi_turn_miss_param_0 T1 · step 2')), {
        what: 'the decision to be saved',
      });
      const labels = await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human label and the case marker on line 1' });
      // The case line's marker first (1 of the case's 19 emissions decided, 1 disagreement), then the emission's own label.
      assert.deepEqual(labels, ['✎ 1/19 ≠1', '✎ ASK ≠ TOOL_CALL']);
      await vscode.workbench.goTo(1, 1);
    }));

  it('decides another emission with a key in the case view, and shows both there', () =>
    vscode.step('decide-with-key-in-case-view', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t !== null && t.startsWith('multi_turn_miss_param_0'), { what: 'the case view' });
      const text = (await vscode.editor.text()).split('\n');
      const turn2 = text.findIndex((l) => l.startsWith('── Turn 2 · '));
      const step3 = text.findIndex((l, i) => i > turn2 && l.startsWith('  step 3  '));
      const step2OfTurn1 = text.findIndex((l) => l.startsWith('  step 2  '));
      // The grep tool's summary in turn 2 is text without a phrase of any class: OTHER.
      assert.match(text[step3]!, /^  step 3  OTHER  No phrase of REFUSE, ASK or CONFIRM: OTHER\.$/);
      await vscode.workbench.goTo(step3 + 1, 1);
      await vscode.page.keyboard.press('4');
      const step3Labels = await eventually(() => humanLabels(vscode, step3 + 1), (d) => d.length === 1, { what: 'the key decision drawn in the case view' });
      assert.match(step3Labels[0]!, /^✎ CONFIRM ≠ OTHER \(ann, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/);
      await vscode.workbench.goTo(step2OfTurn1 + 1, 1);
      const step2Labels = await humanLabels(vscode, step2OfTurn1 + 1);
      assert.match(step2Labels[0]!, /^✎ ASK ≠ TOOL_CALL \(ann, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/);
    }));

  it('writes both decisions to the store beside the run, one checked line each', () => {
    const lines = readFileSync(store, 'utf8').split('\n');
    assert.equal(lines.at(-1), '');
    const decisions = lines.slice(0, -1).map((l) => JSON.parse(l));
    const common = { v: 1, file: 'multi_turn/BFCL_v4_multi_turn_miss_param_result.json', sha256: MISS_PARAM_SHA256, case: 'multi_turn_miss_param_0', rulesVersion: 'ref-5c9ec3df', author: 'ann', kind: 'emission' };
    assert.deepEqual(decisions.map((d) => ({ ...d, time: 'T' })), [
      { ...common, rationale: 'It should have asked which folder first', time: 'T', turn: 0, step: 1, classifier: ['tool_call'], human: 'ask' },
      { ...common, rationale: '', time: 'T', turn: 1, step: 2, classifier: ['other'], human: 'confirm' },
    ]);
    for (const d of decisions) assert.match(d.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('still draws both human labels after the window is reloaded', () =>
    vscode.step('after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      await openUnwrapped(vscode, missParam);
      const labels = await eventually(() => humanLabels(vscode, 1), (d) => d.length === 3, { what: 'the human labels of line 1 after the reload', timeoutMs: 30_000 });
      assert.deepEqual(labels, ['✎ 2/19 ≠2', '✎ ASK ≠ TOOL_CALL', '✎ CONFIRM ≠ OTHER']);
    }));
});
