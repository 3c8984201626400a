// The Review view and its commands: go to the next item of each queue, create the spot-check sample,
// refresh. The view reads the stores again whenever a decision is saved.
import * as vscode from 'vscode';
import type { ReviewKind } from '../../core/labels/reviewQueue';
import type { DecisionStore } from './decisionStore';
import { REVIEW_COMMAND } from './commandIds';
import { ReviewTree, type ReviewTarget } from './reviewTree';
import { countOf } from '../../core/text/countOf';

export const REVIEW_VIEW_ID = 'calibrationLens.review';

const NEXT: { command: string; kind: ReviewKind | 'sample'; none: string }[] = [
  { command: REVIEW_COMMAND.nextUnreviewed, kind: 'unreviewed', none: 'Every emission of the runs in this workspace has your decision.' },
  { command: REVIEW_COMMAND.nextDisagreement, kind: 'disagreement', none: 'None of your decisions disagrees with the classifier.' },
  { command: REVIEW_COMMAND.nextViolation, kind: 'violation', none: 'Every bound violation has your verdict.' },
  { command: REVIEW_COMMAND.nextSample, kind: 'sample', none: 'No sample item left to review (create the sample first if there is none).' },
];

export function registerReview(decisions: DecisionStore): vscode.Disposable[] {
  const tree = new ReviewTree();
  const view = vscode.window.createTreeView(REVIEW_VIEW_ID, { treeDataProvider: tree });
  return [
    tree,
    view,
    decisions.onDidChange(() => tree.refresh()),
    vscode.commands.registerCommand(REVIEW_COMMAND.refresh, () => tree.refresh()),
    vscode.commands.registerCommand(REVIEW_COMMAND.createSample, async () => {
      const state = await tree.createSample();
      if (!state.firstStore) return void vscode.window.showInformationMessage('No BFCL runs in this workspace to sample from.');
      void vscode.window.showInformationMessage(`Spot-check sample: ${countOf(state.queues.sample.length, 'emission')} not reviewed yet (seed stored beside ${state.firstStore}).`);
    }),
    ...NEXT.map(({ command, kind, none }) =>
      vscode.commands.registerCommand(command, async () => {
        const target = (await tree.current()).queues[kind][0];
        if (!target) return void vscode.window.showInformationMessage(none);
        await reveal(target);
      }),
    ),
  ];
}

async function reveal(t: ReviewTarget): Promise<void> {
  const editor = await vscode.window.showTextDocument(vscode.Uri.file(t.file), { preview: true });
  const at = new vscode.Position(t.line - 1, 0);
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
