// Finds tau2 runs under the paths a user names, by content: a JSON document whose first key is one tau2
// writes at the top (timestamp, info, ...). Every file or folder is its own run or runs; a dir-layout run
// is its results.json (its simulations/ folder is not searched again); hallucination_discarded/ holds
// thrown-away runs and is skipped (formats-tau2.md section 9.7).
import type { Dirent } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SNIFF_BYTES, TAU2_TOP_KEYS, firstKeyOf } from './sniff';

const MAX_DEPTH = 6;

/** The first key of the JSON object the file starts with, or null when it does not start with one. */
export async function firstKey(file: string): Promise<string | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return firstKeyOf(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

export async function isTau2File(file: string): Promise<boolean> {
  const key = await firstKey(file);
  return key !== null && TAU2_TOP_KEYS.has(key);
}

/** tau2 result files under `path` (the file itself when it is one); empty when there is none. */
export async function findTau2Runs(path: string): Promise<string[]> {
  const s = await stat(path).catch(() => null);
  if (!s) return [];
  if (s.isFile()) return (await isTau2File(path)) ? [path] : [];
  const found: string[] = [];
  await walk(path, 0, found);
  return found.sort();
}

async function walk(folder: string, depth: number, found: string[]): Promise<void> {
  const entries = await Promise.all((await readdir(folder, { withFileTypes: true }).catch(() => [])).map((e) => entryKind(folder, e)));
  const results = entries.find((e) => e.kind === 'file' && e.name === 'results.json');
  const dirLayout = results && entries.some((e) => e.kind === 'folder' && e.name === 'simulations');
  for (const e of entries) {
    const full = join(folder, e.name);
    if (e.kind === 'file' && e.name.endsWith('.json') && !e.name.startsWith('BFCL_')) {
      if (await isTau2File(full)) found.push(full);
    } else if (e.kind === 'folder' && depth < MAX_DEPTH && e.name !== 'hallucination_discarded' && e.name !== 'node_modules' && !e.name.startsWith('.')) {
      if (dirLayout && e.name === 'simulations') continue;
      await walk(full, depth + 1, found);
    }
  }
}

/** A file or folder, following a symbolic link to what it names (a broken link is neither); the depth limit stops link cycles. */
async function entryKind(folder: string, e: Dirent): Promise<{ name: string; kind: 'file' | 'folder' | null }> {
  if (e.isFile()) return { name: e.name, kind: 'file' };
  if (e.isDirectory()) return { name: e.name, kind: 'folder' };
  if (!e.isSymbolicLink()) return { name: e.name, kind: null };
  const target = await stat(join(folder, e.name)).catch(() => null);
  return { name: e.name, kind: target?.isFile() ? 'file' : target?.isDirectory() ? 'folder' : null };
}

/** `method` as the paper's run folders name it (tau2_<domain>_<family>_<method>), else baseline. */
export function methodOfRun(file: string): string {
  const folder = basename(join(file, '..'));
  const m = /^tau2_(?:airline|retail)_.+?_(ablation_no_state|sri_lite|baseline)(?:_\d{4}-\d{2}-\d{2}.*)?$/.exec(folder);
  return m ? m[1]! : 'baseline';
}
