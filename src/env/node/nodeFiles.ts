// The host's file access on local disk, through Node: the command line, the tests and the desktop
// extension. Its reads stream (chunked, line by line) and follow links; beyond HostFiles it has the
// fast paths only local disk has, which the command line and the desktop's own modules call: blocking
// reads, O_APPEND appends.
import { readFile, mkdir, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { EntryKind, HostFiles, LocalDisk } from '../../core/files/fileAccess';
import { appendLine } from './appendLine';
import { readInChunks } from './chunkedRead';
import { sha256File } from './fileHash';
import { earlierVersionFromGit, gitUserName, gitUserNameLater } from './git';
import { lineOf, textLines } from './lineOf';
import { openRegular } from './regularFile';
import { listNow, openNow, statNow } from './syncReads';

const kindOf = (s: { isFile(): boolean; isDirectory(): boolean }): EntryKind => (s.isFile() ? 'file' : s.isDirectory() ? 'folder' : 'other');

const local: LocalDisk = {
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
  gitUserName,
  gitUserNameLater,
  earlierVersionFromGit,
  osUserName() {
    try {
      return userInfo().username || '';
    } catch {
      return '';
    }
  },
};

export const nodeFiles: HostFiles & { local: LocalDisk } = {
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
  local,
};
