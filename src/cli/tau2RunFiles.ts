// Which `--results` paths hold tau2 runs: decided before the tau2 reader (and its schemas) is loaded,
// so a BFCL run never pays for it.
import { stat } from 'node:fs/promises';
import { casesFilesUnder } from '../core/discovery/casesFilesUnder';
import { kindOfName } from '../core/formats/registry';
import { namedForTau2Reader } from './garFormats';

/** The tau2 runs under `paths`, or null when none of them holds one (then the input is BFCL's). */
export async function tau2RunFiles(paths: readonly string[]): Promise<string[] | null> {
  const files: string[] = [];
  for (const p of paths) {
    const found = await casesFilesUnder(p, 'tau2');
    // A file named outright that no format tells by its name may still go to the tau2 reader, which says what is wrong with it.
    if (!found.length && (await isPlainFile(p)) && kindOfName(p) === null && (await namedForTau2Reader(p))) found.push(p);
    for (const f of found) if (!files.includes(f)) files.push(f);
  }
  return files.length ? files : null;
}

async function isPlainFile(p: string): Promise<boolean> {
  return (await stat(p).catch(() => null))?.isFile() ?? false;
}
