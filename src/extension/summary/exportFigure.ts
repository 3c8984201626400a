// Saves the Profile tab's figure (drawn by the webview in the print palette) where the user picks.
// The webview's data is checked before it is written: SVG text that is an SVG document, or base64
// whose bytes begin as a PNG does; never over a file of the runs shown.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { uriOfPath } from '../hostUris';
import type { FromWebview } from '../../protocol/messages';
import type { LoadedSummaries } from '../../core/load/loadSummaries';

type FigureMessage = Extract<FromWebview, { type: 'exportFigure' }>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes to write, or why the figure is refused. */
export function figureBytes(message: Pick<FigureMessage, 'format' | 'data'>): { ok: true; bytes: Uint8Array } | { ok: false; problem: string } {
  if (message.format === 'svg') {
    if (!/^(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(message.data)) return { ok: false, problem: 'the SVG text does not begin with an <svg> element' };
    return { ok: true, bytes: new TextEncoder().encode(message.data) };
  }
  let binary: string;
  try {
    binary = atob(message.data);
  } catch {
    return { ok: false, problem: 'the PNG data is not base64' };
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { ok: false, problem: 'the data is not a PNG image' };
  return { ok: true, bytes };
}

export async function exportFigure(loaded: LoadedSummaries, message: FigureMessage): Promise<void> {
  const checked = figureBytes(message);
  if (!checked.ok) {
    void vscode.window.showErrorMessage(`The profile was not exported: ${checked.problem}.`);
    return;
  }
  const format = message.format.toUpperCase();
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? dirname(loaded.folders[0] ?? '.');
  const target = await vscode.window.showSaveDialog({
    title: `Export the calibration profile as ${format}`,
    saveLabel: 'Export',
    defaultUri: uriOfPath(join(folder, `calibration-profile.${message.format}`)),
    filters: { [format]: [message.format] },
  });
  if (!target) return;
  if (loaded.inputs.some((f) => f.path === target.fsPath)) {
    void vscode.window.showErrorMessage(`${basename(target.fsPath)} is a file of the runs shown, and Calibration Lens never writes to those. Export again and choose another name.`);
    return;
  }
  await vscode.workspace.fs.writeFile(target, checked.bytes);
  void vscode.window.showInformationMessage(`Exported the calibration profile to ${target.fsPath}.`);
}
