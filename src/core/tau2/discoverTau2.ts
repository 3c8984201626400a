// What a tau2 run's place says of it: whether a file is one (by content: a JSON document whose first key
// is one tau2 writes at the top), and the method its folder names. Finding the runs under a folder is
// discovery's (core/discovery/casesFilesUnder.ts).
import { basename, join } from 'node:path';

export { firstKey, isTau2File } from './tau2FileSniff';

/** `method` as the paper's run folders name it (tau2_<domain>_<family>_<method>), else baseline. */
export function methodOfRun(file: string): string {
  const folder = basename(join(file, '..'));
  const m = /^tau2_(?:airline|retail)_.+?_(ablation_no_state|sri_lite|baseline)(?:_\d{4}-\d{2}-\d{2}.*)?$/.exec(folder);
  return m ? m[1]! : 'baseline';
}
