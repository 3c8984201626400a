// The host's file access as a test sets it: put in the place of src/core/files/hostFiles.ts when a
// test bundles the web build's modules (as scripts/build.mjs puts src/env/web/hostFiles.ts there), so
// they read and write an in-memory file system (memoryFiles.ts) as they would a virtual workspace, with
// the web host's whole-file reads (src/env/web/wholeFiles.ts).
import type { FileAccess, HostFiles } from '../../src/core/files/fileAccess';
import { wholeFiles } from '../../src/env/web/wholeFiles';

let files: FileAccess | null = null;

export function useFiles(access: FileAccess): void {
  files = access;
}

function current(): FileAccess {
  if (!files) throw new Error('No file access: call useFiles first.');
  return files;
}

export const hostFiles: HostFiles = wholeFiles({
  stat: (path) => current().stat(path),
  head: (path, bytes) => current().head(path, bytes),
  readBytes: (path) => current().readBytes(path),
  writeBytes: (path, bytes) => current().writeBytes(path, bytes),
  list: (folder) => current().list(folder),
});
