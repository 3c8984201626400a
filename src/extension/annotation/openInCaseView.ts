// A review item opened where it is read: the case view of its case (taking the place of the case view
// already shown), the cursor on its emission's header so that the deciding keys apply to it. Never the
// raw result file, which a key would type into.
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import { placeText } from '../../core/annotation/emissionPlace';
import { caseUri } from '../caseView/caseUri';
import { openCaseView } from '../caseView/caseViewCommands';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { placeOfMark } from './decisionTarget';
import type { ReviewTarget } from './nextTarget';

/** Until the user moves the cursor: the item's header again whenever the view's text is produced again. */
let keepOnItem: vscode.Disposable | undefined;

export async function openTargetInCaseView(caseViews: CaseViewProvider, t: ReviewTarget): Promise<void> {
  keepOnItem?.dispose();
  const uri = caseUri(t.file, t.caseId);
  // Beside what the user reads (a result file); in the one group when nothing else is open. The case
  // view in front already (the next item in the same case): only the cursor moves.
  // Another case: the editor opens with the cursor on the item, in the middle (its one reveal).
  let openedAt: number | null = null;
  if (vscode.window.activeTextEditor?.document.uri.toString() !== uri.toString()) {
    const column = vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
    openedAt = await openCaseView(t.file, t.caseId, column, false, (document) => itemLine(caseViews, document, t));
    countRedraw('reveal');
  }
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.uri.toString() !== uri.toString()) return;
  const at = editor.selection.active;
  if (openedAt === null || at.line !== openedAt || at.character !== 0 || !editor.selection.isEmpty) await placeCursor(caseViews, editor, t);
  // A decision or the gold path found produces the view again; its lines can move under the cursor
  // (the text arrives after the cursor was placed): the item keeps the cursor until the user moves it.
  const kept: vscode.Disposable = vscode.Disposable.from(
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === editor.document && e.contentChanges.length > 0) void placeCursor(caseViews, editor, t);
    }),
    // Our own placing is a Command change; the user's are Keyboard and Mouse.
    vscode.window.onDidChangeTextEditorSelection((e) => {
      if (e.textEditor === editor && e.kind !== undefined && e.kind !== vscode.TextEditorSelectionChangeKind.Command) kept.dispose();
    }),
    vscode.window.onDidChangeActiveTextEditor((active) => {
      if (active !== editor) kept.dispose();
    }),
  );
  keepOnItem = kept;
}

/** The line of the item's header in the case view's document (its text as produced). */
async function itemLine(caseViews: CaseViewProvider, document: vscode.TextDocument, t: ReviewTarget): Promise<number> {
  const marks = t.at === null ? [] : await caseViews.marksFor(document);
  const mark = marks.find((m) => {
    const place = m.kind === 'emission' ? placeOfMark(m) : null;
    return place !== null && placeText(place) === t.at;
  });
  // A case's own item (a verdict) is its title, under the view's header.
  return Math.min(mark?.line ?? caseViews.titleLine(document.uri), document.lineCount - 1);
}

async function placeCursor(caseViews: CaseViewProvider, editor: vscode.TextEditor, t: ReviewTarget): Promise<void> {
  const line = await itemLine(caseViews, editor.document, t);
  if (editor.selection.active.line !== line || !editor.selection.isEmpty || editor.selection.active.character !== 0) {
    const at = new vscode.Position(line, 0);
    editor.selection = new vscode.Selection(at, at);
  }
  revealItem(editor, line);
}

/**
 * The item's line in the middle of the view, even when it is in view already: the annotator finds each
 * item at the same height, key after key.
 */
function revealItem(editor: vscode.TextEditor, line: number): void {
  countRedraw('reveal');
  editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenter);
}
