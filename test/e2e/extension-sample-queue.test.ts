// The spot-check sample on a copy of the sample's two runs, as a new user meets it: before it is
// drawn, "Go to the Next Sample Item" says there is none and how to draw one (it once said "Nothing
// left to do in the sample of demo-baseline"); once drawn, it is one queue of its 50 emissions across
// both runs, counted the same in the toast, the Review view and the position (it once went "1 of 14"
// and wrapped at 14, the other 36 being demo-probe's).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_FILE } from '../../scripts/demo-workspace.mjs';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-sample-queue-e2e-'));
const STEPS = 20;

describe('the spot-check sample across the runs of the workspace', () => {
  let vscode: VSCodeSession;
  const position = async () => (await vscode.workbench.statusBarItems()).map(([, text]) => text).find((t) => / of \d+ in the sample of /.test(t)) ?? null;
  before(async () => {
    cpSync(join(projectRoot, 'sample'), root, { recursive: true });
    vscode = await openVSCode({ name: 'extension-sample-queue', workspace: root, openFile: join(root, DEMO_FILE), settings: { 'calibrationLens.labels.author': 'ann' } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says there is no sample yet and how to draw one', () =>
    vscode.step('no-sample-yet', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Sample Item');
      const said = await eventually(() => vscode.workbench.notifications(), (n) => n.some((t) => t.startsWith('There is no spot-check sample yet')), { what: 'the notice', timeoutMs: 30_000 });
      assert.ok(said.some((t) => t.includes('"Calibration Lens: Create the Spot-Check Sample" draws one over the runs of this workspace')), said.join('\n'));
      assert.ok(!said.some((t) => t.startsWith('Nothing left to do')), said.join('\n'));
    }));

  it(`goes through the sample of both runs as one queue of 50 (${STEPS} items with j)`, () =>
    vscode.step('one-queue', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Create the Spot-Check Sample');
      await eventually(() => vscode.workbench.notifications(), (n) => n.some((t) => t.startsWith('Spot-check sample: 50 emissions not reviewed yet')), { what: 'the sample', timeoutMs: 30_000 });
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Sample Item');
      assert.equal(await eventually(position, (p) => p !== null, { what: 'the queue in the status bar', timeoutMs: 30_000 }), 'Annotating · 1 of 50 in the sample of demo-baseline and demo-probe');
      for (let i = 1; i < STEPS; i++) {
        await vscode.page.keyboard.press('j');
        assert.equal(await eventually(position, (p) => p?.startsWith(`Annotating · ${i + 1} of `) ?? false, { what: `item ${i + 1}` }), `Annotating · ${i + 1} of 50 in the sample of demo-baseline and demo-probe`);
      }
      const rows = await eventually(() => vscode.views.treeRows('Calibration Lens: Review').catch(() => []), (r) => r.some((row) => row.label?.startsWith('Spot-check') ?? false), { what: 'the review view', timeoutMs: 30_000 });
      assert.deepEqual(rows.filter((r) => r.label?.startsWith('Spot-check')).map((r) => [r.label, r.description]), [['Spot-check sample (not reviewed yet)', '50']]);
    }));
});
