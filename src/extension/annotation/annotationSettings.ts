// The annotation settings: where a run's label store lives, who decides, how big the spot-check
// sample is. Read in one place so every annotation feature agrees on names and defaults.
import { isAbsolute, join } from 'node:path';
import * as vscode from 'vscode';
import { defaultStorePath } from '../../core/annotation/storePath';
import { SECTION } from '../settings';
import { AUTHOR_PLACEHOLDER, authorOf, knownAuthorOf, suggestedAuthor } from './annotationHost';

export const STORE_SETTING = 'labels.store';
export const AUTHOR_SETTING = 'labels.author';
export const SAMPLE_SIZE_SETTING = 'labels.sampleSize';

/** The store of a run: the setting (absolute, or relative to the run folder), else `.calibration-lens/labels.jsonl` in it. */
export function storePathFor(runFolder: string): string {
  const setting = vscode.workspace.getConfiguration(SECTION).get<string>(STORE_SETTING, '').trim();
  if (setting === '') return defaultStorePath(runFolder);
  return isAbsolute(setting) ? setting : join(runFolder, setting);
}

function configuredAuthor(): string {
  return vscode.workspace.getConfiguration(SECTION).get<string>(AUTHOR_SETTING, '').trim();
}

/**
 * Whose decisions the views count as "yours": the setting; before the first decision sets it, the
 * name that decision will be offered (nothing is written under it until the annotator says so).
 * Without the setting, it waits for git's answer (annotationHost.ts: asked after the first labels).
 */
export function annotationAuthor(): Promise<string> {
  return authorOf(configuredAuthor());
}

/** The same without waiting or asking git: undefined while git has not answered (the setting empty). */
export function knownAnnotationAuthor(): string | undefined {
  return knownAuthorOf(configuredAuthor());
}

/**
 * The name a decision is saved under. The first time (the setting empty) the annotator is asked,
 * with git's user.name filled in (in VS Code for the Web, nothing: there is no git), and the answer
 * goes to the user settings: a name is never taken silently. Null when they cancel (nothing is saved then).
 */
export async function authorForDecision(): Promise<string | null> {
  const setting = configuredAuthor();
  if (setting !== '') return setting;
  const name = (await vscode.window.showInputBox({
    title: 'Your name on your decisions',
    prompt: `Every decision you make carries it. Saved in your user settings as ${SECTION}.${AUTHOR_SETTING}; Escape saves nothing.`,
    value: await suggestedAuthor(),
    placeHolder: AUTHOR_PLACEHOLDER,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() === '' ? 'A name, or initials: the store keeps one opinion per name.' : null),
  }))?.trim();
  if (!name) return null;
  await vscode.workspace.getConfiguration(SECTION).update(AUTHOR_SETTING, name, vscode.ConfigurationTarget.Global);
  return name;
}

export function sampleSize(): number {
  const value = vscode.workspace.getConfiguration(SECTION).get<number>(SAMPLE_SIZE_SETTING, 50);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 50;
}
