// Lines of a JSON Lines file streamed from disk, numbered as editors number them (a line ends at \n,
// \r\n or a lone \r; lineText.ts does the same for a text in memory). Streaming hands over raw bytes,
// so a reader decodes only the part of a line it needs; memory stays near one line, whatever the file size.
import { isUtf8 } from 'node:buffer';
import { hostFiles } from '../files/hostFiles';
import { localDisk } from '../files/localDisk';
import { lineBuffer } from './lineShape';

export interface RawLine {
  number: number;
  bytes: Buffer;
}

/** Who follows a streamed read: the bytes of each chunk as it is read, and a way to stop it. */
export interface StreamWatch {
  onBytes?: (bytes: number) => void;
  /** Aborted: the read stops before its next chunk with ReadCancelled. */
  signal?: AbortSignal;
}

/**
 * Cuts the bytes of a file into raw lines at 0x0A (UTF-8 never puts that byte inside a character). A
 * lone \r inside a line also ends a line, as in editors; such lines are rare and split here. A line is
 * handed over as a view into the buffer it was read into, to be used before that buffer is refilled.
 * A NUL byte is no reason to drop a file: the line holding it fails as json.loads fails it (with its
 * column), and the other lines are read, as the reference reads them.
 */
class LineCutter {
  private number = 0;

  constructor(private readonly onLine: (line: RawLine) => void) {}

  /** Hands over the lines that end in `bytes` (the first starts at 0, and no \n comes before `from`); returns where the unfinished rest starts. */
  complete(bytes: Buffer, from = 0): number {
    let pos = 0;
    for (let nl = bytes.indexOf(10, from); nl >= 0; nl = bytes.indexOf(10, pos)) {
      this.emit(bytes.subarray(pos, nl));
      pos = nl + 1;
    }
    return pos;
  }

  /** One line (without its \n). */
  emit(bytes: Buffer): void {
    if (this.number === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    if (bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, -1);
    if (!bytes.includes(0x0d)) {
      this.onLine({ number: ++this.number, bytes });
      return;
    }
    let start = 0;
    for (let cr = bytes.indexOf(0x0d); cr >= 0; cr = bytes.indexOf(0x0d, start)) {
      this.onLine({ number: ++this.number, bytes: bytes.subarray(start, cr) });
      start = cr + 1;
    }
    this.onLine({ number: ++this.number, bytes: bytes.subarray(start) });
  }
}

/** Streams the raw lines of a file without blocking: for the editor, which must stay responsive. */
export async function forEachRawLine(path: string, onLine: (line: RawLine) => void, watch: StreamWatch = {}): Promise<void> {
  const cutter = new LineCutter(onLine);
  // The host reads the next chunk while the lines of one are handed over (chunkedRead.ts), and refills
  // a chunk's buffer after next: the unfinished end of a chunk is copied.
  let pending: Buffer[] = [];
  const file = await hostFiles.openChunks(path);
  try {
    await file.chunks((chunk) => {
      watch.onBytes?.(chunk.length);
      let pos = 0;
      if (pending.length) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          pending.push(Buffer.from(chunk));
          return;
        }
        cutter.emit(Buffer.concat([...pending, chunk.subarray(0, nl)]));
        pending = [];
        pos = nl + 1;
      }
      pos += cutter.complete(chunk.subarray(pos));
      if (pos < chunk.length) pending.push(Buffer.from(chunk.subarray(pos)));
    }, watch.signal);
  } finally {
    await file.close();
  }
  if (pending.length) cutter.emit(Buffer.concat(pending));
}

/**
 * The same lines, read with blocking reads: for a thread that has nothing else to do (the command
 * line, a reading worker), where a read from the page cache is a copy and waiting on the thread pool
 * for it costs more than the copy. One buffer (lineBuffer, in the memory of the shape check, which
 * reads the lines where they lie), reused from file to file: the unfinished end of a chunk
 * moves to its start and the next read goes after it; a line longer than the buffer gets a larger one.
 */
export function forEachRawLineSync(path: string, onLine: (line: RawLine) => void): void {
  const cutter = new LineCutter(onLine);
  let buffer = lineBuffer();
  let kept = 0;
  const file = localDisk().openNow(path);
  try {
    for (;;) {
      if (kept === buffer.length) buffer = Buffer.concat([buffer], 2 * buffer.length);
      const bytesRead = file.read(buffer, kept, buffer.length - kept);
      if (bytesRead === 0) break;
      const end = kept + bytesRead;
      const rest = cutter.complete(buffer.subarray(0, end), kept);
      buffer.copyWithin(0, rest, end);
      kept = end - rest;
    }
  } finally {
    file.close();
  }
  if (kept) cutter.emit(buffer.subarray(0, kept));
}

export { isUtf8 };
