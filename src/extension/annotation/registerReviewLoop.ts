// The keyboard loop's commands, and where it shows its place and its keys: the case view's header
// (`12 of 50 in the sample of demo-baseline`, Previous (k), Next (j), the deciding keys), and the status
// bar while a case view of the queue is in front (the header scrolls away with a long case).
import * as vscode from 'vscode';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import { ANNOTATION_COMMAND, REVIEW_COMMAND } from './commandIds';
import type { ReviewLoop } from './reviewLoop';

/** The keys of the loop as the header names them (package.json binds them in the case view). */
export const LOOP_KEYS_TEXT = '1-5, 0 decide · a accept · r rationale · u undo';

export function registerReviewLoop(loop: ReviewLoop): vscode.Disposable[] {
  const status = vscode.window.createStatusBarItem('calibrationLens.reviewQueue', vscode.StatusBarAlignment.Left, 49);
  status.name = 'Calibration Lens: review queue';
  status.tooltip = `${LOOP_KEYS_TEXT} · j next · k previous`;
  const showStatus = () => {
    const view = vscode.window.activeTextEditor ? parseCaseUri(vscode.window.activeTextEditor.document.uri) : null;
    const position = view ? loop.positionIn(view.file, view.id) : null;
    if (!position) return status.hide();
    status.text = `$(list-ordered) ${position}`;
    status.show();
  };
  // Keys pressed faster than a decision reaches the disk run one after another, in the order pressed:
  // `a` then `u` undoes the decision `a` made, never the one before it.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (action: () => Promise<unknown> | unknown): Promise<unknown> => (turn = turn.then(action, action));
  return [
    status,
    loop.onDidChange(showStatus),
    vscode.window.onDidChangeActiveTextEditor(showStatus),
    vscode.commands.registerCommand(REVIEW_COMMAND.nextItem, () => inTurn(() => loop.next())),
    vscode.commands.registerCommand(REVIEW_COMMAND.previousItem, () => inTurn(() => loop.previous())),
    vscode.commands.registerCommand(REVIEW_COMMAND.decideAndNext, (args?: { cls?: unknown }) => inTurn(() => loop.decideAndNext(args ?? {}))),
    vscode.commands.registerCommand(REVIEW_COMMAND.acceptAndNext, () => inTurn(() => loop.acceptAndNext())),
    vscode.commands.registerCommand(REVIEW_COMMAND.undoAndBack, () => inTurn(() => loop.undoAndBack())),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.rationale, () => inTurn(() => loop.rationale())),
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
      title: position ? `$(list-ordered) ${position}` : '$(list-ordered) No queue: j starts one',
      tooltip: position ? 'The review queue the keys move through (Calibration Lens: Review view)' : "Not in a review queue: j starts this run's emissions not reviewed",
      command: 'workbench.view.explorer',
    }),
    new vscode.CodeLens(top, { title: '$(arrow-left) Previous (k)', command: REVIEW_COMMAND.previousItem }),
    new vscode.CodeLens(top, { title: 'Next (j) $(arrow-right)', command: REVIEW_COMMAND.nextItem }),
    new vscode.CodeLens(top, { title: LOOP_KEYS_TEXT, tooltip: "1 TOOL_CALL, 2 ASK, 3 REFUSE, 4 CONFIRM, 5 OTHER, 0 no class: saved, then the next item; a: the classifier's class, then the next item; r: a rationale for the decision just made; u: undo it and go back to it", command: '' }),
  ];
}
