// How a streamed line is read: exactly where it matters, cheaply where it does not. By default the
// whole line gets the byte-level shape check (closedObjectShape) and only its first members are
// decoded and parsed exactly, as far as the reader needs (BFCL writes `id` and `result` first);
// `strict` parses every line whole, exactly as Python's json.loads would, and so is a line that may
// repeat a top-level key (json.loads keeps the last value, a head would give the first). A line that
// fails the cheap check is always parsed whole, so its error is reported with Python's message and
// the right column.
import { ID_HEAD_LENGTH, idOfBrokenLine } from './brokenLineId';
import { isUtf8, type RawLine } from './lines';
import { decodedCut, decodeLine } from './lineText';
import { closedObjectShape } from './lineShape';
import { isBlank, type ProblemList } from './problems';
import { mayRepeatAKey } from './repeatedKeys';

/**
 * How much of a line a reader is given: `head`, its first members only, closed as an object;
 * `checked`, all of it, its shape checked, so the reader may stop once it has what it needs; `exact`,
 * all of it, to be read whole.
 */
export type LinePart = 'head' | 'checked' | 'exact';

/** `referenceCounts`: the line is a JSON object the reference takes for a case (in n) though it is no result entry. */
export type LineOutcome<T> = { ok: true; value: T } | { ok: false; column: number; message: string; referenceCounts?: boolean };

/** Reads one line's text, or part of it. */
export type LineReader<T> = (text: string, part: LinePart) => LineOutcome<T>;

/**
 * A reader's own first try on a line whose shape was checked: what it needs straight from the bytes
 * (`memberEnds` as closedObjectShape gives them), or null to be given heads as usual.
 */
export type CheckedBytesReader<T> = (bytes: Buffer, memberEnds: readonly number[]) => T | null;

/**
 * What a reader answers for a head that is plain JSON but lacks a member it needs: a longer head is
 * tried without reading this one exactly, which could only fail the same way.
 */
export const NOT_IN_HEAD: LineOutcome<never> = { ok: false, column: 1, message: 'the members needed are not in the head of the line' };

// Enough for `id` and `result` of nearly every line; a longer head is decoded whole instead.
/** How many top-level members to decode before giving up on the head and decoding the whole line. */
const HEAD_MEMBERS = [2, 5];

export function readRawLine<T>(raw: RawLine, read: LineReader<T>, problems: ProblemList, strict: boolean, fromBytes?: CheckedBytesReader<T>): T | null {
  const { bytes, number } = raw;
  const report = (outcome: ReturnType<LineReader<T>>): T | null => {
    if (outcome.ok) return outcome.value;
    problems.lineUnreadable(number, outcome.column, outcome.message, idOfBrokenLine(decodeLine(bytes.subarray(0, ID_HEAD_LENGTH))), outcome.referenceCounts);
    return null;
  };
  if (!isUtf8(bytes)) problems.add(number, 1, 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.');

  const memberEnds: number[] = [];
  // A repeated key is read as json.loads reads it (the last value) only by reading the line whole.
  if (strict || closedObjectShape(bytes, memberEnds) !== -1 || mayRepeatAKey(bytes, memberEnds)) {
    const text = decodeLine(bytes);
    return isBlank(text) ? null : report(read(text, 'exact'));
  }
  const early = fromBytes?.(bytes, memberEnds);
  if (early) return early;
  for (const members of HEAD_MEMBERS) {
    const end = memberEnds[members - 1];
    if (end === undefined) break;
    const fromHead = read(decodedCut(bytes, end, 1), 'head');
    if (fromHead.ok) return fromHead.value;
  }
  return report(read(decodeLine(bytes), 'checked'));
}
