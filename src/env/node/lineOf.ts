// One line of a file on local disk, for files VS Code does not hand to extensions (over 50 MB):
// streamed, so only the lines up to the wanted one pass through memory.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** The text of 1-based `line`, or null when the file is shorter. */
export async function lineOf(path: string, line: number): Promise<string | null> {
  const stream = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const text of lines) {
      if (++n === line) return text;
    }
    return null;
  } finally {
    lines.close();
    stream.destroy();
  }
}
