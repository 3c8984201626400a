// calibrationLens.summary.openOnStartup: when the window opens on a run file (the demo opens a result
// file of the sample), the Calibration Summary of every run of the workspace opens beside it, so the
// first thing a user sees is the labelled file and the numbers behind it.
import * as vscode from 'vscode';
import { activeRunPath } from '../activeFile';
import { COMMAND } from '../commandIds';
import { SummaryPanel } from '../summary/summaryPanel';
import { workspaceRunFolders } from '../summary/chooseFolders';

/** The file's tab may open a moment after the extension activated on it; wait this long at most. */
const WAIT_FOR_FILE_MS = 10_000;

export function registerSummaryOnStartup(): vscode.Disposable {
  if (!vscode.workspace.getConfiguration('calibrationLens').get<boolean>('summary.openOnStartup', false)) return new vscode.Disposable(() => undefined);
  let done = false;
  const open = (): void => {
    // A summary brought back by a window reload is the one the user had: no second one.
    if (done || !activeRunPath() || SummaryPanel.active()) return;
    done = true;
    const folders = workspaceRunFolders();
    void vscode.commands.executeCommand(COMMAND.openSummary, folders.length ? { folders, beside: true } : { beside: true });
  };
  const subscription = vscode.window.onDidChangeActiveTextEditor(open);
  const timer = setTimeout(() => subscription.dispose(), WAIT_FOR_FILE_MS);
  open();
  return new vscode.Disposable(() => {
    clearTimeout(timer);
    subscription.dispose();
  });
}
