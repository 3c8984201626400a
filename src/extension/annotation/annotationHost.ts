// What annotation needs of the host it runs in, in one place: how the label store is read and written,
// the name a new annotator is offered (authorName.ts), and an earlier version of a changed result file. On local disk
// (the desktop): appends with O_APPEND, git and the OS user. Without one (the web worker host,
// vscode.workspace.fs, which writes whole files only): this window appends to a file of its own beside
// the store that no other window writes (core/annotation/appendThrough.ts), and reads merge the store
// with every window's file (core/annotation/readStore.ts); there is no git and no OS user, so the name
// prompt starts empty and says so, and an earlier version of a changed file is a copy the user picks.
import * as vscode from 'vscode';
import { appendDecision, nodeStoreFiles } from '../../core/annotation/appendDecision';
import { WholeFileAppender } from '../../core/annotation/appendThrough';
import { newWriterId } from '../../core/annotation/writerFiles';
import { hostFiles } from '../../core/files/hostFiles';
import { firstLabelsOut } from '../startup/firstLabels';
import { AuthorName } from './authorName';
import type { StoreIo } from './storeIo';

const local = hostFiles.local;

function wholeFileStore(): StoreIo {
  /** This window's appends: its own file per store, its id made once per extension host (one per window). */
  const appender = new WholeFileAppender(hostFiles, newWriterId());
  return {
    readBytes: (path) => hostFiles.readBytes(path),
    list: (folder) => hostFiles.list(folder),
    stat: (path) => hostFiles.stat(path),
    append: (store, decision) => appender.append(store, decision).then(() => undefined),
  };
}

/** The store on local disk is appended with O_APPEND and fsync, which another writer cannot undo. */
export const storeIo: StoreIo = local ? { ...nodeStoreFiles, append: appendDecision } : wholeFileStore();

/** git's user.name, asked after the first labels (or sooner by whatever needs it); the OS user when git has none. */
const author = new AuthorName(local ? () => local.gitUserNameLater(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath) : null, () => (local ? local.osUserName() : ''));
void firstLabelsOut.then(() => author.suggested());

/** The name a new annotator is offered: git's user.name (asked once per session), else the OS user; nothing without local disk. */
export function suggestedAuthor(): Promise<string> {
  return author.suggested();
}

/** Whose decisions are "yours": the configured author (`configured`, the setting) or the suggestion, waited for. */
export function authorOf(configured: string): Promise<string> {
  return author.of(configured);
}

/** The same without waiting or asking: undefined while git has not answered. */
export function knownAuthorOf(configured: string): string | undefined {
  return author.known(configured);
}

/** Said in the name prompt when nothing is offered. */
export const AUTHOR_PLACEHOLDER: string = local ? 'A name, or initials' : 'A name, or initials (VS Code for the Web has no git to suggest one)';

/** The version of `file` with that sha256 from git's history of it, and where it came from; null when git has none. */
export async function earlierVersion(file: string, sha256: string): Promise<{ text: string; source: string } | null> {
  const text = local ? local.earlierVersionFromGit(file, sha256) : null;
  return text === null ? null : { text, source: 'the version git has' };
}

/** Why the user is asked for a copy of the earlier version. */
export const NO_EARLIER_VERSION: string = local ? 'git has none' : 'VS Code for the Web has no git to find it in';
