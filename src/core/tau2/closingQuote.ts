// Where a JSON string with escapes ends. Most of a tau2 file's bytes are tool outputs, JSON inside
// JSON with an escaped quote every few bytes, so neither one native search (it stops at each of
// them) nor a loop over the bytes in JavaScript (the scan's largest cost) is fast: closingQuote.wat
// looks at 64 bytes at a time. It reads its own memory, so the bytes are copied in, a window at a
// time: the first small (most strings are a few kilobytes), each next one twice as large, up to WINDOW.
import { CLOSING_QUOTE_WASM } from './closingQuote.generated';

const FIRST_WINDOW = 1 << 10;
/** The memory's first page (closingQuote.wat loads up to 64 bytes past it, from its second). */
const WINDOW = 1 << 16;

const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(CLOSING_QUOTE_WASM, 'base64')));
const search = instance.exports.closingQuote as (n: number) => number;
const memory = Buffer.from((instance.exports.memory as WebAssembly.Memory).buffer);

/**
 * The index of the quote that closes a string whose body starts at `from` in `chunk`; past the
 * chunk's end when the string goes on in the next chunk: `chunk.length + 1` when an escape is left open.
 */
export function closingQuote(chunk: Buffer, from: number): number {
  const n = chunk.length;
  let s = from;
  for (let size = FIRST_WINDOW; s < n; size = Math.min(2 * size, WINDOW)) {
    const end = Math.min(n, s + size);
    chunk.copy(memory, 0, s, end);
    const found = search(end - s);
    if (found < end - s) return s + found;
    // On from the window's end, past the byte an escape left open there.
    s += found;
  }
  return s;
}
