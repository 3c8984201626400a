// A push scanner over the bytes of a JSON document: it follows the nesting, the keys and the lines,
// and hands over the raw bytes of the values a reader asks for. Nothing else is parsed or kept, so a
// 100 MB results file costs one chunk plus the value being captured (one simulation), never the tree.
// Strings are skipped with Buffer.indexOf; JSON forbids raw newlines inside them, so lines are counted
// only between tokens.

export type JsonPath = readonly (string | number)[];

export interface ValueStart {
  path: JsonPath;
  /** 1-based line and byte column of the value's first character. */
  line: number;
  column: number;
  /** Byte offset in the document. */
  offset: number;
  kind: 'object' | 'array' | 'string' | 'scalar';
}

export interface ScanHandler {
  /** Called for every value at most `maxDepth` deep; return true to receive its bytes in `onCaptured`. */
  onValue(start: ValueStart): boolean | void;
  onCaptured?(start: ValueStart, bytes: Buffer): void;
}

export class JsonSyntaxError extends Error {
  constructor(message: string, readonly line: number, readonly column: number, readonly path: JsonPath) {
    super(message);
  }
}

const enum Expect { Value, KeyOrEnd, Key, Colon, CommaOrEnd, ValueOrEnd, Done }
const QUOTE = 0x22, BACKSLASH = 0x5c, NEWLINE = 0x0a;

interface Frame { isObject: boolean; count: number }

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
  private capture: { start: ValueStart; depth: number; chunks: Buffer[]; from: number } | null = null;

  constructor(private readonly handler: ScanHandler, private readonly maxDepth: number) {}

  /**
   * Where the scanner is, for messages about a cut-off file: the path of the innermost open value, as
   * deep as keys are decoded (deeper keys are never read, so they would show as empty names).
   */
  get openPath(): JsonPath {
    return this.path.slice(0, this.maxDepth);
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

  push(chunk: Buffer): void {
    if (this.capture) this.capture.from = 0;
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      if (this.inString) {
        i = this.continueString(chunk, i);
        continue;
      }
      const b = chunk[i]!;
      if (this.inScalar) {
        if (isScalarByte(b)) { i++; continue; }
        this.inScalar = false;
        this.endValue(chunk, i);
      }
      if (b === 0x20 || b === 0x09 || b === 0x0d) { i++; continue; }
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
    if (this.capture) this.capture.chunks.push(chunk.subarray(this.capture.from));
    this.offset += n;
  }

  /** Call at the end of the input; throws when the document is cut off. */
  end(): void {
    if (this.inScalar) { this.inScalar = false; this.endValue(Buffer.alloc(0), 0); }
    if (this.expect !== Expect.Done) {
      throw new JsonSyntaxError('the file ends before the JSON document does (it looks truncated)', this.line, this.offset - this.lineStart + 1, this.openPath);
    }
  }

  private startValue(chunk: Buffer, i: number, b: number): void {
    const top = this.frames[this.frames.length - 1];
    if (top && !top.isObject) this.path.push(top.count);
    if (top) top.count++;
    const kind = b === 0x7b ? 'object' : b === 0x5b ? 'array' : b === QUOTE ? 'string' : 'scalar';
    const start: ValueStart = { path: this.path, line: this.line, column: this.offset + i - this.lineStart + 1, offset: this.offset + i, kind };
    if (!this.capture && this.frames.length <= this.maxDepth) {
      if (this.handler.onValue(start)) {
        const frozen = { ...start, path: [...this.path] };
        this.capture = { start: frozen, depth: this.frames.length, chunks: [], from: i };
      }
    } else if (this.capture && this.frames.length <= this.maxDepth) {
      this.handler.onValue(start);
    }
    if (b === 0x7b || b === 0x5b) {
      this.frames.push({ isObject: b === 0x7b, count: 0 });
      this.expect = b === 0x7b ? Expect.KeyOrEnd : Expect.ValueOrEnd;
    } else if (b === QUOTE) {
      this.openString(false);
    } else if (b === 0x2d || (b >= 0x30 && b <= 0x39) || b === 0x74 || b === 0x66 || b === 0x6e) {
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
    s.keep = isKey && this.frames.length <= this.maxDepth;
    if (s.keyBytes.length) s.keyBytes = [];
    this.inString = s;
  }

  private continueString(chunk: Buffer, i: number): number {
    const s = this.stringState;
    let at = i;
    for (;;) {
      const q = chunk.indexOf(QUOTE, at);
      if (q < 0) {
        s.escaped = oddBackslashRunEndsAt(chunk, chunk.length, i, s.escaped);
        if (s.keep) s.keyBytes.push(chunk.subarray(i));
        return chunk.length;
      }
      if (oddBackslashRunEndsAt(chunk, q, i, s.escaped)) { at = q + 1; continue; }
      this.inString = null;
      if (s.isKey) {
        if (s.keep) s.keyBytes.push(chunk.subarray(i, q));
        this.keyRead(s.keep ? s.keyBytes : null);
      } else {
        this.endValue(chunk, q + 1);
      }
      return q + 1;
    }
  }

  private keyRead(pieces: Buffer[] | null): void {
    let key = '';
    if (pieces) {
      const bytes = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
      key = bytes.includes(BACKSLASH) ? (JSON.parse(`"${bytes.toString('utf8')}"`) as string) : bytes.toString('utf8');
    }
    this.path.push(key);
    this.expect = Expect.Colon;
  }

  private close(chunk: Buffer, i: number, isObject: boolean): void {
    const frame = this.frames.pop();
    if (!frame || frame.isObject !== isObject) throw this.error(chunk, i, 'mismatched bracket');
    this.endValue(chunk, i + 1);
  }

  /** A value ended just before `end` in `chunk`. */
  private endValue(chunk: Buffer, end: number): void {
    const c = this.capture;
    if (c && c.depth === this.frames.length) {
      c.chunks.push(chunk.subarray(c.from, end));
      this.capture = null;
      this.handler.onCaptured?.(c.start, Buffer.concat(c.chunks));
    }
    this.expect = this.frames.length === 0 ? Expect.Done : Expect.CommaOrEnd;
  }

  private error(chunk: Buffer, i: number, what: string): JsonSyntaxError {
    return new JsonSyntaxError(`not valid JSON: ${what}`, this.line, this.offset + i - this.lineStart + 1, this.openPath);
  }
}

function isScalarByte(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x2b || b === 0x2e || b === 0x45;
}

/** Whether the run of backslashes right before `end` (not earlier than `from`) is odd, given the carry. */
function oddBackslashRunEndsAt(chunk: Buffer, end: number, from: number, carry: boolean): boolean {
  let k = end - 1;
  let run = 0;
  while (k >= from && chunk[k] === BACKSLASH) { run++; k--; }
  const odd = run % 2 === 1;
  // The whole span was backslashes: the carry from the previous chunk continues the run.
  return k < from ? odd !== carry : odd;
}
