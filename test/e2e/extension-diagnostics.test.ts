// Problems, navigation and the status bar of the packaged extension in code-server. The real excerpts
// are read in place; the tests that change files on disk work on a copy in the system temp folder.
import assert from 'node:assert/strict';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RELEASE, XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { CASE_HEADER_LINES, listProblems, openUnwrapped, TALL_VIEWPORT } from './extension-helpers';
import { eventually, openVSCode, type Problem, type VSCodeSession } from './harness';

const RESULT = 'BFCL_v4_multi_turn_miss_param_result.json';
const SCORE = 'BFCL_v4_multi_turn_miss_param_score.json';
const STATUS_ID = 'calibration-lens.calibration-lens.calibrationLens.status';

const byPlace = (a: Problem, b: Problem) => a.line - b.line || a.severity.localeCompare(b.severity) || a.message.localeCompare(b.message);

const header = (scoreFile: string) => ({ message: 'Acc comes from this score header.', file: scoreFile, line: 1, column: 1 });

/**
 * The xLAM miss_param excerpt: 2 of the 200 cases its score header counts, which lists 1 of the 70
 * failures it counts (miss_param_3, not in the result excerpt). Neither case is known to pass, so there
 * is no bound violation, and Acc 65.0 over 200 cases is not compared with GAR over 2.
 */
function missParamProblems(resultFile: string, scoreFile: string): Problem[] {
  const problems: Problem[] = [
    {
      file: resultFile,
      severity: 'info',
      message: `${SCORE} lists 1 failed case that ${RESULT} does not have: multi_turn_miss_param_3.`,
      source: 'Calibration Lens',
      code: 'files-disagree',
      line: 1,
      column: 1,
      related: [header(scoreFile)],
    },
    {
      file: resultFile,
      severity: 'warning',
      message: `${SCORE} counts 70 failed of 200 in its header but lists 1: the 2 cases of ${RESULT} it does not list are unknown, not passed.`,
      source: 'Calibration Lens',
      code: 'score-mismatch',
      line: 1,
      column: 1,
      related: [header(scoreFile)],
    },
    {
      file: resultFile,
      severity: 'info',
      message:
        `n 2 of 200 scored: ${RESULT} has 2 cases but the header of ${SCORE} counts 200, so Acc and GAR are over different cases ` +
        'and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).',
      source: 'Calibration Lens',
      code: 'files-disagree',
      line: 1,
      column: 1,
      related: [header(scoreFile)],
    },
  ];
  return problems.sort(byPlace);
}

/** The same two cases with a score file that lists every failure it counts (none of 2): both passed without asking. */
function completeScoreProblems(resultFile: string, scoreFile: string): Problem[] {
  const violation = (line: number): Problem => ({
    file: resultFile,
    severity: 'warning',
    message: 'Passed, but the gold action ASK never appears in 5 turns (bound violation).',
    source: 'Calibration Lens',
    code: 'bound-violation',
    line,
    column: 1,
    related: [
      { message: 'miss_param: GAR 0.0, Acc 100.0 (category summary on line 1).', file: resultFile, line: 1, column: 1 },
      { message: 'The score file does not list this case among its failures.', file: scoreFile, line: 1, column: 1 },
    ],
  });
  const problems: Problem[] = [
    violation(1),
    violation(2),
    {
      file: resultFile,
      severity: 'warning',
      message:
        'Acc 100.0 is above GAR 0.0 (0 of 2 cases) by 100.0 points in miss_param (bound violation): ' +
        'Acc can only exceed GAR when cases pass without the gold action ASK. 2 cases here passed without it.',
      source: 'Calibration Lens',
      code: 'acc-above-gar',
      line: 1,
      column: 1,
      related: [
        header(scoreFile),
        { message: 'multi_turn_miss_param_0 passed without ASK.', file: resultFile, line: 1, column: 1 },
        { message: 'multi_turn_miss_param_1 passed without ASK.', file: resultFile, line: 2, column: 1 },
      ],
    },
  ];
  return problems.sort(byPlace);
}

describe('problems, navigation and the status bar on the real excerpts', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-diagnostics', workspace: RELEASE, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it('on an excerpt: no bound violation, the score file\'s counts against its listed failures, and how many cases Acc is over', () =>
    vscode.step('miss-param-problems', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.warnings === 1 && c.infos === 2, {
        what: 'one warning and two infos in the status bar',
        timeoutMs: 30_000,
      });
      assert.deepEqual(counts, { errors: 0, warnings: 1, infos: 2 });
      assert.deepEqual((await listProblems(vscode)).sort(byPlace), missParamProblems(RESULT, SCORE));
    }));

  it('warns on the score file\'s header line that it lists fewer failures than it counts', () =>
    vscode.step('score-mismatch-on-score-file', async () => {
      await openUnwrapped(vscode, scorePath(XLAM, 'miss_param'));
      const problems = await eventually(() => listProblems(vscode), (p) => p.some((x) => x.file === SCORE), { what: 'the score file\'s warning', timeoutMs: 30_000 });
      assert.deepEqual(problems.filter((p) => p.file === SCORE), [
        {
          file: SCORE,
          severity: 'warning',
          message: `${SCORE} counts 70 failed of 200 in its header but lists 1: a case it does not list is unknown, not passed.`,
          source: 'Calibration Lens',
          code: 'score-mismatch',
          line: 1,
          column: 1,
          related: [],
        },
      ]);
      await vscode.workbench.runCommand('View: Close All Editors');
    }));

  it('shows GAR and Acc of the category in the status bar with how many cases Acc is over, and no bound violation', () =>
    vscode.step('status-bar', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      const text = await eventually(() => vscode.workbench.statusBarItem(STATUS_ID), (t) => t !== null && t.includes('miss_param'), {
        what: 'the Calibration Lens status bar entry',
      });
      assert.equal(text, 'miss_param GAR 0.0 · Acc 65.0 (n 2 of 200 scored)');
      assert.equal(await vscode.page.locator(`[id="${STATUS_ID}"]`).locator('.codicon-warning').count(), 0);
      assert.equal(await vscode.page.locator(`[id="${STATUS_ID}"]`).locator('.codicon-info').count(), 1);
    }));

  it('goes to a case by its id', () =>
    vscode.step('go-to-case', async () => {
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Go to Case by Id…');
      await vscode.workbench.answerQuickInput('multi_turn_miss_param_1');
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === 'Ln 2, Col 1'), 'Ln 2, Col 1');
    }));

  it('opens the summary of the run from the status bar', () =>
    vscode.step('status-bar-opens-summary', async () => {
      await vscode.page.locator(`[id="${STATUS_ID}"]`).click();
      const title = await eventually(() => vscode.workbench.activeTabTitle(), (t) => t === `Calibration Summary: ${XLAM}`, {
        what: 'the Calibration Summary panel',
        timeoutMs: 20_000,
      });
      assert.equal(title, `Calibration Summary: ${XLAM}`);
    }));

  it('clears the file’s problems when it is closed', () =>
    vscode.step('closed-file-problems', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      await vscode.workbench.runCommand('View: Close All Editors');
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.warnings === 0 && c.infos === 0, { what: 'no problems left' });
      assert.deepEqual(counts, { errors: 0, warnings: 0, infos: 0 });
    }));
});

describe('problems follow the files on disk', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let resultFile: string;
  let scoreFile: string;
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'calibration-lens-e2e-'));
    const resultDir = join(workspace, 'result', XLAM, 'multi_turn');
    const scoreDir = join(workspace, 'score', XLAM, 'multi_turn');
    mkdirSync(resultDir, { recursive: true });
    mkdirSync(scoreDir, { recursive: true });
    resultFile = join(resultDir, RESULT);
    scoreFile = join(scoreDir, SCORE);
    copyFileSync(resultPath(XLAM, 'miss_param'), resultFile);
    // A score file that lists every failure it counts (none of the 2 cases): both are known to pass.
    writeFileSync(scoreFile, '{"accuracy": 1.0, "correct_count": 2, "total_count": 2}\n');
    // These files are edited on disk and their quick fixes used, which VS Code offers only in writeable
    // editors: run files open writeable here (extension-read-only.test.ts holds the default).
    vscode = await openVSCode({ name: 'extension-diagnostics-disk', workspace, viewport: TALL_VIEWPORT, settings: { 'calibrationLens.readOnlyResultFiles': false } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('with a score file that lists every failure: both bound violations and Acc > GAR on the same cases', () =>
    vscode.step('complete-score-problems', async () => {
      await openUnwrapped(vscode, resultFile);
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.warnings === 3, { what: 'the three warnings', timeoutMs: 30_000 });
      assert.deepEqual(counts, { errors: 0, warnings: 3, infos: 0 });
      assert.deepEqual((await listProblems(vscode)).sort(byPlace), completeScoreProblems(RESULT, SCORE));
    }));

  it('moves between bound violations, wrapping around at the end', () =>
    vscode.step('next-violation', async () => {
      await openUnwrapped(vscode, resultFile);
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Go to Next Bound Violation');
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === 'Ln 2, Col 1'), 'Ln 2, Col 1');
      await vscode.workbench.runCommand('Calibration Lens: Go to Next Bound Violation');
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === 'Ln 1, Col 1'), 'Ln 1, Col 1');
      await vscode.workbench.runCommand('Calibration Lens: Go to Previous Bound Violation');
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === 'Ln 2, Col 1'), 'Ln 2, Col 1');
    }));

  it('opens the case view from the quick fix of a bound violation', () =>
    vscode.step('quick-fix-opens-case-view', async () => {
      await openUnwrapped(vscode, resultFile);
      await eventually(() => vscode.problems.counts(), (c) => c.warnings >= 3, { what: 'the bound violations', timeoutMs: 20_000 });
      await vscode.workbench.goTo(2, 3);
      await vscode.page.keyboard.press('Control+.');
      const fix = vscode.page.locator('.action-widget .monaco-list-row', { hasText: 'Open the case view of multi_turn_miss_param_1' }).first();
      await fix.waitFor({ timeout: 10_000 });
      // The quick fix menu is driven from the keyboard: move to the fix, then apply it.
      for (let i = 0; i < 5 && !((await fix.getAttribute('class')) ?? '').includes('focused'); i++) await vscode.page.keyboard.press('ArrowDown');
      await vscode.page.keyboard.press('Enter');
      const title = await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_miss_param_1') ?? false, {
        what: 'the case view of miss_param_1',
        timeoutMs: 20_000,
      });
      assert.ok(title?.startsWith('multi_turn_miss_param_1'));
      const lines = (await vscode.editor.text()).split('\n');
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 1).concat(lines.slice(CASE_HEADER_LINES + 3, CASE_HEADER_LINES + 5)), [
        'multi_turn_miss_param_1 · miss_param · gold action ASK',
        'Grader: PASS',
        'Bound violation: passed, but the gold action ASK never appears in 5 turns.',
      ]);
    }));

  it('reports an unreadable line as an error, and still reads the others', () =>
    vscode.step('unreadable-line', async () => {
      await openUnwrapped(vscode, resultFile);
      await eventually(() => vscode.problems.counts(), (c) => c.warnings === 3, { what: 'the three warnings', timeoutMs: 30_000 });
      appendFileSync(resultFile, '[1, 2]\n');
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.errors === 1, { what: 'an error for line 3', timeoutMs: 20_000 });
      assert.deepEqual(counts, { errors: 1, warnings: 3, infos: 0 });
      const errors = (await listProblems(vscode)).filter((p) => p.severity === 'error');
      assert.deepEqual(errors, [
        {
          file: RESULT,
          severity: 'error',
          message: 'The line is JSON but not an object with "id" and "result". The other lines are still read.',
          source: 'Calibration Lens',
          code: 'unreadable-line',
          line: 3,
          column: 1,
          related: [],
        },
      ]);
    }));

  it('follows a change of the score file: a case listed as failed is no bound violation', () =>
    vscode.step('score-file-changed', async () => {
      // Now 1 failure of 2, listed: miss_param_0 failed, miss_param_1 still passed without asking.
      const failed = JSON.stringify({ id: 'multi_turn_miss_param_0', error: { error_type: 'multi_turn:instance_state_mismatch', error_message: 'changed on disk' } });
      const write = () => writeFileSync(scoreFile, ['{"accuracy": 0.5, "correct_count": 1, "total_count": 2}', failed, ''].join('\n'));
      write();
      const fewer = (timeoutMs: number) => eventually(() => vscode.problems.counts(), (c) => c.warnings === 2, { what: 'one bound violation fewer', timeoutMs });
      // code-server's file watcher has been seen to drop an event on a loaded machine (VS Code's own
      // editors then miss it too): written again once, a new event, if the first brought nothing.
      const counts = await fewer(10_000).catch(() => (write(), fewer(20_000)));
      assert.deepEqual(counts, { errors: 1, warnings: 2, infos: 0 });
      const violations = (await listProblems(vscode)).filter((p) => p.code === 'bound-violation').map((p) => p.line);
      assert.deepEqual(violations, [2]);
      await openUnwrapped(vscode, resultFile);
      const label = await eventually(() => vscode.editor.decorationsOn(1), (d) => d[0] === 'FAIL', { what: 'line 1 to read FAIL' });
      assert.deepEqual(label.slice(0, 2), ['FAIL', 'T1 TOOL_CALL×3+OTHER']);
    }));

  it('clears the problems of a deleted file', () =>
    vscode.step('deleted-file', async () => {
      unlinkSync(resultFile);
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.errors + c.warnings + c.infos === 0, {
        what: 'the problems of the deleted file to go',
        timeoutMs: 20_000,
      });
      assert.deepEqual(counts, { errors: 0, warnings: 0, infos: 0 });
    }));
});

describe('a result file that repeats a case id', () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let resultFile: string;
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'calibration-lens-e2e-dup-'));
    const resultDir = join(workspace, 'result', 'written-model-FC', 'multi_turn');
    mkdirSync(resultDir, { recursive: true });
    resultFile = join(resultDir, 'BFCL_v4_multi_turn_base_result.json');
    // A run resumed into the same file: multi_turn_base_0 again on line 3.
    writeFileSync(
      resultFile,
      [
        '{"id": "multi_turn_base_0", "result": [[[{"ls": "{}"}], "Done."]]}',
        '{"id": "multi_turn_base_1", "result": [[[{"pwd": "{}"}], "Done."]]}',
        '{"id": "multi_turn_base_0", "result": [[[{"ls": "{}"}], "Done again."]]}',
        '',
      ].join('\n'),
    );
    vscode = await openVSCode({ name: 'extension-diagnostics-duplicate', workspace, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('warns on the repeated line, pointing at the first, and says both lines count', () =>
    vscode.step('duplicate-case', async () => {
      await openUnwrapped(vscode, resultFile);
      const problems = await eventually(() => listProblems(vscode), (ps) => ps.some((p) => p.code === 'duplicate-case'), { what: 'the duplicate-case warning', timeoutMs: 30_000 });
      assert.deepEqual(problems.filter((p) => p.code === 'duplicate-case'), [
        {
          file: 'BFCL_v4_multi_turn_base_result.json',
          severity: 'warning',
          message:
            'multi_turn_base_0 is on lines 1 and 3 of BFCL_v4_multi_turn_base_result.json: all 2 count in n and GAR (as in the reference), ' +
            "each with the score file's one verdict for the id; the case view opens line 1.",
          source: 'Calibration Lens',
          code: 'duplicate-case',
          line: 3,
          column: 1,
          related: [{ message: 'multi_turn_base_0 first appears here.', file: 'BFCL_v4_multi_turn_base_result.json', line: 1, column: 1 }],
        },
      ]);
    }));
});
