// The files that hold the cases of one format's runs under a path a user names (`gar --results`), found
// by the walk every view uses: every file or folder is its own run or runs, each format keeping its own
// (tau2's by content: a dir-layout run is its results.json, hallucination_discarded/ skipped).
import { join, relative, resolve, sep } from 'node:path';
import { formatOf } from '../formats/registry';
import type { Benchmark } from '../model/model';
import { findRuns } from './findRuns';

/** The files holding the cases of `benchmark`'s runs under `path` (the file itself when it is one); empty when there is none. */
export async function casesFilesUnder(path: string, benchmark: Benchmark): Promise<string[]> {
  const root = resolve(path);
  const files = (await findRuns([root])).runs.filter((r) => r.benchmark === benchmark).flatMap((r) => formatOf(benchmark).casesFilesOf(r));
  // Spelled from the path as the user gave it: a relative path stays relative in what is printed.
  return files.map((f) => (f === root ? path : f.startsWith(root + sep) ? join(path, relative(root, f)) : f));
}
