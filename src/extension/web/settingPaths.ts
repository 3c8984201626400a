// The web worker host's settingPaths.ts (scripts/build.mjs puts it in the Node one's place): the same
// settings as paths on the workspace's file system. `${workspaceFolder}` and a relative path are from
// the first workspace folder; `~` has no meaning there (no home folder), so it is left as written,
// and the user is told so once per setting and value (where the file is then not found, that is why).
import * as vscode from 'vscode';
import { resolveSettingPath } from '../../core/path/settingPath';
import { log } from '../log';
import { SECTION } from '../settings';

export function bfclDataFolder(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('bfclDataFolder', '').trim();
  return value === '' ? null : settingPath(value, 'bfclDataFolder');
}

/** The user's list of defective test items (bad_keys.json, or plain ids), or null when not set. */
export function knownBadItemsFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('knownBadItemsFile', '').trim();
  return value === '' ? null : settingPath(value, 'knownBadItemsFile');
}

export function familiesFile(): string | null {
  const value = vscode.workspace.getConfiguration(SECTION).get<string>('familiesFile', '').trim();
  return value === '' ? null : settingPath(value, 'familiesFile');
}

export function settingFiles(key: string, list: boolean): string[] {
  const value = vscode.workspace.getConfiguration(SECTION).get<string | string[]>(key, '');
  return (list && Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').map((v) => v.trim()).filter((v) => v !== '').map((v) => settingPath(v, key));
}

const told = new Set<string>();

function settingPath(value: string, setting: string): string {
  const workspaceFolder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null;
  if (value.trim() === '~' || /^~[\\/]/.test(value.trim())) {
    tellNoHome(setting, value.trim());
    return value.trim();
  }
  return resolveSettingPath(value, { home: '~', workspaceFolder });
}

function tellNoHome(setting: string, value: string): void {
  if (told.has(`${setting}\u0000${value}`)) return;
  told.add(`${setting}\u0000${value}`);
  const text = `Calibration Lens: ${SECTION}.${setting} is "${value}", but VS Code for the Web has no home folder (~): the path is read as written on the workspace's file system, where it is not found. ` +
    'Give it as ${workspaceFolder}/… or relative to the first workspace folder.';
  log().warn(text);
  void vscode.window.showWarningMessage(text);
}
