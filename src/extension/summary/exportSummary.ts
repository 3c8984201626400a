// Exports what the panel shows (the table, or the comparison of two runs) as Markdown or CSV, to a file
// the user picks or to the clipboard. Never over a result or score file: those are only ever read.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind } from '../../core/bfcl/fileNames';
import { exportDocument } from '../../core/export/exportDocument';
import type { FromWebview } from '../../protocol/messages';
import type { LoadedSummaries } from '../../core/load/loadSummaries';

export type ExportRequest = Omit<Extract<FromWebview, { type: 'export' }>, 'type'>;

export async function exportSummary(loaded: LoadedSummaries, request: ExportRequest, extensionVersion: string): Promise<void> {
  const text = exportDocument(loaded.runs, loaded.inputs, request, extensionVersion);
  const what = request.compare ? 'comparison' : 'summary table';
  const formatName = request.format === 'markdown' ? 'Markdown' : 'CSV';
  if (request.destination === 'clipboard') {
    await vscode.env.clipboard.writeText(text);
    void vscode.window.showInformationMessage(`Copied the ${what} to the clipboard as ${formatName}.`);
    return;
  }
  const extension = request.format === 'markdown' ? 'md' : 'csv';
  const name = `${request.compare ? 'calibration-comparison' : 'calibration-summary'}.${extension}`;
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? dirname(loaded.folders[0] ?? '.');
  const target = await vscode.window.showSaveDialog({
    title: `Export the ${what} as ${formatName}`,
    saveLabel: 'Export',
    defaultUri: vscode.Uri.file(join(folder, name)),
    filters: request.format === 'markdown' ? { Markdown: ['md'] } : { CSV: ['csv'] },
  });
  if (!target) return;
  if (bfclFileKind(target.fsPath) !== null || loaded.inputs.some((f) => f.path === target.fsPath)) {
    void vscode.window.showErrorMessage(
      `${basename(target.fsPath)} is a BFCL result or score file, and Calibration Lens never writes to those. Export again and choose another name.`,
    );
    return;
  }
  await vscode.workspace.fs.writeFile(target, Buffer.from(text, 'utf8'));
  const open = await vscode.window.showInformationMessage(`Exported the ${what} to ${target.fsPath}.`, 'Open');
  if (open === 'Open') await vscode.window.showTextDocument(target);
}
