// Moving between divergences: in the case view, the next / previous turn whose gold column diverges
// (keys Alt+Down / Alt+Up there); in a result file, the next failed case at its first divergence.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { divergenceSentence } from '../../core/bfcl/goldPath/goldPathText';
import { activeRunPath, editorOf } from '../activeFile';
import { CASE_SCHEME } from '../caseView/caseUri';
import { revealCaseLine } from '../caseView/caseViewCommands';
import type { RunStore } from '../runStore';
import type { GoldColumnStore } from './goldColumnStore';
import { GOLD_COMMAND } from './goldCommandIds';
import { divergenceColumn } from './divergenceDiagnostics';
import type { GoldPathService } from './goldPathService';

export function registerDivergenceNavigation(store: RunStore, service: GoldPathService, column: GoldColumnStore): vscode.Disposable[] {
  function inCaseView(direction: 1 | -1): void {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.uri.scheme !== CASE_SCHEME) {
      void vscode.window.showInformationMessage('Open a case view (Calibration Lens: Open Case View) to move between the turns where the model left the gold path.');
      return;
    }
    const lines = column.get(editor.document.uri)?.divergenceLines ?? [];
    if (lines.length === 0) {
      void vscode.window.showInformationMessage('This case never leaves the gold path (or its ground truth is unknown): there is no divergence to go to.');
      return;
    }
    const current = editor.selection.active.line;
    let target = direction === 1 ? lines.find((l) => l > current) : [...lines].reverse().find((l) => l < current);
    if (target === undefined) target = direction === 1 ? lines[0]! : lines[lines.length - 1]!;
    const position = new vscode.Position(target, 0);
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  async function nextFailedCase(): Promise<void> {
    const path = activeRunPath();
    const model = path ? await store.modelForPath(path) : null;
    if (!path || model?.kind !== 'result') {
      void vscode.window.showInformationMessage('Open a BFCL result file (…_result.json) to go to its failed cases.');
      return;
    }
    const failed = [...model.caseById.values()].filter((c) => c.verdict?.outcome === 'failed').sort((a, b) => a.line - b.line);
    const editor = editorOf(path);
    const current = editor ? editor.selection.active.line + 1 : 0;
    const ordered = [...failed.filter((c) => c.line > current), ...failed.filter((c) => c.line <= current)];
    for (const kase of ordered) {
      const outcome = await service.forCase(model, kase.id);
      if (!outcome.ok || outcome.path.firstDivergence === null) continue;
      const col = divergenceColumn(kase, outcome.path);
      if (editor) {
        const position = new vscode.Position(kase.line - 1, col.start);
        editor.selection = new vscode.Selection(position, position);
        editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      } else await revealCaseLine(path, kase.line);
      vscode.window.setStatusBarMessage(`Calibration Lens: ${kase.id}: ${divergenceSentence(outcome.path)}`, 5000);
      return;
    }
    void vscode.window.showInformationMessage(
      failed.length === 0
        ? `No failed case in ${basename(path)} (or no score file beside it).`
        : `None of the ${failed.length} failed cases in ${basename(path)} has a known divergence: their ground truth was not found.`,
    );
  }

  return [
    vscode.commands.registerCommand(GOLD_COMMAND.nextDivergence, () => inCaseView(1)),
    vscode.commands.registerCommand(GOLD_COMMAND.previousDivergence, () => inCaseView(-1)),
    vscode.commands.registerCommand(GOLD_COMMAND.nextFailedCaseDivergence, () => nextFailedCase()),
  ];
}
