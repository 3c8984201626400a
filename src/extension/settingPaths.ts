// The settings that name files on local disk (BFCL test data, tau2 tasks and judgments, families), as paths:
// `~` and `${workspaceFolder}` expanded, a relative one from the first workspace folder.
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { resolveSettingPath } from '../core/path/settingPath';
import { SECTION } from './settings';

/** The BFCL test data folder (`bfcl_eval/data`) as a path (`~`, `${workspaceFolder}`, relative allowed), or null when not set. */
export function bfclDataFolder(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('bfclDataFolder', '').trim();
  return value === '' ? null : settingPath(value);
}

/** The user's list of defective test items (bad_keys.json, or plain ids), or null when not set. */
export function knownBadItemsFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('knownBadItemsFile', '').trim();
  return value === '' ? null : settingPath(value);
}

/** The families file (`{"families": {...}}`, as `panel --families` reads it), or null when not set. */
export function familiesFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('familiesFile', '').trim();
  return value === '' ? null : settingPath(value);
}

/** The files a setting names as paths (a format's settings, core/document/formatAdapter.ts SourceSetting): one, or a list; none when it is empty. */
export function settingFiles(key: string, list: boolean): string[] {
  const value = vscode.workspace.getConfiguration(SECTION).get<string | string[]>(key, '');
  return (list && Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').map((v) => v.trim()).filter((v) => v !== '').map(settingPath);
}

/** A path from a setting: `~` and `${workspaceFolder}` expanded, a relative one from the first workspace folder. */
function settingPath(value: string): string {
  return resolveSettingPath(value, { home: homedir(), workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null });
}
