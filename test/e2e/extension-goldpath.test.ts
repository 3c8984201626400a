// The gold path in code-server, on Claude's failed multi_turn_base_0: the divergence in Problems on
// the case's line (at the diff call that swapped its files), the gold column and the verdict at turn 4
// (the grader's turn 3) in the case view, the keys that jump to the divergence, the gold calls in the
// hover of a turn, and the command that goes to the next failed case's first divergence. Then xLAM's
// miss_func harness message, labelled; a written case whose model made every ground-truth call; and
// the sample's miss_param_11, whose guess in turn 1 is the first divergence though the grader blames
// turn 2, with BFCL's own test data (same ids, other questions) said to be another run's.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResultFile } from '../../src/core/bfcl/resultFile';
import { scoreFileFor } from '../../src/core/bfcl/partnerFiles';
import { readScoreFile } from '../../src/core/bfcl/scoreFile';
import { CLAUDE, RELEASE, SHARED_BFCL, XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { calls, failureLine, writeRun, type WrittenTestCase } from '../support/writtenRun';
import { belowHeader, hoverAt, listProblems, openUnwrapped, paragraphs, SIDE_BY_SIDE, TALL_VIEWPORT } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const RESULT = 'BFCL_v4_multi_turn_base_result.json';
const MESSAGE = "Turn 4 (the grader's turn 3): diff(file_name1, file_name2) differs from ground truth.";
const DIFF_ROW = "  ≠ diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')";

/** Where the diff call's emission (turn 4, step 5) and turn 4 start in line 1: from the reader, as the extension knows them. */
async function spans(): Promise<{ diffStep: number; turn4: number }> {
  const read = await readResultFile(resultPath(CLAUDE, 'base'));
  const turn = read.cases[0]!.turns[3]!;
  return { diffStep: turn.emissions.find((e) => e.step === 4)!.span.start, turn4: turn.span.start };
}

describe('the gold path of a failed case', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-goldpath', workspace: RELEASE, viewport: TALL_VIEWPORT, settings: SIDE_BY_SIDE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('reports the first divergence in Problems, on the case line at the diff call', () =>
    vscode.step('divergence-problem', async () => {
      const { diffStep } = await spans();
      await openUnwrapped(vscode, resultPath(CLAUDE, 'base'));
      const problems = await eventually(() => listProblems(vscode), (ps) => ps.some((p) => p.code === 'gold-divergence'), {
        what: 'the gold-divergence problem',
        timeoutMs: 30_000,
      });
      assert.deepEqual(problems.filter((p) => p.code === 'gold-divergence'), [
        {
          file: RESULT,
          severity: 'info',
          message: MESSAGE,
          source: 'Calibration Lens',
          code: 'gold-divergence',
          line: 1,
          column: diffStep + 1,
          related: [{ message: "The grader: multi_turn:execution_response_mismatch at turn 4 (the grader's turn 3).", file: 'BFCL_v4_multi_turn_base_score.json', line: 2, column: 1 }],
        },
      ]);
    }));

  it('shows the gold calls of a turn in the hover of its label', () =>
    vscode.step('turn-gold-hover', async () => {
      const { turn4 } = await spans();
      // Reading the Problems panel left the score file active.
      await openUnwrapped(vscode, resultPath(CLAUDE, 'base'));
      const hover = paragraphs(await hoverAt(vscode, 1, turn4 + 1));
      const start = hover.indexOf('Gold calls of turn 4 (from the score line)');
      assert.ok(start >= 0, `the hover names the gold calls of turn 4; it reads:\n${hover.join('\n')}`);
      assert.deepEqual(hover.slice(start + 1, start + 5), [
        "cd(folder='..')",
        "mv(source='previous_report.pdf',destination='temp')",
        "cd(folder='temp')",
        "diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')",
      ]);
    }));

  it('opens the case view with the gold column and the verdict at turn 4, and jumps to the divergence', () =>
    vscode.step('case-view-gold-column', async () => {
      await vscode.editor.dismiss();
      await openUnwrapped(vscode, resultPath(CLAUDE, 'base'));
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_base_0') ?? false, { what: 'the case view', timeoutMs: 20_000 });
      const lines = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith('multi_turn_base_0') && t.includes("The model's calls"), {
        what: 'the case view with its gold column',
        timeoutMs: 30_000,
      })).split('\n');
      // BFCL's test data is found above the run (bfcl-eval-data/); the grader's own ground truth is the score line's.
      assert.ok(lines.includes("Gold path: ground truth from the score file's failure line (possible_answer); results BFCL v4, test data BFCL v4."));
      const turn4 = lines.findIndex((l) => l.startsWith('── Turn 4 · '));
      const gold = lines.indexOf("  The model's calls                                         │ The ground truth's calls (score line)", turn4);
      assert.ok(gold > turn4, 'turn 4 has its gold column');
      assert.deepEqual(lines.slice(gold + 1, gold + 11), [
        "  = cd(folder='..')                                         │ cd(folder='..')",
        "  = mv(source='previous_report.pdf',destination='temp')     │ mv(source='previous_report.pdf',destination='temp')",
        "  = cd(folder='temp')                                       │ cd(folder='temp')",
        '  + ls()                                                    │ (extra: not in the ground truth)',
        DIFF_ROW,
        "                                                            │ diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')   ← file_name1, file_name2 differ",
        '  ◆ First divergence: the first turn where the model leaves the gold path.',
        "  ◆ The grader blames this turn (the grader's turn 3).",
        "  Verdict: FAIL · multi_turn:execution_response_mismatch at turn 4 (the grader's turn 3)",
        "  The ground truth of this turn returns outputs that never appear among the model's outputs so far:",
      ]);
      assert.ok(lines[gold + 11]!.startsWith('    missing: {"diff_lines": "- Year2024 This is the final report'));
      // Alt+Down from the top goes to the diff row, the only divergence of this case.
      await vscode.page.keyboard.press('Control+Home');
      await vscode.page.keyboard.press('Alt+ArrowDown');
      const want = `Ln ${lines.indexOf(DIFF_ROW) + 1}, Col 1`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want }), want);
    }));

  it('goes to the next failed case at its first divergence', () =>
    vscode.step('next-failed-divergence', async () => {
      const { diffStep } = await spans();
      await openUnwrapped(vscode, resultPath(CLAUDE, 'base'));
      await vscode.workbench.goTo(2, 1);
      await vscode.workbench.runCommand("Calibration Lens: Go to Next Failed Case's First Divergence");
      const want = `Ln 1, Col ${diffStep + 1}`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want }), want);
      assert.ok(scorePath(CLAUDE, 'base'));
    }));

  it("labels the miss_func harness message that returns mv in the case view, and shows it whole on hover", () =>
    vscode.step('held-out-message-hover', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_func'));
      await vscode.workbench.goTo(2, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_miss_func_1') ?? false, { what: 'the case view of miss_func_1', timeoutMs: 20_000 });
      const lines = (await eventually(() => vscode.editor.text(), (t) => t.includes('Harness: held-out functions returned'), { what: 'the labelled message', timeoutMs: 30_000 })).split('\n');
      const at = lines.indexOf('  Harness: held-out functions returned: mv ("I have updated some more functions you can choose from. What about now?"); hover for their docs');
      assert.ok(at > 0, 'the harness message is labelled, not shown as the user\'s words');
      assert.equal(lines.filter((l) => l.startsWith("  User: [{'name'")).length, 0);
      await vscode.workbench.goTo(at + 1, 1);
      const hover = paragraphs(await hoverAt(vscode, at + 1, 5));
      const start = hover.indexOf("The harness's message, sent as the user's words: the docs of the held-out functions it returns.");
      assert.ok(start >= 0, `the hover says what the message is; it reads:\n${hover.join('\n')}`);
      assert.ok(hover[start + 1]!.startsWith("[{'name': 'mv', 'description': 'This tool belongs to the Gorilla file system."));
      assert.ok(hover.includes('I have updated some more functions you can choose from. What about now?'));
    }));
});

describe('a failed case whose model made every ground-truth call', () => {
  const MODEL = 'written-model-FC';
  const files: WrittenTestCase = {
    id: 'multi_turn_base_0',
    question: ["Make a folder 'temp'.", "In it, create 'a.txt'."],
    groundTruth: [["mkdir(dir_name='temp')"], ["cd(folder='temp')", "touch(file_name='a.txt')"]],
    involvedClasses: ['GorillaFileSystem'],
  };
  const SENTENCE =
    "Turn 2 (the grader's turn 1): the model made every ground-truth call, but the grader found that GorillaFileSystem.root differs from the ground truth's; " +
    "the model's extra write there: touch(file_name='b.txt').";
  let vscode: VSCodeSession;
  let workspace: string;
  let resultFile: string;
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'calibration-lens-e2e-gold-'));
    resultFile = writeRun(workspace, {
      model: MODEL,
      category: 'base',
      cases: [
        { id: 'multi_turn_base_1', result: [[calls(['ls', {}]), 'Nothing here.']] },
        {
          id: files.id,
          result: [
            [calls(['mkdir', { dir_name: 'temp' }]), 'Done.'],
            [calls(['cd', { folder: 'temp' }]), calls(['touch', { file_name: 'a.txt' }]), calls(['touch', { file_name: 'b.txt' }]), 'Created.'],
          ],
        },
      ],
      score: {
        correct: 1,
        total: 2,
        failures: [
          failureLine(MODEL, files, {
            error_type: 'multi_turn:instance_state_mismatch',
            error_message: 'Model instance for GorillaFileSystem does not match the state with ground truth instance.',
            details: { differences: { root: { model: "<Directory: temp, Contents: {'a.txt', 'b.txt'}>", ground_truth: "<Directory: temp, Contents: {'a.txt'}>" } } },
            execution_result: [[], []],
          }),
        ],
      },
      testData: null,
    }).resultFile;
    vscode = await openVSCode({ name: 'extension-goldpath-all-calls', workspace, viewport: TALL_VIEWPORT, settings: SIDE_BY_SIDE });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('gets a Problems entry at the extra write of the blamed turn, saying what the grader found', () =>
    vscode.step('all-calls-divergence-problem', async () => {
      const extraWrite = (await readResultFile(resultFile)).cases[1]!.turns[1]!.emissions.find((e) => e.step === 2)!.span.start;
      await openUnwrapped(vscode, resultFile);
      const problems = await eventually(() => listProblems(vscode), (ps) => ps.some((p) => p.code === 'gold-divergence'), { what: 'the gold-divergence problem', timeoutMs: 30_000 });
      assert.deepEqual(problems.filter((p) => p.code === 'gold-divergence'), [
        {
          file: RESULT,
          severity: 'info',
          message: SENTENCE,
          source: 'Calibration Lens',
          code: 'gold-divergence',
          line: 2,
          column: extraWrite + 1,
          related: [{ message: "The grader: multi_turn:instance_state_mismatch at turn 2 (the grader's turn 1).", file: 'BFCL_v4_multi_turn_base_score.json', line: 2, column: 1 }],
        },
      ]);
      // Go to Next Failed Case's First Divergence goes there too.
      await openUnwrapped(vscode, resultFile);
      await vscode.workbench.goTo(1, 1);
      await vscode.workbench.runCommand("Calibration Lens: Go to Next Failed Case's First Divergence");
      const want = `Ln 2, Col ${extraWrite + 1}`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want }), want);
    }));
});

describe("the sample's miss_param_11: a guess where the gold asks, before the turn the grader blames", () => {
  const SAMPLE = join(__dirname, '..', '..', 'sample');
  const FILE = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
  const ID = 'multi_turn_miss_param_11';
  const GUESS_ROW = '  + fillFuelTank(fuelAmount=28.0)                           │ (extra write: not in the ground truth)';
  // BFCL's own test data has a multi_turn_miss_param_11 too, asking something else.
  const BFCL_DATA = join(SHARED_BFCL, 'bfcl-eval-data');
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({
      name: 'extension-goldpath-root-cause',
      workspace: SAMPLE,
      viewport: TALL_VIEWPORT,
      settings: withoutSharedData ? SIDE_BY_SIDE : { ...SIDE_BY_SIDE, 'calibrationLens.bfclDataFolder': BFCL_DATA },
    });
  });
  after(async () => {
    await vscode?.close();
  });

  /** The case's line, where its turn-1 call starts in it, and its failure's line in the score file: from the reader. */
  async function place(): Promise<{ line: number; guess: number; scoreLine: number }> {
    const kase = (await readResultFile(FILE)).cases.find((c) => c.id === ID)!;
    const failure = (await readScoreFile(scoreFileFor(FILE)!)).failures.get(ID)!;
    return { line: kase.line, guess: kase.turns[0]!.emissions.find((e) => e.step === 0)!.span.start, scoreLine: failure.line };
  }

  it("goes to the guess in turn 1 with Go to Next Failed Case's First Divergence, where its Problem sits", () =>
    vscode.step('root-cause-next-failed', async () => {
      // The file has a dozen problems with related rows, more than the Problems panel draws; the command
      // moves to the same divergence its gold-divergence problem is placed at.
      const { line, guess } = await place();
      await vscode.workbench.openFile(FILE);
      await vscode.workbench.goTo(line - 1, 1);
      await vscode.workbench.runCommand("Calibration Lens: Go to Next Failed Case's First Divergence");
      const want = `Ln ${line}, Col ${guess + 1}`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want, timeoutMs: 30_000 }), want);
    }));

  it('lands Alt+Down in the case view on the guess, and folds the loop the harness cut into one row', () =>
    vscode.step('root-cause-case-view', async () => {
      const { line } = await place();
      await vscode.editor.dismiss();
      await vscode.workbench.openFile(FILE);
      await vscode.workbench.goTo(line, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(ID) ?? false, { what: 'the case view', timeoutMs: 20_000 });
      const lines = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith(ID) && t.includes(GUESS_ROW), { what: 'the case view with its gold column', timeoutMs: 30_000 })).split('\n');
      const guess = lines.indexOf(GUESS_ROW);
      assert.ok(guess > lines.findIndex((l) => l.startsWith('── Turn 1 · ')), 'the guess is in turn 1');
      assert.equal(lines[guess + 1], '  ◆ First divergence: the first turn where the model leaves the gold path.');
      assert.equal(lines.filter((l) => l.startsWith("  + 10 times: cd(folder='..') · send_message(receiver_id='USR002_new',message='Engine check done, all good.')")).length, 1);
      await vscode.page.keyboard.press('Control+Home');
      await vscode.page.keyboard.press('Alt+ArrowDown');
      const want = `Ln ${guess + 1}, Col 1`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want }), want);
      if (!withoutSharedData) {
        // BFCL's test data is not the sample's: said under the title, and none of its words are borrowed.
        assert.ok(lines.includes("Gold path: ground truth from the score file's failure line (possible_answer); results BFCL v4, test data not used (another run's)."));
        assert.equal(lines.filter((l) => l.startsWith(`  ! The BFCL test data in ${BFCL_DATA} is not this run's: its ${ID} asks "Display all the available files`)).length, 1);
        assert.equal(lines.filter((l) => l.includes('Display all the available files')).length, 1);
      }
    }));

  it("says in Problems that BFCL's test data in the setting is another run's", { skip: withoutSharedData }, () =>
    vscode.step('foreign-test-data-problem', async () => {
      await vscode.workbench.openFile(FILE);
      const problems = await eventually(() => listProblems(vscode), (ps) => ps.some((p) => p.code === 'foreign-test-data'), { what: 'the foreign-test-data problem', timeoutMs: 30_000 });
      const foreign = problems.filter((p) => p.code === 'foreign-test-data');
      assert.equal(foreign.length, 1);
      assert.equal(foreign[0]!.severity, 'warning');
      assert.ok(foreign[0]!.message.startsWith(`The BFCL test data in ${BFCL_DATA} is not this run's: its multi_turn_miss_param_`), foreign[0]!.message);
    }));
});
