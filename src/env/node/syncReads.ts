// Blocking reads of local disk, for a thread that has nothing else to do (the command line, a reading
// worker) and for what the editor asks of every document it sees (a file's kind, from 4 KB): there a
// read from the page cache is a copy, and waiting on the thread pool for it costs more than the copy.
import { closeSync, readdirSync, readSync, statSync } from 'node:fs';
import type { EntryKind, FileStat, FolderEntry, SyncFile } from '../../core/files/fileAccess';
import { openRegularSync } from './regularFile';

const kindOf = (s: { isFile(): boolean; isDirectory(): boolean }): EntryKind => (s.isFile() ? 'file' : s.isDirectory() ? 'folder' : 'other');

/** The file's or folder's size, last change and kind (links followed); null when there is no such thing. */
export function statNow(path: string): FileStat | null {
  try {
    const s = statSync(path);
    return { size: s.size, mtimeMs: s.mtimeMs, kind: kindOf(s) };
  } catch {
    return null;
  }
}

/** Throws as opening the file does, and NotAFile for anything but a regular file. */
export function openNow(path: string): SyncFile {
  const fd = openRegularSync(path);
  return {
    read: (into, offset, length) => readSync(fd, into, offset, length, null),
    close: () => closeSync(fd),
  };
}

/** A folder's entries, a link being 'other' (not followed: the command line's discovery walks no link); throws as reading the folder does. */
export function listNow(folder: string): FolderEntry[] {
  return readdirSync(folder, { withFileTypes: true }).map((e) => ({ name: e.name, kind: kindOf(e) }));
}
