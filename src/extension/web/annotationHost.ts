// The web worker host's annotationHost.ts (scripts/build.mjs puts it in the Node one's place): the
// label store through vscode.workspace.fs, which writes whole files only, so each decision is read,
// added, written and read back, merging what another window or a pull added meanwhile
// (core/annotation/appendThrough.ts). There is no git and no OS user here: the name prompt starts
// empty and says so, and an earlier version of a changed file is a copy the user picks.
import { appendDecisionThrough } from '../../core/annotation/appendThrough';
import { hostFiles } from '../../core/files/hostFiles';
import type { StoreIo } from '../annotation/storeIo';

export const storeIo: StoreIo = {
  readBytes: (path) => hostFiles.readBytes(path),
  append: (store, decision) => appendDecisionThrough(hostFiles, store, decision),
};

/** Nothing to offer: VS Code for the Web has no git config and no OS user to take a name from. */
export function suggestedAuthor(): string {
  return '';
}

export const AUTHOR_PLACEHOLDER: string = 'A name, or initials (VS Code for the Web has no git to suggest one)';

export async function earlierVersion(_file: string, _sha256: string): Promise<{ text: string; source: string } | null> {
  return null;
}

export const NO_EARLIER_VERSION: string = 'VS Code for the Web has no git to find it in';
