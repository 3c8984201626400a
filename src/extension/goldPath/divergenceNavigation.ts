// Moving between divergences: in the case view, the next / previous turn whose gold column diverges
// (keys Alt+Down / Alt+Up there); in a run file (BFCL result, tau2 results or simulation file), the
// next failed case at its first divergence.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { countOf } from '../../core/text/countOf';
import { activeRunPath, editorOf } from '../activeFile';
import { CASE_SCHEME } from '../caseView/caseUri';
import { revealCaseLine } from '../caseView/caseViewCommands';
import type { RunStore } from '../runStore';
import type { GoldColumnStore } from './goldColumnStore';
import { GOLD_COMMAND } from './goldCommandIds';
import { startLines } from './divergenceDiagnostics';
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
      void vscode.window.showInformationMessage('Open a BFCL result file (…_result.json) or a tau2-bench results file to go to its failed cases.');
      return;
    }
    // Cases by where they start in this document, after the cursor first, then from the top.
    const failed = startLines(model).filter(([, c]) => c.verdict?.outcome === 'failed');
    const editor = editorOf(path);
    const current = editor ? editor.selection.active.line + 1 : 0;
    const ordered = [...failed.filter(([line]) => line > current), ...failed.filter(([line]) => line <= current)];
    for (const [caseLine, kase] of ordered) {
      const divergence = await service.divergenceOf(model, kase);
      if (!divergence) continue;
      // A dir layout's index: the divergence is in the simulation's own file, which opens there.
      const here = divergence.file === path;
      const line = here ? divergence.line : caseLine;
      if (editor && here) {
        const position = new vscode.Position(line - 1, divergence.span?.start ?? firstColumn(editor.document, line - 1));
        editor.selection = new vscode.Selection(position, position);
        editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      } else await revealCaseLine(divergence.file, divergence.line);
      vscode.window.setStatusBarMessage(`Calibration Lens: ${kase.id}: ${divergence.sentence}`, 5000);
      return;
    }
    void vscode.window.showInformationMessage(
      failed.length === 0
        ? `No failed case in ${basename(path)} (or no score file beside it).`
        : `None of the ${countOf(failed.length, 'failed case')} in ${basename(path)} has a divergence to go to: the ground truth is unknown (for BFCL, point calibrationLens.bfclDataFolder at BFCL's bfcl_eval/data), or the grader names no turn and no call leaves the gold path.`,
    );
  }

  return [
    vscode.commands.registerCommand(GOLD_COMMAND.nextDivergence, () => inCaseView(1)),
    vscode.commands.registerCommand(GOLD_COMMAND.previousDivergence, () => inCaseView(-1)),
    vscode.commands.registerCommand(GOLD_COMMAND.nextFailedCaseDivergence, () => nextFailedCase()),
  ];
}

/** The first column of the line's text (a pretty-printed JSON line is indented). */
function firstColumn(document: vscode.TextDocument, line: number): number {
  if (line >= document.lineCount) return 0;
  const text = document.lineAt(line).text;
  return text.length - text.trimStart().length;
}
