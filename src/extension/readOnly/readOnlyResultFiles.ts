// Result, score and tau2 files open read-only: a digit meant for the case view, or a rationale typed
// after its prompt closed, must never reach the data (with auto-save on it would be saved, and every
// decision on the file would turn stale). VS Code's API has no read-only flag for a file:// document,
// and `files.readonlyInclude` matches names only (tau2 files are told by their content), so the
// workbench's own session command is run on each run file as it first comes to the front.
import * as vscode from 'vscode';
import { runDocumentKind } from '../runDocuments';
import { SECTION } from '../settings';
import { ReadOnlyPolicy } from './readOnlyPolicy';

export const READ_ONLY_SETTING = 'readOnlyResultFiles';
const SET_READONLY = 'workbench.action.files.setActiveEditorReadonlyInSession';
const SET_WRITEABLE = 'workbench.action.files.setActiveEditorWriteableInSession';

export function readOnlyEnabled(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<boolean>(READ_ONLY_SETTING, true);
}

export class ReadOnlyResultFiles implements vscode.Disposable {
  private readonly policy = new ReadOnlyPolicy();
  private readonly subscriptions: vscode.Disposable[];

  constructor() {
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor((editor) => void this.guard(editor)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(`${SECTION}.${READ_ONLY_SETTING}`)) void this.guard(vscode.window.activeTextEditor);
      }),
    ];
    void this.guard(vscode.window.activeTextEditor);
  }

  /** Makes the active editor's run file read-only (or writeable again when the setting is off); resolves when done. */
  async guard(editor: vscode.TextEditor | undefined): Promise<void> {
    if (!editor || editor !== vscode.window.activeTextEditor) return;
    const file = editor.document.uri.toString();
    const action = this.policy.onActive(file, runDocumentKind(editor.document) !== null, readOnlyEnabled());
    if (action === 'none') return;
    // VS Code then draws the lock on the tab and, at a key, says why and how to make it writeable:
    // no message of ours, which would hide the "Saved" of a decision made just before.
    await vscode.commands.executeCommand(action === 'lock' ? SET_READONLY : SET_WRITEABLE);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }
}
