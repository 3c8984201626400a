// A push scanner over the bytes of a JSON document: it follows the nesting, the keys and the lines,
// and hands over the raw bytes of the values a reader asks for. Nothing else is parsed or kept, so a
// 100 MB results file costs one chunk plus the values being captured, never the tree. A string ends
// at its first quote when no backslash comes before it (one native search); else closingQuote walks
// the escapes. JSON forbids raw newlines inside strings, so lines are counted only between tokens.
import type { JsonPath } from '../text/issueText';
import { closingQuote } from './closingQuote';

export interface ValueStart {
  path: JsonPath;
  /** 1-based line and byte column of the value's first character. */
  line: number;
  column: number;
  /** Byte offset in the document. */
  offset: number;
  kind: 'object' | 'array' | 'string' | 'scalar';
}

/**
 * What to do with a value: true to receive its bytes in `onCaptured` (the values inside it are still
 * reported), 'quiet' the same with nothing inside it reported, 'watch' to be told in `onEnd` where it
 * ends, 'skip' to hear nothing more of it; false or nothing to go on into it.
 */
export type ValueWish = boolean | 'quiet' | 'watch' | 'skip' | void;

export interface ScanHandler {
  /** Called for every value at most `maxDepth` deep (and not inside a quiet or skipped one); `start` is valid during the call only. */
  onValue(start: ValueStart): ValueWish;
  /** A captured value; it, and `start.path`, are valid during the call only. */
  onCaptured?(start: ValueStart, value: CapturedValue): void;
  /** A watched value ended; `end` is the document offset just past it. */
  onEnd?(start: ValueStart, end: number): void;
}

export interface CapturedValue {
  /** Its bytes as Latin-1 text when it lies in one chunk (for ASCII, the text itself), else null. */
  readonly latin1: string | null;
  bytes(): Buffer;
  /** Its bytes decoded as UTF-8. */
  text(): string;
}

/** One object handed to every onCaptured call: nothing is made for a value the handler reads as Latin-1. */
class Captured implements CapturedValue {
  latin1: string | null = null;
  chunk: Buffer = Buffer.alloc(0);
  from = 0;
  end = 0;
  /** The pieces of a value that began in an earlier chunk (copies), then its last piece. */
  pieces: Buffer[] | null = null;

  bytes(): Buffer {
    return this.pieces ? Buffer.concat([...this.pieces, this.chunk.subarray(this.from, this.end)]) : this.chunk.subarray(this.from, this.end);
  }

  text(): string {
    return this.pieces ? this.bytes().toString('utf8') : this.chunk.toString('utf8', this.from, this.end);
  }
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string, readonly line: number, readonly column: number, readonly path: JsonPath,
    /** The input ended inside the document (a cut copy, a run still writing), not at bad text. */
    readonly truncated = false,
  ) {
    super(message);
  }
}

const enum Expect { Value, KeyOrEnd, Key, Colon, CommaOrEnd, ValueOrEnd, Done }
const QUOTE = 0x22, BACKSLASH = 0x5c, NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

interface Frame { isObject: boolean; count: number; watched: ValueStart | null; silences: boolean }

export class JsonStructureScanner {
  private readonly frames: Frame[] = [];
  private readonly path: (string | number)[] = [];
  private expect = Expect.Value;
  private line = 1;
  private lineStart = 0;
  private offset = 0;
  /** Inside a string: whether it is a key, and whether the bytes so far end in an odd run of backslashes. */
  private inString: { isKey: boolean; escaped: boolean; keyBytes: Buffer[]; keep: boolean } | null = null;
  /** Inside a number or literal (true, false, null). */
  private inScalar = false;
  private capture: { start: ValueStart; depth: number; pieces: Buffer[] | null; from: number } | null = null;
  private readonly captured = new Captured();
  private readonly report: ValueStart = { path: this.path, line: 0, column: 0, offset: 0, kind: 'scalar' };
  /** Values this deep or deeper are not reported (inside a quiet or skipped value). */
  private silentFrom = Number.POSITIVE_INFINITY;
  /** A watched string or scalar: it ends at the next endValue. */
  private watchedScalar: ValueStart | null = null;
  private readonly keyNames = new KeyNames();
  /** How many bytes of a leading BOM were skipped (none once the document has begun). */
  private bomBytes = 0;

  constructor(private readonly handler: ScanHandler, private readonly maxDepth: number) {}

  /**
   * Where the scanner is, for messages about a cut-off file: the path of the innermost open value, as
   * deep as keys are decoded (keys inside a skipped or captured value are never read: they are kept as
   * empty names, and the path stops before the first of them).
   */
  get openPath(): JsonPath {
    const unread = this.path.findIndex((key) => key === '');
    return this.path.slice(0, Math.min(this.maxDepth, unread < 0 ? this.path.length : unread));
  }
  get depth(): number {
    return this.frames.length;
  }
  get currentLine(): number {
    return this.line;
  }
  get finished(): boolean {
    return this.expect === Expect.Done;
  }

  /** The next bytes of the document; the chunk's memory may be reused once push returns. */
  push(chunk: Buffer): void {
    if (this.capture) this.capture.from = 0;
    let i = 0;
    const n = chunk.length;
    // A UTF-8 BOM before the document (Windows editors write one) is no part of it: skipped, as
    // utf-8-sig decoding skips it (a byte at a time: it may straddle chunks), and columns count from
    // after it, as editors show the line.
    while (this.bomBytes < 3 && i < n && this.offset + i === this.bomBytes && chunk[i] === BOM[this.bomBytes]) {
      i++;
      if (++this.bomBytes === 3) this.lineStart = 3;
    }
    if (this.bomBytes > 0 && this.bomBytes < 3 && i < n) {
      throw new JsonSyntaxError('not valid JSON: the file starts with a broken byte order mark', 1, 1, []);
    }
    while (i < n) {
      if (this.inString) {
        i = this.continueString(chunk, i);
        continue;
      }
      let b = chunk[i]!;
      if (this.inScalar) {
        while (isScalarByte(b)) {
          if (++i === n) break;
          b = chunk[i]!;
        }
        if (i === n) break;
        this.inScalar = false;
        this.endValue(chunk, i);
      }
      if (b === 0x20 || b === 0x09 || b === 0x0d) {
        // Indentation comes in runs.
        do i++; while (i < n && chunk[i] === 0x20);
        continue;
      }
      if (b === NEWLINE) { this.line++; this.lineStart = this.offset + i + 1; i++; continue; }
      switch (this.expect) {
        case Expect.Value:
        case Expect.ValueOrEnd:
          if (b === 0x5d && this.expect === Expect.ValueOrEnd) { this.close(chunk, i, false); i++; continue; }
          this.startValue(chunk, i, b);
          i++;
          continue;
        case Expect.KeyOrEnd:
        case Expect.Key:
          if (b === 0x7d && this.expect === Expect.KeyOrEnd) { this.close(chunk, i, true); i++; continue; }
          if (b !== QUOTE) throw this.error(chunk, i, 'expected a key in double quotes');
          this.openString(true);
          i++;
          continue;
        case Expect.Colon:
          if (b !== 0x3a) throw this.error(chunk, i, 'expected ":" after a key');
          this.expect = Expect.Value;
          i++;
          continue;
        case Expect.CommaOrEnd: {
          const top = this.frames[this.frames.length - 1];
          if (!top) throw this.error(chunk, i, 'unexpected text after the end of the document');
          if (b === 0x2c) { this.expect = top.isObject ? Expect.Key : Expect.Value; this.path.pop(); i++; continue; }
          if (b === (top.isObject ? 0x7d : 0x5d)) { this.path.pop(); this.close(chunk, i, top.isObject); i++; continue; }
          throw this.error(chunk, i, `expected "," or "${top.isObject ? '}' : ']'}"`);
        }
        case Expect.Done:
          throw this.error(chunk, i, 'unexpected text after the end of the document');
      }
    }
    // What goes on past this chunk is copied: the caller may reuse the chunk's memory for the next one.
    if (this.capture) (this.capture.pieces ??= []).push(Buffer.from(chunk.subarray(this.capture.from)));
    this.offset += n;
  }

  /** Call at the end of the input; throws when the document is cut off. */
  end(): void {
    if (this.inScalar) { this.inScalar = false; this.endValue(Buffer.alloc(0), 0); }
    if (this.expect !== Expect.Done) {
      throw new JsonSyntaxError('the file ends before the JSON document does (it looks truncated)', this.line, this.offset - this.lineStart + 1, this.openPath, true);
    }
  }

  private startValue(chunk: Buffer, i: number, b: number): void {
    const top = this.frames[this.frames.length - 1];
    if (top && !top.isObject) this.path.push(top.count);
    if (top) top.count++;
    const kind = b === 0x7b ? 'object' : b === 0x5b ? 'array' : b === QUOTE ? 'string' : 'scalar';
    const depth = this.frames.length;
    let watched: ValueStart | null = null;
    let silences = false;
    if (depth <= this.maxDepth && depth < this.silentFrom) {
      // One object for every report (a large file has half a million values); a value captured or
      // watched keeps a copy. The path is the scanner's own: when the value ends it is the value's again.
      const start = this.report;
      start.line = this.line;
      start.column = this.offset + i - this.lineStart + 1;
      start.offset = this.offset + i;
      start.kind = kind;
      const wish = this.handler.onValue(start);
      if (!this.capture) {
        if (wish === true || wish === 'quiet') this.capture = { start: { ...start }, depth, pieces: null, from: i };
        else if (wish === 'watch') watched = { ...start };
        silences = wish === 'quiet' || wish === 'skip';
      }
    }
    if (b === 0x7b || b === 0x5b) {
      this.frames.push({ isObject: b === 0x7b, count: 0, watched, silences });
      if (silences) this.silentFrom = depth + 1;
      this.expect = b === 0x7b ? Expect.KeyOrEnd : Expect.ValueOrEnd;
    } else if (b === QUOTE) {
      this.watchedScalar = watched;
      this.openString(false);
    } else if (b === 0x2d || (b >= 0x30 && b <= 0x39) || b === 0x74 || b === 0x66 || b === 0x6e) {
      this.watchedScalar = watched;
      this.inScalar = true;
    } else {
      throw this.error(chunk, i, `unexpected character "${String.fromCharCode(b)}" where a value should start`);
    }
  }

  /**
   * One state object for every string, reset (strings are most of a document's tokens). A key's
   * bytes are kept only where the reader looks: deeper keys are never decoded.
   */
  private readonly stringState = { isKey: false, escaped: false, keyBytes: [] as Buffer[], keep: false };

  private openString(isKey: boolean): void {
    const s = this.stringState;
    s.isKey = isKey;
    s.escaped = false;
    s.keep = isKey && this.frames.length <= this.maxDepth && this.frames.length < this.silentFrom;
    if (s.keyBytes.length) s.keyBytes = [];
    this.inString = s;
  }

  private continueString(chunk: Buffer, i: number): number {
    const s = this.stringState;
    // An escape begun at the end of the previous chunk takes this chunk's first byte.
    const from = s.escaped ? i + 1 : i;
    if (from >= chunk.length) {
      s.escaped = false;
      if (s.keep) s.keyBytes.push(Buffer.from(chunk.subarray(i)));
      return chunk.length;
    }
    // Most strings (keys, roles, ids) end at the first quote, one native search away; a quote after a
    // backslash may be escaped, and then closingQuote walks the escapes.
    let q = chunk.indexOf(QUOTE, from);
    if (q < 0 || (q > i && chunk[q - 1] === BACKSLASH)) {
      q = closingQuote(chunk, from);
      if (q >= chunk.length) {
        if (s.isKey) this.checkKeyBytes(chunk, i, chunk.length);
        // The string goes on in the next chunk: carry an escape left open at this one's end.
        s.escaped = q > chunk.length;
        if (s.keep) s.keyBytes.push(Buffer.from(chunk.subarray(i)));
        return chunk.length;
      }
    }
    this.inString = null;
    if (!s.isKey) {
      this.endValue(chunk, q + 1);
      return q + 1;
    }
    this.checkKeyBytes(chunk, i, q);
    if (!s.keep) this.keyRead('');
    else if (s.keyBytes.length === 0) this.keyRead(this.keyNames.of(chunk, i, q));
    else {
      s.keyBytes.push(chunk.subarray(i, q));
      this.keyRead(decodedKey(s.keyBytes));
    }
    return q + 1;
  }

  /** JSON forbids raw control characters in a string; in a key one would make another key of a known
   *  one ("cont\u0000ent") and lose its value in silence, so it is a syntax error, as json.load says. */
  private checkKeyBytes(chunk: Buffer, from: number, end: number): void {
    for (let k = from; k < end; k++) {
      if (chunk[k]! < 0x20) throw this.error(chunk, k, `a raw control character (U+${chunk[k]!.toString(16).toUpperCase().padStart(4, '0')}) inside a key`);
    }
  }

  private keyRead(key: string): void {
    this.path.push(key);
    this.expect = Expect.Colon;
  }

  private close(chunk: Buffer, i: number, isObject: boolean): void {
    const frame = this.frames.pop();
    if (!frame || frame.isObject !== isObject) throw this.error(chunk, i, 'mismatched bracket');
    if (frame.silences) this.silentFrom = Number.POSITIVE_INFINITY;
    this.endValue(chunk, i + 1);
    if (frame.watched) this.handler.onEnd?.(frame.watched, this.offset + i + 1);
  }

  /** A value ended just before `end` in `chunk`. */
  private endValue(chunk: Buffer, end: number): void {
    const c = this.capture;
    if (c && c.depth === this.frames.length) {
      this.capture = null;
      const v = this.captured;
      v.chunk = chunk;
      v.from = c.from;
      v.end = end;
      v.pieces = c.pieces;
      v.latin1 = c.pieces ? null : chunk.toString('latin1', c.from, end);
      this.handler.onCaptured?.(c.start, v);
    }
    this.expect = this.frames.length === 0 ? Expect.Done : Expect.CommaOrEnd;
    const w = this.watchedScalar;
    if (w) {
      this.watchedScalar = null;
      this.handler.onEnd?.(w, this.offset + end);
    }
  }

  private error(chunk: Buffer, i: number, what: string): JsonSyntaxError {
    return new JsonSyntaxError(`not valid JSON: ${what}`, this.line, this.offset + i - this.lineStart + 1, this.openPath);
  }
}

/**
 * The names of keys, from their bytes: a document repeats a few dozen names hundreds of thousands of
 * times, so each name is decoded once and then found again by comparing bytes (no string is made).
 */
class KeyNames {
  private readonly names = new Map<number, string>();

  of(chunk: Buffer, from: number, end: number): string {
    const length = end - from;
    const slot = length === 0 ? 0 : (length << 16) ^ (chunk[from]! << 8) ^ chunk[end - 1]! ^ (chunk[from + (length >> 1)]! << 4);
    const known = this.names.get(slot);
    if (known !== undefined && sameAscii(known, chunk, from, end)) return known;
    const bytes = chunk.subarray(from, end);
    // An escape, or UTF-8 beyond ASCII: decoded, and not kept (the comparison above is byte for character).
    if (bytes.some((b) => b === BACKSLASH || b >= 0x80)) return decodedKey([bytes]);
    const name = chunk.toString('latin1', from, end);
    this.names.set(slot, name);
    return name;
  }
}

function sameAscii(name: string, chunk: Buffer, from: number, end: number): boolean {
  if (name.length !== end - from) return false;
  for (let k = 0; k < name.length; k++) if (name.charCodeAt(k) !== chunk[from + k]) return false;
  return true;
}

function decodedKey(pieces: Buffer[]): string {
  const bytes = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
  return bytes.includes(BACKSLASH) ? (JSON.parse(`"${bytes.toString('utf8')}"`) as string) : bytes.toString('utf8');
}

function isScalarByte(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x2b || b === 0x2e || b === 0x45;
}
