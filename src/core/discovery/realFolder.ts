// The folder a path names once links are followed, so a walk reaches each folder once (two roots, a
// link to a folder above it). On local disk through Node; the web build puts
// src/extension/web/realFolder.ts in its place (vscode.workspace.fs has no links to follow).
import { realpath } from 'node:fs/promises';

export function realFolder(folder: string): Promise<string> {
  return realpath(folder).catch(() => folder);
}
