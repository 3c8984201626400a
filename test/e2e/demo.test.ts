// What `npm run demo` shows first, in a real VS Code at 1280x800: the sample as the workspace, with
// the result file the demo names open and labelled, and the Calibration Summary of both sample runs
// beside it (scripts/demo-workspace.mjs holds what the demo opens; this test opens the same).
import assert from 'node:assert/strict';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { DEMO_FILE, demoSettings } from '../../scripts/demo-workspace.mjs';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { casesFilteredBy, SAMPLE_CASES_CALLING_TWITTER } from './panelReads';

const extensionId = 'calibration-lens.calibration-lens';
const SAMPLE = join(projectRoot, 'sample');

describe('npm run demo', () => {
  let vscode: VSCodeSession;
  let frame: Frame;
  before(async () => {
    vscode = await openVSCode({ name: 'demo', workspace: SAMPLE, settings: demoSettings, openFile: join(SAMPLE, DEMO_FILE), viewport: { width: 1280, height: 800 } });
  });
  after(async () => {
    await vscode?.close();
  });

  it('shows the summary of both sample runs beside it, with the numbers of the sample', () =>
    vscode.step('summary-beside', async () => {
      frame = await vscode.views.webviewFrame(extensionId, 30_000);
      await frame.waitForSelector('body[data-state="loaded"] table.summary', { timeout: 30_000 });
      const runs = await frame.$$eval('tr.group-row .group-title', (els) => els.map((e) => e.textContent));
      assert.deepEqual(runs, ['demo-baseline', 'demo-probe']);
      const row = (run: string, category: string) =>
        frame.$$eval(`tbody[aria-label="${run}"] tr[data-category="${category}"] > *`, (cells) =>
          Object.fromEntries(cells.map((c) => [(c as HTMLElement).dataset.column, (c.textContent ?? '').trim()])));
      const missParam = await row('demo-baseline', 'miss_param');
      assert.equal(missParam.gar, '25.0');
      assert.equal(missParam.acc, '41.7');
      assert.equal(missParam.n, '12');
      assert.equal((await row('demo-probe', 'miss_func')).gar, '33.3');
      // Two editor groups: the result file on the left, the panel on the right.
      const groups = await vscode.page.$$eval('.part.editor .editor-group-container', (els) =>
        els.map((g) => ({ tabs: [...g.querySelectorAll('.tabs-container .tab .label-name')].map((t) => t.textContent ?? ''), left: Math.round(g.getBoundingClientRect().left) })));
      groups.sort((a, b) => a.left - b.left);
      assert.deepEqual(groups.map((g) => g.tabs), [['BFCL_v4_multi_turn_miss_param_result.json'], ['Calibration Summary (2 runs)']]);
    }));
  it('finds with text: the cases whose model called a tool, searched in the files by the extension', () =>
    vscode.step('filter-text', async () => {
      assert.deepEqual(await casesFilteredBy(frame, 'text:authenticate_twitter', SAMPLE_CASES_CALLING_TWITTER.length), SAMPLE_CASES_CALLING_TWITTER);
    }));
  it('opens on the demo result file with its labels drawn', () =>
    vscode.step('labelled-file', async () => {
      // The panel opened last and has the focus: click the file's tab in the other group.
      await vscode.page.locator(`.part.editor .tab[aria-label^="${basename(DEMO_FILE)}"]`).first().click();
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p !== null && join(SAMPLE, DEMO_FILE).endsWith(p), { what: 'the demo file in the editor', timeoutMs: 30_000 });
      const labels = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      // The start-of-line label: the verdict, then every turn (the labels at each turn's text follow it).
      assert.deepEqual(labels.slice(0, 4), ['FAIL', 'T1 TOOL_CALL×3+CONFIRM', 'T2 TOOL_CALL×4+CONFIRM', 'T3 TOOL_CALL×3+OTHER']);
    }));


  it('has a walkthrough of five steps, from opening a run to debugging a failed case', () =>
    vscode.step('walkthrough', async () => {
      await vscode.workbench.runCommand('Welcome: Open Walkthrough...');
      await vscode.workbench.answerQuickInput('Calibration Lens: first steps');
      const steps = await eventually(
        () => vscode.page.$$eval('.gettingStartedContainer .getting-started-step .step-title', (els) => els.map((e) => (e.textContent ?? '').trim()).filter(Boolean)),
        (t) => t.length >= 5,
        { what: 'the walkthrough steps', timeoutMs: 20_000 },
      );
      assert.deepEqual(steps, ['Open a run', 'Read a label', 'Open the summary panel', 'Decide a label', 'Debug a failed case']);
      // The first step's page, from the packaged extension (once left out of the .vsix: VS Code drew
      // "Error reading markdown document" beside the steps).
      const page = await eventually(
        async () => {
          const frame = await vscode.views.webviewFrame(undefined, 10_000).catch(() => null);
          return frame ? await frame.evaluate(() => document.body.innerText).catch(() => '') : '';
        },
        (t) => t.includes('Open a run') || t.includes('Error reading'),
        { what: "the walkthrough step's page", timeoutMs: 20_000 },
      );
      assert.match(page, /^Open a run\n/);
      assert.match(page, /Calibration Lens reads the result files of two benchmarks:/);
    }));
});
