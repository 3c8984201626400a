// A result file over 50 MB, which VS Code opens but never hands to extensions: no labels can be drawn
// in it, the user is told so, and the status bar, the tree and the case view still work by reading it
// from disk. The file is built in the system temp folder from the real xLAM base line, repeated.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { belowHeader, CASE_HEADER_LINES, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const NAME = 'BFCL_v4_multi_turn_base_result.json';
const STATUS_ID = 'calibration-lens.calibration-lens.calibrationLens.status';

describe('a result file over 50 MB', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let bigFile: string;
  let cases = 0;
  let accuracy = 0;
  const accText = () => (100 * accuracy).toFixed(1);
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'calibration-lens-e2e-big-'));
    const resultDir = join(workspace, 'result', XLAM, 'multi_turn');
    const scoreDir = join(workspace, 'score', XLAM, 'multi_turn');
    mkdirSync(resultDir, { recursive: true });
    mkdirSync(scoreDir, { recursive: true });
    const line = readFileSync(resultPath(XLAM, 'base'), 'utf8').split('\n')[0]!;
    const lines: string[] = [];
    for (let size = 0; size <= 52 * 1024 * 1024; cases++) {
      const copy = line.replace('"id": "multi_turn_base_0"', `"id": "multi_turn_base_${cases}"`);
      lines.push(copy);
      size += Buffer.byteLength(copy) + 1;
    }
    bigFile = join(resultDir, NAME);
    writeFileSync(bigFile, `${lines.join('\n')}\n`);
    // The real score excerpt's two failures, base_2 (state mismatch) and base_6 (empty turn), under a
    // header that counts this file's cases and those two failures, so every outcome is known.
    const [, ...failures] = readFileSync(scorePath(XLAM, 'base'), 'utf8').split('\n').filter((l) => l.trim() !== '');
    accuracy = (cases - failures.length) / cases;
    const header = JSON.stringify({ accuracy, correct_count: cases - failures.length, total_count: cases });
    writeFileSync(join(scoreDir, 'BFCL_v4_multi_turn_base_score.json'), `${[header, ...failures].join('\n')}\n`);
    vscode = await openVSCode({
      name: 'extension-big-files',
      workspace,
      // code-server asks before opening files over 10 MB; a user answers once, the test says yes here.
      settings: { 'workbench.editorLargeFileConfirmation': 1024 },
    });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('tells the user that inline labels are not available for it, and why', () =>
    vscode.step('big-file-notice', async () => {
      await vscode.workbench.openFile(bigFile);
      const mb = Math.round(statSync(bigFile).size / (1024 * 1024));
      const expected =
        `Calibration Lens: inline labels, hovers and Problems are not available for ${NAME} (${mb} MB), because VS Code does not hand ` +
        'files over 50 MB to extensions. The Calibration Lens tree, the status bar and the case view still work for it.';
      const notices = await eventually(() => vscode.workbench.notifications(), (n) => n.includes(expected), {
        what: 'the notice about the big file',
        timeoutMs: 60_000,
      });
      assert.ok(notices.includes(expected));
      assert.deepEqual(await vscode.editor.decorationsOn(1), []);
    }));

  it('shows GAR and Acc of its category in the status bar, read from disk', () =>
    vscode.step('big-file-status-bar', async () => {
      // Every case is a copy of base_0, which calls tools in every turn: GAR 100; Acc from the header, over the same cases.
      const text = await eventually(() => vscode.workbench.statusBarItem(STATUS_ID), (t) => t?.includes('GAR') ?? false, {
        what: 'GAR and Acc in the status bar',
        timeoutMs: 90_000,
      });
      assert.equal(text, `base GAR 100.0 · Acc ${accText()}`);
    }));

  it('opens a case of it in the case view, with the verdict of the score file', () =>
    vscode.step('big-file-case-view', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Go to Case by Id…');
      await vscode.workbench.answerQuickInput('multi_turn_base_6');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_base_6') ?? false, {
        what: 'the case view of multi_turn_base_6',
        timeoutMs: 30_000,
      });
      const lines = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith('multi_turn_base_6'), { what: 'the case view text' })).split('\n');
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 6), [
        'multi_turn_base_6 · base · gold action TOOL_CALL',
        `Result file: ${bigFile}, line 7`,
        `Score file: ${join(workspace, 'score', XLAM, 'multi_turn', 'BFCL_v4_multi_turn_base_score.json')}`,
        'Grader: FAIL · multi_turn:empty_turn_model_response',
        'Gold action TOOL_CALL: appears.',
        'Classes in this case: OTHER, TOOL_CALL',
      ]);
      const verdict = lines.indexOf('  FAIL · multi_turn:empty_turn_model_response (score file line 3)');
      assert.ok(verdict > 0, 'the verdict at the turn the grader blames');
      assert.equal(lines[verdict + 1], '  Model response list is empty for turn 0');
    }));

  it('lists it in the tree with its category numbers', () =>
    vscode.step('big-file-tree', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens View');
      const rows = await eventually(() => vscode.views.treeRows('Calibration Lens'), (r) => r.length >= 2, { what: 'the run in the tree', timeoutMs: 30_000 });
      assert.deepEqual(rows.slice(0, 2), [
        { label: XLAM, description: workspace.split('/').pop()!, level: 1, expanded: true, icon: 'folder-library' },
        { label: 'base', description: `GAR 100.0 · Acc ${accText()}`, level: 2, expanded: false, icon: 'graph' },
      ]);
      assert.ok(cases > 3500, `the file holds ${cases} cases`);
    }));
});

// A 20 MB result file reaches the extension long after its text is drawn: the lines in view are
// labelled on their own at once, then the whole file's read (in slices) brings the verdicts.
describe('a 20 MB result file', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let bigFile: string;
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'calibration-lens-e2e-20mb-'));
    const resultDir = join(workspace, 'result', XLAM, 'multi_turn');
    const scoreDir = join(workspace, 'score', XLAM, 'multi_turn');
    mkdirSync(resultDir, { recursive: true });
    mkdirSync(scoreDir, { recursive: true });
    const line = readFileSync(resultPath(XLAM, 'base'), 'utf8').split('\n')[0]!;
    const lines: string[] = [];
    for (let size = 0; size <= 20 * 1024 * 1024; ) {
      const copy = line.replace('"id": "multi_turn_base_0"', `"id": "multi_turn_base_${lines.length}"`);
      lines.push(copy);
      size += Buffer.byteLength(copy) + 1;
    }
    bigFile = join(resultDir, NAME);
    writeFileSync(bigFile, `${lines.join('\n')}\n`);
    // No failure listed, and a header that counts them all: every case passed.
    writeFileSync(join(scoreDir, 'BFCL_v4_multi_turn_base_score.json'), `${JSON.stringify({ accuracy: 1, correct_count: lines.length, total_count: lines.length })}\n`);
    vscode = await openVSCode({ name: 'extension-20mb-file', workspace, settings: { 'workbench.editorLargeFileConfirmation': 1024 } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('labels the lines in view ahead of the full read, then every line with its verdict, with the full read in a progress notification', () =>
    vscode.step('20mb-labels', async () => {
      // The notification lasts as long as the read: watch for it from the moment the file opens.
      const notices = new Set<string>();
      let watching = true;
      const watch = (async () => {
        while (watching) {
          for (const n of await vscode.workbench.notifications().catch(() => [])) notices.add(n);
          await new Promise((r) => setTimeout(r, 150));
        }
      })();
      await openUnwrapped(vscode, bigFile);
      const labelled = await eventually(async () => previewLog(vscode), (l) => l !== null, { what: 'the log line of the labels ahead of the full read', timeoutMs: 60_000 });
      // The lines drawn (the e2e window shows 41 or 42) and two more past them, each a case.
      assert.match(labelled!, new RegExp(`^Labelled 4[34] cases in view of ${bigFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ahead of the full read, \\d+ ms after its editor reached the extension\\.$`));
      // Every case is a copy of base_0, passed by the header: line 1 and line 20 alike.
      // Its turn 1: three JSON call lists (cd, mkdir, mv), then "The file 'final_report.pdf' has been
      // moved to the 'temp' directory…", no phrase of any table: OTHER; TOOL_CALL is the gold class (★).
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d[0] === 'PASS', { what: 'the verdict on line 1', timeoutMs: 60_000 });
      assert.equal(line1[1], 'T1 ★TOOL_CALL×3+OTHER');
      const line20 = await eventually(() => vscode.editor.decorationsOn(20), (d) => d[0] === 'PASS', { what: 'the verdict on line 20' });
      assert.deepEqual(line20, line1);
      watching = false;
      await watch;
      assert.ok([...notices].some((n) => n.startsWith(`Calibration Lens: labelling ${NAME} (20 MB)`)), `no labelling progress among the notifications: ${JSON.stringify([...notices])}`);
    }));
});

/** The Calibration Lens log's line about labels set ahead of the full read, once written. */
function previewLog(vscode: VSCodeSession): string | null {
  const logs = join(vscode.server.userDataDir, 'logs');
  for (const session of existsSync(logs) ? readdirSync(logs) : []) {
    for (const host of readdirSync(join(logs, session)).filter((n) => n.startsWith('exthost'))) {
      const file = join(logs, session, host, 'calibration-lens.calibration-lens', 'Calibration Lens.log');
      if (!existsSync(file)) continue;
      const line = readFileSync(file, 'utf8').split('\n').find((l) => l.includes('ahead of the full read'));
      if (line) return line.replace(/^\S+ \S+ \[info\] /, '');
    }
  }
  return null;
}
