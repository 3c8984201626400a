// The web worker host's settingPaths.ts (scripts/build.mjs puts it in the Node one's place): the same
// settings as paths on the workspace's file system. `${workspaceFolder}` and a relative path are from
// the first workspace folder; `~` has no meaning there (no home folder), so it is left as written.
import * as vscode from 'vscode';
import { resolveSettingPath } from '../../core/settingPath';
import { SECTION } from '../settings';

export function bfclDataFolder(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('bfclDataFolder', '').trim();
  return value === '' ? null : settingPath(value);
}

export function tau2TasksFiles(): string[] {
  const value = vscode.workspace.getConfiguration(SECTION).get<string | string[]>('tau2TasksFile', '');
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== '').map(settingPath);
}

export function tau2JudgmentsFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('tau2JudgmentsFile', '').trim();
  return value === '' ? null : settingPath(value);
}

function settingPath(value: string): string {
  const workspaceFolder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null;
  if (value.trim() === '~' || /^~[\\/]/.test(value.trim())) return value.trim();
  return resolveSettingPath(value, { home: '~', workspaceFolder });
}
