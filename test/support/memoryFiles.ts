// A file system held in memory, as a virtual workspace's provider serves one: a copy of a folder on
// disk under another root, read only through FileAccess. What the core reads through it must be what
// it reads from disk, with the root told apart.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FileAccess, FolderEntry } from '../../src/core/files/fileAccess';

/** The files under `disk`, at the same places under `root`; `reads` counts each path read whole. */
export function memoryFilesOf(disk: string, root: string): { files: FileAccess; reads: Map<string, number> } {
  const bytes = new Map<string, Uint8Array>();
  const folders = new Map<string, FolderEntry[]>();
  const walk = (dir: string) => {
    const here = join(root, relative(disk, dir));
    const entries: FolderEntry[] = [];
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        entries.push({ name, kind: 'folder' });
        walk(path);
      } else {
        entries.push({ name, kind: 'file' });
        bytes.set(join(here, name), new Uint8Array(readFileSync(path)));
      }
    }
    folders.set(here, entries);
  };
  walk(disk);
  const reads = new Map<string, number>();
  const files: FileAccess = {
    async stat(path) {
      const file = bytes.get(path);
      if (file) return { size: file.length, mtimeMs: 1, kind: 'file' };
      return folders.has(path) ? { size: 0, mtimeMs: 1, kind: 'folder' } : null;
    },
    async head(path, n) {
      const file = bytes.get(path);
      return file ? new TextDecoder().decode(file.subarray(0, n)) : '';
    },
    async readBytes(path) {
      const file = bytes.get(path);
      if (file) reads.set(path, (reads.get(path) ?? 0) + 1);
      return file ?? null;
    },
    async writeBytes() {
      throw new Error('The in-memory copy is read-only.');
    },
    async list(folder) {
      return folders.get(folder)?.map((e) => ({ ...e })) ?? null;
    },
  };
  return { files, reads };
}
