// The extension's settings, read in one place so every feature agrees on names and defaults (the
// settings that name files on local disk are in settingPaths.ts).
import * as vscode from 'vscode';

export const SECTION = 'calibrationLens';

export interface LabelSettings {
  enabled: boolean;
  caseLine: boolean;
  turns: boolean;
  emissions: boolean;
  scoreFile: boolean;
}

export function labelSettings(): LabelSettings {
  const c = vscode.workspace.getConfiguration(SECTION);
  return {
    enabled: c.get<boolean>('labels.enabled', true),
    caseLine: c.get<boolean>('labels.caseLine', true),
    turns: c.get<boolean>('labels.turns', true),
    emissions: c.get<boolean>('labels.emissions', true),
    scoreFile: c.get<boolean>('labels.scoreFile', true),
  };
}

export function diagnosticsEnabled(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<boolean>('diagnostics.enabled', true);
}

/** Percentage points of GAR − Acc from which the slack is reported. */
export function slackThreshold(): number {
  return vscode.workspace.getConfiguration(SECTION).get<number>('diagnostics.slackThreshold', 20);
}

export function caseCodeLensEnabled(): boolean {
  return vscode.workspace.getConfiguration(SECTION).get<boolean>('caseView.codeLens', true);
}

/** Extra folders the case tree scans for runs, beside the workspace folders. */
export function runFolders(): string[] {
  return vscode.workspace.getConfiguration(SECTION).get<string[]>('runFolders', []).filter((f) => f.trim() !== '');
}

/** Columns VS Code draws in a line (`editor.stopRenderingLineAfter`); labels past it would never show. */
export function drawnColumns(document: vscode.TextDocument): number {
  const value = vscode.workspace.getConfiguration('editor', document).get<number>('stopRenderingLineAfter', 10000);
  return value < 0 ? Number.POSITIVE_INFINITY : value;
}
