// A big result file in the editor (past VS Code's "Open Anyway" size, 10 MB in the browser) takes a few
// seconds to label in full after the lines in view: a notification says how many of its lines are read,
// so the labels that are still missing further down are not taken for a file without labels.
import { fileNameOf } from '../core/path/pathNames';
import * as vscode from 'vscode';

/** From this size on, labelling a document shows its progress (smaller ones are done in about a second). */
export const LABELLING_PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

/**
 * Runs `read` (which calls `onLine` as it goes) with a notification of the lines read of the document's.
 * `length`: of the text the caller has (a second getText() would be a second copy of a 20 MB text).
 */
export async function withLabellingProgress<T>(document: vscode.TextDocument, length: number, read: (onLine?: (line: number) => void) => Promise<T>): Promise<T> {
  if (length < LABELLING_PROGRESS_FROM_BYTES) return read();
  const total = document.lineCount;
  const title = `Calibration Lens: labelling ${fileNameOf(document.uri.fsPath)} (${(length / (1024 * 1024)).toFixed(0)} MB)`;
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, async (progress) => {
    let shown = 0;
    progress.report({ message: `line 0 of ${total}` });
    return read((line) => {
      const percent = (100 * line) / Math.max(total, 1);
      progress.report({ increment: percent - shown, message: `line ${line} of ${total}` });
      shown = percent;
    });
  });
}
