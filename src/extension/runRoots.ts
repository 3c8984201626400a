// The folders every view finds its runs under (the workspace's folders and calibrationLens.runFolders),
// and the one discovery they share (core/discovery/findRuns.ts). What the walk skipped is logged once.
import * as vscode from 'vscode';
import { findRuns, type FoundRuns } from '../core/discovery/findRuns';
import { log } from './log';
import { runFolders } from './settings';

export function workspaceRunRoots(): string[] {
  return [...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath), ...runFolders()];
}

const logged = new Set<string>();

export async function findWorkspaceRuns(): Promise<FoundRuns> {
  const found = await findRuns(workspaceRunRoots());
  for (const note of found.notes) {
    if (logged.has(note)) continue;
    logged.add(note);
    log().info(`Finding runs: ${note}`);
  }
  return found;
}

/** The notes as a view's message: one sentence per folder. */
export function notesMessage(notes: readonly string[]): string | undefined {
  return notes.length ? notes.join(' ') : undefined;
}
