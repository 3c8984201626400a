// The host's file access on local disk, through Node: the command line, the tests and the desktop
// extension. Its reads stream (chunked, line by line) and follow links; beyond HostFiles it has the
// fast paths only local disk has, which the command line and the desktop's own modules call: blocking
// reads, O_APPEND appends.
import { readFile, mkdir, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EntryKind, FileStat, FolderEntry, HostFiles } from '../../core/files/fileAccess';
import { appendLine } from './appendLine';
import { readInChunks } from './chunkedRead';
import { sha256File } from './fileHash';
import { lineOf, textLines } from './lineOf';
import { openRegular } from './regularFile';
import { listNow, openNow, statNow, type SyncFile } from './syncReads';

export type { SyncFile };

export interface NodeFiles extends HostFiles {
  /** stat with a blocking call. */
  statNow(path: string): FileStat | null;
  /** Whether there is a file or folder at `path` (links followed), with a blocking call. */
  exists(path: string): boolean;
  /** A regular file opened for blocking reads; throws as opening does, NotAFile for anything else. */
  openNow(path: string): SyncFile;
  /** A folder's entries with a blocking call, links not followed ('other'); throws as reading it does. */
  listNow(folder: string): FolderEntry[];
  /** Each text line of the file, streamed; throws as opening it does. */
  textLines(path: string): AsyncGenerator<string>;
  /** The whole file as UTF-8 text; throws Node's error when it cannot be read. */
  readUtf8(path: string): Promise<string>;
  /** The whole file; null when there is none, and Node's error when one exists that cannot be read. */
  readExisting(path: string): Promise<Uint8Array | null>;
  /** `line` appended with O_APPEND and fsync (after a \n when the last line was cut); makes the folder first. */
  appendLine(path: string, line: string): Promise<void>;
}

const kindOf = (s: { isFile(): boolean; isDirectory(): boolean }): EntryKind => (s.isFile() ? 'file' : s.isDirectory() ? 'folder' : 'other');

export const nodeFiles: NodeFiles = {
  stat: (path) => stat(path).then((s) => ({ size: s.size, mtimeMs: s.mtimeMs, kind: kindOf(s) }), () => null),
  async head(path, bytes) {
    const file = await openRegular(path).catch(() => null);
    if (!file) return '';
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } catch {
      return '';
    } finally {
      await file.close();
    }
  },
  async readBytes(path) {
    const file = await openRegular(path).catch(() => null);
    if (!file) return null;
    try {
      const b = await file.readFile();
      return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    } catch {
      return null;
    } finally {
      await file.close();
    }
  },
  async writeBytes(path, bytes) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  },
  async list(folder) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => null);
    if (!entries) return null;
    return Promise.all(entries.map(async (e) => ({
      name: e.name,
      // A link is the kind of what it points at, as a walk of the folders follows it.
      kind: e.isSymbolicLink() ? await stat(join(folder, e.name)).then(kindOf, () => 'other' as const) : kindOf(e),
    })));
  },
  realFolder: (folder) => realpath(folder).catch(() => folder),
  sha256: sha256File,
  async openChunks(path) {
    const handle = await openRegular(path);
    return {
      chunks: (onChunk, signal, blocking) => readInChunks(handle, onChunk, signal, blocking),
      close: () => handle.close(),
    };
  },
  lineOf,
  statNow,
  exists: (path) => statNow(path) !== null,
  openNow,
  listNow,
  textLines,
  readUtf8: (path) => readFile(path, 'utf8'),
  readExisting: (path) => readFile(path).then(
    (bytes) => bytes,
    (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : Promise.reject(e)),
  ),
  appendLine,
};
