// Python's notion of white space and lines, which differs from JavaScript's: Python counts
// U+001C-U+001F and U+0085 as space and not U+FEFF; the reference's `strip`, `\s` and `splitlines`
// decide what counts as empty text or a fenced block, so we follow Python exactly.

/** Characters for which Python's `str.isspace()` is true, as a regex character-class body. */
export const PY_SPACE_CLASS = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** The same set as PY_SPACE_CLASS, by code unit (pyStrip runs on every emission of a summary). */
function isPySpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c >= 0x1c;
  if (c < 0x85) return false;
  return c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Python `s.strip()`. Walks in from both ends: a `\s+$` regex is quadratic on long inner runs of space. */
export function pyStrip(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isPySpace(s.charCodeAt(start))) start++;
  while (end > start && isPySpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** Python `s.splitlines()`: splits on \n, \r, \r\n, \v, \f, \x1c-\x1e, \x85, \u2028, \u2029; no trailing empty item. */
export function pySplitLines(s: string): string[] {
  const lines = s.split(/\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Python `s.lower()` with, for every UTF-16 unit of the result, the offset in `s` it came from, so a
 * phrase found in the lower-cased text points back into the original. Lower-casing almost never
 * changes the length; when it does (e.g. U+0130), we map code point by code point.
 */
export function lowerWithOffsets(s: string): { lower: string; originOf: (i: number) => number } {
  const whole = s.toLowerCase();
  if (whole.length === s.length) return { lower: whole, originOf: (i) => i };
  let lower = '';
  const origin: number[] = [];
  for (let i = 0; i < s.length; ) {
    const ch = String.fromCodePoint(s.codePointAt(i)!);
    const lc = ch.toLowerCase();
    lower += lc;
    for (let k = 0; k < lc.length; k++) origin.push(i);
    i += ch.length;
  }
  return { lower, originOf: (i) => origin[i] ?? s.length };
}
