// The context key `calibrationLens.runFileActive`: a run file is in front. The walkthrough's first step
// ("Open a run") is done when it turns true.
import * as vscode from 'vscode';
import { activeRunPath } from '../activeFile';

export function registerRunFileContext(): vscode.Disposable {
  const update = (): void => void vscode.commands.executeCommand('setContext', 'calibrationLens.runFileActive', activeRunPath() !== null);
  update();
  return vscode.Disposable.from(vscode.window.onDidChangeActiveTextEditor(update), vscode.window.tabGroups.onDidChangeTabs(update));
}
