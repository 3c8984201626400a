// Reads the label store: the store file and the files of its writers that only write whole files
// (`<store>.d/*.jsonl`, one per window: appendThrough.ts), merged into one list. Every line checked
// with zod; a line that fails is reported with its file and number and skipped, and a last line cut
// by a crash is reported as such. The rest is always read.
import { join } from 'node:path';
import type { FileAccess } from '../files/fileAccess';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';
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

/** What reading a store needs of a file system (local disk, or vscode.workspace.fs). */
export type StoreFiles = Pick<FileAccess, 'readBytes' | 'list' | 'stat'>;

/** The store through `files`; a missing store is an empty one. */
export async function readStore(path: string, files: StoreFiles): Promise<StoreRead> {
  const reads = [await readOneFile(path, files)];
  const folder = writerFolderOf(path);
  const entries = await files.list(folder);
  if (entries === null && (await files.stat(folder))?.kind === 'folder') {
    reads[0]!.warnings.push(`The folder ${folder} of the label store ${path} could not be read; the decisions in it were not read.`);
  }
  const names = (entries ?? []).filter((e) => e.kind === 'file' && e.name.endsWith('.jsonl')).map((e) => e.name).sort();
  for (const name of names) reads.push(await readOneFile(join(folder, name), files));
  return { path, decisions: mergedInTime(reads.map((r) => r.decisions)), warnings: reads.flatMap((r) => r.warnings) };
}

async function readOneFile(path: string, files: StoreFiles): Promise<StoreRead> {
  let bytes: Uint8Array | null;
  try {
    bytes = await files.readBytes(path);
  } catch (e) {
    return { path, decisions: [], warnings: [`The label store ${path} could not be read: ${(e as Error).message}.`] };
  }
  if (bytes !== null) return readStoreText(new TextDecoder().decode(bytes), path);
  // Nothing there is an empty store; something that is no file (a named pipe, a folder) is not opened, and said.
  const kind = (await files.stat(path))?.kind;
  if (kind === undefined || kind === 'file') return { path, decisions: [], warnings: [] };
  const what = kind === 'folder' ? 'a folder' : 'not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing)';
  return { path, decisions: [], warnings: [`The label store ${path} could not be read: it is ${what}, so it was not opened; no decision was read from it.`] };
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

export function readStoreText(text: string, path: string): StoreRead {
  const decisions: StoredDecision[] = [];
  const warnings: string[] = [];
  const lines = text.split('\n');
  const cutLast = !text.endsWith('\n') && text.length > 0;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const last = i === lines.length - 1;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      warnings.push(last && cutLast
        ? `${path}:${line}: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`
        : `${path}:${line}: not valid JSON (${(e as Error).message}); the line was skipped, the others were read.`);
      return;
    }
    const parsed = LabelDecisionSchema.safeParse(json);
    if (!parsed.success) {
      const what = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the line'}: ${issue.message}`).join('; ');
      warnings.push(`${path}:${line}: not a label decision (${what}); the line was skipped, the others were read.`);
      return;
    }
    decisions.push({ decision: parsed.data, path, line });
  });
  return { path, decisions, warnings };
}
