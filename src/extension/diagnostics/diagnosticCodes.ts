// The codes of the Problems entries; each links to its explanation in the README's Diagnostics section.
import * as vscode from 'vscode';

export const DIAGNOSTIC_SOURCE = 'Calibration Lens';

export const DIAGNOSTIC_CODE = {
  boundViolation: 'bound-violation',
  accAboveGar: 'acc-above-gar',
  garAccSlack: 'gar-acc-slack',
  unreadableLine: 'unreadable-line',
  filesDisagree: 'files-disagree',
  scoreMismatch: 'score-mismatch',
  duplicateCase: 'duplicate-case',
  refuseTaskWrite: 'refuse-task-write',
  unconfirmedWrite: 'unconfirmed-write',
  earlyEnd: 'early-end',
  settingsFile: 'settings-file',
  runHealth: 'run-health',
} as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODE)[keyof typeof DIAGNOSTIC_CODE];

/**
 * The README shipped inside the extension: it is there offline and in every install, whereas the
 * repository named in package.json may be private, moved or not yet published. vsce stores it as
 * readme.md in every .vsix (a file system that tells case apart finds no README.md in an install);
 * a development copy (extensionDevelopmentPath, tests) has it under its own name.
 */
export function readmeBase(context: vscode.ExtensionContext): vscode.Uri {
  if (context.extensionMode === vscode.ExtensionMode.Production) return vscode.Uri.joinPath(context.extensionUri, 'readme.md');
  return vscode.Uri.joinPath(context.extensionUri, 'README.md');
}

/** A diagnostic code that opens its README entry (heading `### <code>` under `## Diagnostics`). */
export function diagnosticCode(base: vscode.Uri, code: DiagnosticCode): { value: string; target: vscode.Uri } {
  return { value: code, target: base.with({ fragment: code }) };
}

export function codeOf(diagnostic: vscode.Diagnostic): string | null {
  const code = diagnostic.code;
  if (code === undefined) return null;
  return typeof code === 'object' ? String(code.value) : String(code);
}
