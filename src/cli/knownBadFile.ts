// --known-bad FILE: the list read from disk, or a message saying what is wrong with it.
import { readFile } from 'node:fs/promises';
import { parseKnownBad, type KnownBadRead } from '../core/runHealth/knownBadItems';

export async function readKnownBad(path: string): Promise<KnownBadRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    return { ok: false, message: `--known-bad ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}.` };
  }
  return parseKnownBad(path, text);
}
