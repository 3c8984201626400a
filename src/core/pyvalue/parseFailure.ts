// The parsers here are recursive descents that stop at the first error, as Python's do; they throw this
// and their entry points turn it into `{ ok: false, message, offset }`. It never leaves this folder.

/** The Python exception the reference would see. */
export type PythonError = 'SyntaxError' | 'ValueError' | 'TypeError' | 'OverflowError' | 'MemoryError' | 'RecursionError';

export class ParseFailure extends Error {
  constructor(
    message: string,
    /** UTF-16 offset in the whole text the caller passed (not in a slice of it). */
    readonly offset: number,
    readonly pythonError: PythonError = 'SyntaxError',
  ) {
    super(message);
  }
}

export type ParseError = { ok: false; message: string; offset: number };

export function toParseError(e: unknown): ParseError {
  if (e instanceof ParseFailure) return { ok: false, message: e.message, offset: e.offset };
  throw e;
}
