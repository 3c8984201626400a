// Whether a file is a tau2 results file, told by the first key of the JSON object it starts with
// (a key tau2 writes at the top: timestamp, info, ...), read from its first bytes only.
import { open } from 'node:fs/promises';
import { SNIFF_BYTES, TAU2_TOP_KEYS, firstKeyOf } from './sniff';

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
