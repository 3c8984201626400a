// Which files are runs, and of which format: each format of the registry tells its files by their
// names, their content (the first 4 KB) or their place (a tau2 dir layout's simulations/<id>.json
// by the results.json beside the folder). A file no format may tell by its head is never read. The
// only place (with kindOfHead.ts) that asks which format a file is.
import { localDisk } from '../files/localDisk';
import type { FileAccess, SyncFile } from '../files/fileAccess';
import { kindOfName } from '../formats/registry';
import { HEAD_CHARS, headIsOf, kindOfNameAndHead, mayBeOwnedByHead, runFileOwning, type RunFileKind } from './kindOfHead';

export { HEAD_CHARS, type RunFileKind };

/** The kind from the path and the first 4 KB; a file its head does not tell is asked of its run file on local disk. */
function kindOnDisk(path: string, head: () => string): RunFileKind | null {
  return kindOfNameAndHead(path, head, isRunOnDisk);
}

/** The kind of a file, read through `files` (or from the text an editor holds of it). */
export async function fileKindOf(path: string, files: FileAccess, text?: string): Promise<RunFileKind | null> {
  // Told by its name, or a file no format tells by its head: nothing to read.
  if (kindOfName(path) || !mayBeOwnedByHead(path)) return kindOfNameAndHead(path, () => '', () => false);
  const head = text !== undefined ? text.slice(0, HEAD_CHARS) : await files.head(path, HEAD_CHARS);
  const byHead = kindOfNameAndHead(path, () => head, () => false);
  if (byHead) return byHead;
  const owning = runFileOwning(path);
  const runOwns = owning !== null && headIsOf(owning.kind, await files.head(owning.run, HEAD_CHARS));
  return kindOfNameAndHead(path, () => head, () => runOwns);
}

/** The kind of a document an editor holds, from its first 4 KB (`head`); a file of a run is looked at on disk. */
export function documentKind(path: string, head: () => string): RunFileKind | null {
  return kindOnDisk(path, head);
}

/** The kind of a file on local disk, with blocking reads of 4 KB (the editor asks this of every document it sees). */
export function runFileKind(path: string): RunFileKind | null {
  return kindOnDisk(path, () => headOf(path));
}

/** The run file a file belongs to when its run file tells its kind (a dir-layout simulation's results.json); null otherwise. */
export function owningRunFile(path: string): string | null {
  const owning = runFileOwning(path);
  return owning !== null && isRunOnDisk(owning.kind, owning.run) ? owning.run : null;
}

const runHeads = new Map<string, { mtimeMs: number; kind: RunFileKind; owns: boolean }>();

/** Whether the run file's head is of that kind on local disk: checked once per change of the file. */
function isRunOnDisk(kind: RunFileKind, run: string): boolean {
  const stat = localDisk().statNow(run);
  if (stat === null) return false;
  const mtimeMs = stat.mtimeMs;
  const known = runHeads.get(run);
  if (known && known.mtimeMs === mtimeMs && known.kind === kind) return known.owns;
  const owns = headIsOf(kind, headOf(run));
  runHeads.set(run, { mtimeMs, kind, owns });
  return owns;
}

function headOf(path: string): string {
  let file: SyncFile | undefined;
  try {
    file = localDisk().openNow(path);
    const buffer = Buffer.alloc(HEAD_CHARS);
    const bytes = file.read(buffer, 0, HEAD_CHARS);
    return buffer.subarray(0, bytes).toString('utf8');
  } catch {
    return '';
  } finally {
    file?.close();
  }
}
