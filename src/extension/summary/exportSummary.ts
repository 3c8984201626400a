// Exports what the panel shows (the table in its on-screen order, or the comparison of two runs) as
// Markdown or CSV, to a file the user picks or to the clipboard. A CSV file gets its sidecar of sources
// beside it. Paths are written relative to the workspace. Never over a run's file: those are only read.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { kindOfName } from '../../core/formats/registry';
import { exportDocument } from '../../core/export/exportDocument';
import { sourcesFileName } from '../../core/export/sources';
import { uriOfPath } from '../hostUris';
import type { FromWebview } from '../../protocol/messages';
import type { LoadedSummaries } from '../../core/load/loadSummaries';

export type ExportRequest = Omit<Extract<FromWebview, { type: 'export' }>, 'type'>;

export async function exportSummary(loaded: LoadedSummaries, request: ExportRequest, extensionVersion: string): Promise<void> {
  const what = request.compare ? 'comparison' : 'summary table';
  const formatName = request.format === 'markdown' ? 'Markdown' : 'CSV';
  // As a Uri: a path string would be taken for a local file's, not for one of the workspace's file system.
  const pathText = (path: string) => vscode.workspace.asRelativePath(uriOfPath(path));
  const inputs = await loaded.inputs;
  if (request.destination === 'clipboard') {
    const { document } = exportDocument(loaded.runs, inputs, request, { extensionVersion, pathText });
    await vscode.env.clipboard.writeText(document);
    void vscode.window.showInformationMessage(`Copied the ${what} to the clipboard as ${formatName}.`);
    return;
  }
  const extension = request.format === 'markdown' ? 'md' : 'csv';
  const name = `${request.compare ? 'calibration-comparison' : 'calibration-summary'}.${extension}`;
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? dirname(loaded.folders[0] ?? '.');
  const target = await vscode.window.showSaveDialog({
    title: `Export the ${what} as ${formatName}`,
    saveLabel: 'Export',
    defaultUri: uriOfPath(join(folder, name)),
    filters: request.format === 'markdown' ? { Markdown: ['md'] } : { CSV: ['csv'] },
  });
  if (!target) return;
  const sidecar = vscode.Uri.joinPath(target, '..', sourcesFileName(basename(target.fsPath)));
  const written = request.format === 'csv' ? [target, sidecar] : [target];
  const runFile = written.find((uri) => kindOfName(uri.fsPath) !== null || inputs.some((f) => f.path === uri.fsPath));
  if (runFile) {
    void vscode.window.showErrorMessage(
      `${basename(runFile.fsPath)} is a file of the runs shown, and Calibration Lens never writes to those. Export again and choose another name.`,
    );
    return;
  }
  const files = exportDocument(loaded.runs, inputs, request, { extensionVersion, pathText, tableName: basename(target.fsPath) });
  const utf8 = new TextEncoder();
  await vscode.workspace.fs.writeFile(target, utf8.encode(files.document));
  if (files.sources !== null) await vscode.workspace.fs.writeFile(sidecar, utf8.encode(files.sources));
  const also = files.sources !== null ? ` (versions and input hashes in ${basename(sidecar.fsPath)})` : '';
  const open = await vscode.window.showInformationMessage(`Exported the ${what} to ${target.fsPath}${also}.`, 'Open');
  if (open === 'Open') await vscode.window.showTextDocument(target);
}
