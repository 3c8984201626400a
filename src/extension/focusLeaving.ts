// "The focus is about to leave the active editor": said by this extension's commands just before they
// put a view of their own in front of it (the summary panel, the case view). VS Code has no such event
// (onDidChangeActiveTextEditor comes after the change), and a command that acts on the active editor,
// as View: Toggle Word Wrap does, is lost when sent after it (labels/runFileWrap.ts).
import * as vscode from 'vscode';

const listeners = new Set<() => void>();

/** Said just before the focus leaves the active editor for a view this extension opens. */
export function beforeFocusLeaves(): void {
  for (const listener of listeners) listener();
}

export function onFocusLeaving(listener: () => void): vscode.Disposable {
  listeners.add(listener);
  return new vscode.Disposable(() => listeners.delete(listener));
}
