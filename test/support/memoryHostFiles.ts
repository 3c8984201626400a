// The host's file access as a test sets it: put in the place of src/core/files/hostFiles.ts when a
// test bundles the web build's modules (as scripts/build.mjs puts workspaceFiles.ts there), so they
// read and write an in-memory file system (memoryFiles.ts) as they would a virtual workspace.
import type { FileAccess } from '../../src/core/files/fileAccess';

let files: FileAccess | null = null;

export function useFiles(access: FileAccess): void {
  files = access;
}

function current(): FileAccess {
  if (!files) throw new Error('No file access: call useFiles first.');
  return files;
}

export const hostFiles: FileAccess = {
  stat: (path) => current().stat(path),
  head: (path, bytes) => current().head(path, bytes),
  readBytes: (path) => current().readBytes(path),
  writeBytes: (path, bytes) => current().writeBytes(path, bytes),
  list: (folder) => current().list(folder),
};
