// A review item opened where it is read: the case view of its case (taking the place of the case view
// already shown), the cursor on its emission's header so that the deciding keys apply to it. Never the
// raw result file, which a key would type into.
import * as vscode from 'vscode';
import { placeText } from '../../core/annotation/emissionPlace';
import { caseUri } from '../caseView/caseUri';
import { openCaseView } from '../caseView/caseViewCommands';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { placeOfMark } from './decisionTarget';
import type { ReviewTarget } from './nextTarget';

export async function openTargetInCaseView(caseViews: CaseViewProvider, t: ReviewTarget): Promise<void> {
  // Beside what the user reads (a result file); in the one group when nothing else is open.
  await openCaseView(t.file, t.caseId, vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active, false);
  const editor = vscode.window.activeTextEditor;
  const uri = caseUri(t.file, t.caseId);
  if (!editor || editor.document.uri.toString() !== uri.toString()) return;
  const mark = t.at === null ? undefined : caseViews.marksOf(uri).find((m) => {
    const place = m.kind === 'emission' ? placeOfMark(m) : null;
    return place !== null && placeText(place) === t.at;
  });
  const line = Math.min(mark?.line ?? 0, editor.document.lineCount - 1);
  const at = new vscode.Position(line, 0);
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
