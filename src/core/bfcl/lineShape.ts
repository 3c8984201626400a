// A cheap check, on the raw bytes, that a line is one closed JSON object: strings end, brackets
// balance, nothing follows the last `}`. Every valid JSON object line passes; a truncated or cut-up
// line fails. It lets the reader parse only the head of a line (id, result) exactly and skip the
// bulk (inference_log), which is most of a 20 MB file, at memory speed.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * -1 when the line looks like one closed object, else the byte offset where it stops looking so.
 * `memberEnds`, when given, receives the byte offsets of the commas between top-level members, so a
 * reader can decode just the first members.
 */
export function closedObjectShape(bytes: Uint8Array, memberEnds?: number[]): number {
  let i = 0;
  const n = bytes.length;
  while (i < n && isSpace(bytes[i]!)) i++;
  if (bytes[i] !== 0x7b) return i;
  let depth = 0;
  while (i < n) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      let j = i + 1;
      for (;;) {
        j = bytes.indexOf(QUOTE, j);
        if (j < 0) return i;
        let slashes = 0;
        while (bytes[j - 1 - slashes] === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === 0x2c && depth === 1) memberEnds?.push(i);
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth < 0) return i;
      if (depth === 0) {
        let k = i + 1;
        while (k < n && isSpace(bytes[k]!)) k++;
        return k === n ? -1 : k;
      }
    }
    i++;
  }
  return n;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
}
