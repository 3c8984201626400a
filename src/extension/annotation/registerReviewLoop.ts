// The keyboard loop's commands and the case view's header that shows where the loop is and its keys:
// `12 of 50 in the sample of demo-baseline`, then Previous (k), Next (j) and the deciding keys.
import * as vscode from 'vscode';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import { ANNOTATION_COMMAND, REVIEW_COMMAND } from './commandIds';
import type { ReviewLoop } from './reviewLoop';

/** The keys of the loop as the header names them (package.json binds them in the case view). */
export const LOOP_KEYS_TEXT = 'Keys: 1-5, 0 decide and go on · a accept the classifier · r rationale · u undo';

export function registerReviewLoop(loop: ReviewLoop): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(REVIEW_COMMAND.nextItem, () => loop.next()),
    vscode.commands.registerCommand(REVIEW_COMMAND.previousItem, () => loop.previous()),
    vscode.commands.registerCommand(REVIEW_COMMAND.decideAndNext, (args?: { cls?: unknown }) => loop.decideAndNext(args ?? {})),
    vscode.commands.registerCommand(REVIEW_COMMAND.acceptAndNext, () => loop.acceptAndNext()),
    vscode.commands.registerCommand(REVIEW_COMMAND.undoAndBack, () => loop.undoAndBack()),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.rationale, () => loop.rationale()),
    vscode.languages.registerCodeLensProvider({ scheme: CASE_SCHEME }, {
      onDidChangeCodeLenses: loop.onDidChange,
      provideCodeLenses: (document) => headerLenses(loop, document),
    }),
  ];
}

function headerLenses(loop: ReviewLoop, document: vscode.TextDocument): vscode.CodeLens[] {
  const view = parseCaseUri(document.uri);
  if (!view) return [];
  const top = new vscode.Range(0, 0, 0, 0);
  const position = loop.positionIn(view.file, view.id);
  return [
    new vscode.CodeLens(top, {
      title: position ? `$(list-ordered) ${position}` : '$(list-ordered) Not in a review queue: j goes to the next emission not reviewed of this run',
      tooltip: 'The review queue the keys move through (Calibration Lens: Review view)',
      command: 'workbench.view.explorer',
    }),
    new vscode.CodeLens(top, { title: '$(arrow-left) Previous (k)', command: REVIEW_COMMAND.previousItem }),
    new vscode.CodeLens(top, { title: 'Next (j) $(arrow-right)', command: REVIEW_COMMAND.nextItem }),
    new vscode.CodeLens(top, { title: LOOP_KEYS_TEXT, tooltip: 'Keys 1 TOOL_CALL, 2 ASK, 3 REFUSE, 4 CONFIRM, 5 OTHER, 0 no class', command: '' }),
  ];
}
