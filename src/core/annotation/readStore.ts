// Reads the label store: the store file and the files of its writers that only write whole files
// (`<store>.d/*.jsonl`, one per window: appendThrough.ts), merged into one list. Every line checked
// with zod; a line that fails is reported with its file and number and skipped, and a last line cut
// by a crash is reported as such. The rest is always read.
import { join } from 'node:path';
import type { FileAccess, HostFiles } from '../files/fileAccess';
import { forEachTextLine } from '../files/textLinesOfChunks';
import { decisionKey, LabelDecisionSchema, type LabelDecision } from './decisionSchema';
import { writerFolderOf } from './writerFiles';

export interface StoredDecision {
  decision: LabelDecision;
  /** The file the line is in: the store, or one of its writers' files. */
  path: string;
  /** 1-based line in that file. */
  line: number;
}

export interface StoreRead {
  path: string;
  decisions: StoredDecision[];
  warnings: string[];
}

/** What reading a store needs of a file system (local disk, or vscode.workspace.fs); with `openChunks`, a store file is streamed. */
export type StoreFiles = Pick<FileAccess, 'readBytes' | 'list' | 'stat'> & Partial<Pick<HostFiles, 'openChunks'>>;

export interface StoreReadOptions {
  /**
   * Keep of each file only the latest line per key and author (what latestDecisions takes from it),
   * not its history: a store of any length is then held as one decision per item. Undo needs the
   * history; the label commands do not.
   */
  latestOnly?: boolean;
}

/**
 * The store through `files`; a missing store is an empty one. `readFile` reads each of its files
 * (storeRereads.ts keeps what it read and parses only what was appended since).
 */
export async function readStore(
  path: string,
  files: StoreFiles,
  options: StoreReadOptions = {},
  readFile: (file: string) => Promise<FileRead> = (file) => readOneFile(file, files, options),
): Promise<StoreRead> {
  const reads = [await readFile(path)];
  const folder = writerFolderOf(path);
  const entries = await files.list(folder);
  if (entries === null && (await files.stat(folder))?.kind === 'folder') {
    reads[0]!.warnings.push(`The folder ${folder} of the label store ${path} could not be read; the decisions in it were not read.`);
  }
  const writers = (entries ?? []).filter((e) => e.name.endsWith('.jsonl')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, kind } of writers) {
    // A writer's file that is no file (a named pipe would make the read wait for a writer) is not opened, and said.
    if (kind === 'file') reads.push(await readFile(join(folder, name)));
    else reads[0]!.warnings.push(notAWriterFile(join(folder, name), kind));
  }
  // mergedInTime keeps the order of a file's lines among the others' only for a file in time order:
  // one out of order (a clock set back) is read again whole, so that the merge sees it as it is.
  if (reads.length > 1) {
    for (const [i, r] of reads.entries()) if (!r.inTimeOrder) reads[i] = await readOneFile(r.path, files, {});
  }
  return { path, decisions: mergedInTime(reads.map((r) => r.decisions)), warnings: reads.flatMap((r) => r.warnings) };
}

/** `inTimeOrder`: each line's time is the one before it or later (a file kept whole says true). */
export type FileRead = StoreRead & { inTimeOrder: boolean };

export async function readOneFile(path: string, files: StoreFiles, options: StoreReadOptions): Promise<FileRead> {
  const kind = (await files.stat(path))?.kind;
  // A named pipe (or socket, device) is never opened: a read would wait for a writer.
  if (kind === 'other') return notAFile(path, kind);
  if (kind === 'file' && files.openChunks) return streamStoreFile(path, files.openChunks, options);
  let bytes: Uint8Array | null;
  try {
    bytes = await files.readBytes(path);
  } catch (e) {
    return unreadable(path, e);
  }
  if (bytes !== null) return readStoreText(new TextDecoder().decode(bytes), path, options);
  // Nothing there is an empty store; something that is no file (a named pipe, a folder) is not opened, and said.
  const now = (await files.stat(path))?.kind;
  return now === undefined || now === 'file' ? { path, decisions: [], warnings: [], inTimeOrder: true } : notAFile(path, now);
}

export function unreadable(path: string, e: unknown): FileRead {
  return { path, decisions: [], warnings: [`The label store ${path} could not be read: ${(e as Error).message}.`], inTimeOrder: true };
}

function notAFile(path: string, kind: 'folder' | 'other'): FileRead {
  const what = kind === 'folder' ? 'a folder' : 'not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing)';
  return { path, decisions: [], warnings: [`The label store ${path} could not be read: it is ${what}, so it was not opened; no decision was read from it.`], inTimeOrder: true };
}

function notAWriterFile(path: string, kind: 'folder' | 'other'): string {
  const what = kind === 'folder' ? 'a folder' : 'not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing)';
  return `${path}: this writer's file of the label store is ${what}, so it was not opened; no decision was read from it. [store-writer-not-a-file]`;
}

/** A store file read line by line: the lines as readStoreText reads them, none held longer than its own read. */
async function streamStoreFile(path: string, openChunks: HostFiles['openChunks'], options: StoreReadOptions): Promise<FileRead> {
  const lines = new StoreLines(path, options);
  try {
    const file = await openChunks(path);
    try {
      // Whether a line is the last is known only at the end: each is read once the next has come.
      let held: [string, number] | null = null;
      const { unterminated } = await forEachTextLine(file, (text, number) => {
        if (held) lines.read(held[0], held[1], false);
        held = [text, number];
      });
      const last = held as [string, number] | null;
      if (last) lines.read(last[0], last[1], unterminated);
    } finally {
      await file.close();
    }
  } catch (e) {
    return unreadable(path, e);
  }
  return lines.done();
}

/**
 * The files' decisions as one list, each file's own order kept (a file is written in the order its
 * writer decided) and the files interleaved by time: the next decision is the earliest of the files'
 * next ones, the first file first on a tie. One file is given back as it is.
 */
export function mergedInTime(lists: readonly StoredDecision[][]): StoredDecision[] {
  if (lists.length === 1) return [...lists[0]!];
  const next = lists.map(() => 0);
  const at = (i: number) => Date.parse(lists[i]![next[i]!]!.decision.time);
  const merged: StoredDecision[] = [];
  for (;;) {
    let pick = -1;
    for (let i = 0; i < lists.length; i++) {
      if (next[i]! < lists[i]!.length && (pick < 0 || at(i) < at(pick))) pick = i;
    }
    if (pick < 0) return merged;
    merged.push(lists[pick]![next[pick]!++]!);
  }
}

/** `linesBefore`: the lines of the file above `text` (what was read of it before), for the line numbers. */
export function readStoreText(text: string, path: string, options: StoreReadOptions = {}, linesBefore = 0): FileRead {
  const lines = new StoreLines(path, options);
  const split = text.split('\n');
  const cutLast = !text.endsWith('\n') && text.length > 0;
  split.forEach((raw, i) => lines.read(raw, linesBefore + i + 1, i === split.length - 1 && cutLast));
  return lines.done();
}

/** The decisions and warnings of one store file, a line at a time. */
class StoreLines {
  private readonly decisions: StoredDecision[] = [];
  private readonly warnings: string[] = [];
  /** latestOnly: the latest line per key, in the order of those lines. */
  private readonly latest: Map<string, StoredDecision> | null;
  private lastTime = -Infinity;
  private inTimeOrder = true;

  constructor(private readonly path: string, options: StoreReadOptions) {
    this.latest = options.latestOnly ? new Map() : null;
  }

  /** `cut`: the file's last line, with no \n after it. */
  read(raw: string, line: number, cut: boolean): void {
    const { path } = this;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      this.warnings.push(cut
        ? `${path}:${line}: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`
        : `${path}:${line}: not valid JSON (${(e as Error).message}); the line was skipped, the others were read.`);
      return;
    }
    const parsed = LabelDecisionSchema.safeParse(json);
    if (!parsed.success) {
      const what = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the line'}: ${issue.message}`).join('; ');
      this.warnings.push(`${path}:${line}: not a label decision (${what}); the line was skipped, the others were read.`);
      return;
    }
    const stored = { decision: parsed.data, path, line };
    const time = Date.parse(parsed.data.time);
    if (!(time >= this.lastTime)) this.inTimeOrder = false;
    this.lastTime = time;
    if (!this.latest) return void this.decisions.push(stored);
    const key = decisionKey(parsed.data);
    this.latest.delete(key);
    this.latest.set(key, stored);
  }

  done(): FileRead {
    const decisions = this.latest ? [...this.latest.values()] : this.decisions;
    return { path: this.path, decisions, warnings: this.warnings, inTimeOrder: this.inTimeOrder || !this.latest };
  }
}
