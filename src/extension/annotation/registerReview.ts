// The Review view and its commands: go to the next item of each queue (after the one at the cursor,
// wrapping around), create the spot-check sample, refresh. The view reads the stores again whenever a
// decision is saved.
import * as vscode from 'vscode';
import type { ReviewKind } from '../../core/annotation/reviewQueue';
import type { DecisionStore } from './decisionStore';
import { REVIEW_COMMAND } from './commandIds';
import { countOf } from '../../core/text/countOf';
import { nextTarget, type CursorPlace, type ReviewTarget } from './nextTarget';
import { ReviewTree } from './reviewTree';

export const REVIEW_VIEW_ID = 'calibrationLens.review';

const NEXT: { command: string; kind: ReviewKind | 'sample'; none: string }[] = [
  { command: REVIEW_COMMAND.nextUnreviewed, kind: 'unreviewed', none: 'Every emission of the runs in this workspace has your decision.' },
  { command: REVIEW_COMMAND.nextDisagreement, kind: 'disagreement', none: 'None of your decisions disagrees with the classifier.' },
  { command: REVIEW_COMMAND.nextViolation, kind: 'violation', none: 'Every bound violation has your verdict.' },
  { command: REVIEW_COMMAND.nextSample, kind: 'sample', none: 'No sample item left to review (create the sample first if there is none).' },
];

/** What every "Go to the Next …" says when there is nothing to go through (not that all of it is done). */
export const NO_RUNS = 'No runs to review: this workspace has no BFCL multi-turn result files and no tau2-bench results files. Open the folder of a run first.';

export function registerReview(decisions: DecisionStore): vscode.Disposable[] {
  const tree = new ReviewTree();
  const view = vscode.window.createTreeView(REVIEW_VIEW_ID, { treeDataProvider: tree });
  return [
    tree,
    view,
    decisions.onDidChange(() => tree.refresh()),
    vscode.commands.registerCommand(REVIEW_COMMAND.refresh, () => tree.refresh()),
    vscode.commands.registerCommand(REVIEW_COMMAND.reveal, (target: ReviewTarget) => reveal(target)),
    vscode.commands.registerCommand(REVIEW_COMMAND.createSample, async () => {
      const state = await tree.createSample();
      if (!state.firstStore) return void vscode.window.showInformationMessage('No BFCL or tau2 runs in this workspace to sample from.');
      void vscode.window.showInformationMessage(`Spot-check sample: ${countOf(state.queues.sample.length, 'emission')} not reviewed yet (seed stored beside ${state.firstStore}).`);
    }),
    ...NEXT.map(({ command, kind, none }) =>
      vscode.commands.registerCommand(command, async () => {
        const state = await tree.current();
        const target = nextTarget(state.queues[kind], cursorPlace(), kind !== 'sample');
        if (!target) return void vscode.window.showInformationMessage(state.runs.length === 0 ? NO_RUNS : none);
        await reveal(target);
      }),
    ),
  ];
}

function cursorPlace(): CursorPlace | null {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.uri.scheme !== 'file') return null;
  const at = editor.selection.start;
  return { document: editor.document.uri.fsPath, line: at.line, column: at.character };
}

/** Opens the item's document with its emission selected, the cursor at its start (a tau2 message: at its `{`). */
async function reveal(t: ReviewTarget): Promise<void> {
  const editor = await vscode.window.showTextDocument(vscode.Uri.file(t.document), { preview: true });
  const line = Math.min(t.line - 1, editor.document.lineCount - 1);
  const range = t.span.end > t.span.start
    ? new vscode.Range(line, t.span.start, line, t.span.end)
    : new vscode.Range(line, editor.document.lineAt(line).firstNonWhitespaceCharacterIndex, line, editor.document.lineAt(line).firstNonWhitespaceCharacterIndex);
  // The cursor at the start (the anchor at the end), so that the decide commands find the emission there.
  editor.selection = new vscode.Selection(range.end, range.start);
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
