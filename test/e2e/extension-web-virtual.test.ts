// Calibration Lens's web build in code-server's web worker extension host on a virtual workspace: the
// window opens memrun:/sample, a run the test-only extension test/e2e/fixtures/memrun serves from
// memory (the sample's files and a small tau2 airline results file), so that every file the extension
// reads comes through vscode.workspace.fs from a file system that is not a disk. What a user sees there
// is held to what the Node build shows in the Node host on the same files on local disk: the labels of
// a BFCL result file and of the tau2 results file, line by line, and the Problems panel.
import assert from 'node:assert/strict';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TALL_VIEWPORT, listProblems, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, type Problem, type VSCodeSession } from './harness';
import { TAU2_RESULTS, VIRTUAL_FOLDER, VIRTUAL_ROOT, WEB_HOST, localRun, memrunExtension, tau2ResultsText } from './virtualWorkspace';

const MISS_FUNC = 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
const CASE_LINES = 12;
const TAU2_LINES = tau2ResultsText().split('\n').length - 1;

const run = localRun();
const memrun = memrunExtension(run);

interface Seen {
  /** Each case line's label texts, sorted (VS Code draws labels at one column in an order of each host's own). */
  bfcl: string[][];
  /** `line: labels` of every tau2 line with labels. */
  tau2: string[];
  problems: Problem[];
}

const sorted = (labels: string[]) => [...labels].sort();

/** The Problems of the labels' features; the gold path's (gold-divergence) are compared where the web build has it. */
const ourProblems = (problems: Problem[]) => problems.filter((p) => p.code !== 'gold-divergence');

/** Every Problems row, read with the panel maximized: two files' entries and their related rows fill more than half a window. */
async function allProblems(vscode: VSCodeSession): Promise<Problem[]> {
  await vscode.workbench.runCommand('Problems: Focus on Problems View');
  await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  try {
    return await listProblems(vscode);
  } finally {
    await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  }
}

/** Opens a file of the memrun: workspace by its path (quick open cannot search a file system without a search provider). */
async function openVirtual(vscode: VSCodeSession, relative: string): Promise<void> {
  await vscode.workbench.runCommand('Memory Run: Open File by Path');
  await vscode.workbench.answerQuickInput(`${VIRTUAL_ROOT}/${relative}`);
  await eventually(() => vscode.workbench.activeTabTitle(), (title) => title?.startsWith(basename(relative)) === true, { what: `${relative} to be the active editor` });
}

/** Every line of the active editor that has labels, read a screenful at a time. */
async function labelledLines(vscode: VSCodeSession, lineCount: number): Promise<string[]> {
  const seen = new Map<number, string[]>();
  for (let line = 1; ; line = Math.min(line + 25, lineCount)) {
    await vscode.workbench.goTo(line);
    for (const drawn of await vscode.editor.drawnLines()) if (drawn.decorations.length) seen.set(drawn.line, sorted(drawn.decorations));
    if (line === lineCount) break;
  }
  return [...seen].sort((a, b) => a[0] - b[0]).map(([line, labels]) => `${line}: ${labels.join(' | ')}`);
}

/** What a user reads of the run's two files, each opened by `open`. */
async function seenIn(vscode: VSCodeSession, name: string, open: (relative: string) => Promise<void>): Promise<Seen> {
  const bfcl = await vscode.step(`${name}-bfcl`, async () => {
    await openUnwrapped(vscode, MISS_FUNC, () => open(MISS_FUNC));
    await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
    const labels: string[][] = [];
    for (let line = 1; line <= CASE_LINES; line++) {
      await vscode.workbench.goTo(line);
      labels.push(sorted(await eventually(() => vscode.editor.decorationsOn(line), (d) => d.length > 0, { what: `labels on line ${line}` })));
    }
    return labels;
  });
  const tau2 = await vscode.step(`${name}-tau2`, async () => {
    await open(TAU2_RESULTS);
    await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the tau2 run label on line 1', timeoutMs: 30_000 });
    return labelledLines(vscode, TAU2_LINES);
  });
  const problems = await vscode.step(`${name}-problems`, () =>
    eventually(() => allProblems(vscode), (p) => p.some((x) => x.file === basename(TAU2_RESULTS)) && ourProblems(p).filter((x) => x.file === basename(MISS_FUNC)).length === 5, {
      what: 'the Problems of both files',
    }));
  return { bfcl, tau2, problems };
}

let nodeHost: Seen;

describe('the Node build in the Node extension host, on the run on local disk (what the web build is held to)', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-virtual-node', workspace: run, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it('labels the BFCL file and the tau2 file and lists their Problems', async () => {
    nodeHost = await seenIn(vscode, 'node-host', (relative) => vscode.workbench.openFile(join(run, relative)));
    // Case 0 failed, calling in all four turns where REFUSE was the gold action; case 1 passed without REFUSE.
    // (A turn's label is drawn at its first and at its last message.)
    const case0 = ['T1 TOOL_CALL+CONFIRM', 'T2 TOOL_CALL+CONFIRM', 'T2 TOOL_CALL+CONFIRM', 'T3 TOOL_CALL+OTHER', 'T3 TOOL_CALL+OTHER', 'T4 TOOL_CALL+CONFIRM', 'T4 TOOL_CALL+CONFIRM'];
    assert.deepEqual(nodeHost.bfcl[0], ['FAIL', ...case0]);
    assert.deepEqual(nodeHost.bfcl[4], ['FAIL', 'T1 TOOL_CALL×21']);
    assert.deepEqual(nodeHost.tau2, [
      '1: tau2 airline · virtual-model · 4 scored · pass@1 50.0',
      '23: PASS | gold REFUSE ✓ | reward 1.0 | task 0 trial 0 | user_stop',
      '46: REFUSE ★',
      '55: PASS | gold TOOL_CALL ✓ | reward 1.0 | task 1 trial 0 | user_stop',
      '78: TOOL_CALL ★',
      '101: NO CLASS',
      '110: FAIL | gold ASK ✓ TOOL_CALL ✓ | reward 0.0 | task 2 trial 0 | user_stop',
      '133: ASK ★',
      '147: TOOL_CALL ★',
      '170: ASK ★',
      '179: FAIL | gold TOOL_CALL ✓ | reward 0.0 | task 3 trial 0 | user_stop',
      '202: ASK',
    ]);
    const codes = ourProblems(nodeHost.problems).map((p) => `${p.file} ${p.line} ${p.severity} ${p.code}`);
    assert.deepEqual(codes, [
      'BFCL_v4_multi_turn_miss_func_result.json 1 warning acc-above-gar',
      'BFCL_v4_multi_turn_miss_func_result.json 2 warning bound-violation',
      'BFCL_v4_multi_turn_miss_func_result.json 6 warning bound-violation',
      'BFCL_v4_multi_turn_miss_func_result.json 9 warning bound-violation',
      'BFCL_v4_multi_turn_miss_func_result.json 10 warning bound-violation',
      'airline-results.json 1 info gar-acc-slack',
      'airline-results.json 1 info gar-acc-slack',
    ]);
  });
});

describe('the web build in the web worker extension host, on the virtual workspace memrun:/sample', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({
      name: 'extension-web-virtual-web',
      workspace: run,
      folderUri: VIRTUAL_FOLDER,
      extensionFolders: [memrun],
      viewport: TALL_VIEWPORT,
      settings: WEB_HOST,
    });
  });
  after(async () => {
    await vscode?.close();
  });

  it('shows the memory file system\'s files in the Explorer', () =>
    vscode.step('web-explorer', async () => {
      const rows = () => vscode.page.$$eval('.explorer-folders-view .monaco-list-row .label-name', (els) => els.map((e) => e.textContent?.trim() ?? ''));
      assert.deepEqual(await eventually(rows, (r) => r.length >= 4, { what: 'the Explorer rows' }), ['result', 'score', 'tau2', 'README.md']);
    }));

  it('draws the labels the Node host draws on the same lines and lists the same Problems', async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'web-host', (relative) => openVirtual(vscode, relative));
    assert.deepEqual(web.bfcl, nodeHost.bfcl);
    assert.deepEqual(web.tau2, nodeHost.tau2);
    assert.deepEqual(ourProblems(web.problems), ourProblems(nodeHost.problems));
  });

  it('runs in the web worker extension host', () =>
    vscode.step('web-host-report', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      assert.match(shown.find((m) => m.startsWith('Calibration Lens runs in'))!, /^Calibration Lens runs in the web worker extension host: /);
    }));
});
