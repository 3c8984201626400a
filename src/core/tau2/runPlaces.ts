// Where a dir-layout tau2 run's files sit: results.json beside simulations/<id>.json, told by the path
// alone (both hosts ask the same).
import { basename, dirname, join } from 'node:path';

/** The results.json of the run a simulations/<id>.json file would belong to; null for any other path. */
export function runResultsOf(path: string): string | null {
  const folder = dirname(path);
  return basename(folder) === 'simulations' ? join(dirname(folder), 'results.json') : null;
}

/** The simulations/ folder a tau2 file's model reads: beside a dir-layout results.json, or the file's own. */
export function simulationsFolderOf(path: string): string | null {
  if (basename(dirname(path)) === 'simulations') return dirname(path);
  return basename(path) === 'results.json' ? join(dirname(path), 'simulations') : null;
}
