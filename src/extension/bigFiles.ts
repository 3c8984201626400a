// Files over 50 MB are opened by VS Code but never handed to extensions, so no labels, hovers or
// Problems can appear in them. Say so once per file, and read it from disk for the tree, the status
// bar and the case view, which need no document.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { hostFiles } from '../core/files/hostFiles';
import { COMMAND } from './commandIds';
import { openDocument, pathOfUri, runFileKind } from './runDocuments';
import type { RunStore } from './runStore';
import { TREE_VIEW_ID } from './tree/registerTree';

/** VS Code's limit for handing a file's text to extensions. */
export const SYNC_LIMIT_BYTES = 50 * 1024 * 1024;
/** A normal document reaches extensions just after its tab opens; wait that long before concluding. */
const SETTLE_MS = 800;

export function registerBigFileNotice(store: RunStore): vscode.Disposable {
  const told = new Set<string>();

  async function check(uri: vscode.Uri): Promise<void> {
    const path = pathOfUri(uri);
    if (path === null || told.has(path) || !path.endsWith('.json')) return;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (openDocument(path)) return;
    const size = (await hostFiles.stat(path))?.size;
    if (size === undefined) return;
    // Only run files: BFCL by name, tau2 by their first bytes.
    if (size <= SYNC_LIMIT_BYTES || told.has(path) || !runFileKind(path)) return;
    told.add(path);
    void store.modelForPath(path).catch(() => undefined); // ready for the tree and the status bar
    const mb = Math.round(size / (1024 * 1024));
    const choice = await vscode.window.showWarningMessage(
      `Calibration Lens: inline labels, hovers and Problems are not available for ${basename(path)} (${mb} MB), because VS Code does not hand files over 50 MB to extensions. The Calibration Lens tree, the status bar and the case view still work for it.`,
      'Go to Case…',
      'Show Tree',
    );
    if (choice === 'Go to Case…') await vscode.commands.executeCommand(COMMAND.goToCase);
    if (choice === 'Show Tree') await vscode.commands.executeCommand(`${TREE_VIEW_ID}.focus`);
  }

  // Opening such a file may be what activated the extension, after its tab opened: look at it too.
  const active = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (active instanceof vscode.TabInputText) void check(active.uri);
  return vscode.window.tabGroups.onDidChangeTabs((e) => {
    for (const tab of [...e.opened, ...e.changed]) {
      if (tab.isActive && tab.input instanceof vscode.TabInputText) void check(tab.input.uri);
    }
  });
}
