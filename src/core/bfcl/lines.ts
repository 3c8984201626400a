// Lines of a JSON Lines file, from memory or streamed from disk, numbered as editors number them
// (a line ends at \n, \r\n or a lone \r). Streaming keeps memory near one line, whatever the file size.
import { createReadStream } from 'node:fs';

export interface Line {
  /** 1-based. */
  number: number;
  text: string;
}

/** Something wrong with the file as a whole or with a line's bytes, before any JSON is read. */
export interface LineTrouble {
  line: number;
  message: string;
  /** True when reading stopped here (e.g. a binary file). */
  fatal: boolean;
}

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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Streams the lines of a file. Lines are cut at the byte level (UTF-8 never puts 0x0A inside a
 * character), so each line is decoded once, strictly, and a line with invalid bytes is reported.
 */
export async function forEachLineOfFile(
  path: string,
  onLine: (line: Line) => void,
  onTrouble: (trouble: LineTrouble) => void,
): Promise<void> {
  let number = 0;
  let pending: Buffer[] = [];
  let first = true;
  let stopped = false;

  const emit = (bytes: Buffer): void => {
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      text = lenientUtf8.decode(bytes);
      onTrouble({ line: number + 1, message: 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.', fatal: false });
    }
    if (number === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    for (const piece of text.includes('\r') ? text.split(LINE_BREAK) : [text]) onLine({ number: ++number, text: piece });
  };

  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (first) {
      first = false;
      if (chunk.subarray(0, 8192).includes(0)) {
        onTrouble({ line: 1, message: 'This looks like a binary file (it holds NUL bytes), not a BFCL JSON Lines file; nothing was read.', fatal: true });
        stopped = true;
        stream.destroy();
        break;
      }
    }
    let pos = 0;
    for (let nl = chunk.indexOf(10, pos); nl >= 0; nl = chunk.indexOf(10, pos)) {
      const piece = chunk.subarray(pos, nl);
      emit(pending.length ? Buffer.concat([...pending, piece]) : piece);
      pending = [];
      pos = nl + 1;
    }
    if (pos < chunk.length) pending.push(chunk.subarray(pos));
  }
  if (!stopped && pending.length) emit(Buffer.concat(pending));
}
