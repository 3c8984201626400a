// Writes JSON the way Python's json.dumps does (BFCL writes its files with it): ", " and ": "
// separators, floats as repr() prints them, and either raw non-ASCII (ensure_ascii=False, the
// final sort rewrite) or \uXXXX escapes (ensure_ascii=True, a file that was never re-sorted).

/** A number Python holds as a float: 30 is written "30.0", as Python would. */
export class PyFloat {
  constructor(readonly value: number) {}
}

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | PyFloat
  | JsonValue[]
  | { [key: string]: JsonValue };

export interface DumpOptions {
  /** Escape every non-ASCII character as \uXXXX (Python's default ensure_ascii=True). */
  asciiOnly?: boolean;
  /** Separators "," and ":" instead of ", " and ": " (how OpenAI writes tool arguments). */
  compact?: boolean;
}

/** The number behind a JSON number or a PyFloat (NaN for anything else). */
export function numberOf(value: JsonValue | undefined): number {
  return value instanceof PyFloat ? value.value : Number(value);
}

/** A deep copy; PyFloat values are immutable and shared. */
export function cloneJson<T extends JsonValue>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneJson(v)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof PyFloat)) {
    const out: { [key: string]: JsonValue } = {};
    for (const key of Object.keys(value)) out[key] = cloneJson(value[key] as JsonValue);
    return out as T;
  }
  return value;
}

export function pyFloatText(x: number): string {
  if (Number.isInteger(x)) return `${x}.0`;
  return String(x);
}

function escapeNonAscii(quoted: string): string {
  return quoted.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON.stringify escapes exactly the characters Python's encoder does (control characters as
 *  lower-case \u00XX, the usual short escapes), so it serves for strings. */
export function jsonString(s: string, asciiOnly = false): string {
  const quoted = JSON.stringify(s);
  return asciiOnly ? escapeNonAscii(quoted) : quoted;
}

export function dumps(value: JsonValue, options: DumpOptions = {}): string {
  const parts: string[] = [];
  write(value, options.asciiOnly ?? false, options.compact ? ',' : ', ', options.compact ? ':' : ': ', parts);
  return parts.join('');
}

function write(value: JsonValue, ascii: boolean, itemSep: string, keySep: string, out: string[]): void {
  if (typeof value === 'string') {
    out.push(jsonString(value, ascii));
  } else if (typeof value === 'number') {
    // Python would write NaN, which no JSON reader accepts: a NaN here is a generator bug.
    if (!Number.isFinite(value)) throw new Error(`Cannot write the number ${value} as JSON.`);
    out.push(String(value));
  } else if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false');
  } else if (value === null) {
    out.push('null');
  } else if (value instanceof PyFloat) {
    if (!Number.isFinite(value.value)) throw new Error(`Cannot write the number ${value.value} as JSON.`);
    out.push(pyFloatText(value.value));
  } else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(itemSep);
      write(item, ascii, itemSep, keySep, out);
    });
    out.push(']');
  } else {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      if (!first) out.push(itemSep);
      first = false;
      out.push(jsonString(key, ascii), keySep);
      write(value[key] as JsonValue, ascii, itemSep, keySep, out);
    }
    out.push('}');
  }
}
