// Reads one tau2 run from disk in one streaming pass: a monolithic results file (v0.x, v1.x) or the
// dir layout (results.json + simulations/<id>.json), each file scanned by runDocument.ts. A file an
// editor holds is read from its text instead (unsaved edits included). Folders and sizes come from the
// host's file access; the bytes from fileChunks.ts (streamed from local disk, or whole in the web build).
import { basename, dirname, join } from 'node:path';
import type { FolderEntry } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { openFile } from './fileChunks';
import { ReadCancelled } from '../files/readCancelled';
import { messageNoteWarnings, noMessageNotes, type MessageNotes } from './messageNotes';
import { emptyRun, readRunDocument, type DocumentOptions, type DocumentResult } from './runDocument';
import type { Tau2Run } from './types';

export interface ReadOptions extends DocumentOptions {
  /** Bytes read so far of the total (all files of the run). */
  onProgress?: (read: number, total: number) => void;
  signal?: AbortSignal;
  /** A file of the run as an editor holds it (unsaved edits included), read instead of its disk copy. */
  document?: { file: string; text: string };
  /** Read only this one simulation file of the dir layout (simulations/<id>.json), with its run's metadata. */
  onlySimulation?: string;
  /** Read with blocking calls: for the command line only, never in the editor (see readInChunks). */
  blocking?: boolean;
}

export { ReadCancelled };

/** The file an editor holds (ReadOptions.document), as the bytes of its text. */
interface HeldBytes {
  file: string;
  bytes: Buffer;
}

/**
 * The results.json of a dir-layout run, when `path` is one (tau2's _detect_format). `held`: an editor
 * holds `path`, so it is a file if anything, and its stat and the simulations/ beside it are asked at
 * once (in the web worker host each is a round trip through the window, which is busy drawing the file).
 */
export async function dirLayoutOf(path: string, held = false): Promise<{ results: string; simulations: string } | null> {
  const beside = join(path, '..', 'simulations');
  const [s, besideStat] = held ? await Promise.all([hostFiles.stat(path), hostFiles.stat(beside)]) : [await hostFiles.stat(path), undefined];
  if (!s) return null;
  const results = s.kind === 'folder' ? join(path, 'results.json') : path;
  const simulations = s.kind === 'folder' ? join(path, 'simulations') : beside;
  const dir = s.kind !== 'folder' && besideStat !== undefined ? besideStat : await hostFiles.stat(simulations);
  return dir?.kind === 'folder' ? { results, simulations } : null;
}

/**
 * The run a simulation file of the dir layout belongs to: `<run>/simulations/<id>.json` beside
 * `<run>/results.json`. Null when `file` is not in such a place.
 */
export async function runOfSimulationFile(file: string): Promise<string | null> {
  const folder = dirname(file);
  if (basename(folder) !== 'simulations' || !file.endsWith('.json')) return null;
  const results = join(dirname(folder), 'results.json');
  return (await hostFiles.stat(results))?.kind === 'file' ? results : null;
}

export async function readTau2Run(path: string, options: ReadOptions = {}): Promise<Tau2Run> {
  const dir = await dirLayoutOf(path, options.document?.file === path);
  const run = emptyRun(dir ? dir.results : path, dir ? 'dir' : 'monolithic');
  const entries = dir ? (await simulationEntries(dir.simulations)).filter((e) => e.name.endsWith('.json')) : [];
  const all = entries.filter((e) => e.kind === 'file').map((e) => e.name).sort();
  const simFiles = options.onlySimulation ? all.filter((f) => join(dir!.simulations, f) === options.onlySimulation) : all;
  // The file an editor holds is read from its text's bytes, encoded once: their count is its size (no stat).
  const held = options.document ? { file: options.document.file, bytes: Buffer.from(options.document.text, 'utf8') } : null;
  const sizeOf = (f: string) => (f === held?.file ? Promise.resolve(held.bytes.length) : hostFiles.stat(f).then((s) => s?.size ?? 0));
  const sizes = await Promise.all([run.file, ...simFiles.map((f) => join(dir!.simulations, f))].map(sizeOf));
  const progress = { read: 0, total: sizes.reduce((a, b) => a + b, 0) };

  const notes = noMessageNotes();
  const header = await readDocument(run, run.file, 'results', options, progress, notes, held);
  if (!header.isTau2) {
    run.isTau2 = false;
    return run;
  }
  if (dir) {
    const index = header.simulationIndex;
    if (index && !options.onlySimulation) {
      const stems = new Set(simFiles.map((f) => basename(f, '.json')));
      const ids = new Set(index.map((e) => e.id));
      const missing = [...ids].filter((id) => !stems.has(id));
      const extra = [...stems].filter((id) => !ids.has(id));
      if (missing.length || extra.length) {
        run.warnings.push(`The simulation_index of ${run.file} and the files in ${dir.simulations} disagree (${missing.length} listed but missing, ${extra.length} not listed); tau2 itself would refuse to load this run. Every file present was read.`);
      }
    }
    for (const e of entries) if (e.kind !== 'file' && !options.onlySimulation) notAFileEntry(run, join(dir.simulations, e.name), e.kind);
    for (const f of simFiles) await readSimulationFile(run, join(dir.simulations, f), options, progress, notes, held);
  }
  run.warnings.push(...messageNoteWarnings(notes, run.file));
  return run;
}

/** The entries of a dir layout's simulations/ folder; throws when it cannot be read, as a run without them is no run. */
async function simulationEntries(folder: string): Promise<FolderEntry[]> {
  const entries = await hostFiles.list(folder);
  if (entries === null) throw new Error(`The simulations folder ${folder} could not be read.`);
  return entries;
}

/**
 * simulations/<id>.json that is no file (a folder, a link in a loop or to nothing, a pipe): said at
 * its path and never opened (opening a pipe waits for a writer); the other simulations are read.
 */
function notAFileEntry(run: Tau2Run, path: string, kind: FolderEntry['kind']): void {
  const what = kind === 'folder' ? 'a folder' : 'not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing)';
  run.problems.push({ file: path, line: 1, column: 1, message: `This simulation entry is ${what}, so it was not opened and was left out. The other simulations were read.` });
}

/** One simulations/<id>.json; one that cannot be opened after all (gone, replaced, no right to read it) is said at its path. */
async function readSimulationFile(run: Tau2Run, path: string, options: ReadOptions, progress: { read: number; total: number }, notes: MessageNotes, held: HeldBytes | null): Promise<void> {
  try {
    await readDocument(run, path, 'simulation', options, progress, notes, held);
  } catch (e) {
    if (e instanceof ReadCancelled) throw e;
    run.problems.push({ file: path, line: 1, column: 1, message: `This simulation file could not be read: ${(e as Error).message}. It was left out; the other simulations were read.` });
  }
}

/** One file of the run, from the bytes of the editor's text when it holds it, else from disk, with its progress. */
async function readDocument(
  run: Tau2Run, file: string, kind: 'results' | 'simulation', options: ReadOptions, progress: { read: number; total: number }, notes: MessageNotes, held: HeldBytes | null,
): Promise<DocumentResult> {
  const bytes = held?.file === file ? held.bytes : undefined;
  const handle = bytes === undefined ? await openFile(file) : null;
  try {
    return await readRunDocument(run, file, kind, options, notes, async (push) => {
      if (bytes !== undefined) {
        push(bytes);
        progress.read += bytes.length;
        options.onProgress?.(progress.read, Math.max(progress.total, progress.read));
      }
      if (options.signal?.aborted) throw new ReadCancelled();
      if (handle) {
        await handle.chunks((chunk) => {
          push(chunk);
          progress.read += chunk.length;
          options.onProgress?.(progress.read, progress.total);
        }, options.signal, options.blocking);
      }
    });
  } finally {
    await handle?.close();
  }
}
