// A cheap check, on the raw bytes, that a line is one closed JSON object: strings end, brackets
// balance, nothing follows the last `}`. Every valid JSON object line passes; a truncated or cut-up
// line fails. It lets the reader parse only the head of a line (id, result) exactly and skip the
// bulk (inference_log), which is most of a 20 MB file, at memory speed: lineShape.wat looks at 64
// bytes at a time; the byte walk below is the definition, and reads the lines it leaves (a backslash
// outside strings, never in a valid line).
import { LINE_SHAPE_WASM } from './lineShape.generated';

/** How many top-level member ends closedObjectShape reports (the reader decodes at most 5 members). */
export const MAX_MEMBERS = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// lineShape.wat's memory: the member ends at 0; the reading buffer (lineBuffer), whose lines are
// checked where they lie; room to copy a line from elsewhere. 64 bytes of slack after each, as the
// check loads 64 bytes at a time. It never grows, so views of it stay valid; a longer line is walked.
const READ_AT = 64;
const READ_BYTES = 1 << 20;
const COPY_AT = READ_AT + READ_BYTES + 64;
const COPY_BYTES = 1 << 20;
const PAGE = 1 << 16;
/** Where lineShape.wat leaves how many member ends it wrote: the 32-bit word after the last of them. */
const MEMBER_COUNT_WORD = MAX_MEMBERS;

const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(LINE_SHAPE_WASM, 'base64')));
const shape = instance.exports.shape as (line: number, n: number) => number;
const memory = instance.exports.memory as WebAssembly.Memory;
memory.grow(Math.ceil((COPY_AT + COPY_BYTES + 64) / PAGE) - memory.buffer.byteLength / PAGE);
const bytesView = new Uint8Array(memory.buffer);
const wordsView = new Int32Array(memory.buffer);
const readBuffer = Buffer.from(memory.buffer, READ_AT, READ_BYTES);

/** A buffer to read lines into (one per thread, for one reader at a time): its lines are checked in place. */
export function lineBuffer(): Buffer {
  return readBuffer;
}

/**
 * -1 when the line looks like one closed object, else the byte offset where it stops looking so.
 * `memberEnds`, when given, receives the byte offsets of the commas between top-level members (the
 * first MAX_MEMBERS), so a reader can decode just the first members.
 */
export function closedObjectShape(bytes: Uint8Array, memberEnds?: number[]): number {
  let at = bytes.byteOffset;
  if (bytes.buffer !== memory.buffer) {
    if (bytes.length > COPY_BYTES) return walkedObjectShape(bytes, memberEnds);
    bytesView.set(bytes, COPY_AT);
    at = COPY_AT;
  }
  const answer = shape(at, bytes.length);
  if (answer === -2) return walkedObjectShape(bytes, memberEnds);
  if (memberEnds) for (let m = 0, count = wordsView[MEMBER_COUNT_WORD]!; m < count; m++) memberEnds.push(wordsView[m]!);
  return answer;
}

/** closedObjectShape one byte (or one native search for a string's end) at a time. */
export function walkedObjectShape(bytes: Uint8Array, memberEnds?: number[]): number {
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
    if (c === 0x2c && depth === 1) {
      if (memberEnds && memberEnds.length < MAX_MEMBERS) memberEnds.push(i);
    } else if (c === 0x7b || c === 0x5b) depth++;
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
