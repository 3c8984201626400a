// Annotation of tau2 messages in code-server, on a copy of the real whissle airline run in a temporary
// folder (the shared data is never written): classes set with keys in a simulation's case view (a
// message's classes are a set: shift+digit adds or takes out its class; a digit makes it that one class
// and moves on, as does the verdict key v), a verdict beside the bound-violation
// line of the audit section, a message decided from the result file's context menu with the cursor
// inside it; the human labels drawn in both; still there after a reload; the store's lines; undo
// stepping back one decision at a time; the Review view and its next-item commands.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { belowHeader, hoverAt, openUnwrapped, paragraphs } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-annotate-tau2-e2e-'));
const runFolder = join(root, 'whissle');
const results = join(runFolder, 'airline_run1.json');
const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
const SHA256 = 'adfe87f6832ab97dcaab34a8b49badf30312888423a05fddc424afa34680cc46';
const TREE = 'Calibration Lens';
const REVIEW = 'Calibration Lens: Review';
const RULE = '─'.repeat(40);
const WHEN = /\(ann, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/;

// Task 2 (gold ASK and TOOL_CALL, reward 0): its simulation starts on line 6390 and has 14 assistant
// messages; message 4 (get_user_details) starts on line 6654, message 6 (ASK) on 6696, message 8 (ASK) on 6786.
const TASK2 = '2076a622-4d5c-4e67-bcf0-8b49efd69817';

/** The decoration texts of the human labels (✎ …) on a 1-based line of the active editor, once it is in view. */
async function humanLabels(vscode: VSCodeSession, line: number): Promise<string[]> {
  return (await vscode.editor.decorationsOn(line)).filter((d) => d.startsWith('✎'));
}

describe('annotation of tau2 messages', { skip: withoutTau2Data }, () => {
  let vscode: VSCodeSession;
  let caseView: string[] = [];
  before(async () => {
    if (withoutTau2Data) return;
    mkdirSync(runFolder, { recursive: true });
    copyFileSync(WHISSLE, results);
    chmodSync(results, 0o644);
    vscode = await openVSCode({
      name: 'extension-annotation-tau2',
      workspace: root,
      viewport: { width: 1400, height: 1000 },
      settings: { 'calibrationLens.labels.author': 'ann' },
    });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The 1-based line of the case view that starts with `start`. */
  const viewLine = (start: string): number => {
    const i = caseView.findIndex((l) => l.startsWith(start));
    assert.ok(i >= 0, `the case view has a line starting "${start}"`);
    return i + 1;
  };

  /**
   * Brings the result file to the front: its tab when it is open (the tree opened it; a reload restores
   * it), else through quick open. (Its breadcrumbs then end in the JSON symbol at the cursor, which quick
   * open's check of the active editor's path does not expect.)
   */
  const showResults = async () => {
    const tab = vscode.page.locator('.editor-group-container .tab[aria-label^="airline_run1.json"]');
    if ((await tab.count()) === 0) return openUnwrapped(vscode, results);
    await tab.first().click();
    await eventually(() => vscode.workbench.activeTabTitle(), (t) => t !== null && t.startsWith('airline_run1.json'), { what: 'the result file in front' });
  };

  /** The label of each row of the open quick pick (a row's detail line, and rows reused from an earlier pick, aside). */
  const pickRows = () => vscode.page.locator('.quick-input-widget .quick-input-list .monaco-list-row').evaluateAll((rows) => rows.map((r) => r.querySelector('.label-name')?.textContent ?? ''));


  it("opens task 2's case view from the tree, with the audit section and no B1a-B5", () =>
    vscode.step('open-case-view', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens View');
      await eventually(() => vscode.views.treeRows(TREE), (r) => r.some((row) => row.label === 'airline'), { what: 'the whissle run in the tree', timeoutMs: 30_000 });
      await vscode.views.expand(TREE, 'airline');
      await vscode.views.click(TREE, 'task 2 · trial 0 · reward 0.0 · user_stop');
      const tab = vscode.page.locator('.tab', { hasText: TASK2 });
      await tab.first().waitFor({ timeout: 30_000 });
      await tab.first().click();
      caseView = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith(`Simulation ${TASK2}`) && t.includes('── Your audit'), { what: 'the case view with its audit section' })).split('\n');
      const audit = caseView.indexOf(`── Your audit ${RULE}`);
      assert.deepEqual(caseView.slice(audit, audit + 4), [
        `── Your audit ${RULE}`,
        '  Failed, so no bound violation.',
        '  Verdict: none yet (real miss, valid alternative path or gold questionable).',
        "  Audit rubric: B1a-B5 are the paper's rubric for BFCL multi-turn turns (App. F); tau2 has none, so none is shown here.",
      ]);
      // A link (Decide classes…) on the classes of each assistant message in view, no code lens above
      // any line (a lens row comes after the view is shown and pushes the message down).
      const links = () => vscode.page.$$eval('.editor-group-container.active .view-lines span.detected-link', (els) => els.map((e) => (e.textContent ?? '').replace(/\u00a0/g, ' ')));
      const classes = (l: string[]) => l.filter((t) => /^(TOOL_CALL|ASK|REFUSE|CONFIRM|no class)\b/.test(t));
      const shown = await eventually(links, (l) => classes(l).length >= 4, { what: 'the Decide links in the case view', timeoutMs: 20_000 });
      // The case view wraps long lines (its own language's default), so four messages fit in view here.
      assert.ok(classes(shown).length >= 4, shown.join(' | '));
      assert.equal(await vscode.page.locator('.editor-group-container.active .codelens-decoration').count(), 0);
    }));

  it('sets classes with keys in the case view once annotating: shift+4 adds CONFIRM to an ASK message, 0 on a line inside another empties its set', () =>
    vscode.step('keys-in-case-view', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Start Annotating (Decision Keys Act in the Case View)');
      const message6 = viewLine('[6] assistant · ASK: ');
      await vscode.workbench.goTo(message6, 1);
      await vscode.page.keyboard.press('Shift+4');
      const six = await eventually(() => humanLabels(vscode, message6), (d) => d.length === 1, { what: 'the key decision on message 6' });
      assert.match(six[0]!, /^✎ ASK\+CONFIRM ≠ ASK /);
      assert.match(six[0]!, WHEN);
      // The reason line under message 8's header is inside its block.
      const message8 = viewLine('[8] assistant · ASK: ');
      assert.match(caseView[message8]!, /^ {6}ASK: the question "And what date would you like to fly\?"/);
      await vscode.workbench.goTo(message8 + 1, 3);
      await vscode.page.keyboard.press('0');
      // 0 saves and moves on to the next message not reviewed: back to message 8 to read it.
      await eventually(() => vscode.editor.cursorLine(), (l) => l !== null && l !== message8 + 1, { what: 'the case view moving on' });
      await vscode.workbench.goTo(message8, 1);
      const eight = await eventually(() => humanLabels(vscode, message8), (d) => d.length === 1, { what: 'the key decision on message 8' });
      assert.match(eight[0]!, /^✎ NO CLASS ≠ ASK /);
    }));

  it('sets a verdict on the case from the case view, shown in its audit section beside the bound-violation line', () =>
    vscode.step('verdict-in-case-view', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Set a Verdict on This Case…');
      assert.deepEqual(await eventually(pickRows, (l) => l.length === 3 && l[2] === 'Gold questionable', { what: 'the verdict pick' }), ['Real miss', 'Valid alternative path', 'Gold questionable']);
      assert.equal(await vscode.page.locator('.quick-input-widget .quick-input-title').innerText(), `${TASK2}: Failed, so no bound violation`);
      await vscode.workbench.answerQuickInput('Real miss');
      await vscode.workbench.answerQuickInput('It never booked the flight the user asked for.');
      const text = await eventually(() => vscode.editor.text(), (t) => t.includes('  Verdict: ann: verdict real miss'), { what: 'the verdict in the audit section' });
      caseView = text.split('\n');
      const audit = caseView.indexOf(`── Your audit ${RULE}`);
      assert.equal(caseView[audit + 1], '  Failed, so no bound violation.');
      assert.match(caseView[audit + 2]!, /^ {2}Verdict: ann: verdict real miss, \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
      assert.equal(caseView[audit + 3], '      “It never booked the flight the user asked for.”');
    }));

  it("decides a message in the result file from the editor's context menu, the cursor inside the message", () =>
    vscode.step('decide-in-result-file', async () => {
      await showResults();
      // Line 6655 ("role": "assistant") is inside message 4, which starts on line 6654.
      await vscode.workbench.goTo(6655, 12);
      await vscode.page.keyboard.press('Shift+F10');
      await vscode.page.locator('.monaco-menu .action-label', { hasText: 'Decide the Class of This Emission…' }).hover();
      await vscode.page.keyboard.press('Enter');
      const rows = vscode.page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
      // Each row's own label (rows are reused: a hidden detail line of an earlier pick may linger in them).
      const picked = () => rows.evaluateAll((els) => els.map((e) => [e.querySelector('.label-name')?.textContent, e.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? e.getAttribute('aria-checked') === 'true']));
      await eventually(picked, (l) => l.length === 4 && l[3]![0] === 'CONFIRM', { what: 'the multi-select class pick' });
      // The classifier's TOOL_CALL is ticked: Enter as it is would accept it.
      assert.deepEqual(await picked(), [['TOOL_CALL', true], ['ASK', false], ['REFUSE', false], ['CONFIRM', false]]);
      assert.equal(await vscode.page.locator('.quick-input-widget .quick-input-title').innerText(), `${TASK2}, message 4: the classifier says TOOL_CALL`);
      // A click on a row of a multi-select pick ticks it.
      await rows.nth(3).click();
      await eventually(picked, (l) => l[3]![1] === true, { what: 'CONFIRM ticked' });
      assert.deepEqual(await picked(), [['TOOL_CALL', true], ['ASK', false], ['REFUSE', false], ['CONFIRM', true]]);
      await vscode.page.locator('.quick-input-widget .quick-input-box input').focus();
      await vscode.page.keyboard.press('Enter');
      await vscode.workbench.answerQuickInput('It also tells the user what it will do next');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes(`Saved TOOL_CALL+CONFIRM on ${TASK2} message 4`)), { what: 'the decision to be saved' });
      await vscode.workbench.goTo(6654);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6654), (d) => d.length === 1, { what: 'the human label where message 4 starts' }), ['✎ TOOL_CALL+CONFIRM ≠ TOOL_CALL']);
      const hover = paragraphs(await hoverAt(vscode, 6654, 10));
      const start = hover.indexOf('Human decisions — Calibration Lens');
      assert.ok(start >= 0, hover.join('\n'));
      assert.deepEqual(hover.slice(start + 1, start + 4).map((l) => l.replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/, 'T')), [
        'Classifier: TOOL_CALL',
        'ann: TOOL_CALL+CONFIRM, disagrees with the classifier (TOOL_CALL), T.',
        '“It also tells the user what it will do next”',
      ]);
    }));

  it('draws the key decisions in the result file too, and the case line marker with the verdict', () =>
    vscode.step('labels-in-result-file', async () => {
      await vscode.workbench.goTo(6696);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6696), (d) => d.length === 1, { what: 'message 6' }), ['✎ ASK+CONFIRM ≠ ASK']);
      await vscode.workbench.goTo(6786);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6786), (d) => d.length === 1, { what: 'message 8' }), ['✎ NO CLASS ≠ ASK']);
      await vscode.workbench.goTo(6390);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6390), (d) => d.length === 1, { what: 'the simulation line marker' }), ['✎ 3/14 ≠3 real miss']);
    }));

  it('writes every decision to the store beside the run: the sets as lists, the verdict', () => {
    const lines = readFileSync(store, 'utf8').split('\n');
    assert.equal(lines.at(-1), '');
    const common = { v: 1, file: 'airline_run1.json', sha256: SHA256, case: TASK2, rulesVersion: 'ref-5c9ec3df', author: 'ann', time: 'T' };
    assert.deepEqual(lines.slice(0, -1).map((l) => ({ ...JSON.parse(l), time: 'T' })), [
      { ...common, rationale: '', kind: 'emission', message: 6, classifier: ['ask'], human: ['ask', 'confirm'] },
      { ...common, rationale: '', kind: 'emission', message: 8, classifier: ['ask'], human: [] },
      { ...common, rationale: 'It never booked the flight the user asked for.', kind: 'case', verdict: 'real-miss', boundViolation: false },
      { ...common, rationale: 'It also tells the user what it will do next', kind: 'emission', message: 4, classifier: ['tool_call'], human: ['confirm', 'tool_call'] },
    ]);
  });

  it('still draws the human labels after the window is reloaded', () =>
    vscode.step('after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      await showResults();
      await vscode.workbench.goTo(6654);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6654), (d) => d.length === 1, { what: 'message 4 after the reload', timeoutMs: 30_000 }), ['✎ TOOL_CALL+CONFIRM ≠ TOOL_CALL']);
      await vscode.workbench.goTo(6390);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6390), (d) => d.length === 1, { what: 'the marker after the reload' }), ['✎ 3/14 ≠3 real miss']);
    }));

  it('undo, undo, undo steps back three decisions: message 4, the verdict, message 8; message 6 stays', () =>
    vscode.step('undo', async () => {
      const marker = async (expected: string[]) => {
        await vscode.workbench.goTo(6390);
        return eventually(() => humanLabels(vscode, 6390), (d) => JSON.stringify(d) === JSON.stringify(expected), { what: `the marker ${expected.join(' ') || '(none)'}` });
      };
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await marker(['✎ 2/14 ≠2 real miss']);
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await marker(['✎ 2/14 ≠2']);
      await vscode.workbench.runCommand('Calibration Lens: Undo My Last Decision');
      await marker(['✎ 1/14 ≠1']);
      await vscode.workbench.goTo(6696);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6696), (d) => d.length === 1, { what: 'message 6' }), ['✎ ASK+CONFIRM ≠ ASK']);
      await vscode.workbench.goTo(6786);
      assert.deepEqual(await eventually(() => humanLabels(vscode, 6786), (d) => d.length === 0, { what: 'message 8 without a label' }), []);
      const undos = readFileSync(store, 'utf8').trim().split('\n').slice(4).map((l) => JSON.parse(l));
      assert.deepEqual(undos.map((d) => [d.kind, d.message ?? null, d.withdrawn ?? false, d.undo]), [['emission', 4, true, true], ['case', null, true, true], ['emission', 8, true, true]]);
    }));

  it('lists the run in the Review view, and Next goes to the next item each time, on the emission itself', () =>
    vscode.step('review', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens: Review View');
      const rows = await eventually(() => vscode.views.treeRows(REVIEW), (r) => r.some((row) => row.label === 'Progress' && row.description === '1 / 593 emissions reviewed'), { what: 'the review queue', timeoutMs: 30_000 });
      assert.deepEqual(rows.map((r) => [r.label, r.description]), [
        ['Progress', '1 / 593 emissions reviewed'],
        ['Not reviewed', '592 (first 500 listed)'],
        ['Disagreements with the classifier', '1'],
        // Twelve simulations passed without one of their gold classes (formats-tau2.md: whissle's TOOL_CALL row).
        ['Bound violations without a verdict', '12'],
      ]);
      // Each item opens in the case view of its simulation (never the raw file a key would type into), the
      // cursor on the item: a violation on the simulation's title, a message on its header line.
      const TASK5 = 'ddb6a406-6152-4bc8-8647-175530737989';
      const TASK6 = '7894374a-35a7-403c-bfc9-6189d9d4f9ea';
      const at = async (position: RegExp, simulation: string, line: RegExp) => {
        await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => position.test(text)), { what: String(position) });
        await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(simulation) ?? false, { what: `the case view of ${simulation}` });
        // The queue's text can be the same as before the move (1 of 592, then 2 of 592 reads alike to
        // the pattern): the cursor is read from the editor until it is on the line the item names.
        const atCursor = async () => {
          const ln = await vscode.editor.cursorLine();
          return ln === null ? null : (await vscode.editor.drawnLines()).find((l) => l.line === ln)?.text ?? null;
        };
        await eventually(atCursor, (text) => text !== null && line.test(text), { what: `the cursor on a line like ${line}` });
      };
      // From message 8 (line 6786, task 2), the next violation is task 5, then task 6.
      await showResults();
      await vscode.workbench.goTo(6786);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Bound Violation Without a Verdict');
      await at(/^Annotating · \d+ of 12 bound violations without a verdict in /, TASK5, /^Simulation /);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Bound Violation Without a Verdict');
      await at(/^Annotating · \d+ of 12 bound violations without a verdict in /, TASK6, /^Simulation /);
      // The next message not reviewed after task 6's title: its message 0, then message 2.
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      await at(/^Annotating · \d+ of 592 not reviewed in /, TASK6, /^\[0\] assistant · /);
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      await at(/^Annotating · \d+ of 592 not reviewed in /, TASK6, /^\[2\] assistant · /);
      // The one disagreement, from the view: message 6 of task 2.
      await vscode.views.expand(REVIEW, 'Disagreements with the classifier');
      await vscode.views.click(REVIEW, `${TASK2} · message 6`);
      await at(/^Annotating · 1 of 1 disagreements with the classifier in /, TASK2, /^\[6\] assistant · /);
      // Next Disagreement with only one: it stays on the same item.
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Disagreement with the Classifier');
      await at(/^Annotating · 1 of 1 disagreements with the classifier in /, TASK2, /^\[6\] assistant · /);
    }));

  it('overrides a message with one key (a digit: that one class) and moves on; v gives its case a verdict and moves on', () =>
    vscode.step('one-key-override-and-verdict', async () => {
      const atCursor = async () => {
        const ln = await vscode.editor.cursorLine();
        return ln === null ? null : (await vscode.editor.drawnLines()).find((l) => l.line === ln)?.text ?? null;
      };
      const isMessage = (t: string | null) => t !== null && /^\[\d+\] assistant · /.test(t);
      const lines = () => readFileSync(store, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      // The cursor may already sit on a reviewed message (the test before ends on one): wait for the move.
      const before = await atCursor();
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      const first = await eventually(atCursor, (t) => isMessage(t) && t !== before, { what: 'a message not reviewed at the cursor', timeoutMs: 30_000 });
      const simulationInFront = async () => /^[0-9a-f-]{36}/.exec((await vscode.workbench.activeTabTitle()) ?? '')![0];
      const simulation = await simulationInFront();
      const already = lines().length;
      await vscode.page.keyboard.press('3');
      const second = await eventually(atCursor, (t) => isMessage(t) && t !== first, { what: 'the next message' });
      assert.deepEqual(lines().slice(already).map((d) => [d.case, d.message, d.human]), [[simulation, Number(/^\[(\d+)\]/.exec(first!)![1]), ['refuse']]]);
      const verdictOn = await simulationInFront();
      await vscode.page.keyboard.press('v');
      assert.deepEqual(await eventually(pickRows, (l) => l.length === 3 && l[2] === 'Gold questionable', { what: 'the verdict pick' }), ['Real miss', 'Valid alternative path', 'Gold questionable']);
      await vscode.workbench.answerQuickInput('Valid alternative path');
      await vscode.workbench.answerQuickInput('Another path that books the same flight.');
      await eventually(atCursor, (t) => isMessage(t) && t !== second, { what: 'the item after the verdict' });
      assert.deepEqual(lines().slice(already + 1).map((d) => [d.case, d.kind, d.verdict, d.rationale]), [[verdictOn, 'case', 'valid-alternative', 'Another path that books the same flight.']]);
    }));
});
