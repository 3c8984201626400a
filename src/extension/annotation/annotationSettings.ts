// The annotation settings: where a run's label store lives, who decides, how big the spot-check
// sample is. Read in one place so every annotation feature agrees on names and defaults.
import { userInfo } from 'node:os';
import { isAbsolute, join } from 'node:path';
import * as vscode from 'vscode';
import { gitUserName } from '../../core/annotation/defaultAuthor';
import { defaultStorePath } from '../../core/annotation/storePath';
import { SECTION } from '../settings';

export const STORE_SETTING = 'labels.store';
export const AUTHOR_SETTING = 'labels.author';
export const SAMPLE_SIZE_SETTING = 'labels.sampleSize';

/** The store of a run: the setting (absolute, or relative to the run folder), else `.calibration-lens/labels.jsonl` in it. */
export function storePathFor(runFolder: string): string {
  const setting = vscode.workspace.getConfiguration(SECTION).get<string>(STORE_SETTING, '').trim();
  if (setting === '') return defaultStorePath(runFolder);
  return isAbsolute(setting) ? setting : join(runFolder, setting);
}

let gitName: string | null | undefined;

/** The setting, else git's user.name (asked once per session), else the OS user. */
export function annotationAuthor(): string {
  const setting = vscode.workspace.getConfiguration(SECTION).get<string>(AUTHOR_SETTING, '').trim();
  if (setting !== '') return setting;
  gitName ??= gitUserName(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath);
  if (gitName) return gitName;
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function sampleSize(): number {
  const value = vscode.workspace.getConfiguration(SECTION).get<number>(SAMPLE_SIZE_SETTING, 50);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 50;
}
