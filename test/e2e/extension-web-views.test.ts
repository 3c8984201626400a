// The tree, the case view with the gold path, and navigation of the web build in code-server's web
// worker extension host (the user setting remote.extensionKind moves the extension there), held to
// what the Node build shows in the Node host on the same sample: each host is opened in turn. The
// sample's two runs in the tree; miss_param_11 of demo-baseline in the case view, its gold column
// read from the test data above the run (through vscode.workspace.fs in the web host), Alt+Down to
// its first divergence; the status bar; go-to-case from the command palette. Then a dir-layout tau2 run
// (results.json and simulations/<id>.json, made from whissle's airline run) in the web host alone: its
// files told and labelled, its gold-divergence Problem, the case view of a simulation read through
// vscode.workspace.fs (the values are extension-tau2-views.test.ts's in the Node host).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResultFile } from '../../src/core/bfcl/resultFile';
import { WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { writeDirLayout, type DirLayoutRun } from '../support/tau2Derived';
import { belowHeader, CASE_HEADER_LINES, listProblems, openUnwrapped, problemsWithCode, SIDE_BY_SIDE, TALL_VIEWPORT } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type Problem, type TreeRow, type VSCodeSession } from './harness';
import { VIRTUAL_FOLDER, VIRTUAL_ROOT, localRun, memrunExtension } from './virtualWorkspace';

const SAMPLE = join(projectRoot, 'sample');
const MISS_PARAM = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_param_result.json');
const ID = 'multi_turn_miss_param_11';
const VIEW = 'Calibration Lens';
const STATUS_ID = 'calibration-lens.calibration-lens.calibrationLens.status';
const WEB_HOST = { 'remote.extensionKind': { 'calibration-lens.calibration-lens': ['web'] } };
const GUESS_ROW = '  + fillFuelTank(fuelAmount=28.0)                           │ (extra write: not in the ground truth)';
const AUDIT = '── Your audit ────────────────────────────────────────';
const GOLD_SOURCE = "Gold path: ground truth from the score file's failure line (possible_answer); results BFCL v4, test data BFCL v4.";

interface Seen {
  tree: TreeRow[];
  caseView: string[];
  /** The status bar's selection after Alt+Down from the top of the case view. */
  afterAltDown: string;
  status: string;
}

const run = (label: string): TreeRow => ({ label, description: 'sample', level: 1, expanded: true, icon: 'folder-library' });

const category = (label: string, description: string, icon: string): TreeRow => ({ label, description, level: 2, expanded: false, icon });

/** The case view up to the annotators' audit section (annotation's, which this comparison leaves to its own tests). */
const beforeAudit = (lines: string[]) => (lines.includes(AUDIT) ? lines.slice(0, lines.indexOf(AUDIT)) : lines);

/** The tree of the sample's runs, then miss_param_11 in the case view, as a user meets them; `open` opens a file of the sample. */
async function seenIn(vscode: VSCodeSession, name: string, open: (file: string) => Promise<void> = (file) => vscode.workbench.openFile(file)): Promise<Seen> {
  const tree = await vscode.step(`${name}-tree`, async () => {
    await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens View');
    const folders = vscode.page.locator('.pane-header', { hasText: 'sample' }).first();
    if ((await folders.getAttribute('aria-expanded')) === 'true') await folders.click();
    return eventually(() => vscode.views.treeRows(VIEW), (r) => r.length >= 10, { what: 'two runs and eight categories', timeoutMs: 40_000 });
  });
  const line = (await readResultFile(MISS_PARAM)).cases.find((c) => c.id === ID)!.line;
  const caseView = await vscode.step(`${name}-case-view`, async () => {
    await open(MISS_PARAM);
    await vscode.workbench.goTo(line, 1);
    await vscode.workbench.runCommand('Calibration Lens: Open Case View');
    await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(ID) ?? false, { what: 'the case view', timeoutMs: 20_000 });
    return (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith(ID) && t.includes(GUESS_ROW), { what: 'the case view with its gold column', timeoutMs: 30_000 })).split('\n');
  });
  const afterAltDown = await vscode.step(`${name}-alt-down`, async () => {
    await vscode.page.keyboard.press('Control+Home');
    await vscode.page.keyboard.press('Alt+ArrowDown');
    const want = `Ln ${caseView.indexOf(GUESS_ROW) + 1}, Col 1`;
    return eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want });
  });
  const status = await vscode.step(`${name}-status-bar`, async () => {
    await open(MISS_PARAM);
    return eventually(() => vscode.workbench.statusBarItem(STATUS_ID), (t) => t?.includes('miss_param') ?? false, { what: 'the Calibration Lens status bar entry' });
  });
  return { tree, caseView, afterAltDown: afterAltDown ?? '', status: status ?? '' };
}

let nodeHost: Seen;

describe('the Node build in the Node extension host (what the web build is held to)', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-views-node', workspace: SAMPLE, viewport: TALL_VIEWPORT, settings: SIDE_BY_SIDE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('lists the runs, opens miss_param_11 in the case view with its gold column, and goes to its divergence', async () => {
    nodeHost = await seenIn(vscode, 'node-host');
    assert.deepEqual(nodeHost.tree, [
      run('demo-baseline'),
      category('base', 'GAR 100.0 · Acc 50.0', 'graph'),
      category('long_context', 'GAR 91.7 · Acc 50.0', 'graph'),
      category('miss_func', 'GAR 25.0 · Acc 50.0 · Acc > GAR', 'warning'),
      category('miss_param', 'GAR 25.0 · Acc 41.7 · Acc > GAR', 'warning'),
      run('demo-probe'),
      category('base', 'GAR 100.0 · Acc 58.3', 'graph'),
      category('long_context', 'GAR 100.0 · Acc 75.0', 'graph'),
      category('miss_func', 'GAR 33.3 · Acc 50.0 · Acc > GAR', 'warning'),
      category('miss_param', 'GAR 50.0 · Acc 50.0', 'graph'),
    ]);
    assert.equal(nodeHost.caseView[CASE_HEADER_LINES]!.startsWith(`${ID} · miss_param`), true, nodeHost.caseView[CASE_HEADER_LINES]);
    assert.ok(nodeHost.caseView.includes(GOLD_SOURCE), 'the test data above the run is read');
    const guess = nodeHost.caseView.indexOf(GUESS_ROW);
    assert.ok(guess > nodeHost.caseView.findIndex((l) => l.startsWith('── Turn 1 · ')), 'the guess is in turn 1');
    assert.equal(nodeHost.caseView[guess + 1], '  ◆ First divergence: the first turn where the model leaves the gold path.');
    assert.equal(nodeHost.afterAltDown, `Ln ${guess + 1}, Col 1`);
  });
});

describe('the web build in the web worker extension host', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-views-web', workspace: SAMPLE, viewport: TALL_VIEWPORT, settings: { ...WEB_HOST, ...SIDE_BY_SIDE } });
  });
  after(async () => {
    await vscode?.close();
  });

  it('shows the tree, the case view with its gold column, the divergence Alt+Down goes to, and the status bar of the Node host', async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'web-host');
    assert.deepEqual(web.tree, nodeHost.tree);
    assert.deepEqual(beforeAudit(web.caseView), beforeAudit(nodeHost.caseView));
    assert.ok(web.caseView.includes(GOLD_SOURCE), 'the test data above the run is read through vscode.workspace.fs');
    assert.equal(web.afterAltDown, nodeHost.afterAltDown);
    assert.equal(web.status, nodeHost.status);
  });

  it('goes to a case of the sample from the command palette', () =>
    vscode.step('web-host-go-to-case', async () => {
      await vscode.workbench.openFile(MISS_PARAM);
      await vscode.workbench.runCommand('Calibration Lens: Go to Case by Id…');
      const input = vscode.page.locator('.quick-input-widget input');
      await input.fill('multi_turn_miss_param_3');
      await vscode.page.keyboard.press('Enter');
      const line = (await readResultFile(MISS_PARAM)).cases.find((c) => c.id === 'multi_turn_miss_param_3')!.line;
      const want = `Ln ${line}, Col 1`;
      assert.equal(await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (s) => s === want, { what: want }), want);
    }));
});

describe('the web build in the web worker extension host, on the virtual workspace memrun:/sample', () => {
  // A copy of the sample (and a small tau2 run) served from memory by the test-only memrun extension:
  // the tree, the case view and its gold column read it through vscode.workspace.fs only.
  const run = localRun();
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({
      name: 'extension-web-views-virtual', workspace: run, folderUri: VIRTUAL_FOLDER, extensionFolders: [memrunExtension(run)], viewport: TALL_VIEWPORT, settings: { ...WEB_HOST, ...SIDE_BY_SIDE },
    });
  });
  after(async () => {
    await vscode?.close();
  });

  /** A file of the sample at its place in memrun:/sample (quick open cannot search a file system without a search provider). */
  const openVirtual = async (file: string) => {
    await vscode.workbench.runCommand('Memory Run: Open File by Path');
    await vscode.workbench.answerQuickInput(`${VIRTUAL_ROOT}${file.slice(SAMPLE.length)}`);
    await eventually(() => vscode.workbench.activeTabTitle(), (title) => title?.startsWith(basename(file)) === true, { what: `${basename(file)} to be the active editor` });
  };

  it("shows the sample's runs in the tree, miss_param_11 with its gold column in the case view, and its divergence, as the Node host does on disk", async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'virtual', openVirtual);
    // The BFCL runs as on disk; the memory copy holds a tau2 run beside them.
    assert.deepEqual(web.tree.slice(0, nodeHost.tree.length), nodeHost.tree);
    // Every place is named on the memory file system.
    const onDisk = beforeAudit(nodeHost.caseView).map((l) => l.replaceAll(SAMPLE, VIRTUAL_ROOT));
    assert.deepEqual(beforeAudit(web.caseView), onDisk);
    assert.ok(web.caseView.includes(GOLD_SOURCE), 'the test data above the run is read from memory');
    assert.equal(web.afterAltDown, nodeHost.afterAltDown);
    assert.equal(web.status, nodeHost.status);
  });
});

/** The labels on line 1 of a simulation file opened on its own: the run's, then the simulation's five. */
async function simulationLabels(vscode: VSCodeSession, file: string): Promise<string[]> {
  return vscode.step('tau2-simulation-file', async () => {
    await openUnwrapped(vscode, file);
    return eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === 6, { what: "the simulation's labels", timeoutMs: 30_000 });
  });
}

describe('a dir-layout tau2 run in the web worker extension host', { skip: withoutTau2Data }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let dir: DirLayoutRun;
  /** What the Node host draws on line 1 of task 2's simulation file. */
  let nodeLabels: string[];
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'web-views-tau2-'));
    dir = writeDirLayout(WHISSLE, ['0', '1', '2'], workspace);
    const node = await openVSCode({ name: 'extension-web-views-tau2-node', workspace, viewport: TALL_VIEWPORT });
    try {
      nodeLabels = await simulationLabels(node, dir.simulations[2]!.file);
    } finally {
      await node.close();
    }
    vscode = await openVSCode({ name: 'extension-web-views-tau2', workspace, viewport: TALL_VIEWPORT, settings: { ...WEB_HOST, 'breadcrumbs.symbolPath': 'off' } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('labels a simulation file opened on its own as the Node host does, its run read beside it', async () => {
    assert.deepEqual(nodeLabels, ['tau2 airline · whissle · 1 scored · pass@1 0.0', 'FAIL', 'reward 0.0', 'user_stop', 'task 2 trial 0', 'gold ASK ✓ TOOL_CALL ✗']);
    assert.deepEqual(await simulationLabels(vscode, dir.simulations[2]!.file), nodeLabels);
  });

  it('labels results.json, puts its divergence Problem on the index entry, and opens the simulation under the cursor in the case view', () =>
    vscode.step('web-host-tau2-dir-layout', async () => {
      await vscode.workbench.runCommand('View: Close All Editors');
      await openUnwrapped(vscode, dir.results);
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the run label', timeoutMs: 30_000 }), ['tau2 airline · whissle · 3 scored · pass@1 33.3']);
      const text = readFileSync(dir.results, 'utf8').split('\n');
      const third = dir.simulations[2]!;
      const entry = text.findIndex((l) => l.includes(`"id": "${third.id}"`));
      const simText = readFileSync(third.file, 'utf8').split('\n');
      const check = simText.findIndex((l) => l.includes('"action_id": "2_1"')) - 1;
      const problems = (await problemsWithCode(vscode, 'gold-divergence', (found) => found.some((p) => p.file === 'results.json'))).filter((p) => p.file === 'results.json');
      assert.deepEqual(problems.map((p) => [p.file, p.line, p.message, p.related.map((r) => [r.file, r.line, r.message])]), [[
        'results.json', entry, 'Expected action 2_1 get_reservation_details(reservation_id="SDZQKO") was never made.',
        [[`${third.id}.json`, check, "Where it is in the simulation's own file."]],
      ]]);
      await openUnwrapped(vscode, dir.results);
      await vscode.workbench.goTo(entry + 3, 1);
      await vscode.workbench.runCommand('Calibration Lens: Open Case View');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith(third.id) ?? false, { what: 'the case view of task 2', timeoutMs: 30_000 });
      const lines = (await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith(`Simulation ${third.id}`), { what: 'the case view', timeoutMs: 30_000 })).split('\n');
      assert.deepEqual(lines.slice(CASE_HEADER_LINES, CASE_HEADER_LINES + 2), [`Simulation ${third.id} · task 2 · trial 0 · airline`, `File: ${third.file}:1`]);
    }));
});
