// Finds tau2 runs under the paths a user names, by content: a JSON document whose first key is one tau2
// writes at the top (timestamp, info, ...). Every file or folder is its own run or runs; a dir-layout run
// is its results.json (its simulations/ folder is not searched again); hallucination_discarded/ holds
// thrown-away runs and is skipped (formats-tau2.md section 9.7). The walk is the one every view uses
// (core/discovery/findRuns.ts).
import { basename, join, relative, resolve, sep } from 'node:path';
import { findRuns } from '../discovery/findRuns';

export { firstKey, isTau2File } from './tau2FileSniff';

/** tau2 result files under `path` (the file itself when it is one); empty when there is none. */
export async function findTau2Runs(path: string): Promise<string[]> {
  const root = resolve(path);
  // Spelled from the path as the user gave it: a relative path stays relative in what is printed.
  return (await findRuns([root])).tau2.map((f) => (f === root ? path : f.startsWith(root + sep) ? join(path, relative(root, f)) : f));
}

/** `method` as the paper's run folders name it (tau2_<domain>_<family>_<method>), else baseline. */
export function methodOfRun(file: string): string {
  const folder = basename(join(file, '..'));
  const m = /^tau2_(?:airline|retail)_.+?_(ablation_no_state|sri_lite|baseline)(?:_\d{4}-\d{2}-\d{2}.*)?$/.exec(folder);
  return m ? m[1]! : 'baseline';
}
