// Appends decisions on a file system that can only write whole files (vscode.workspace.fs: the web
// worker host, a virtual workspace), losing none. Such a file system has no append and no
// compare-and-swap, so two windows that read, add and write the same file can write over each other's
// line. So no two writers share a file: each window (one WholeFileAppender, with an id no other
// window gets) writes only its own file beside the store, `<store>.d/<author>-<writer>.jsonl`
// (writerFiles.ts), and runs its own appends one after another. Between its read and its write nobody
// else writes that file, so the write holds every line it held before plus the new one; the store and
// every other writer's file are never written here. Readers merge them all (readStore.ts). The local
// disk takes the O_APPEND path instead (appendDecision.ts), to the store itself.
import type { FileAccess } from '../files/fileAccess';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';
import { writerFileOf } from './writerFiles';

/** What the appender needs of a file system without append; paths are the store's own. */
export type WholeFileAccess = Pick<FileAccess, 'readBytes' | 'writeBytes'>;

export class WholeFileAppender {
  /** The appends so far, one after another: a step of one never falls between the steps of another. */
  private queue: Promise<unknown> = Promise.resolve();

  /** `writer`: this window's id (newWriterId), never another window's. */
  constructor(private readonly files: WholeFileAccess, private readonly writer: string) {}

  /** Appends after this writer's earlier appends; resolves with the file written once it reads back with the line. */
  append(store: string, decision: LabelDecision): Promise<string> {
    const done = this.queue.then(() => this.appendNow(store, decision));
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async appendNow(store: string, decision: LabelDecision): Promise<string> {
    // Never write what we would refuse to read back.
    const line = new TextEncoder().encode(`${JSON.stringify(LabelDecisionSchema.parse(decision))}\n`);
    const own = writerFileOf(store, decision.author, this.writer);
    const before = (await this.files.readBytes(own)) ?? new Uint8Array(0);
    await this.files.writeBytes(own, withLine(before, line));
    // Only another program (a sync, a pull) writes this file besides us: saying "saved" waits for the line on disk.
    const after = (await this.files.readBytes(own)) ?? new Uint8Array(0);
    if (!holdsLine(after, line)) throw new Error(`${own} did not hold the decision when read back (another program wrote it meanwhile); the decision was not saved. Try again.`);
    return own;
  }
}

/** `store` with `line` at its end; a store cut mid-line (a crash) gets a newline first, so the decision stays whole. */
export function withLine(store: Uint8Array, line: Uint8Array): Uint8Array {
  const cut = store.length > 0 && store[store.length - 1] !== 0x0a;
  const out = new Uint8Array(store.length + (cut ? 1 : 0) + line.length);
  out.set(store, 0);
  if (cut) out[store.length] = 0x0a;
  out.set(line, out.length - line.length);
  return out;
}

/** Whether `store` holds `line` (newline-terminated) as one of its lines. */
function holdsLine(store: Uint8Array, line: Uint8Array): boolean {
  for (let start = 0; start + line.length <= store.length;) {
    let i = 0;
    while (i < line.length && store[start + i] === line[i]) i++;
    if (i === line.length) return true;
    const end = store.indexOf(0x0a, start);
    if (end < 0) return false;
    start = end + 1;
  }
  return false;
}
