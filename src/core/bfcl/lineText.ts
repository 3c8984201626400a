// Lines of a text in memory (an editor's document), numbered as editors number them (a line ends at
// \n, \r\n or a lone \r), and the text of a line's bytes. No file access: the web worker host reads
// documents with it too.

export interface Line {
  /** 1-based. */
  number: number;
  text: string;
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

/**
 * Text of raw bytes; broken UTF-8 becomes U+FFFD (check with `isUtf8` first to report it). Buffer's
 * own decoding, not TextDecoder's: the same text, in half the time while V8 is still warming up.
 */
export function decodeLine(bytes: Uint8Array): string {
  return (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).toString('utf8');
}

/**
 * The text of a line up to `at`, closed by `closers` braces written over the bytes from `at` (a
 * head's last comma read as `}`, say). The line's own bytes change for a moment, so one string is
 * made and no copy of the bytes with the braces added.
 */
export function decodedCut(bytes: Uint8Array, at: number, closers: 1 | 2): string {
  const end = at + closers;
  const kept = new Uint8Array(bytes.subarray(at, end)); // a copy (Buffer's slice would be a view)
  bytes.fill(0x7d, at, end);
  try {
    return decodeLine(bytes.subarray(0, end));
  } finally {
    bytes.set(kept, at);
  }
}
