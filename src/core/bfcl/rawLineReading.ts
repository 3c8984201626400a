// How a streamed line is read: exactly where it matters, cheaply where it does not. By default the
// whole line gets the byte-level shape check (closedObjectShape) and only its head is decoded and
// parsed exactly, up to the members the reader needs; `strict` parses every line whole, exactly as
// Python's json.loads would. A line that fails the cheap check is always parsed whole, so its error
// is reported with Python's message and the right column.
import { decodeHead, decodeLine, isUtf8, type RawLine } from './lines';
import { closedObjectShape } from './lineShape';
import { isBlank, type ProblemList } from './problems';

/** Reads one line's text; `headOnly` means the text may be a prefix and the scan may stop early. */
export type LineReader<T> = (text: string, headOnly: boolean) => { ok: true; value: T } | { ok: false; column: number; message: string };

// Enough for `id` and `result` of nearly every line; a longer head is decoded whole instead.
const HEAD_BYTES = 8 * 1024;

export function readRawLine<T>(raw: RawLine, read: LineReader<T>, problems: ProblemList, strict: boolean): T | null {
  const { bytes, number } = raw;
  const report = (outcome: ReturnType<LineReader<T>>): T | null => {
    if (outcome.ok) return outcome.value;
    problems.lineUnreadable(number, outcome.column, outcome.message);
    return null;
  };
  if (!isUtf8(bytes)) problems.add(number, 1, 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.');

  if (strict || closedObjectShape(bytes) !== -1) {
    const text = decodeLine(bytes);
    return isBlank(text) ? null : report(read(text, false));
  }
  if (bytes.length <= HEAD_BYTES) return report(read(decodeLine(bytes), true));
  const fromHead = read(decodeHead(bytes, HEAD_BYTES), true);
  return fromHead.ok ? fromHead.value : report(read(decodeLine(bytes), true));
}
