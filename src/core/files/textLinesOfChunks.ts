// The text lines of a file read in chunks, each decoded as the whole text decoded with TextDecoder and
// split at \n would give it (a line ends at \n only; \r stays in the line; a BOM is dropped at the
// start of the file only): a JSON Lines file of any size passes through memory one line at a time.
// UTF-8 never puts the byte 0x0A inside a character, so decoding line by line gives the same text.
import type { OpenFile } from './fileAccess';

/**
 * Calls `onLine(text, number)` for every line, numbered from 1, and returns whether the file's last
 * line has no \n after it (a writer cut off mid-line), as `text.split('\n')` leaves a last part that is
 * not ''. A chunk is used before the next is read: the unfinished end of one is copied.
 */
export async function forEachTextLine(file: OpenFile, onLine: (text: string, number: number) => void, blocking = false): Promise<{ unterminated: boolean }> {
  const first = new TextDecoder();
  const rest = new TextDecoder('utf-8', { ignoreBOM: true });
  let number = 0;
  let pending: Uint8Array[] = [];
  const emit = (bytes: Uint8Array): void => {
    number++;
    onLine((number === 1 ? first : rest).decode(bytes), number);
  };
  await file.chunks((chunk) => {
    let pos = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, pos)) {
      const part = chunk.subarray(pos, nl);
      emit(pending.length ? concat([...pending, part]) : part);
      pending = [];
      pos = nl + 1;
    }
    if (pos < chunk.length) pending.push(new Uint8Array(chunk.subarray(pos)));
  }, undefined, blocking);
  const unterminated = pending.length > 0;
  // As split gives it: the part after the last \n ('' when the file ends with one, or is empty).
  emit(concat(pending));
  return { unterminated };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
