// Where a case and its case view open, so that opening one never multiplies editor groups: from the
// summary panel, the result file and the case view share one group beside the panel (the panel keeps
// its width); elsewhere the result file stays where the user works and the case view goes beside it.
import * as vscode from 'vscode';
import { CASE_SCHEME } from './caseUri';

export function isCaseViewTab(tab: vscode.Tab | undefined): boolean {
  return tab?.input instanceof vscode.TabInputText && tab.input.uri.scheme === CASE_SCHEME;
}

function isPanelTab(tab: vscode.Tab | undefined): boolean {
  return tab?.input instanceof vscode.TabInputWebview;
}

/** The summary panel (or another webview) is what the user is looking at. */
export function panelIsActive(): boolean {
  return isPanelTab(vscode.window.tabGroups.activeTabGroup.activeTab);
}

/**
 * The group beside the panel that cases read in: one already showing a case view or this result
 * file, else any group not showing a webview, else a new group below the panel, which keeps the
 * panel's width for its table (a group beside it would halve it).
 */
export async function readingColumn(file: string): Promise<vscode.ViewColumn> {
  const groups = vscode.window.tabGroups.all.filter((g) => !isPanelTab(g.activeTab));
  const showsFile = (t: vscode.Tab) => t.input instanceof vscode.TabInputText && t.input.uri.fsPath === file;
  const chosen = groups.find((g) => g.tabs.some(isCaseViewTab)) ?? groups.find((g) => g.tabs.some(showsFile)) ?? groups[0];
  if (chosen) return chosen.viewColumn;
  await vscode.commands.executeCommand('workbench.action.newGroupBelow');
  return vscode.ViewColumn.Active;
}

/**
 * Where the result file opens from anywhere but the panel: the active group, unless it shows a case
 * view (which is about to show the new case): then a group without one.
 */
export function fileColumn(): vscode.ViewColumn {
  const active = vscode.window.tabGroups.activeTabGroup.activeTab;
  if (!isPanelTab(active) && !isCaseViewTab(active)) return vscode.ViewColumn.Active;
  const other = vscode.window.tabGroups.all.find((g) => !isPanelTab(g.activeTab) && !isCaseViewTab(g.activeTab));
  return other?.viewColumn ?? vscode.ViewColumn.Beside;
}

/** Where a case view is already shown, the new one takes its place there. */
export function caseViewColumn(fallback: vscode.ViewColumn): vscode.ViewColumn {
  return vscode.window.tabGroups.all.find((g) => g.tabs.some(isCaseViewTab))?.viewColumn ?? fallback;
}
