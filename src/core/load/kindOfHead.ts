// The kind of a run file from its name and its first 4 KB, with no file access (fileKind.ts looks at
// the files beside it on disk; the web worker host has only the document).
import { basename, dirname, join } from 'node:path';
import { bfclFileKind } from '../bfcl/fileNames';
import { SNIFF_BYTES, isTau2ResultsHead } from '../tau2/sniff';

/** A BFCL result file, a BFCL score file, or a tau2 results or simulation file; null: any other file. */
export type RunFileKind = 'result' | 'score' | 'tau2';

/** How much of a file (or a document's text) the kind is told from. */
export const HEAD_CHARS = SNIFF_BYTES;

/**
 * BFCL files by their names, tau2 results by their first key; `tau2Simulation(path)` says whether a
 * JSON file of no tau2 key is a simulation file of a tau2 run (it is asked only then).
 */
export function kindOfNameAndHead(path: string, head: () => string, tau2Simulation: (path: string) => boolean): RunFileKind | null {
  const bfcl = bfclFileKind(path);
  if (bfcl) return bfcl;
  if (!path.endsWith('.json')) return null;
  if (isTau2ResultsHead(head())) return 'tau2';
  return tau2Simulation(path) ? 'tau2' : null;
}

/** The results.json of the run a simulations/<id>.json file would belong to; null for any other path. */
export function runResultsOf(path: string): string | null {
  const folder = dirname(path);
  return basename(folder) === 'simulations' ? join(dirname(folder), 'results.json') : null;
}
