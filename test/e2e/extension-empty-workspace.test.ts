// A workspace with no run in it, as a newcomer first opens one: the case tree's welcome names both
// benchmarks, the Review view says what to do, and "Go to the Next Emission Not Reviewed" says there
// are no runs (not that every emission has a decision).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-empty-e2e-'));

/** A view's welcome text, a paragraph (or button) a line, once the view shows it. */
async function welcome(vscode: VSCodeSession, view: string): Promise<string[]> {
  const text = await eventually(() => vscode.views.welcomeText(view), (t) => t !== '', { what: `the welcome of ${view}`, timeoutMs: 30_000 });
  return text.split('\n').map((l) => l.trim()).filter(Boolean);
}

describe('a workspace without runs', () => {
  let vscode: VSCodeSession;
  before(async () => {
    writeFileSync(join(root, 'notes.json'), '{"not": "a run"}\n');
    vscode = await openVSCode({ name: 'extension-empty-workspace', workspace: root });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says in the case tree that neither BFCL nor tau2 runs were found', () =>
    vscode.step('tree-welcome', async () => {
      assert.deepEqual(await welcome(vscode, 'Calibration Lens'), [
        'No runs were found in this workspace: neither BFCL multi-turn result files (BFCL_v4_multi_turn_*_result.json) nor tau2-bench results files (any name: told by their content).',
        'Open Folder',
        'Folders outside the workspace can be listed in the setting calibrationLens.runFolders.',
      ]);
    }));

  it('says in the Review view what to do', () =>
    vscode.step('review-welcome', async () => {
      assert.deepEqual(await welcome(vscode, 'Calibration Lens: Review'), [
        'Nothing to review yet: this workspace holds no BFCL multi-turn result files and no tau2-bench results files.',
        'Open the folder of a run, then decide emissions from a result file or its case view (keys 1-5 and 0); this view lists what is left, your disagreements with the classifier, and the spot-check sample.',
        'Open Folder',
      ]);
    }));

  it('answers "Go to the Next Emission Not Reviewed" with: there are no runs', () =>
    vscode.step('next-unreviewed-no-runs', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.length > 0, { what: 'the message' });
      assert.deepEqual(shown, ['No runs to review: this workspace has no BFCL multi-turn result files and no tau2-bench results files. Open the folder of a run first.']);
    }));
});
