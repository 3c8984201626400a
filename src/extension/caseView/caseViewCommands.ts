// `calibrationLens.showCase` (the result file at the case's line, and the case view beside it) and
// `calibrationLens.openCaseView` (the case view alone; without arguments, the case under the cursor) and
// `calibrationLens.showCasePair` (one case of a baseline and a probe, their case views side by side).
import * as vscode from 'vscode';
import { COMMAND, type CasePairArgs, type OpenCaseViewArgs, type ShowCaseArgs } from '../commandIds';
import { uriOfPath } from '../hostUris';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import { CASE_VIEW_LANGUAGE, caseUri } from './caseUri';
import { caseViewColumn, fileColumn, panelIsActive, readingColumn } from './caseViewGroups';

export function registerCaseViewCommands(store: RunStore): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(COMMAND.showCase, async (args?: ShowCaseArgs) => {
      if (!isShowCaseArgs(args)) {
        void vscode.window.showErrorMessage('Calibration Lens: showCase needs { file, line, id } of a case in a result file.');
        return;
      }
      if (panelIsActive()) return showCaseBesidePanel(args);
      await revealCaseLine(args.file, args.line);
      await openCaseView(args.file, args.id, vscode.ViewColumn.Beside, true);
    }),
    vscode.commands.registerCommand(COMMAND.openCaseView, async (args?: OpenCaseViewArgs) => {
      const target = args && typeof args.file === 'string' && typeof args.id === 'string' ? args : await caseUnderCursor(store);
      if (!target) {
        void vscode.window.showInformationMessage('Put the cursor on a case line of a BFCL result file or inside a simulation of a tau2-bench results file, or pick a case in the Calibration Lens tree, to open its case view.');
        return;
      }
      await openCaseView(target.file, target.id, vscode.ViewColumn.Beside, false);
    }),
    vscode.commands.registerCommand(COMMAND.showCasePair, async (args?: CasePairArgs) => {
      if (!args || !isCaseArgs(args.baseline) || !isCaseArgs(args.probe) || typeof args.title !== 'string') {
        void vscode.window.showErrorMessage('Calibration Lens: showCasePair needs { baseline: { file, id }, probe: { file, id }, title }.');
        return;
      }
      // VS Code's diff editor: the baseline's case view on the left, the probe's on the right, what
      // changed marked. In the panel's group, so that it has the width to stand side by side. Both in
      // the case view's language first, whose word wrap (on) the diff editor inherits.
      await Promise.all([caseViewDocument(args.baseline.file, args.baseline.id), caseViewDocument(args.probe.file, args.probe.id)]);
      await vscode.commands.executeCommand('vscode.diff', caseUri(args.baseline.file, args.baseline.id), caseUri(args.probe.file, args.probe.id), args.title, {
        viewColumn: vscode.ViewColumn.Active,
        preview: true,
      } satisfies vscode.TextDocumentShowOptions);
    }),
  ];
}

function isCaseArgs(value: unknown): value is OpenCaseViewArgs {
  const v = value as Partial<OpenCaseViewArgs> | null | undefined;
  return typeof v?.file === 'string' && typeof v.id === 'string';
}

/**
 * Shows the result file at a 1-based line. `vscode.open` also works for files over 50 MB, which
 * VS Code opens in the editor but never hands to extensions as documents.
 */
export async function revealCaseLine(
  file: string,
  line: number,
  column: vscode.ViewColumn = fileColumn(),
  preview = true,
): Promise<void> {
  const position = new vscode.Position(Math.max(0, line - 1), 0);
  await vscode.commands.executeCommand('vscode.open', uriOfPath(file), {
    selection: new vscode.Range(position, position),
    preview,
    viewColumn: column,
  } satisfies vscode.TextDocumentShowOptions);
}

/**
 * Opens the case view; where a case view is already shown, the new one takes its place there. `lineOf`:
 * the line the cursor goes to, read from the document before it is shown, so that VS Code opens the
 * editor with the cursor there and the line in the middle: its first frame draws the item (a cursor
 * placed once the editor is shown waits for every extension's handlers of the new editor, then takes
 * a second frame). Resolves with that line (null without one).
 */
export async function openCaseView(
  file: string,
  id: string,
  column: vscode.ViewColumn,
  preserveFocus: boolean,
  lineOf?: (document: vscode.TextDocument) => Promise<number>,
): Promise<number | null> {
  const viewColumn = caseViewColumn(column);
  if (viewColumn === vscode.ViewColumn.Beside) await splitBeforeLayingOut();
  const document = await caseViewDocument(file, id);
  const line = lineOf ? await lineOf(document) : null;
  // Without a reveal type VS Code puts the selection in the middle of the editor.
  const selection = line === null ? undefined : new vscode.Range(line, 0, line, 0);
  await vscode.window.showTextDocument(document, { viewColumn, preserveFocus, preview: true, selection });
  return line;
}

/**
 * A lone editor group has no width VS Code tells (its layout gives sizes only to groups side by side),
 * so a view laid out before the group beside it opens would be laid out for the whole width and then
 * again, a frame later, for its half. Split first (the new group empty, the focus where it was): the
 * view is laid out once, for the group it opens in.
 */
async function splitBeforeLayingOut(): Promise<void> {
  if (vscode.window.tabGroups.all.length !== 1) return;
  await vscode.commands.executeCommand('vscode.setEditorLayout', { orientation: 0, groups: [{ size: 0.5 }, { size: 0.5 }] });
}

/**
 * Lays out a case view and opens its document without showing it, ahead of the key that will show it
 * (the review loop's next item in another case): then showing it only has to draw it.
 */
export async function prefetchCaseView(file: string, id: string): Promise<void> {
  await caseViewDocument(file, id);
}

/** From the summary panel: the result file at the case's line and the case view in front of it, in one group beside the panel. */
async function showCaseBesidePanel(args: ShowCaseArgs): Promise<void> {
  // Not a preview: the case view's own preview tab would take its place in the group.
  await revealCaseLine(args.file, args.line, await readingColumn(args.file), false);
  // The file's group is active now: the case view joins it.
  const document = await caseViewDocument(args.file, args.id);
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Active, preserveFocus: false, preview: true });
}

/**
 * The case view's document in its own language, whose default is word wrap on (package.json,
 * configurationDefaults): a long emission or tool output wraps instead of running past the edge.
 */
async function caseViewDocument(file: string, id: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(caseUri(file, id));
  return document.languageId === CASE_VIEW_LANGUAGE ? document : vscode.languages.setTextDocumentLanguage(document, CASE_VIEW_LANGUAGE);
}

async function caseUnderCursor(store: RunStore): Promise<OpenCaseViewArgs | null> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isRunDocument(editor.document)) return null;
  const model = await store.modelFor(editor.document);
  if (model.kind !== 'result') return null;
  const kase = model.lines.caseHolding(editor.selection.active.line + 1);
  return kase ? { file: model.path, id: kase.id } : null;
}

function isShowCaseArgs(args: unknown): args is ShowCaseArgs {
  const a = args as Partial<ShowCaseArgs> | undefined;
  return typeof a?.file === 'string' && typeof a.id === 'string' && typeof a.line === 'number';
}
