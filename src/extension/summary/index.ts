// The summary feature: the commands that open, compare and export the "Calibration Summary" panel, and
// the serializer that brings the panel back with the same runs after a window reload.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { hostFiles } from '../../core/files/hostFiles';
import { checkMessage, SummaryPanelStateSchema } from '../../protocol/messages';
import { log } from '../log';
import { runFileKind } from '../runDocuments';
import { COMMAND } from '../commandIds';
import { activeRunFolder, pickRunFolders, runFolderFor, workspaceRunFolders } from './chooseFolders';
import { SUMMARY_COMMAND } from './commandIds';
import { SUMMARY_VIEW_TYPE, SummaryPanel } from './summaryPanel';

export function registerSummaryPanel(context: vscode.ExtensionContext): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(COMMAND.openSummary, (...args: unknown[]) => openSummary(context, args)),
    vscode.commands.registerCommand(SUMMARY_COMMAND.compareRuns, (args?: { baseline?: string; probe?: string }) => compare(context, args)),
    vscode.commands.registerCommand(SUMMARY_COMMAND.exportMarkdown, () => exportActive('markdown', 'file')),
    vscode.commands.registerCommand(SUMMARY_COMMAND.exportCsv, () => exportActive('csv', 'file')),
    vscode.commands.registerCommand(SUMMARY_COMMAND.copyMarkdown, () => exportActive('markdown', 'clipboard')),
    vscode.window.registerWebviewPanelSerializer(SUMMARY_VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown) {
        const checked = checkMessage(SummaryPanelStateSchema, state, 'saved state');
        if (checked.ok && checked.message.folders.length > 0) {
          SummaryPanel.revive(context, panel, checked.message.folders);
        } else {
          // Closed before its runs were known, or saved by another version: nothing to restore.
          if (!checked.ok && state !== undefined && state !== null) log().warn(`Calibration Summary: not restored, because what it saved fails its schema: ${checked.problem}`);
          panel.dispose();
        }
      },
    }),
  ];
}

/**
 * Args: `{ folders?: string[], beside?: boolean }`; from the explorer's context menu: the clicked Uri and
 * the selected Uris. Without folders: every run of the workspace folders, else the active run file's
 * run (BFCL or tau2), else a picker of folders and files. `beside`: in a group beside the active
 * editor (where the cases opened from the panel are read).
 */
async function openSummary(context: vscode.ExtensionContext, args: unknown[]): Promise<void> {
  const workspace = workspaceRunFolders();
  const active = async () => {
    const folder = await activeRunFolder();
    return folder ? [folder] : undefined;
  };
  const folders = (await foldersFromArgs(args))
    ?? (workspace.length ? workspace : (await active()) ?? await pickRunFolders('Calibration Summary: choose a release, result/ or model folder, or a tau2-bench results file', 'Open Summary'));
  if (!folders?.length) return;
  // The Explorer offers the command on every JSON file it knows as a run; a file picked or passed is checked here.
  const files = await Promise.all(folders.map(isFile));
  const notRuns = folders.filter((f, i) => files[i] && runFileKind(f) === null);
  if (notRuns.length === folders.length) {
    void vscode.window.showInformationMessage(`${notRuns.map((f) => basename(f)).join(', ')} ${notRuns.length === 1 ? 'is' : 'are'} neither a BFCL result or score file nor a tau2-bench results file: open the summary on a run's file or folder.`);
    return;
  }
  const beside = (args[0] as { beside?: unknown } | undefined)?.beside === true;
  SummaryPanel.show(context, folders.filter((f) => !notRuns.includes(f)), undefined, beside ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active);
}

async function isFile(path: string): Promise<boolean> {
  return (await hostFiles.stat(path))?.kind === 'file';
}

async function foldersFromArgs(args: unknown[]): Promise<string[] | undefined> {
  const [first, second] = args;
  if (first instanceof vscode.Uri) {
    const selected = Array.isArray(second) && second.every((u) => u instanceof vscode.Uri) ? (second as vscode.Uri[]) : [first];
    return [...new Set(await Promise.all(selected.map((u) => runFolderFor(u.fsPath))))];
  }
  const folders = (first as { folders?: unknown } | undefined)?.folders;
  return Array.isArray(folders) && folders.length && folders.every((f) => typeof f === 'string') ? folders : undefined;
}

/**
 * Args: `{ baseline?, probe? }` (run folders). Without them: two runs of the summary in front (asking
 * which when it holds more), or of folders picked in a dialog.
 */
async function compare(context: vscode.ExtensionContext, args?: { baseline?: string; probe?: string }): Promise<void> {
  if (args?.baseline && args.probe) {
    const panel = SummaryPanel.show(context, [args.baseline, args.probe]);
    await panel.whenLoaded();
    const loaded = panel.runs();
    const baseline = loaded?.origins.indexOf(0) ?? -1;
    const probe = loaded?.origins.indexOf(1) ?? -1;
    if (baseline < 0 || probe < 0) {
      void vscode.window.showWarningMessage(`No BFCL run was found in ${baseline < 0 ? args.baseline : args.probe}; nothing to compare.`);
      return;
    }
    panel.showCompare({ baseline, probe });
    return;
  }
  let panel = SummaryPanel.active();
  if (!panel) {
    const folders = await pickRunFolders('Compare two runs: choose their folders (or one folder holding both)', 'Compare');
    if (!folders?.length) return;
    panel = SummaryPanel.show(context, folders);
  }
  await panel.whenLoaded();
  // Fewer than two runs shown: pick the others, as "Add runs…" does, and compare once they are read.
  if ((panel.runs()?.runs.length ?? 0) < 2 && (await panel.addRuns("Compare two runs: choose the other run's folder or file"))) await panel.whenLoaded();
  const runs = panel.runs()?.runs ?? [];
  if (runs.length < 2) {
    void vscode.window.showWarningMessage('Comparing needs two runs, and this summary shows fewer. Pick another run in the dialog, or with "Add runs…" in the panel, then compare again.');
    return;
  }
  if (runs.length === 2) return panel.showCompare({ baseline: 0, probe: 1 });
  const items = runs.map((run, index) => ({ label: run.model, description: run.results, index }));
  const baseline = await vscode.window.showQuickPick(items, { title: 'Compare two runs: the baseline', placeHolder: 'The run to compare against', ignoreFocusOut: true });
  if (!baseline) return;
  const probe = await vscode.window.showQuickPick(items.filter((i) => i.index !== baseline.index), { title: `Compare two runs: the probe (baseline ${baseline.label})`, placeHolder: 'The run to compare with the baseline', ignoreFocusOut: true });
  if (!probe) return;
  panel.showCompare({ baseline: baseline.index, probe: probe.index });
}

function exportActive(format: 'markdown' | 'csv', destination: 'file' | 'clipboard'): void {
  const panel = SummaryPanel.active();
  if (!panel) {
    void vscode.window.showInformationMessage('No Calibration Summary is open. Open one with "Calibration Lens: Open Calibration Summary", then export.');
    return;
  }
  panel.requestExport(format, destination);
}
