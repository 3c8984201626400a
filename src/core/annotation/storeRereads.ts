// The label store read again after each change, parsing only what was appended. The editor reads its
// store again after every decision (its own, another window's, the command line's); a store of a few
// thousand decisions took 40-120 ms to parse each time, once per key. A store's files only grow (every
// writer appends a line, nothing is ever rewritten), so a file whose bytes start with every byte of its
// last read keeps that read's decisions and parses the rest; any other file (shorter, changed, its last
// line cut) is read whole. The answer is readStore's, byte for byte, at every step.
import type { FileStamp } from '../files/fileAccess';
import { sameStamp } from '../files/fileStamp';
import type { StoredDecision, StoreFiles, StoreRead, FileRead } from './readStore';
import { readOneFile, readStore, readStoreText, unreadable } from './readStore';

/** One file as last read to a line's end: its bytes, and what they gave. */
interface KeptFile extends FileStamp {
  bytes: Uint8Array;
  lines: number;
  decisions: StoredDecision[];
  warnings: string[];
}

export class StoreRereads {
  private readonly kept = new Map<string, KeptFile>();

  constructor(private readonly files: StoreFiles) {}

  /** The store as readStore reads it (every decision, in time order across its files). */
  read(store: string): Promise<StoreRead> {
    return readStore(store, this.files, {}, (file) => this.readFile(file));
  }

  private async readFile(path: string): Promise<FileRead> {
    // Only a regular file is read here; a missing one, a folder or a named pipe is said as readStore says it.
    const stat = await this.files.stat(path);
    if (stat?.kind !== 'file') {
      this.kept.delete(path);
      return readOneFile(path, this.files, {});
    }
    const before = this.kept.get(path);
    // Same size and time of change: the file as read (as the decision store keeps a result file's sha256).
    if (before && sameStamp(before, stat)) return copyOf(path, before);
    let bytes: Uint8Array | null;
    try {
      bytes = await this.files.readBytes(path);
    } catch (e) {
      this.kept.delete(path);
      return unreadable(path, e);
    }
    if (bytes === null) {
      this.kept.delete(path);
      return readOneFile(path, this.files, {});
    }
    const from = before && startsWith(bytes, before.bytes) ? before : null;
    // A BOM is dropped at the file's start only, as a whole read drops it.
    const text = new TextDecoder('utf-8', { ignoreBOM: from !== null }).decode(from ? bytes.subarray(from.bytes.length) : bytes);
    const added = readStoreText(text, path, {}, from?.lines ?? 0);
    const read: FileRead = from
      ? { path, decisions: [...from.decisions, ...added.decisions], warnings: [...from.warnings, ...added.warnings], inTimeOrder: true }
      : added;
    // A last line without its \n may still be being written: such a file is read whole next time.
    if (text === '' || text.endsWith('\n')) {
      const kept = { size: stat.size, mtimeMs: stat.mtimeMs, bytes, lines: (from?.lines ?? 0) + countNewlines(text), decisions: read.decisions, warnings: read.warnings };
      this.kept.set(path, kept);
      return copyOf(path, kept);
    }
    this.kept.delete(path);
    return read;
  }
}

/** readStore adds the store's own warnings to its first file's: not to the ones kept here. */
function copyOf(path: string, kept: KeptFile): FileRead {
  return { path, decisions: kept.decisions, warnings: [...kept.warnings], inTimeOrder: true };
}

function startsWith(bytes: Uint8Array, start: Uint8Array): boolean {
  if (bytes.length < start.length) return false;
  for (let i = 0; i < start.length; i++) if (bytes[i] !== start[i]) return false;
  return true;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
}
