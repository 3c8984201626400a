// tau2 runs in every view of the packaged extension in code-server, on files made from the real runs in
// ../shared/data/tau2 (in a temporary workspace: whissle's airline run, a dir-layout run of its
// simulations of tasks 0, 1 and 2, qwen2.5-7b's run cut off inside its sixth simulation): the tree (runs > domains >
// simulations), the case view of one simulation (expected actions with tau2's checks, the DB check,
// the writes with the ten messages before them), the case view of the simulation under the cursor,
// the gold-divergence Problem on the line of the call or check, the next failed case's divergence, the
// directory layout, a cut-off file's Problem, and the summary honouring calibrationLens.tau2TasksFile.
// The expected values were worked out from the files (lines of the `{` of each simulation, call and
// check; rewards; the pinned gold of formats-tau2.md section 5.1), not copied from what is shown.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { PINNED_TASKS, QWEN, WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { cutCopy, writeDirLayout, type DirLayoutRun } from '../support/tau2Derived';
import { belowHeader, CASE_HEADER_LINES, listProblems, openUnwrapped, problemsWithCode, SIDE_BY_SIDE, TALL_VIEWPORT } from './extension-helpers';
import { eventually, openVSCode, type Problem, type TreeRow, type VSCodeSession } from './harness';

const VIEW = 'Calibration Lens';
const RULE = '─'.repeat(40);
const SIM0 = 'c4726c14-f132-4944-a51a-465518856f47';
const TASK8 = '6b6c6b59-8dd6-4626-811c-fb0fabc175f3';
const REASONING = 'The user asked about a refund; the agent cancelled without a clear yes to this cancellation.';
const extensionId = 'calibration-lens.calibration-lens';
const STATUS_ID = `${extensionId}.calibrationLens.status`;

describe('tau2 runs in the tree, the case view, Problems, the gold path and the summary', { skip: withoutTau2Data }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let outside: string;
  let whissle: string;
  let cut: string;
  let dir: DirLayoutRun;
  let tasks: string;
  let judgments: string;

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tau2-views-'));
    outside = mkdtempSync(join(tmpdir(), 'tau2-views-settings-'));
    mkdirSync(join(workspace, 'whissle'));
    whissle = join(workspace, 'whissle', 'airline_run1.json');
    copyFileSync(WHISSLE, whissle);
    dir = writeDirLayout(WHISSLE, ['0', '1', '2'], join(workspace, 'dir-layout'));
    mkdirSync(join(workspace, 'cut'));
    // Lines 1-5720 and 20 characters of line 5721: inside the sixth simulation's second action check.
    cut = cutCopy(QWEN, 231375, join(workspace, 'cut'), 'qwen_cut.json');
    // The pinned airline tasks with the gold actions of tasks 1 and 5 taken away: both become REFUSE gold.
    const pinned = JSON.parse(readFileSync(PINNED_TASKS('airline'), 'utf8')) as Array<{ id: string; evaluation_criteria: { actions: unknown[] } }>;
    for (const t of pinned) if (t.id === '1' || t.id === '5') t.evaluation_criteria.actions = [];
    tasks = join(outside, 'tasks.json');
    writeFileSync(tasks, JSON.stringify(pinned, null, 2));
    judgments = join(outside, 'judgments.jsonl');
    writeFileSync(judgments, `${JSON.stringify({ model: 'whissle', domain: 'airline', sim_id: SIM0, tool: 'cancel_reservation', confirmed: false, passed: false, judge_reasoning: REASONING })}\n`);
    vscode = await openVSCode({
      name: 'extension-tau2-views', workspace, viewport: TALL_VIEWPORT,
      // Breadcrumbs without the JSON symbols, so they name the file whatever the cursor's place.
      settings: { ...SIDE_BY_SIDE, 'calibrationLens.tau2JudgmentsFile': judgments, 'breadcrumbs.symbolPath': 'off' },
    });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  /** The case view in front, once its text has been laid out. */
  async function caseViewText(startsWith: string): Promise<string[]> {
    // A tooltip left open under the mouse (a tab's) can swallow the keys that read the text.
    await vscode.page.mouse.move(20, (vscode.page.viewportSize()?.height ?? 900) - 150);
    const text = await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith(startsWith), { what: `the case view of ${startsWith}`, timeoutMs: 30_000 });
    return text.split('\n');
  }

  it('lists each tau2 run, its domain with pass@1 and GAR per gold class, and its simulations', () =>
    vscode.step('tree', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens View');
      const folders = vscode.page.locator('.pane-header', { hasText: /tau2-views-/ }).first();
      if ((await folders.getAttribute('aria-expanded')) === 'true') await folders.click();
      const run = (label: string, description: string): TreeRow => ({ label, description, level: 1, expanded: true, icon: 'folder-library' });
      const domain = (description: string, icon: string): TreeRow => ({ label: 'airline', description, level: 2, expanded: false, icon });
      const rows = await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length === 6 && r[0]!.label !== 'cut', { what: 'three runs and their domains', timeoutMs: 40_000 });
      assert.deepEqual(rows, [
        // The cut file: the 5 simulations before the cut (tasks 0, 6, 3, 11, 5; 0 and 5 passed). No action
        // check of the four TOOL_CALL tasks failed (6 and 11 ended early and have none); no ASK task among them.
        run('ollama_chat/qwen2.5:7b', 'qwen_cut.json'),
        domain('pass@1 40.0 · TOOL_CALL 100.0 · ASK – · REFUSE 100.0', 'graph'),
        // whissle's tasks 0, 1 and 2: only 1 passed; 2 failed the check of 2_1; 0 (REFUSE) cancelled a reservation.
        run('whissle', 'run'),
        domain('pass@1 33.3 · TOOL_CALL 50.0 · ASK 100.0 · REFUSE 0.0', 'graph'),
        run('whissle', 'airline_run1.json'),
        domain('pass@1 56.0 · TOOL_CALL 27.9 · ASK 100.0 · REFUSE 71.4 · Acc > GAR', 'warning'),
      ]);
      // The whissle run is the last: its domain is the last "airline".
      const airline = vscode.page.locator('.pane-body .monaco-list-row').filter({ has: vscode.page.locator('.label-name', { hasText: /^airline$/ }) }).last();
      await airline.locator('.monaco-tl-twistie').click();
      const shown = await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length > 10, { what: 'the simulations of whissle airline' });
      assert.deepEqual(shown.slice(6, 12), [
        { label: 'task 0 · trial 0 · reward 0.0 · user_stop', description: 'FAIL reward 0 · ASK, TOOL_CALL', level: 3, expanded: null, icon: 'error' },
        { label: 'task 1 · trial 0 · reward 1.0 · user_stop', description: 'PASS · ASK, CONFIRM, TOOL_CALL', level: 3, expanded: null, icon: 'pass' },
        { label: 'task 3 · trial 0 · reward 1.0 · user_stop', description: 'PASS · ASK, TOOL_CALL', level: 3, expanded: null, icon: 'pass' },
        { label: 'task 2 · trial 0 · reward 0.0 · user_stop', description: 'FAIL reward 0 · ASK, TOOL_CALL', level: 3, expanded: null, icon: 'error' },
        // Task 5 passed with a failed gold action check: a bound violation.
        { label: 'task 5 · trial 0 · reward 1.0 · user_stop', description: 'PASS · no TOOL_CALL · ASK, CONFIRM, TOOL_CALL', level: 3, expanded: null, icon: 'warning' },
        { label: 'task 4 · trial 0 · reward 1.0 · user_stop', description: 'PASS · ASK, CONFIRM, TOOL_CALL', level: 3, expanded: null, icon: 'pass' },
      ]);
    }));

  it('opens a simulation from the tree: the file at its first line, and its case view with the expected actions and the checks', () =>
    vscode.step('tree-case-view', async () => {
      await vscode.views.click(VIEW, 'task 8 · trial 0 · reward 0.0 · user_stop');
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p === 'whissle/airline_run1.json', { what: 'the results file to open' });
      const caseTab = vscode.page.locator('.tab', { hasText: TASK8 });
      await caseTab.first().waitFor({ timeout: 30_000 });
      await caseTab.first().click();
      const lines = await caseViewText(`Simulation ${TASK8}`);
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 6), [
        `Simulation ${TASK8} · task 8 · trial 0 · airline`,
        `File: ${whissle}:10849`,
        'Reward 0.0 (DB 0.0 * COMMUNICATE 1.0) · ended by user_stop',
        'Gold classes: ASK, TOOL_CALL (from the pinned airline tasks (tau2-bench a03b7910))',
        'Expected actions: from the tasks embedded in the run (the version that ran)',
        'Classes shown: ASK, CONFIRM, TOOL_CALL · gold ASK hit, TOOL_CALL missing',
      ]);
      const block = lines.indexOf("Expected actions beside the trajectory's calls (tau2 matches name and compared arguments, in any order):");
      assert.ok(block > 0, 'the expected actions block');
      // Each expected action with tau2's own check: 8_0 matched, 8_1 read another reservation, 8_2 and 8_3 never made.
      const actions = lines.slice(block + 2).filter((l) => / 8_\d /.test(l));
      assert.deepEqual(actions.slice(0, 3), [
        '  = msg 4 get_user_details(user_id="sophia_silva_7557")     │ 8_0 get_user_details(user_id="sophia_silva_7557")   [✓ matched]',
        '  ≠ msg 6 get_reservation_details(reservation_id="NM1VX1")  │ 8_1 get_reservation_details(reservation_id="WUNA5K")   ← reservation_id differs   [✗ not matched]',
        '  -                                                         │ 8_2 search_direct_flight(origin="ORD", destination="PHL", date="2024-05-26")   ← never made   [✗ not matched]',
      ]);
      assert.match(actions[3]!, /^ {2}- {57}│ 8_3 book_reservation\(user_id="sophia_silva_7557", .*\) {3}← never made {3}\[✗ not matched\]$/);
      assert.equal(actions.length, 4);
      assert.ok(lines.includes('  ◆ The first expected action the trajectory does not match.'));
      assert.ok(lines.includes('DB check: ✗ the database differs from the one the expected actions produce (db_reward 0.0) (in the reward basis)'));
      assert.ok(lines.includes(`── Confirmation before writes (0) ${RULE}`));
      assert.ok(lines.includes("No database write: the agent called none of the domain's write tools."));
    }));

  it('opens the case view of the simulation under the cursor, with its write and the ten messages before it', () =>
    vscode.step('case-view-at-cursor', async () => {
      await openUnwrapped(vscode, whissle);
      // Line 4488 is the cancel_reservation call inside the first simulation (lines 4046-4721).
      await vscode.workbench.goTo(4488, 13);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(SIM0) ?? false, { what: 'the case view of the first simulation', timeoutMs: 30_000 });
      const lines = await caseViewText(`Simulation ${SIM0}`);
      assert.equal(lines[CASE_HEADER_LINES], `Simulation ${SIM0} · task 0 · trial 0 · airline`);
      const section = lines.indexOf(`── Confirmation before writes (1) ${RULE}`);
      assert.deepEqual(lines.slice(section + 1, section + 6), [
        "Write 1 of 1: cancel_reservation (message 12, line 4488) · not confirmed (the paper's judge)",
        `  The paper's judge (${judgments}): not confirmed.`,
        `  Reasoning: ${REASONING}`,
        "  The 10 messages before it, as the paper's judge saw them:",
        '    [assistant] I can help you with that. What is your user ID, and what is the reason for the cancellation?',
      ]);
      assert.equal(lines[section + 14], "    [user] Yes, I'd like to proceed with the cancellation. Could you please confirm if I'll receive a refund?");
    }));

  it('shows the run in the status bar, and offers its buttons and the summary on the file', () =>
    vscode.step('status-bar-and-menus', async () => {
      await openUnwrapped(vscode, whissle);
      assert.equal(
        await eventually(() => vscode.workbench.statusBarItem(STATUS_ID), (t) => t?.includes('pass@1') ?? false, { what: 'the status bar entry' }),
        'airline pass@1 56.0 · TOOL_CALL 27.9 · ASK 100.0 · REFUSE 71.4',
      );
      await vscode.page.locator('.editor-actions .action-label[aria-label^="Go to Next Bound Violation"]').first().waitFor({ timeout: 10_000 });
      const row = vscode.page.locator('.explorer-folders-view .monaco-list-row .label-name', { hasText: /^airline_run1\.json$/ }).first();
      await vscode.workbench.runCommand('File: Reveal Active File in Explorer View');
      await row.click({ button: 'right' });
      // The menu draws its entries a moment after the click.
      const entries = await eventually(() => vscode.page.locator('.monaco-menu .action-label').allInnerTexts(), (e) => e.length > 0, { what: "the Explorer's context menu" });
      await vscode.page.keyboard.press('Escape');
      assert.ok(entries.includes('Open Calibration Summary'), `the context menu offers the summary: ${JSON.stringify(entries)}`);
    }));

  it('puts the gold-divergence Problem of each failed simulation on the call or the check, and goes to the next one', () =>
    vscode.step('divergence-problems', async () => {
      await openUnwrapped(vscode, whissle);
      const problems = (await problemsWithCode(vscode, 'gold-divergence', (found) => found.filter((p) => p.file === 'airline_run1.json').length === 19)).filter((p) => p.file === 'airline_run1.json');
      // Task 8 read another reservation than 8_1 expects: on that call (line 11207), its check beside it (line 10882).
      assert.deepEqual(problems.find((p) => p.line === 11207), {
        file: 'airline_run1.json', severity: 'info', source: 'Calibration Lens', code: 'gold-divergence', line: 11207, column: 13,
        message: 'Expected action 8_1 get_reservation_details(reservation_id="WUNA5K"): the call in message 6 differs in reservation_id.',
        related: [{ message: "tau2's check of 8_1: not matched.", file: 'airline_run1.json', line: 10882, column: 1 }],
      });
      // Task 2 never read reservation SDZQKO: on the check of 2_1 (line 6423).
      assert.deepEqual(problems.find((p) => p.line === 6423)?.message, 'Expected action 2_1 get_reservation_details(reservation_id="SDZQKO") was never made.');
      // The Problems panel has the focus: back to the file.
      await openUnwrapped(vscode, whissle);
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand("Calibration Lens: Go to Next Failed Case's First Divergence");
      // Task 0 failed but has no expected action; task 2 is the first failed simulation with a divergence.
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (t) => t?.startsWith('Ln 6423') ?? false, { what: 'the cursor on 6423' }), 'Ln 6423, Col 11');
    }));

  it('reads the directory layout: the index entry stands for its simulation, which opens at the cursor; its Problem points at the file', () =>
    vscode.step('dir-layout', async () => {
      await vscode.workbench.runCommand('View: Close All Editors');
      await openUnwrapped(vscode, dir.results);
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the run label' }), ['tau2 airline · whissle · 3 scored · pass@1 33.3']);
      const text = readFileSync(dir.results, 'utf8').split('\n');
      const third = dir.simulations[2]!;
      // Its entry's `{` is the line before its "id".
      const entry = text.findIndex((l) => l.includes(`"id": "${third.id}"`));
      const simText = readFileSync(third.file, 'utf8').split('\n');
      const check = simText.findIndex((l) => l.includes('"action_id": "2_1"')) - 1;
      const problems = (await problemsWithCode(vscode, 'gold-divergence', (found) => found.some((p) => p.file === 'results.json'))).filter((p) => p.file === 'results.json');
      assert.deepEqual(problems.map((p) => [p.file, p.line, p.message, p.related.map((r) => [r.file, r.line, r.message])]), [[
        'results.json', entry, 'Expected action 2_1 get_reservation_details(reservation_id="SDZQKO") was never made.',
        [[`${third.id}.json`, check, "Where it is in the simulation's own file."]],
      ]]);
      // Reading the Problems panel may have opened the simulation's file: back to results.json.
      await openUnwrapped(vscode, dir.results);
      await vscode.workbench.goTo(entry + 3, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      // The view takes the focus when it opens: read it once it is in front.
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(third.id) ?? false, { what: 'the case view of task 2', timeoutMs: 30_000 });
      const lines = await caseViewText(`Simulation ${third.id}`);
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 2), [`Simulation ${third.id} · task 2 · trial 0 · airline`, `File: ${third.file}:1`]);
    }));

  it('reports where a cut-off file ends, and reads every simulation before the cut', () =>
    vscode.step('cut-off-file', async () => {
      await vscode.workbench.runCommand('View: Close All Editors');
      await openUnwrapped(vscode, cut);
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the run label' }), ['tau2 airline · ollama_chat/qwen2.5:7b · 5 scored · pass@1 40.0', 'truncated at line 5721: 5 simulations read']);
      // VS Code's JSON validator says "Colon expected" there too; ours says where, what, and what was read.
      const problems = await eventually(async () => (await listProblems(vscode)).filter((p) => p.severity === 'error' && p.source === 'Calibration Lens'), (p) => p.length === 1, { what: 'the cut', timeoutMs: 30_000 });
      assert.deepEqual(problems.map(({ related: _r, ...p }) => p), [{
        file: 'qwen_cut.json', severity: 'error', source: 'Calibration Lens', code: 'unreadable-line', line: 5721, column: 21,
        message: 'The file ends before the JSON document does (it looks truncated) inside simulations[5].reward_info. The 5 simulations before it were read.',
      }]);
    }));

  it('summarises the run with the gold of calibrationLens.tau2TasksFile, read again when the setting changes, and shows Tab. 3', () =>
    vscode.step('summary-tasks-setting', async () => {
      await vscode.workbench.runCommand('View: Close All Editors');
      await openUnwrapped(vscode, whissle);
      await vscode.workbench.runCommand('Calibration Lens: Open Calibration Summary');
      let frame = await vscode.views.webviewFrame(extensionId, 30_000);
      const rows = async (f: Frame) => {
        await f.waitForSelector('body[data-state="loaded"] table.summary tbody tr:not(.group-row)', { timeout: 30_000 });
        // The panel shows every run of the workspace, and whissle twice (the whole file and the dir
        // layout of its tasks 0-2): the rows of the whole file, the whissle group with the most cases.
        const groups = await f.$$eval('table.summary tbody tr', (trs) => {
          const out: { heading: string; rows: string[][] }[] = [];
          for (const tr of trs) {
            if (tr.classList.contains('group-row')) out.push({ heading: tr.textContent ?? '', rows: [] });
            else out.at(-1)?.rows.push(['gold', 'n', 'gar', 'acc'].map((c) => tr.querySelector(`[data-column="${c}"]`)?.textContent?.trim() ?? ''));
          }
          return out;
        });
        const whissleGroups = groups.filter((g) => g.heading.includes('whissle'));
        const cases = (g: { rows: string[][] }) => Number(g.rows[0]?.[1] ?? 0);
        return whissleGroups.sort((a, b) => cases(b) - cases(a))[0]?.rows ?? [];
      };
      // The pinned gold: formats-tau2.md section 5.7 (whissle: TOOL_CALL 27.9/53.5 of 43, REFUSE 71.4/71.4 of 7).
      assert.deepEqual((await rows(frame)).slice(0, 3), [['TOOL_CALL', '43', '27.9', '53.5'], ['ASK', '13', '100.0', '38.5'], ['REFUSE', '7', '71.4', '71.4']]);
      // The setting, set as a user does in the workspace's settings.
      mkdirSync(join(workspace, '.vscode'));
      writeFileSync(join(workspace, '.vscode', 'settings.json'), JSON.stringify({ 'calibrationLens.tau2TasksFile': tasks }, null, 2));
      // Tasks 1 and 5 are REFUSE gold now; the numbers are those of `calibration-lens gar --tasks`.
      const edited = await eventually(async () => {
        frame = await vscode.views.webviewFrame(extensionId, 30_000);
        return (await rows(frame)).slice(0, 3);
      }, (r) => r[0]?.[1] === '41', { what: 'the rows with the named tasks', timeoutMs: 30_000 });
      assert.deepEqual(edited, [['TOOL_CALL', '41', '26.8', '51.2'], ['ASK', '13', '100.0', '38.5'], ['REFUSE', '9', '77.8', '77.8']]);
      await frame.click('vscode-tab-header[data-tab="confirm"]');
      await frame.waitForSelector('#confirm-view[data-state="loaded"] table.confirm-table', { timeout: 10_000 });
      const tab3 = await frame.$$eval('table.confirm-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.deepEqual(tab3, [['whissle', '0.0', '0.0', '+0.0', '1', '0', '--', '--', '--', '0', '0']]);
      // The read's progress notification closes once the runs are read.
      await eventually(() => vscode.workbench.notifications(), (n) => !n.some((m) => m.startsWith('Calibration Summary: reading')), { what: 'the progress notification to close', timeoutMs: 20_000 });
    }));
});
