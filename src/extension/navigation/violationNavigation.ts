// Next / previous bound violation in the active run file (a BFCL result file, a tau2 results or
// simulation file), wrapping around at the ends: the line where each violating case starts.
import * as vscode from 'vscode';
import { classLabel } from '../../core/classify/actionClass';
import { basename } from 'node:path';
import { activeRunPath, editorOf } from '../activeFile';
import { revealCaseLine } from '../caseView/caseViewCommands';
import { COMMAND } from '../commandIds';
import type { RunStore } from '../runStore';

export function registerViolationNavigation(store: RunStore): vscode.Disposable[] {
  // Files without an editor (over 50 MB) have no cursor: remember where we last jumped.
  const lastLine = new Map<string, number>();

  async function go(direction: 1 | -1): Promise<void> {
    const path = activeRunPath();
    if (!path) {
      void vscode.window.showInformationMessage('Open a BFCL result file (…_result.json) or a tau2-bench results file to move between its bound violations.');
      return;
    }
    const model = await store.modelForPath(path);
    if (model.kind !== 'result' || model.rows.length === 0) {
      const why = model.kind !== 'result' ? 'is a score file' : model.tau2 ? 'has no gold classes (GAR needs gold: calibrationLens.tau2TasksFile)' : 'is not a result file of a known category';
      void vscode.window.showInformationMessage(`${basename(path)} ${why}, so it has no bound violations to visit.`);
      return;
    }
    // Where each case starts in this document (a dir layout's results.json: its index entry).
    const lines = [...model.caseAtLine].filter(([, kase]) => model.caseSummaryById.get(kase.id)?.boundViolation).map(([line]) => line).sort((a, b) => a - b);
    if (lines.length === 0) {
      const gold = [...new Set(model.rows.map((r) => classLabel(r.goldClass)))].join(', ');
      void vscode.window.showInformationMessage(`No bound violations in ${basename(path)}: every passed case shows its gold action (${gold}).`);
      return;
    }
    const editor = editorOf(path);
    const current = editor ? editor.selection.active.line + 1 : (lastLine.get(path) ?? (direction === 1 ? 0 : Infinity));
    let target = direction === 1 ? lines.find((l) => l > current) : [...lines].reverse().find((l) => l < current);
    if (target === undefined) {
      target = direction === 1 ? lines[0]! : lines[lines.length - 1]!;
      vscode.window.setStatusBarMessage(`Calibration Lens: wrapped to the ${direction === 1 ? 'first' : 'last'} bound violation.`, 3000);
    }
    lastLine.set(path, target);
    if (editor) {
      const position = new vscode.Position(target - 1, 0);
      editor.selection = new vscode.Selection(position, position);
      editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    } else {
      await revealCaseLine(path, target);
    }
  }

  return [
    vscode.commands.registerCommand(COMMAND.nextViolation, () => go(1)),
    vscode.commands.registerCommand(COMMAND.previousViolation, () => go(-1)),
  ];
}
