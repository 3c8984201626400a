// What annotation needs of the host it runs in, in one place: how the label store is read and written,
// the name a new annotator is offered, and an earlier version of a changed result file. The Node host: local disk (O_APPEND), git and the OS user. The web build
// puts src/extension/web/annotationHost.ts in this module's place (vscode.workspace.fs, no git).
import { userInfo } from 'node:os';
import * as vscode from 'vscode';
import { appendDecision, nodeStoreFiles } from '../../core/annotation/appendDecision';
import { gitUserName, gitUserNameLater } from '../../core/annotation/defaultAuthor';
import { earlierVersionFromGit } from '../../core/annotation/earlierVersion';
import type { StoreIo } from './storeIo';

/** The store on local disk: appended with O_APPEND and fsync, which another writer cannot undo. */
export const storeIo: StoreIo = {
  ...nodeStoreFiles,
  append: appendDecision,
};

/** git's user.name once known (null: git has none); undefined while git has not answered. */
let gitName: string | null | undefined;
// Asked in the background as the extension loads, so that the first labels (whose "yours" marker needs
// the name) do not wait on git; asked with a blocking call only if they come before git answers.
void gitUserNameLater(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath).then((name) => {
  gitName ??= name;
});

/** The name a new annotator is offered: git's user.name (asked once per session), else the OS user. */
export function suggestedAuthor(): string {
  // `=== undefined`, not `??=`: git without a user.name (null) is an answer too, not asked again.
  if (gitName === undefined) gitName = gitUserName(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath);
  if (gitName) return gitName;
  try {
    return userInfo().username || '';
  } catch {
    return '';
  }
}

/** Said in the name prompt when nothing is offered. */
export const AUTHOR_PLACEHOLDER: string = 'A name, or initials';

/** The version of `file` with that sha256 from git's history of it, and where it came from; null when git has none. */
export async function earlierVersion(file: string, sha256: string): Promise<{ text: string; source: string } | null> {
  const text = earlierVersionFromGit(file, sha256);
  return text === null ? null : { text, source: 'the version git has' };
}

/** Why the user is asked for a copy of the earlier version. */
export const NO_EARLIER_VERSION: string = 'git has none';
