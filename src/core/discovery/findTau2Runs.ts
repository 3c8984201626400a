// Finds tau2 runs under the paths a user names, by content: a JSON document whose first key is one tau2
// writes at the top (timestamp, info, ...). Every file or folder is its own run or runs; a dir-layout run
// is its results.json (its simulations/ folder is not searched again); hallucination_discarded/ holds
// thrown-away runs and is skipped (formats-tau2.md section 9.7). The walk is the one every view uses.
import { join, relative, resolve, sep } from 'node:path';
import { findRuns } from './findRuns';

/** tau2 result files under `path` (the file itself when it is one); empty when there is none. */
export async function findTau2Runs(path: string): Promise<string[]> {
  const root = resolve(path);
  // Spelled from the path as the user gave it: a relative path stays relative in what is printed.
  return (await findRuns([root])).tau2.map((f) => (f === root ? path : f.startsWith(root + sep) ? join(path, relative(root, f)) : f));
}
