// The tree view and its commands: the violations filter, refresh, and the case view from a case node.
import * as vscode from 'vscode';
import { openCaseView } from '../caseView/caseViewCommands';
import { COMMAND } from '../commandIds';
import type { RunStore } from '../runStore';
import { CaseTree, type TreeNode } from './caseTree';

export const TREE_VIEW_ID = 'calibrationLens.cases';

export function registerCaseTree(store: RunStore): vscode.Disposable[] {
  const tree = new CaseTree(store);
  const view = vscode.window.createTreeView(TREE_VIEW_ID, { treeDataProvider: tree, showCollapseAll: true });
  tree.view = view;
  void vscode.commands.executeCommand('setContext', 'calibrationLens.onlyViolations', false);
  return [
    tree,
    view,
    vscode.commands.registerCommand(COMMAND.treeShowViolationsOnly, () => tree.setOnlyViolations(true)),
    vscode.commands.registerCommand(COMMAND.treeShowAll, () => tree.setOnlyViolations(false)),
    vscode.commands.registerCommand(COMMAND.treeRefresh, () => tree.refresh(true)),
    vscode.commands.registerCommand(COMMAND.treeOpenCaseView, async (node?: TreeNode) => {
      if (node?.kind !== 'case') return;
      await openCaseView(node.model.path, node.summary.id, vscode.ViewColumn.Beside, false);
    }),
  ];
}
