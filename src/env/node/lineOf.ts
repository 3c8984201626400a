// The text lines of a file on local disk, streamed (only the lines up to the one wanted pass through
// memory; a 20 MB file is never held whole), split as Node's readline splits them.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Each line's text, in order; throws as opening the file does. */
export async function* textLines(path: string): AsyncGenerator<string> {
  const stream = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    yield* lines;
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** The text of 1-based `line`, or null when the file is shorter (for files VS Code does not hand to extensions, over 50 MB). */
export async function lineOf(path: string, line: number): Promise<string | null> {
  let n = 0;
  for await (const text of textLines(path)) {
    if (++n === line) return text;
  }
  return null;
}
