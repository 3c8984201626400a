// The command that shows or hides every inline label, by flipping `calibrationLens.labels.enabled`
// where it is set (workspace or user settings), so the choice survives a reload.
import * as vscode from 'vscode';
import { COMMAND } from '../commandIds';
import { SECTION } from '../settings';

export function registerToggleLabels(): vscode.Disposable {
  return vscode.commands.registerCommand(COMMAND.toggleLabels, async () => {
    const config = vscode.workspace.getConfiguration(SECTION);
    const inspected = config.inspect<boolean>('labels.enabled');
    const enabled = config.get<boolean>('labels.enabled', true);
    const target =
      inspected?.workspaceFolderValue !== undefined
        ? vscode.ConfigurationTarget.WorkspaceFolder
        : inspected?.workspaceValue !== undefined
          ? vscode.ConfigurationTarget.Workspace
          : vscode.ConfigurationTarget.Global;
    await config.update('labels.enabled', !enabled, target);
    vscode.window.setStatusBarMessage(`Calibration Lens labels ${enabled ? 'hidden' : 'shown'}.`, 3000);
  });
}
