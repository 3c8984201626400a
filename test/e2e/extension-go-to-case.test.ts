// Go to Case by Id with no run file in front: the cases of every run of the workspace, and one case id
// is in each run of the sample, so every row names its run (the list once held identical
// `multi_turn_base_0` rows); picking a row opens that run's file at the case.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const SAMPLE = join(projectRoot, 'sample');

describe('Go to Case by Id over the runs of the workspace', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-go-to-case', workspace: SAMPLE });
  });
  after(async () => {
    await vscode?.close();
  });

  it("names each row's run, and opens the case in the run picked", () =>
    vscode.step('go-to-case-runs', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Go to Case by Id…');
      await vscode.page.locator('.quick-input-widget input').fill('multi_turn_base_0');
      // The quick pick also lists near matches (multi_turn_base_10 ...) after the two exact ones.
      const exact = async () => (await vscode.workbench.quickPickRows()).filter((r) => r.startsWith('multi_turn_base_0,'));
      const rows = await eventually(exact, (r) => r.length === 2, { what: 'the two rows of multi_turn_base_0', timeoutMs: 30_000 });
      assert.deepEqual(rows.map((r) => r.slice(r.lastIndexOf(', ') + 2)), [
        'demo-baseline · BFCL_v4_multi_turn_base_result.json line 1',
        'demo-probe · BFCL_v4_multi_turn_base_result.json line 1',
      ]);
      await vscode.page.keyboard.press('ArrowDown');
      await vscode.page.keyboard.press('Enter');
      const path = await eventually(() => vscode.workbench.activeEditorPath(), (p) => p !== null && p.endsWith('BFCL_v4_multi_turn_base_result.json'), { what: 'the result file', timeoutMs: 20_000 });
      assert.ok(path!.includes(join('demo-probe', 'multi_turn')), path!);
    }));
});
