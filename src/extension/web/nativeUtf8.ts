// The `buffer` package (the web build's Buffer, bufferGlobal.ts) encodes and decodes UTF-8 in
// JavaScript, a byte at a time through arrays: the tau2 reader's Buffer.from of the real whissle file's
// text (2.4 MB) took 2 s of the web worker host's cold open, its toString('utf8') 0.5 s (bench:editor
// --profile, session 14). This hands both to the browser's own TextEncoder and TextDecoder, with the
// same bytes and the same text: a lone surrogate is encoded as U+FFFD by both, and bytes that are not
// UTF-8 are decoded by the package as before (the fatal decoder refuses them), as the package counts
// their replacement characters its own way.

/** The part of the package's Buffer class this changes. */
interface BufferClass {
  from: (...args: never[]) => Uint8Array;
  prototype: Uint8Array & { toString(encoding?: string, start?: number, end?: number): string };
}

const isUtf8 = (encoding: unknown): boolean => encoding === undefined || (typeof encoding === 'string' && /^utf-?8$/i.test(encoding));

/** Makes `Buffer` (the package's class) encode strings and decode UTF-8 natively; every other call is the package's own. */
export function withNativeUtf8(Buffer: BufferClass): void {
  const encoder = new TextEncoder();
  // ignoreBOM: a leading byte order mark is kept as U+FEFF, as Node and the package keep it.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const packageFrom = Buffer.from as (...args: unknown[]) => Uint8Array;
  Buffer.from = function from(this: unknown, value: unknown, encodingOrOffset?: unknown, length?: unknown): Uint8Array {
    if (typeof value === 'string' && isUtf8(encodingOrOffset)) {
      const bytes = encoder.encode(value);
      return packageFrom.call(this, bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return packageFrom.call(this, value, encodingOrOffset, length);
  } as BufferClass['from'];

  const packageToString = Buffer.prototype.toString;
  Buffer.prototype.toString = function toString(this: Uint8Array, encoding?: string, start?: number, end?: number): string {
    if (!isUtf8(encoding)) return packageToString.call(this, encoding, start, end);
    // The package's bounds: start and end clamped to the bytes, nothing when they cross.
    const from = start === undefined || start < 0 ? 0 : start;
    const to = end === undefined || end > this.length ? this.length : end;
    if (to <= from) return '';
    try {
      return decoder.decode(this.subarray(from, to));
    } catch {
      return packageToString.call(this, encoding, start, end);
    }
  };
}
