// The "Calibration Lens" tree and the case view of the packaged extension in code-server, on the
// real excerpts. Numbers, classes and verdicts were worked out from the files (score headers, failure
// lines, the classifier spec), and the conversation text from each line's inference_log.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLAUDE, RELEASE, XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { belowHeader, CASE_HEADER_LINES, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, type TreeRow, type VSCodeSession } from './harness';

const VIEW = 'Calibration Lens';
const RULE = '─'.repeat(40);
const GPT41 = 'gpt-4.1-2025-04-14';

const run = (label: string): TreeRow => ({ label, description: '2025-12-16', level: 1, expanded: true, icon: 'folder-library' });
const category = (label: string, description: string, icon: string): TreeRow => ({ label, description, level: 2, expanded: false, icon });

describe('the Calibration Lens tree and the case view', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-tree', workspace: RELEASE, viewport: { width: 1400, height: 1000 } });
    // Give the tree the side bar: fold the folder view above it.
    await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens View');
    const folders = vscode.page.locator('.pane-header', { hasText: '2025-12-16' }).first();
    if ((await folders.getAttribute('aria-expanded')) === 'true') await folders.click();
  });
  after(async () => {
    await vscode?.close();
  });

  // Labels repeat across runs; the xLAM run is the last, so its categories are the last matches.
  const xlamCategory = async (label: string) => {
    const rows = vscode.page.locator('.pane-body .monaco-list-row').filter({ has: vscode.page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) });
    const row = rows.last();
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.locator('.monaco-tl-twistie').click();
  };

  // Each excerpt holds 1 or 2 of the 200 cases its score header counts: Acc is over other cases than
  // GAR, so no row is marked Acc > GAR, and each says how many cases Acc is over (info: files disagree).
  it('lists the runs with GAR and Acc per category, and how many cases Acc is over', () =>
    vscode.step('tree-runs', async () => {
      const rows = await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length === 9, { what: 'three runs and six categories', timeoutMs: 30_000 });
      assert.deepEqual(rows, [
        run('claude-haiku-4-5-20251001-FC'),
        category('base', 'GAR 100.0 · Acc 63.5 (n 2 of 200 scored)', 'info'),
        category('miss_func', 'GAR 0.0 · Acc 42.5 (n 1 of 200 scored)', 'info'),
        run(GPT41),
        category('base', 'GAR 100.0 · Acc 10.5 (n 1 of 200 scored)', 'info'),
        run(XLAM),
        category('base', 'GAR 100.0 · Acc 76.0 (n 1 of 200 scored)', 'info'),
        category('miss_func', 'GAR 50.0 · Acc 72.0 (n 2 of 200 scored)', 'info'),
        category('miss_param', 'GAR 0.0 · Acc 65.0 (n 2 of 200 scored)', 'info'),
      ]);
    }));

  it('shows each case with its verdict and classes: unknown where the score file does not list every failure, fail', () =>
    vscode.step('tree-cases', async () => {
      await xlamCategory('miss_func');
      await xlamCategory('miss_param');
      const rows = await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length === 13, { what: 'the four xLAM cases' });
      assert.deepEqual(rows.slice(7), [
        { label: 'miss_func', description: 'GAR 50.0 · Acc 72.0 (n 2 of 200 scored)', level: 2, expanded: true, icon: 'info' },
        { label: 'multi_turn_miss_func_0', description: 'UNKNOWN · OTHER, REFUSE, TOOL_CALL', level: 3, expanded: null, icon: 'circle-outline' },
        { label: 'multi_turn_miss_func_1', description: 'FAIL multi_turn:execution_response_mismatch · OTHER, TOOL_CALL', level: 3, expanded: null, icon: 'error' },
        { label: 'miss_param', description: 'GAR 0.0 · Acc 65.0 (n 2 of 200 scored)', level: 2, expanded: true, icon: 'info' },
        { label: 'multi_turn_miss_param_0', description: 'UNKNOWN · OTHER, TOOL_CALL', level: 3, expanded: null, icon: 'circle-outline' },
        { label: 'multi_turn_miss_param_1', description: 'UNKNOWN · OTHER, TOOL_CALL', level: 3, expanded: null, icon: 'circle-outline' },
      ]);
    }));

  it('filters the tree to the bound violations (none: no case of the excerpts is known to pass) and back', () =>
    vscode.step('tree-violations-only', async () => {
      await vscode.page.locator('.pane-header [aria-label="Show Only Bound Violations"]').click();
      const message = await eventually(
        () => vscode.page.locator('.pane-body .message').filter({ hasText: 'bound violations' }).first().innerText(),
        (m) => m.trim().startsWith('No bound violations'),
        { what: 'the no-violations message' },
      );
      // Discovery says once where it stopped: the release's score files of a model without results.
      assert.match(message.trim(), /^No bound violations: every passed case shows its gold action\. \S+\/2025-12-16 holds score files but no result files \(gpt-5-mini-2025-08-07-FC\), so nothing of them is shown: GAR needs the model's emissions\.$/);
      assert.deepEqual(await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length === 0, { what: 'no rows' }), []);
      await vscode.page.locator('.pane-header [aria-label="Show All Cases"]').click();
      const all = await eventually(() => vscode.views.treeRows(VIEW), (r) => r.length >= 9, { what: 'every run again' });
      assert.deepEqual(all.slice(0, 9).map((r) => r.label), ['claude-haiku-4-5-20251001-FC', 'base', 'miss_func', GPT41, 'base', XLAM, 'base', 'miss_func', 'miss_param']);
      await xlamCategory('miss_param');
    }));

  it('opens a case from the tree: the result file at its line, and the case view beside it', () =>
    vscode.step('tree-opens-case', async () => {
      await vscode.views.click(VIEW, 'multi_turn_miss_param_0');
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p === `result/${XLAM}/multi_turn/BFCL_v4_multi_turn_miss_param_result.json`, {
        what: 'the result file to open',
      });
      const caseTab = vscode.page.locator('.tab', { hasText: 'multi_turn_miss_param_0' });
      await caseTab.first().waitFor({ timeout: 20_000 });
      await caseTab.first().click();
      const text = await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith('multi_turn_miss_param_0'), { what: 'the case view text' });
      const lines = text.split('\n');
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 6), [
        'multi_turn_miss_param_0 · miss_param · gold action ASK',
        `Result file: ${resultPath(XLAM, 'miss_param')}, line 1`,
        `Score file: ${scorePath(XLAM, 'miss_param')}`,
        'Grader: UNKNOWN',
        'Gold action ASK: never appears.',
        'Classes in this case: OTHER, TOOL_CALL',
      ]);
      assert.deepEqual(lines.filter((l) => l.startsWith('── ')), [
        ...[1, 2, 3, 4, 5].map((t) => `── Turn ${t} · TOOL_CALL ${RULE}`),
        `── Grader's verdict ${RULE}`,
        `── Your audit ${RULE}`,
      ]);
      // The user's message of each turn, from inference_log; turn 5 supplies the missing file name.
      assert.deepEqual(lines.filter((l) => l.startsWith('  User: ')).map((l) => l.slice(8, 60)), [
        "Move 'final_report.pdf' within document directory to",
        'Perform a detailed search using grep to identify sec',
        "Upon identifying the requisite 'budget analysis' con",
        'Move one of the file in document directory to temp a',
        'The specific file is previous_report.pdf.',
      ]);
      const turn1 = lines.indexOf(`── Turn 1 · TOOL_CALL ${RULE}`);
      assert.deepEqual(lines.slice(turn1 + 2, turn1 + 5), [
        '  step 1  TOOL_CALL  Looks like a tool call: a JSON call list `[{"name":` at offset 0.',
        '      [{"name": "cd", "arguments": {"folder": "document"}}]',
        '      → tool: {"current_working_directory": "document"}',
      ]);
      assert.deepEqual(lines.slice(turn1 + 11, turn1 + 14), [
        '  step 4  OTHER  No phrase of REFUSE, ASK or CONFIRM: OTHER.',
        "      The file 'final_report.pdf' has been moved to the 'temp' directory within the 'document' directory.",
        '      ! Error decoding the model response. Proceed to next turn. (Expecting value: line 1 column 1 (char 0))',
      ]);
      assert.ok(lines.includes(`      → tool: {"error": "mv: cannot move 'previous_report.pdf': No such file or directory"}`));
      const verdict = lines.indexOf(`── Grader's verdict ${RULE}`);
      assert.deepEqual(lines.slice(verdict, verdict + 3), [
        `── Grader's verdict ${RULE}`,
        '  UNKNOWN (the score file does not list this case, but it lists fewer failures than its header counts:',
        '  this case may be one of those left out)',
      ]);
    }));

  it('opens the case view of a failed Claude case from the command on its line', () =>
    vscode.step('command-opens-case-view', async () => {
      await openUnwrapped(vscode, resultPath(CLAUDE, 'miss_func'));
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_miss_func_0') ?? false, { what: 'the case view', timeoutMs: 20_000 });
      const lines = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith('multi_turn_miss_func_0'), { what: 'the case view text' })).split('\n');
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 6), [
        'multi_turn_miss_func_0 · miss_func · gold action REFUSE',
        `Result file: ${resultPath(CLAUDE, 'miss_func')}, line 1`,
        `Score file: ${scorePath(CLAUDE, 'miss_func')}`,
        'Grader: FAIL · multi_turn:empty_turn_model_response',
        'Gold action REFUSE: never appears.',
        'Classes in this case: TOOL_CALL',
      ]);
      // Turn 4 is the held-out turn: the synthetic prompt (from Claude's content blocks) and one text reply.
      const turn4 = lines.indexOf(`── Turn 4 · NO CLASS ${RULE}`);
      assert.ok(turn4 > 0, 'turn 4 has no class');
      assert.deepEqual(lines.slice(turn4 + 1, turn4 + 4), [
        '  User: I have updated some more functions you can choose from. What about now?',
        '  step 1  NO CLASS  A list of strings (text replies as this handler saves them): the reference rule gives it no class. ' +
          'Read as text it would be ASK; the default numbers keep the reference behaviour and do not count it.',
        "      Thank you for letting me know! I'm ready to use any new functions you've added to my toolkit. However, I don't see a list of the new functions you've mentioned.",
      ]);
      const verdict = lines.indexOf(`── Grader's verdict ${RULE}`);
      assert.deepEqual(lines.slice(verdict, verdict + 3), [
        `── Grader's verdict ${RULE}`,
        '  FAIL · multi_turn:empty_turn_model_response (score file line 2)',
        '  Model response list is empty for turn 3',
      ]);
    }));
});
