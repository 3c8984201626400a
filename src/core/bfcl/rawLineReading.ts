// How a streamed line is read: exactly where it matters, cheaply where it does not. By default the
// whole line gets the byte-level shape check (closedObjectShape) and only its first members are
// decoded and parsed exactly, as far as the reader needs (BFCL writes `id` and `result` first);
// `strict` parses every line whole, exactly as Python's json.loads would. A line that fails the cheap
// check is always parsed whole, so its error is reported with Python's message and the right column.
import { decodeLine, isUtf8, type RawLine } from './lines';
import { closedObjectShape } from './lineShape';
import { isBlank, type ProblemList } from './problems';

/** Reads one line's text; `headOnly` means the text may be a prefix and the scan may stop early. */
export type LineReader<T> = (text: string, headOnly: boolean) => { ok: true; value: T } | { ok: false; column: number; message: string };

// Enough for `id` and `result` of nearly every line; a longer head is decoded whole instead.
/** How many top-level members to decode before giving up on the head and decoding the whole line. */
const HEAD_MEMBERS = [2, 5];

export function readRawLine<T>(raw: RawLine, read: LineReader<T>, problems: ProblemList, strict: boolean): T | null {
  const { bytes, number } = raw;
  const report = (outcome: ReturnType<LineReader<T>>): T | null => {
    if (outcome.ok) return outcome.value;
    problems.lineUnreadable(number, outcome.column, outcome.message);
    return null;
  };
  if (!isUtf8(bytes)) problems.add(number, 1, 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.');

  const memberEnds: number[] = [];
  if (strict || closedObjectShape(bytes, memberEnds) !== -1) {
    const text = decodeLine(bytes);
    return isBlank(text) ? null : report(read(text, false));
  }
  for (const members of HEAD_MEMBERS) {
    const end = memberEnds[members - 1];
    if (end === undefined) break;
    const fromHead = read(decodeLine(bytes.subarray(0, end + 1)), true);
    if (fromHead.ok) return fromHead.value;
  }
  return report(read(decodeLine(bytes), true));
}
