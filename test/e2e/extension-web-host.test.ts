// The web build (package.json `browser`) in code-server's web worker extension host, as VS Code for the
// Web runs it: the user setting remote.extensionKind moves the extension there, and the extension says
// where it runs. On the sample's demo-baseline miss_func file (12 cases, GAR 25.0 below Acc 50.0) it
// draws the same labels on the same lines and lists the same Problems as the Node build in the Node
// host: each host is opened in turn, and what a user sees in the web host is held to what the Node
// host shows. Two differences are the web build's: the gold-path Problems (gold-divergence, read from
// the BFCL test data on disk) are not in it; and the labels that start at the same column (a case
// line's outcome and its turns) are drawn in another order there, so each line's label texts are
// compared whatever their order. VS Code orders decorations at one position by their types, which each
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

/** The Problems entries of the labels' features (not the gold path's): Acc above GAR and the four bound violations. */
const ourProblems = (problems: Problem[]) => problems.filter((p) => p.code !== 'gold-divergence');

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
    const problems = await eventually(() => listProblems(vscode), (p) => ourProblems(p).length === 5, { what: 'the five Problems entries of the file' });
    return { labels, problems };
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
    // Acc above GAR on line 1 and four bound violations (lines 2, 6, 9, 10); the gold path adds its own entries.
    const codes = ourProblems(nodeHost.problems).map((p) => `${p.line} ${p.severity} ${p.code}`);
    assert.deepEqual(codes, ['1 warning acc-above-gar', '2 warning bound-violation', '6 warning bound-violation', '9 warning bound-violation', '10 warning bound-violation']);
  });
});

describe('the web build in the web worker extension host', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-host-web', workspace: SAMPLE, viewport: TALL_VIEWPORT, settings: WEB_HOST });
  });
  after(async () => {
    await vscode?.close();
  });

  it('draws the labels the Node host draws, on the same lines, and lists the same Problems of its features', async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'web-host-miss-func');
    assert.deepEqual(textsByLine(web.labels), textsByLine(nodeHost.labels));
    assert.deepEqual(web.problems, ourProblems(nodeHost.problems));
  });

  it('says it runs in the web worker extension host', () =>
    vscode.step('web-host-report', async () => {
      await vscode.workbench.openFile(MISS_FUNC);
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      assert.deepEqual(shown.filter((m) => m.startsWith('Calibration Lens runs in')), [
        'Calibration Lens runs in the web worker extension host: inline labels, hovers and Problems of BFCL result and score files and tau2 results files, and the Calibration Summary panel. ' +
          'The tree, the case view and annotation need VS Code on the desktop.',
      ]);
    }));
});
