// The packaged extension, installed from calibration-lens.vsix into code-server, wakes up in a workspace
// of BFCL runs as the window starts and labels a real BFCL result file: the file opens as JSON Lines
// and the extension host reports no error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RELEASE, resultPath, scorePath, withoutSharedData, XLAM } from '../support/sharedData';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const extensionId = 'calibration-lens.calibration-lens';
/** As VS Code logs it: the patterns of package.json's workspaceContains events, searched for together. */
const WORKSPACE_CONTAINS = 'workspaceContains:**/BFCL_v*_multi_turn_*_result.json,**/BFCL_v*_multi_turn_*_score.json,**/simulations/*.json';
let expected: { event: string; startup: boolean };

describe('the packaged extension in code-server', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'smoke', workspace: RELEASE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('is installed from the .vsix and active from the window\'s start in a workspace of BFCL runs', () => {
    assert.equal(vscode.server.extension?.id, extensionId);
    // The session opened once VS Code had activated its eager extensions, which waits for the
    // workspaceContains search: activated by it, or (VS Code gives up on the search after 7 s, on a
    // loaded machine) not yet, to be activated by the file's opening.
    const timedOut = vscode.extensionHostLog.text().includes(`Not activating extension '${extensionId}': Timed out while searching for 'workspaceContains' pattern`);
    expected = timedOut ? { event: 'onLanguage:jsonl', startup: false } : { event: WORKSPACE_CONTAINS, startup: true };
    assert.deepEqual(vscode.extensionHostLog.activation(extensionId), timedOut ? null : expected);
  });

  it('opens a BFCL result file as JSON Lines', () =>
    vscode.step('open-result-file', async () => {
      await vscode.workbench.openFile(resultPath(XLAM, 'base'));
      assert.equal(
        await vscode.workbench.activeEditorPath(),
        `result/${XLAM}/multi_turn/BFCL_v4_multi_turn_base_result.json`,
      );
      // The status bar names the language a moment after the editor shows.
      await eventually(() => vscode.workbench.languageMode(), (mode) => mode === 'JSON Lines', { what: 'the language mode JSON Lines' });
    }));

  it('labels it without an error in the extension host', () =>
    vscode.step('activated', async () => {
      const activation = await eventually(async () => vscode.extensionHostLog.activation(extensionId), (a) => a !== null, {
        what: `${extensionId} to activate`,
      });
      assert.deepEqual(activation, expected);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the labels of line 1', timeoutMs: 30_000 });
      assert.deepEqual(vscode.extensionHostLog.errors(), []);
    }));

  it('opens a BFCL score file as JSON Lines', () =>
    vscode.step('open-score-file', async () => {
      await vscode.workbench.openFile(scorePath(XLAM, 'base'));
      assert.equal(await vscode.workbench.activeEditorPath(), `score/${XLAM}/multi_turn/BFCL_v4_multi_turn_base_score.json`);
      await eventually(() => vscode.workbench.languageMode(), (mode) => mode === 'JSON Lines', { what: 'the language mode JSON Lines' });
    }));
});
