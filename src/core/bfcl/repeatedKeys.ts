// Whether a line's top-level object may name a key twice. Python's json.loads keeps the last value of
// a repeated key ({"result": a, ..., "result": b} is b), so the reference reads such a line by its
// last "result"; a reader that decodes only the head of the line would take the first. A line that
// may repeat a key is therefore read whole, exactly. The check looks at the key of each member whose
// start the shape check gave (a handful of bytes per member, no decoding of the bulk).
import { MAX_MEMBERS } from './lineShape';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when two top-level keys are the same, or when that cannot be told from here: more members
 * than the shape check reports, or a key written with an escape (`"res\u0075lt"` is `"result"`).
 * `memberEnds`: the offsets of the commas between top-level members, as closedObjectShape gives them.
 */
export function mayRepeatAKey(bytes: Uint8Array, memberEnds: readonly number[]): boolean {
  if (memberEnds.length >= MAX_MEMBERS) return true;
  const seen = new Set<string>();
  const open = bytes.indexOf(0x7b);
  for (let m = 0; m <= memberEnds.length; m++) {
    let at = m === 0 ? open + 1 : memberEnds[m - 1]! + 1;
    while (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0d || bytes[at] === 0x0a) at++;
    if (bytes[at] !== QUOTE) return false; // `{}`: no member, nothing repeated
    const end = bytes.indexOf(QUOTE, at + 1);
    if (end < 0) return false;
    const key = bytes.subarray(at + 1, end);
    if (key.includes(BACKSLASH)) return true;
    const name = Buffer.from(key.buffer, key.byteOffset, key.byteLength).toString('latin1');
    if (seen.has(name)) return true;
    seen.add(name);
  }
  return false;
}
