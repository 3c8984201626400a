// The extension's settings, read in one place so every feature agrees on names and defaults.
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { resolveSettingPath } from '../core/settingPath';

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

/** The BFCL test data folder (`bfcl_eval/data`) as a path (`~`, `${workspaceFolder}`, relative allowed), or null when not set. */
export function bfclDataFolder(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('bfclDataFolder', '').trim();
  return value === '' ? null : settingPath(value);
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

/** A path from a setting: `~` and `${workspaceFolder}` expanded, a relative one from the first workspace folder. */
function settingPath(value: string): string {
  return resolveSettingPath(value, { home: homedir(), workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null });
}

/** tau2 tasks.json files whose gold replaces the pinned gold for their domain (like `--tasks`). */
export function tau2TasksFiles(): string[] {
  const value = vscode.workspace.getConfiguration(SECTION).get<string | string[]>('tau2TasksFile', '');
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== '').map(settingPath);
}

/** The paper's CONFIRM judgments file (tau2_confirm_judgments.jsonl format), or null when not set. */
export function tau2JudgmentsFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('tau2JudgmentsFile', '').trim();
  return value === '' ? null : settingPath(value);
}
