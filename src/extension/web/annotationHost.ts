// The web worker host's annotationHost.ts (scripts/build.mjs puts it in the Node one's place): the
// label store through vscode.workspace.fs, which writes whole files only, so this window appends to a
// file of its own beside the store that no other window writes (core/annotation/appendThrough.ts),
// and reads merge the store with every window's file (core/annotation/readStore.ts). There is no git and no OS user here: the name prompt starts
// empty and says so, and an earlier version of a changed file is a copy the user picks.
import { WholeFileAppender } from '../../core/annotation/appendThrough';
import { newWriterId } from '../../core/annotation/writerFiles';
import { hostFiles } from '../../core/files/hostFiles';
import type { StoreIo } from '../annotation/storeIo';

/** This window's appends: its own file per store, its id made once per extension host (one per window). */
const appender = new WholeFileAppender(hostFiles, newWriterId());

export const storeIo: StoreIo = {
  readBytes: (path) => hostFiles.readBytes(path),
  list: (folder) => hostFiles.list(folder),
  stat: (path) => hostFiles.stat(path),
  append: async (store, decision) => {
    await appender.append(store, decision);
  },
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
