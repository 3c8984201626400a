// Annotation in code-server, on a copy of the real xLAM run in a temporary folder (the shared data is
// never written): a class overridden with a rationale from the result file, another decided with a
// key in the case view; both drawn as human labels; still there after a window reload; the lines in
// the store on disk; the Agreement tab's numbers equal `calibration-lens agreement --json`; a verdict;
// the Review view and its next-item commands; undo stepping back one decision at a time.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { RELEASE, SHARED_BFCL, XLAM, withoutSharedData } from '../support/sharedData';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { agreementTab, assertAgreementAsPrinted } from './panelReads';

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
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
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
      // The gold path comes after the view's first text: its lines (one under each of turn 1's calls)
      // move the steps below them down, so the lines are read once they are in.
      const text = (await eventually(() => vscode.editor.text(), (t) => /^\s+gold: /m.test(t), { what: 'the gold path in the case view' })).split('\n');
      const turn2 = text.findIndex((l) => l.startsWith('── Turn 2 · '));
      const step3 = text.findIndex((l, i) => i > turn2 && l.startsWith('  step 3  '));
      const step2OfTurn1 = text.findIndex((l) => l.startsWith('  step 2  '));
      // The grep tool's summary in turn 2 is text without a phrase of any class: OTHER.
      assert.match(text[step3]!, /^  step 3  OTHER  No phrase of REFUSE, ASK or CONFIRM: OTHER\.$/);
      // Keys decide only while annotating: switched on here, without a queue.
      await vscode.workbench.runCommand('Calibration Lens: Start Annotating (Decision Keys Act in the Case View)');
      await vscode.workbench.goTo(step3 + 1, 1);
      await vscode.page.keyboard.press('4');
      // The key saves and moves on to the next item not reviewed: back to the decided line to read it.
      await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (c) => c !== null && c !== `Ln ${step3 + 1}, Col 1`, { what: 'the case view moving on' });
      await vscode.workbench.goTo(step3 + 1, 1);
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

  it("shows in the summary's Agreement tab exactly the numbers of `calibration-lens agreement --json` on the same store", () =>
    vscode.step('agreement-tab', async () => {
      const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'agreement', '--labels', store, '--results', runFolder, '--json'], { encoding: 'utf8' }));
      // The summary of the active file's run (the xLAM copy).
      const shown = await agreementTab(vscode, 'ann');
      assertAgreementAsPrinted(shown, cli, 'ann');
      // Worked out by hand: TOOL_CALL -> ASK and OTHER -> CONFIRM, so nothing agrees and the chance
      // agreement is 0 (kappa 0); REFUSE and NO CLASS were never used by either (kappa unknown).
      assert.deepEqual(shown.figures, {
        n: 2, raw_agreement: 0, kappa: 0,
        'kappa-tool_call': 0, 'kappa-ask': 0, 'kappa-refuse': null, 'kappa-confirm': 0, 'kappa-other': 0, 'kappa-none': null,
      });
      assert.equal(shown.kappaText, '0.000');
      // miss_param_0 never asks by the classifier; with the human ASK it does: GAR 0 -> 50 on 2 cases.
      assert.deepEqual(shown.gar, [{ model: XLAM, category: 'miss_param', author: 'ann', n: 2, classifier_gar: 0, human_gar: 50, decided: 2, cases_changed: 1 }]);
    }));

  it('sets a verdict on a case from the result file, with its pass/fail beside the verdicts, shown in the case line\'s marker', () =>
    vscode.step('verdict-in-result-file', async () => {
      await openUnwrapped(vscode, missParam);
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Set a Verdict on This Case…');
      await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.includes('Gold questionable'), { what: 'the verdict pick' });
      assert.equal(
        await vscode.page.locator('.quick-input-widget .quick-input-title').innerText(),
        'multi_turn_miss_param_0: Pass/fail unknown (the score file does not list every failure its header counts), so whether this is a bound violation cannot be told',
      );
      await vscode.workbench.answerQuickInput('Gold questionable');
      await vscode.workbench.answerQuickInput('The task never names the folder.');
      assert.deepEqual(await eventually(() => humanLabels(vscode, 1), (d) => d[0] === '✎ 2/19 ≠2 gold questionable', { what: 'the verdict in the marker' }),
        ['✎ 2/19 ≠2 gold questionable', '✎ ASK ≠ TOOL_CALL', '✎ CONFIRM ≠ OTHER']);
    }));

  it('lists what is left in the Review view; Next goes to the next item each time, in the case view, and wraps around', () =>
    vscode.step('review-next', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens: Review View');
      const rows = await eventually(() => vscode.views.treeRows('Calibration Lens: Review'), (r) => r.some((row) => row.description === '2 / 77 emissions reviewed'), { what: 'the review queue', timeoutMs: 30_000 });
      // The xLAM excerpts hold 14, 31 and 32 emissions; no case is known to pass, so none is a violation.
      assert.deepEqual(rows.map((r) => [r.label, r.description]), [
        ['Progress', '2 / 77 emissions reviewed'],
        ['Not reviewed', '75'],
        ['Disagreements with the classifier', '2'],
        ['Bound violations without a verdict', '0'],
      ]);
      await openUnwrapped(vscode, missParam);
      await vscode.workbench.goTo(1, 1);
      // Each item opens in the case view (never the raw file a key would type into), the cursor on its
      // emission's header, the queue's place in the status bar.
      const at = async (position: string, header: RegExp) => {
        await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text === position), { what: position });
        assert.ok((await vscode.workbench.activeTabTitle())!.startsWith('multi_turn_miss_param_0'));
        const line = Number(/^Ln (\d+)/.exec((await vscode.workbench.statusBarItem('status.editor.selection'))!)![1]);
        assert.match((await vscode.editor.drawnLines()).find((l) => l.line === line)!.text, header);
      };
      const xlam = 'Salesforce_Llama-xLAM-2-8b-fc-r';
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Disagreement with the Classifier');
      await at(`Annotating · 1 of 2 disagreements with the classifier in ${xlam}`, /^ {2}step 2 {2}TOOL_CALL /);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Disagreement with the Classifier');
      await at(`Annotating · 2 of 2 disagreements with the classifier in ${xlam}`, /^ {2}step 3 {2}OTHER /);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Disagreement with the Classifier');
      await at(`Annotating · 1 of 2 disagreements with the classifier in ${xlam}`, /^ {2}step 2 {2}TOOL_CALL /);
      // Not reviewed after turn 1 step 2, in the same run: step 3, then step 4 (the base file's 14 and
      // miss_func's 31 emissions and miss_param_0's first come before them).
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      await at(`Annotating · 47 of 75 not reviewed in ${xlam}`, /^ {2}step 3 {2}/);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      await at(`Annotating · 48 of 75 not reviewed in ${xlam}`, /^ {2}step 4 {2}/);
      await openUnwrapped(vscode, missParam);
    }));

  it('undo, undo, undo walks back the verdict, the key decision and the first override', () =>
    vscode.step('undo-three', async () => {
      await vscode.workbench.goTo(1, 1);
      const labels = (expected: string[]) => eventually(() => humanLabels(vscode, 1), (d) => JSON.stringify(d) === JSON.stringify(expected), { what: `the human labels ${expected.join(' ') || '(none)'}` });
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await labels(['✎ 2/19 ≠2', '✎ ASK ≠ TOOL_CALL', '✎ CONFIRM ≠ OTHER']);
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await labels(['✎ 1/19 ≠1', '✎ ASK ≠ TOOL_CALL']);
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await labels([]);
      const lines = readFileSync(store, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      assert.deepEqual(lines.map((d) => [d.kind, d.human ?? d.verdict, d.withdrawn ?? false, d.undo ?? false]), [
        ['emission', 'ask', false, false],
        ['emission', 'confirm', false, false],
        ['case', 'gold-questionable', false, false],
        ['case', 'gold-questionable', true, true],
        ['emission', 'confirm', true, true],
        ['emission', 'ask', true, true],
      ]);
    }));
});
