// Where a run came from, in a word a person recognises: the release folder of a BFCL run, the file
// (or dir-layout folder) of a tau2 run. Names two runs of one model apart.
import { basename, dirname } from 'node:path';

/** `2025-12-16` for `.../2025-12-16/result/<model>`; a tau2 run's file name (a dir layout: its folder). */
export function runWhere(id: string): string {
  if (basename(id) === 'results.json') return basename(dirname(id));
  if (/\.json$/i.test(id)) return basename(id);
  const parent = dirname(id);
  return basename(parent) === 'result' ? basename(dirname(parent)) : basename(parent);
}
