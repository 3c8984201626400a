// Which files are runs, and of which benchmark: BFCL result and score files by their names, tau2 results
// by their content (the first key of the document, as tau2 tells its files), and the simulation files of
// a dir-layout tau2 run by their place (simulations/<id>.json beside a tau2 results.json). Every other
// JSON file costs one look at its first 4 KB. The only place that asks which benchmark a file is.
import { localDisk } from '../files/localDisk';
import { bfclFileKind } from '../bfcl/fileNames';
import { SNIFF_BYTES, isTau2ResultsHead } from '../tau2/sniff';
import type { FileAccess, SyncFile } from '../files/fileAccess';
import { HEAD_CHARS, kindOfNameAndHead, runResultsOf, type RunFileKind } from './kindOfHead';

export { HEAD_CHARS, runResultsOf, type RunFileKind };

/** The kind from the path and the first 4 KB; `tau2Run(resultsPath)` says whether a simulation file's run is tau2. */
function kindOfHead(path: string, head: () => string, tau2Run: (resultsPath: string) => boolean): RunFileKind | null {
  return kindOfNameAndHead(path, head, (file) => {
    const run = runResultsOf(file);
    return run !== null && tau2Run(run);
  });
}

/** The kind of a file, read through `files` (or from the text an editor holds of it). */
export async function fileKindOf(path: string, files: FileAccess, text?: string): Promise<RunFileKind | null> {
  // Told by its name, or no JSON file: nothing to read.
  if (bfclFileKind(path) || !path.endsWith('.json')) return kindOfHead(path, () => '', () => false);
  const head = text !== undefined ? text.slice(0, HEAD_CHARS) : await files.head(path, SNIFF_BYTES);
  const run = runResultsOf(path);
  const runIsTau2 = run !== null && !isTau2ResultsHead(head) && isTau2ResultsHead(await files.head(run, SNIFF_BYTES));
  return kindOfHead(path, () => head, () => runIsTau2);
}

/** The kind of a document an editor holds, from its first 4 KB (`head`); a simulation file's run is looked at on disk. */
export function documentKind(path: string, head: () => string): RunFileKind | null {
  return kindOfHead(path, head, isTau2RunOnDisk);
}

/** The kind of a file on local disk, with blocking reads of 4 KB (the editor asks this of every document it sees). */
export function runFileKind(path: string): RunFileKind | null {
  return kindOfHead(path, () => headOf(path), isTau2RunOnDisk);
}

/** `<run>/simulations/<id>.json` whose `<run>/results.json` is a tau2 results file. */
export function isTau2SimulationFile(path: string): boolean {
  const run = runResultsOf(path);
  return run !== null && isTau2RunOnDisk(run);
}

const runHeads = new Map<string, { mtimeMs: number; tau2: boolean }>();

/** Checked once per change of the results.json. */
function isTau2RunOnDisk(results: string): boolean {
  const stat = localDisk().statNow(results);
  if (stat === null) return false;
  const mtimeMs = stat.mtimeMs;
  const known = runHeads.get(results);
  if (known && known.mtimeMs === mtimeMs) return known.tau2;
  const tau2 = isTau2ResultsHead(headOf(results));
  runHeads.set(results, { mtimeMs, tau2 });
  return tau2;
}

function headOf(path: string): string {
  let file: SyncFile | undefined;
  try {
    file = localDisk().openNow(path);
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const bytes = file.read(buffer, 0, SNIFF_BYTES);
    return buffer.subarray(0, bytes).toString('utf8');
  } catch {
    return '';
  } finally {
    file?.close();
  }
}
