// Lines of a JSON Lines file, from memory or streamed from disk, numbered as editors number them
// (a line ends at \n, \r\n or a lone \r). Streaming hands over raw bytes, so a reader decodes only
// the part of a line it needs; memory stays near one line, whatever the file size.
import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import { ReadCancelled } from '../readCancelled';

export interface Line {
  /** 1-based. */
  number: number;
  text: string;
}

export interface RawLine {
  number: number;
  bytes: Buffer;
}

/** Something wrong with the file as a whole, before any line is read. */
export class UnreadableFile extends Error {}

const LINE_BREAK = /\r\n|\r|\n/;

export function* linesOfText(text: string): Generator<Line> {
  let number = 0;
  let pos = 0;
  while (pos <= text.length) {
    const rest = text.indexOf('\n', pos);
    const end = rest < 0 ? text.length : rest;
    let chunk = text.slice(pos, end);
    if (chunk.endsWith('\r')) chunk = chunk.slice(0, -1);
    if (chunk.includes('\r')) {
      for (const piece of chunk.split(LINE_BREAK)) yield { number: ++number, text: piece };
    } else if (rest >= 0 || chunk.length > 0) {
      yield { number: ++number, text: chunk };
    }
    if (rest < 0) break;
    pos = rest + 1;
  }
}

/** Who follows a streamed read: the bytes of each chunk as it is read, and a way to stop it. */
export interface StreamWatch {
  onBytes?: (bytes: number) => void;
  /** Aborted: the read stops before its next chunk with ReadCancelled. */
  signal?: AbortSignal;
}

/**
 * Streams the raw lines of a file, cut at 0x0A (UTF-8 never puts that byte inside a character).
 * A lone \r inside a line also ends a line, as in editors; such lines are rare and split here.
 */
export async function forEachRawLine(path: string, onLine: (line: RawLine) => void, watch: StreamWatch = {}): Promise<void> {
  let number = 0;
  let pending: Buffer[] = [];
  let first = true;
  const emit = (bytes: Buffer): void => {
    if (number === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    if (bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, -1);
    if (!bytes.includes(0x0d)) {
      onLine({ number: ++number, bytes });
      return;
    }
    let start = 0;
    for (let cr = bytes.indexOf(0x0d); cr >= 0; cr = bytes.indexOf(0x0d, start)) {
      onLine({ number: ++number, bytes: bytes.subarray(start, cr) });
      start = cr + 1;
    }
    onLine({ number: ++number, bytes: bytes.subarray(start) });
  };

  // Two buffers, read ahead: while the lines of one are handed over (as views into it, used before
  // it is refilled), the next chunk is already being read into the other, so reading and scanning
  // overlap instead of taking turns.
  const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
  const file = await open(path, 'r');
  let ahead: Promise<{ bytesRead: number }> = file.read(buffers[0]!, 0, CHUNK, null);
  try {
    for (let next = 0; ; next ^= 1) {
      const { bytesRead } = await ahead;
      if (bytesRead === 0) break;
      if (watch.signal?.aborted) throw new ReadCancelled();
      watch.onBytes?.(bytesRead);
      const chunk = buffers[next]!.subarray(0, bytesRead);
      // Read on until a read returns nothing: a short read need not be the end (a growing file, a pipe).
      ahead = file.read(buffers[next ^ 1]!, 0, CHUNK, null);
      if (first) {
        first = false;
        if (chunk.subarray(0, 8192).includes(0)) {
          throw new UnreadableFile('This looks like a binary file (it holds NUL bytes), not a BFCL JSON Lines file; nothing was read.');
        }
      }
      let pos = 0;
      for (let nl = chunk.indexOf(10, pos); nl >= 0; nl = chunk.indexOf(10, pos)) {
        const piece = chunk.subarray(pos, nl);
        emit(pending.length ? Buffer.concat([...pending, piece]) : piece);
        pending = [];
        pos = nl + 1;
      }
      // The next read ahead refills this buffer: keep a copy of the unfinished line.
      if (pos < chunk.length) pending.push(Buffer.from(chunk.subarray(pos)));
    }
  } finally {
    // A read still under way (the caller threw) must finish before the file is closed.
    await ahead.catch(() => undefined);
    await file.close();
  }
  if (pending.length) emit(Buffer.concat(pending));
}

/** Bytes per read; two such buffers are in use at a time. */
const CHUNK = 1 << 20;

const utf8 = new TextDecoder('utf-8');

/** Text of raw bytes; broken UTF-8 becomes U+FFFD (check with `isUtf8` first to report it). */
export function decodeLine(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

export { isUtf8 };
