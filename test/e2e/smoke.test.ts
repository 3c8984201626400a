// The packaged extension, installed from calibration-lens.vsix into code-server, wakes up on a real
// BFCL result file: the file opens as JSON Lines and the extension host reports no error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RELEASE, resultPath, scorePath, withoutSharedData, XLAM } from '../support/sharedData';
import { eventually, openVSCode, type VSCodeSession } from './harness';

const extensionId = 'calibration-lens.calibration-lens';

describe('the packaged extension in code-server', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'smoke', workspace: RELEASE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('is installed from the .vsix and not yet active before a BFCL file opens', () => {
    assert.equal(vscode.server.extension?.id, extensionId);
    assert.equal(vscode.extensionHostLog.activation(extensionId), null);
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

  it('activates on it without an error in the extension host', () =>
    vscode.step('activated', async () => {
      const activation = await eventually(async () => vscode.extensionHostLog.activation(extensionId), (a) => a !== null, {
        what: `${extensionId} to activate`,
      });
      assert.deepEqual(activation, { event: 'onLanguage:jsonl', startup: false });
      assert.deepEqual(vscode.extensionHostLog.errors(), []);
    }));

  it('opens a BFCL score file as JSON Lines', () =>
    vscode.step('open-score-file', async () => {
      await vscode.workbench.openFile(scorePath(XLAM, 'base'));
      assert.equal(await vscode.workbench.activeEditorPath(), `score/${XLAM}/multi_turn/BFCL_v4_multi_turn_base_score.json`);
      await eventually(() => vscode.workbench.languageMode(), (mode) => mode === 'JSON Lines', { what: 'the language mode JSON Lines' });
    }));
});
