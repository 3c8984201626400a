// Where a JSON string with escapes ends. Most of a tau2 file's bytes are tool outputs, JSON inside
// JSON with an escaped quote every few bytes, so neither one native search (it stops at each of
// them) nor a loop over the bytes in JavaScript (the scan's largest cost) is fast: closingQuote.wat
// looks at 16 bytes at a time. It reads its own memory, so the bytes are copied in, a window at a
// time: up to the next line break (a JSON string holds none, so a pretty-printed file's string ends
// before it), and at most WINDOW bytes.
import { CLOSING_QUOTE_WASM } from './closingQuote.generated';

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
  while (s < n) {
    const lineEnd = chunk.indexOf(0x0a, s);
    const end = Math.min(lineEnd < 0 ? n : lineEnd + 1, s + WINDOW);
    chunk.copy(memory, 0, s, end);
    const found = search(end - s);
    if (found < end - s) return s + found;
    // On from the window's end, past the byte an escape left open there.
    s += found;
  }
  return s;
}
