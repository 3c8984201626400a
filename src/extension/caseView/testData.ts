// The BFCL test data entry of a case (`bfcl_eval/data/BFCL_v{4,3}_multi_turn_<cat>.json`), for the user
// messages of result lines that carry no inference_log. Read once per file and kept by modification time.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Category } from '../../core/bfcl/categories';

const cache = new Map<string, { mtimeMs: number; entries: Map<string, Record<string, unknown>> }>();

export async function testDataEntry(folder: string, category: Category, id: string): Promise<Record<string, unknown> | null> {
  for (const version of ['v4', 'v3']) {
    const entries = await entriesOf(join(folder, `BFCL_${version}_multi_turn_${category}.json`));
    const entry = entries?.get(id);
    if (entry) return entry;
  }
  return null;
}

async function entriesOf(path: string): Promise<Map<string, Record<string, unknown>> | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.entries;
  const entries = new Map<string, Record<string, unknown>>();
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') {
        entries.set((value as { id: string }).id, value as Record<string, unknown>);
      }
    } catch {
      // A broken test data line only costs that case its user messages.
    }
  }
  cache.set(path, { mtimeMs, entries });
  return entries;
}
