// The address of a case view: a read-only virtual document, one per (result file, case id).
import { fileNameOf, folderOf } from '../../core/path/pathNames';
import * as vscode from 'vscode';
import { titleText } from '../../core/text/escape';

export const CASE_SCHEME = 'calibration-lens-case';
/** The case view's language (package.json): only so that its editor defaults to word wrap. */
export const CASE_VIEW_LANGUAGE = 'calibration-lens-case';

/**
 * `calibration-lens-case:/<model folder>/<case id>?file=<result file>&id=<case id>`: the tab reads as
 * the case id, whatever it holds (the path shows it as a title; the query carries it exactly).
 */
export function caseUri(file: string, id: string): vscode.Uri {
  const folder = fileNameOf(folderOf(file)) === 'multi_turn' ? fileNameOf(folderOf(folderOf(file))) : fileNameOf(folderOf(file));
  const query = new URLSearchParams({ file, id }).toString();
  return vscode.Uri.from({ scheme: CASE_SCHEME, path: `/${titleText(folder)}/${titleText(id)}`, query });
}

export function parseCaseUri(uri: vscode.Uri): { file: string; id: string } | null {
  if (uri.scheme !== CASE_SCHEME) return null;
  const params = new URLSearchParams(uri.query);
  const file = params.get('file');
  const id = params.get('id');
  return file && id ? { file, id } : null;
}
