// The host's file access through vscode.workspace.fs, for the web worker host (VS Code for the Web) and
// virtual workspaces: scripts/build.mjs puts this module in the place of src/core/files/hostFiles.ts
// (the only module it swaps), so the core reads and writes every file through it there. A path is a Uri's path on the workspace's file
// system (its scheme and authority are the first workspace folder's). It reads whole files only, so
// the bytes of the files read last are kept for the next step of the same task (core/files/recentBytes.ts):
// the summary's discovery, its read and its hashes read each file once.
import * as vscode from 'vscode';
import type { EntryKind, FileAccess, HostFiles } from '../../core/files/fileAccess';
import { recentBytes } from '../../core/files/recentBytes';
import { wholeFiles } from './wholeFiles';

/** The bytes kept: the sample and the six real runs of ../shared/data fit (12 MB); a bigger file is read each time. */
const RECENT_BYTES = 16 * 1024 * 1024;

/** A path of the workspace's file system as a Uri (a local file when no folder is open). */
export function uriOf(path: string): vscode.Uri {
  const base = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.workspace.textDocuments.find((d) => !d.isUntitled && d.uri.scheme !== 'untitled')?.uri;
  return base ? base.with({ path, query: '', fragment: '' }) : vscode.Uri.file(path);
}

function kindOf(type: vscode.FileType): EntryKind {
  // A link to a file is File | SymbolicLink: the kind of what it points at.
  if (type & vscode.FileType.File) return 'file';
  if (type & vscode.FileType.Directory) return 'folder';
  return 'other';
}

function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at <= 0 ? '/' : path.slice(0, at);
}

const workspaceFiles: FileAccess = {
  async stat(path) {
    const s = await Promise.resolve(vscode.workspace.fs.stat(uriOf(path))).catch(() => null);
    return s ? { size: s.size, mtimeMs: s.mtime, kind: kindOf(s.type) } : null;
  },
  async head(path, bytes) {
    // workspace.fs reads whole files only.
    const whole = await workspaceFiles.readBytes(path);
    return whole ? new TextDecoder().decode(whole.subarray(0, bytes)) : '';
  },
  readBytes: (path) => Promise.resolve(vscode.workspace.fs.readFile(uriOf(path))).catch(() => null),
  async writeBytes(path, bytes) {
    await vscode.workspace.fs.createDirectory(uriOf(folderOf(path)));
    await vscode.workspace.fs.writeFile(uriOf(path), bytes);
  },
  async list(folder) {
    const entries = await Promise.resolve(vscode.workspace.fs.readDirectory(uriOf(folder))).catch(() => null);
    return entries ? entries.map(([name, type]) => ({ name, kind: kindOf(type) })) : null;
  },
};

export const hostFiles: HostFiles = wholeFiles(recentBytes(workspaceFiles, RECENT_BYTES));
