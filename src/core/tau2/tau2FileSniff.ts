// Whether a file is a tau2 results file, told by the first key of the JSON object it starts with
// (a key tau2 writes at the top: timestamp, info, ...), read from its first bytes only (on local disk;
// vscode.workspace.fs reads whole files only).
import type { FileAccess } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { SNIFF_BYTES, TAU2_TOP_KEYS, firstKeyOf } from './sniff';

/** The first key of the JSON object the file starts with, or null when it does not start with one (or cannot be read). */
export async function firstKey(file: string, files: FileAccess = hostFiles): Promise<string | null> {
  return firstKeyOf(await files.head(file, SNIFF_BYTES));
}

export async function isTau2File(file: string, files: FileAccess = hostFiles): Promise<boolean> {
  const key = await firstKey(file, files);
  return key !== null && TAU2_TOP_KEYS.has(key);
}
