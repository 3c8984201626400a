// The web build (package.json `browser`) in code-server's web worker extension host, as VS Code for the
// Web runs it: the user setting remote.extensionKind moves the extension there, and the extension says
// where it runs. On the sample's demo-baseline miss_func file (12 cases, GAR 25.0 below Acc 50.0) it
// draws the same labels on the same lines and lists the same Problems as the Node build in the Node
// host: each host is opened in turn, and what a user sees in the web host is held to what the Node
// host shows, the gold path's Problems (gold-divergence, from the BFCL test data found above the run,
// read through vscode.workspace.fs in the web host) included. One difference is the web build's: the
// labels that start at the same column (a case line's outcome and its turns) are drawn in another
// order there, so each line's label texts are compared whatever their order. VS Code orders decorations at one position by their types, which each
// host creates and names on its own; the labels' one-type-per-slot drawing meets that (labelStyles.ts).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TALL_VIEWPORT, listProblems, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type Problem, type VSCodeSession } from './harness';

const SAMPLE = join(projectRoot, 'sample');
const MISS_FUNC = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json');
const CASE_LINES = 12;
const WEB_HOST = { 'remote.extensionKind': { 'calibration-lens.calibration-lens': ['web'] } };

interface Seen {
  labels: string[][];
  problems: Problem[];
}

/** Each line's label texts, whatever order VS Code draws those at one column in. */
const textsByLine = (labels: string[][]) => labels.map((l) => [...l].sort());

/** The Problems entries of the labels' features (Acc above GAR, the bound violations) and the run health. */
const LABEL_PROBLEMS = 8;
/** The first divergence of each of the six failed cases. */
const DIVERGENCES = 6;

/**
 * The entries the filter text keeps, once `count` of them are there: the panel filtered and maximized,
 * so that every row (with its related information) is drawn at once (the list draws only what it shows).
 */
async function problemsFiltered(vscode: VSCodeSession, text: string, keep: (p: Problem) => boolean, count: number): Promise<Problem[]> {
  await vscode.workbench.runCommand('Problems: Focus on Problems View');
  const filter = vscode.page.locator('input[placeholder^="Filter (e.g."]').first();
  await filter.fill(text);
  await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  try {
    return await eventually(async () => (await listProblems(vscode)).filter(keep), (p) => p.length === count, {
      what: `the ${count} Problems entries the filter "${text}" keeps`, timeoutMs: 30_000,
    });
  } finally {
    await vscode.workbench.runCommand('View: Toggle Maximized Panel');
    await filter.fill('');
  }
}

const isDivergence = (p: Problem) => p.code === 'gold-divergence';

/** Every case line's labels, then the Problems panel, as a user reads them. */
async function seenIn(vscode: VSCodeSession, name: string): Promise<Seen> {
  return vscode.step(name, async () => {
    await openUnwrapped(vscode, MISS_FUNC);
    await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
    const labels: string[][] = [];
    for (let line = 1; line <= CASE_LINES; line++) {
      await vscode.workbench.goTo(line);
      labels.push(await eventually(() => vscode.editor.decorationsOn(line), (d) => d.length > 0, { what: `labels on line ${line}` }));
    }
    const labelProblems = await problemsFiltered(vscode, '!gold-divergence', (p) => !isDivergence(p), LABEL_PROBLEMS);
    return { labels, problems: [...labelProblems, ...(await problemsFiltered(vscode, 'gold-divergence', isDivergence, DIVERGENCES))] };
  });
}

let nodeHost: Seen;

describe('the Node build in the Node extension host (what the web build is held to)', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-host-node', workspace: SAMPLE, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it('labels every case line of miss_func and lists its Problems', async () => {
    nodeHost = await seenIn(vscode, 'node-host-miss-func');
    // Case 0 failed, calling in all four turns where REFUSE was the gold action; case 1 passed without REFUSE.
    const case0 = ['T1 TOOL_CALL+CONFIRM', 'T2 TOOL_CALL+CONFIRM', 'T3 TOOL_CALL+OTHER', 'T4 TOOL_CALL+CONFIRM'];
    assert.deepEqual(nodeHost.labels[0], ['FAIL', ...case0, ...case0.slice(1)]);
    const case1 = ['T1 TOOL_CALL×3+OTHER', 'T2 TOOL_CALL×3+OTHER', 'T3 TOOL_CALL+OTHER', 'T4 TOOL_CALL×2+OTHER'];
    assert.deepEqual(nodeHost.labels[1], ['PASS', '⚠ no REFUSE', ...case1, ...case1.slice(1)]);
    // Acc above GAR on line 1 and four bound violations (lines 2, 6, 9, 10); the run-health finding
    // tool-not-offered on line 1 and on its two calls (cat in case 5 on line 6, echo in case 10 on
    // line 11, each held out until a later turn by the sample's test data); the first divergence of
    // each failed case (lines 1, 3, 4, 5, 7, 11), from the sample's test data above the run.
    const codes = nodeHost.problems.map((p) => `${p.line} ${p.severity} ${p.code}`).sort();
    assert.deepEqual(codes, [
      '1 info gold-divergence', '1 warning acc-above-gar', '1 warning tool-not-offered', '10 warning bound-violation', '11 info gold-divergence',
      '11 warning tool-not-offered', '2 warning bound-violation', '3 info gold-divergence', '4 info gold-divergence', '5 info gold-divergence',
      '6 warning bound-violation', '6 warning tool-not-offered', '7 info gold-divergence', '9 warning bound-violation',
    ]);
    assert.deepEqual(nodeHost.problems.filter((p) => p.line === 3 && p.code === 'gold-divergence').map((p) => p.message), [
      "Turn 1 (the grader's turn 0): the ground-truth call cd(folder='communal') was never made.",
    ]);
  });

  it('says it runs in the Node.js extension host, with every feature', () =>
    vscode.step('node-host-report', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      const said = shown.filter((m) => m.startsWith('Calibration Lens runs in'));
      assert.equal(said.length, 1);
      assert.match(said[0]!, /^Calibration Lens runs in the Node\.js extension host \(Node \d+\.\d+\.\d+\): every feature, with files on local disk streamed from it\.$/);
    }));
});

describe('the web build in the web worker extension host', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-host-web', workspace: SAMPLE, viewport: TALL_VIEWPORT, settings: WEB_HOST });
  });
  after(async () => {
    await vscode?.close();
  });

  it('draws the labels the Node host draws, on the same lines, and lists the same Problems, the gold path\'s included', async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'web-host-miss-func');
    assert.deepEqual(textsByLine(web.labels), textsByLine(nodeHost.labels));
    assert.deepEqual(web.problems, nodeHost.problems);
  });

  it('says it runs in the web worker extension host', () =>
    vscode.step('web-host-report', async () => {
      await vscode.workbench.openFile(MISS_FUNC);
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      assert.deepEqual(shown.filter((m) => m.startsWith('Calibration Lens runs in')), [
        'Calibration Lens runs in the web worker extension host: every feature, with every file read and written whole through the workspace file system; ' +
          'with no git here, the first decision asks for a name with none offered.',
      ]);
    }));
});
