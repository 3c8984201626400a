// One Problems entry with our source and its code's link, and what every kind of entry needs to know
// about the file it is in; the BFCL and tau2 entries are both made here.
import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE, diagnosticCode, type DiagnosticCode } from './diagnosticCodes';

export interface DiagnosticContext {
  readme: vscode.Uri;
  slackThreshold: number;
  /** Line lengths, to end a range at the end of its line. */
  lineLength(line: number): number;
  /** The Uri of a file of the run by its path, on the file system the document is on (related information links to it). */
  uriOf(path: string): vscode.Uri;
}

export function make(range: vscode.Range, message: string, severity: vscode.DiagnosticSeverity, code: DiagnosticCode, ctx: DiagnosticContext): vscode.Diagnostic {
  const d = new vscode.Diagnostic(range, message, severity);
  d.source = DIAGNOSTIC_SOURCE;
  d.code = diagnosticCode(ctx.readme, code);
  return d;
}
