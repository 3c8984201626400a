// `calibrationLens.showCase` (the result file at the case's line, and the case view beside it) and
// `calibrationLens.openCaseView` (the case view alone; without arguments, the case under the cursor).
import * as vscode from 'vscode';
import { COMMAND, type OpenCaseViewArgs, type ShowCaseArgs } from '../commandIds';
import { isBfclDocument, type RunStore } from '../runStore';
import { CASE_SCHEME, caseUri } from './caseUri';

export function registerCaseViewCommands(store: RunStore): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(COMMAND.showCase, async (args?: ShowCaseArgs) => {
      if (!isShowCaseArgs(args)) {
        void vscode.window.showErrorMessage('Calibration Lens: showCase needs { file, line, id } of a case in a result file.');
        return;
      }
      await revealCaseLine(args.file, args.line);
      await openCaseView(args.file, args.id, vscode.ViewColumn.Beside, true);
    }),
    vscode.commands.registerCommand(COMMAND.openCaseView, async (args?: OpenCaseViewArgs) => {
      const target = args && typeof args.file === 'string' && typeof args.id === 'string' ? args : await caseUnderCursor(store);
      if (!target) {
        void vscode.window.showInformationMessage('Put the cursor on a case line of a BFCL result file, or pick a case in the Calibration Lens tree, to open its case view.');
        return;
      }
      await openCaseView(target.file, target.id, vscode.ViewColumn.Beside, false);
    }),
  ];
}

/**
 * Shows the result file at a 1-based line. `vscode.open` also works for files over 50 MB, which
 * VS Code opens in the editor but never hands to extensions as documents.
 */
export async function revealCaseLine(file: string, line: number): Promise<void> {
  const position = new vscode.Position(Math.max(0, line - 1), 0);
  await vscode.commands.executeCommand('vscode.open', vscode.Uri.file(file), {
    selection: new vscode.Range(position, position),
    preview: true,
    viewColumn: fileColumn(),
  } satisfies vscode.TextDocumentShowOptions);
}

/** Opens the case view; where a case view is already shown, the new one takes its place there. */
/**
 * Where the result file opens: the active group, unless it shows the summary panel (keep the panel in
 * view) or a case view (which is about to show the new case): then a group without either.
 */
function fileColumn(): vscode.ViewColumn {
  const isCaseView = (t: vscode.Tab | undefined) => t?.input instanceof vscode.TabInputText && t.input.uri.scheme === CASE_SCHEME;
  const active = vscode.window.tabGroups.activeTabGroup.activeTab;
  if (!(active?.input instanceof vscode.TabInputWebview) && !isCaseView(active)) return vscode.ViewColumn.Active;
  const other = vscode.window.tabGroups.all.find((g) => !(g.activeTab?.input instanceof vscode.TabInputWebview) && !isCaseView(g.activeTab));
  return other?.viewColumn ?? vscode.ViewColumn.Beside;
}

export async function openCaseView(file: string, id: string, column: vscode.ViewColumn, preserveFocus: boolean): Promise<void> {
  const document = await vscode.workspace.openTextDocument(caseUri(file, id));
  const existing = vscode.window.tabGroups.all.find((g) => g.tabs.some((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === CASE_SCHEME));
  await vscode.window.showTextDocument(document, { viewColumn: existing?.viewColumn ?? column, preserveFocus, preview: true });
}

async function caseUnderCursor(store: RunStore): Promise<OpenCaseViewArgs | null> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isBfclDocument(editor.document)) return null;
  const model = await store.modelFor(editor.document);
  if (model.kind !== 'result') return null;
  const kase = model.caseAtLine.get(editor.selection.active.line + 1);
  return kase ? { file: model.path, id: kase.id } : null;
}

function isShowCaseArgs(args: unknown): args is ShowCaseArgs {
  const a = args as Partial<ShowCaseArgs> | undefined;
  return typeof a?.file === 'string' && typeof a.id === 'string' && typeof a.line === 'number';
}
