// Appends one decision on a file system that can only write whole files (vscode.workspace.fs: a
// virtual workspace, github.dev): read, add the line, write, read again. Another writer may have
// written in between (another window, a pull); the store is append-only, so what is merged is
// simply both: a store changed since it was read is read again before writing, and a decision that
// another writer's whole-file write took away is appended again. Nothing is reported saved before
// the store read back holds it. Windows that decide in turn lose nothing; two writes at the very same
// moment could still lose the first one's line after it was read back, as workspace.fs has no
// compare-and-swap (local disk takes the O_APPEND path, appendDecision.ts, which has no such gap).
import { sameBytes } from '../text/sameBytes';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';

/** What the store needs of a file system without append; paths are the store's own. */
export interface WholeFileAccess {
  /** The file's bytes; null when there is no such file. */
  readBytes(path: string): Promise<Uint8Array | null>;
  /** Replaces the file's bytes, making its folder first when there is none. */
  writeBytes(path: string, bytes: Uint8Array): Promise<void>;
}

/** Rounds of read, write and read back before giving up on a store that keeps changing. */
const ATTEMPTS = 5;

export async function appendDecisionThrough(files: WholeFileAccess, storePath: string, decision: LabelDecision): Promise<void> {
  // Never write what we would refuse to read back.
  const line = `${JSON.stringify(LabelDecisionSchema.parse(decision))}\n`;
  const encoded = new TextEncoder().encode(line);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = (await files.readBytes(storePath)) ?? new Uint8Array(0);
    if (holdsLine(before, encoded)) return;
    const next = withLine(before, encoded);
    // Read again just before writing: what another writer added since is kept, not written over.
    const now = (await files.readBytes(storePath)) ?? new Uint8Array(0);
    if (!sameBytes(now, before)) continue;
    await files.writeBytes(storePath, next);
    // Another writer that read before our write may have written its own copy over it: ours goes again.
    if (holdsLine((await files.readBytes(storePath)) ?? new Uint8Array(0), encoded)) return;
  }
  throw new Error(`The label store ${storePath} changed while the decision was written, ${ATTEMPTS} times in a row; the decision was not saved. Try again.`);
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
