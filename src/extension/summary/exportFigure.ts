// Saves the Profile tab's figure (drawn by the webview in the print palette) where the user picks,
// once figureBytes has checked it; never over a file of the runs shown.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { uriOfPath } from '../hostUris';
import type { FromWebview } from '../../protocol/messages';
import type { LoadedSummaries } from '../../core/load/loadSummaries';
import { figureBytes } from './figureBytes';

type FigureMessage = Extract<FromWebview, { type: 'exportFigure' }>;

export async function exportFigure(loaded: LoadedSummaries, message: FigureMessage): Promise<void> {
  const checked = figureBytes(message);
  if (!checked.ok) {
    void vscode.window.showErrorMessage(`The profile was not exported: ${checked.problem}.`);
    return;
  }
  const format = message.format.toUpperCase();
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? dirname(loaded.folders[0] ?? '.');
  const target = await vscode.window.showSaveDialog({
    title: `Export the calibration profile as ${format}`,
    saveLabel: 'Export',
    defaultUri: uriOfPath(join(folder, `calibration-profile.${message.format}`)),
    filters: { [format]: [message.format] },
  });
  if (!target) return;
  if ((await loaded.inputs).some((f) => f.path === target.fsPath)) {
    void vscode.window.showErrorMessage(`${basename(target.fsPath)} is a file of the runs shown, and Calibration Lens never writes to those. Export again and choose another name.`);
    return;
  }
  await vscode.workspace.fs.writeFile(target, checked.bytes);
  void vscode.window.showInformationMessage(`Exported the calibration profile to ${target.fsPath}.`);
}
