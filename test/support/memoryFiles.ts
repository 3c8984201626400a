// A FileAccess held in memory (a virtual workspace's file system, as the core meets it in the web
// build): a copy of a folder on disk under another root, so nothing read through it can come from disk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FileAccess, FolderEntry } from '../../src/core/files/fileAccess';

export function memoryFilesOf(diskRoot: string, memoryRoot: string): FileAccess & { reads: string[] } {
  const files = new Map<string, Uint8Array>();
  const folders = new Map<string, FolderEntry[]>();
  const copy = (disk: string, memory: string): void => {
    const entries: FolderEntry[] = [];
    for (const e of readdirSync(disk, { withFileTypes: true })) {
      const kind = statSync(join(disk, e.name)).isDirectory() ? 'folder' : 'file';
      entries.push({ name: e.name, kind });
      if (kind === 'folder') copy(join(disk, e.name), `${memory}/${e.name}`);
      else files.set(`${memory}/${e.name}`, new Uint8Array(readFileSync(join(disk, e.name))));
    }
    folders.set(memory, entries);
  };
  copy(diskRoot, memoryRoot);
  const reads: string[] = [];
  return {
    reads,
    async stat(path) {
      const bytes = files.get(path);
      if (bytes) return { size: bytes.length, mtimeMs: 0, kind: 'file' };
      return folders.has(path) ? { size: 0, mtimeMs: 0, kind: 'folder' } : null;
    },
    async head(path, n) {
      reads.push(path);
      const bytes = files.get(path);
      return bytes ? new TextDecoder().decode(bytes.subarray(0, n)) : '';
    },
    async readBytes(path) {
      reads.push(path);
      return files.get(path) ?? null;
    },
    async writeBytes(path, bytes) {
      files.set(path, bytes);
    },
    async list(folder) {
      return folders.get(folder)?.map((e) => ({ ...e })) ?? null;
    },
  };
}
