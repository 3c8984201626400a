// The host's file access on local disk, through Node: the command line, the tests and the desktop
// extension. Its reads stream (chunked, line by line) and follow links.
import { mkdir, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EntryKind, HostFiles } from '../../core/files/fileAccess';
import { readInChunks } from './chunkedRead';
import { sha256File } from './fileHash';
import { lineOf } from './lineOf';
import { openRegular } from './regularFile';

const kindOf = (s: { isFile(): boolean; isDirectory(): boolean }): EntryKind => (s.isFile() ? 'file' : s.isDirectory() ? 'folder' : 'other');

export const nodeFiles: HostFiles = {
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
};
