// The Review view and its commands: go to the next item of each queue (in the run in front of the
// user, after the item there, in the case view: reviewLoop.ts), create the spot-check sample, refresh.
// The view follows every decision saved (reviewTree.ts).
import * as vscode from 'vscode';
import type { QueueKind } from '../../core/annotation/queuePosition';
import type { FormatSources } from '../../core/document/formatAdapter';
import { countOf } from '../../core/text/countOf';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { REVIEW_COMMAND } from './commandIds';
import type { DecisionStore } from './decisionStore';
import type { ReviewTarget } from './nextTarget';
import { AnnotatingMode } from './annotatingMode';
import { ReviewLoop, type QueueMementos } from './reviewLoop';
import { registerReviewLoop } from './registerReviewLoop';
import { ReviewTree } from './reviewTree';

export const REVIEW_VIEW_ID = 'calibrationLens.review';

const NEXT: { command: string; kind: QueueKind }[] = [
  { command: REVIEW_COMMAND.nextUnreviewed, kind: 'unreviewed' },
  { command: REVIEW_COMMAND.nextDisagreement, kind: 'disagreement' },
  { command: REVIEW_COMMAND.nextViolation, kind: 'violation' },
  { command: REVIEW_COMMAND.nextSample, kind: 'sample' },
];

export function registerReview(runs: RunStore, caseViews: CaseViewProvider, decisions: DecisionStore, sources: () => Promise<FormatSources>, state: QueueMementos): vscode.Disposable[] {
  const tree = new ReviewTree(sources, decisions);
  const view = vscode.window.createTreeView(REVIEW_VIEW_ID, { treeDataProvider: tree });
  tree.view = view;
  const mode = new AnnotatingMode();
  const loop = new ReviewLoop(runs, caseViews, tree, decisions, mode, state);
  tree.place = () => loop.place();
  return [
    tree,
    view,
    mode,
    loop,
    ...registerReviewLoop(loop, mode, caseViews),
    vscode.commands.registerCommand(REVIEW_COMMAND.refresh, () => tree.refresh()),
    vscode.commands.registerCommand(REVIEW_COMMAND.reveal, (target: ReviewTarget, kind?: QueueKind) => loop.start(kind ?? 'unreviewed', target)),
    vscode.commands.registerCommand(REVIEW_COMMAND.createSample, async () => {
      const state = await tree.createSample();
      if (!state.firstStore) return void vscode.window.showInformationMessage('No BFCL or tau2 runs in this workspace to sample from.');
      void vscode.window.showInformationMessage(`Spot-check sample: ${countOf(state.queues.sample.length, 'emission')} not reviewed yet (seed stored beside ${state.firstStore}).`);
    }),
    // Each queue in the run in front of the user, from the item after it, in the case view.
    ...NEXT.map(({ command, kind }) => vscode.commands.registerCommand(command, () => loop.start(kind))),
  ];
}
