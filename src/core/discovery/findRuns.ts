// Every run under the folders a view shows (the workspace's folders and calibrationLens.runFolders, or
// the folders the summary was opened on), found one way for the tree, the Review view and the panel:
// each format of the registry keeps its files (BFCL's by name, tau2's by content), may leave a folder
// alone, and says which runs the files it kept make (its adapter's discovery). Where the walk stops (a folder too deep, one of thrown-away runs, node_modules) it
// says so once, with the folder. Pure: no vscode; every file is reached through a FileAccess (local
// disk, or vscode.workspace.fs in the web build and on virtual workspaces). The walk looks ahead: each
// folder's subfolders are listed and its files sniffed side by side, a few at a time (in the web worker
// host each is a round trip through the window), and the walk itself takes their answers in its own
// order, so what it finds and says is the same as one listing after another would give.
import { dirname, join, resolve } from 'node:path';
import type { FormatAdapter, FoundRun, RunFileKind } from '../document/formatAdapter';
import type { FileAccess, FolderEntry } from '../files/fileAccess';
import { filesFewAtOnce } from '../files/fewAtOnce';
import { hostFiles } from '../files/hostFiles';
import { onePass } from '../files/onePass';
import { formats } from '../formats/registry';

/** Folders below a root searched; deep enough for tau2's src/experiments/eval/data/<run>/<provider>/ inside a clone. */
export const MAX_DEPTH = 12;

/** Listings and sniffs under way at once while the walk looks ahead. */
const LOOK_AHEAD_SLOTS = 8;

export interface FoundRuns {
  /** Every run, format by format in the registry's order, each format's in the order it shows them. */
  runs: FoundRun[];
  /** Where the walk stopped or what it skipped, one sentence per folder. */
  notes: string[];
}

interface Walk {
  files: FileAccess;
  /** Each format's files kept, by path: its kind and the root it was first found under. */
  kept: Map<FormatAdapter, Map<string, { kind: RunFileKind; origin: number }>>;
  notes: string[];
  seen: Set<string>;
  /** The folders the look-ahead has listed, by real path (a link cycle is listed once). */
  ahead: Set<string>;
  /** Each folder's real path, asked once for the walk and its look-ahead together. */
  realPaths: Map<string, Promise<string>>;
}

/** `files`: the file system the roots are on (the host's by default). */
export async function findRuns(roots: readonly string[], files: FileAccess = hostFiles): Promise<FoundRuns> {
  // Each path listed, stat'ed and sniffed once for the walk and its look-ahead together.
  const walk: Walk = { files: onePass(filesFewAtOnce(files, LOOK_AHEAD_SLOTS)), kept: new Map(formats().map((f) => [f, new Map()])), notes: [], seen: new Set(), ahead: new Set(), realPaths: new Map() };
  for (const [origin, root] of roots.entries()) {
    const path = resolve(root);
    const s = await walk.files.stat(path);
    if (!s) walk.notes.push(`${root} does not exist, so no runs were looked for there.`);
    // A file named on its own may be a run by its content, whatever its name.
    else if (s.kind === 'file') await visitFile(walk, path, origin, true);
    // Neither a file nor a folder (a broken link, a device): an empty folder, as the walk always took it.
    else {
      lookAhead(walk, path, 0);
      await visitFolder(walk, path, 0, origin);
    }
  }
  const runs: FoundRun[] = [];
  const notes = [...walk.notes];
  for (const [format, kept] of walk.kept) {
    const found = await format.discovery.runsAmong({ files, kept });
    runs.push(...found.runs);
    notes.push(...found.notes);
  }
  return { runs, notes };
}

/** The first format that keeps the file keeps it, with the first root it was found under. */
async function visitFile(walk: Walk, path: string, origin: number, named: boolean): Promise<void> {
  for (const [format, kept] of walk.kept) {
    if (kept.has(path)) return;
    const kind = await format.discovery.keeps(path, walk.files, named);
    if (kind) {
      kept.set(path, { kind, origin });
      return;
    }
  }
}

async function visitFolder(walk: Walk, folder: string, depth: number, origin: number): Promise<void> {
  // A folder reached twice (two roots, a link) is searched once; this also ends link cycles.
  const real = await realFolder(walk, folder);
  if (walk.seen.has(real)) return;
  walk.seen.add(real);
  const entries = await entriesOf(walk, folder);
  for (const e of entries) {
    const full = join(folder, e.name);
    if (e.kind === 'file') await visitFile(walk, full, origin, false);
    const fate = subfolderFate(walk, folder, e, entries, depth);
    if (fate === SEARCHED) await visitFolder(walk, full, depth + 1, origin);
    else if (fate) walk.notes.push(fate);
  }
}

function realFolder(walk: Walk, folder: string): Promise<string> {
  let real = walk.realPaths.get(folder);
  if (!real) walk.realPaths.set(folder, (real = hostFiles.realFolder(folder)));
  return real;
}

/** A folder's entries by name (none when it cannot be listed). */
async function entriesOf(walk: Walk, folder: string): Promise<FolderEntry[]> {
  const entries = (await walk.files.list(folder)) ?? [];
  return [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const SEARCHED = Symbol('searched');

/** Whether the walk goes into an entry of `folder`: SEARCHED, or the note why not ('' for none: a file, a hidden folder, one a format leaves alone silently). */
function subfolderFate(walk: Walk, folder: string, e: FolderEntry, entries: readonly FolderEntry[], depth: number): typeof SEARCHED | string {
  if (e.kind !== 'folder' || e.name.startsWith('.')) return '';
  const full = join(folder, e.name);
  const skipped = skipNote(walk, folder, e.name, entries);
  if (skipped !== null) return skipped;
  if (e.name === 'node_modules') return `${full} was not searched (node_modules).`;
  if (depth + 1 > MAX_DEPTH) return `${full} was not searched: it is more than ${MAX_DEPTH} folders below ${rootOf(folder, depth)}. Add it to calibrationLens.runFolders (or open it) to see its runs.`;
  return SEARCHED;
}

/**
 * Asks ahead of the walk what it will ask under `folder`: the listings of the folders it will search
 * and each format's look at their files, started side by side (walk.files keeps the answers for the
 * walk). Nothing is decided here; a failure is the walk's to meet when it asks the same.
 */
function lookAhead(walk: Walk, folder: string, depth: number): void {
  void (async () => {
    const real = await realFolder(walk, folder);
    if (walk.ahead.has(real)) return;
    walk.ahead.add(real);
    const entries = await entriesOf(walk, folder);
    for (const e of entries) {
      if (e.kind === 'file') void sniff(walk, join(folder, e.name)).catch(() => undefined);
      if (subfolderFate(walk, folder, e, entries, depth) === SEARCHED) lookAhead(walk, join(folder, e.name), depth + 1);
    }
  })().catch(() => undefined);
}

/** Each format's look at a file found by the walk, in the registry's order, up to the first that keeps it. */
async function sniff(walk: Walk, path: string): Promise<void> {
  for (const format of walk.kept.keys()) if (await format.discovery.keeps(path, walk.files, false)) return;
}

/** Whether a format leaves the subfolder alone ('' silently, else the note why); null: it is searched. */
function skipNote(walk: Walk, folder: string, name: string, entries: Parameters<FormatAdapter['discovery']['skipsFolder']>[2]): string | null {
  for (const format of walk.kept.keys()) {
    const note = format.discovery.skipsFolder(folder, name, entries);
    if (note !== null) return note;
  }
  return null;
}

function rootOf(folder: string, depth: number): string {
  let root = folder;
  for (let i = 0; i < depth; i++) root = dirname(root);
  return root;
}
