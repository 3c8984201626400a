// JSON on stdout a piece at a time: the same bytes as `JSON.stringify(value, null, 2)` plus a newline,
// never one string for the whole document. A report of a large label store (a million annotator
// pairs) makes JSON longer than V8's longest string (RangeError: Invalid string length); written
// this way it costs one piece at a time, and the writer waits for a slow reader instead of buffering.
import { once } from 'node:events';

/** Containers this deep or deeper are stringified whole (they are small: one pair, one row). */
const WHOLE_FROM_DEPTH = 3;
/** Pieces are gathered up to this many characters per write. */
const WRITE_CHARS = 1 << 16;

export async function writeJson(value: unknown, out: NodeJS.WritableStream = process.stdout): Promise<void> {
  let pending = '';
  for (const piece of jsonPieces(value, '', 0)) {
    pending += piece;
    if (pending.length >= WRITE_CHARS) {
      const flushed = out.write(pending);
      pending = '';
      if (!flushed) await once(out, 'drain');
    }
  }
  out.write(`${pending}\n`);
}

/** JSON.stringify's output for `value` (indent 2) at `indent`, in pieces; undefined where JSON.stringify gives undefined. */
export function* jsonPieces(value: unknown, indent: string, depth: number): Generator<string> {
  const v = toJsonValue(value);
  if (v === null || typeof v !== 'object' || depth >= WHOLE_FROM_DEPTH) {
    const text = JSON.stringify(v, null, 2);
    // JSON strings hold no raw line break, so every line break is the indentation's.
    if (text !== undefined) yield text.replace(/\n/g, `\n${indent}`);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) return void (yield '[]');
    yield '[';
    for (let i = 0; i < v.length; i++) {
      yield `${i ? ',' : ''}\n${inner}`;
      const item = toJsonValue(v[i]);
      yield* isOmitted(item) ? ['null'] : jsonPieces(item, inner, depth + 1);
    }
    yield `\n${indent}]`;
    return;
  }
  const members = Object.keys(v).filter((k) => !isOmitted(toJsonValue((v as Record<string, unknown>)[k])));
  if (members.length === 0) return void (yield '{}');
  yield '{';
  for (let i = 0; i < members.length; i++) {
    const k = members[i]!;
    yield `${i ? ',' : ''}\n${inner}${JSON.stringify(k)}: `;
    yield* jsonPieces((v as Record<string, unknown>)[k], inner, depth + 1);
  }
  yield `\n${indent}}`;
}

function toJsonValue(value: unknown): unknown {
  const withToJson = value as { toJSON?: () => unknown } | null;
  return withToJson !== null && typeof withToJson === 'object' && typeof withToJson.toJSON === 'function' ? withToJson.toJSON() : value;
}

/** What JSON.stringify leaves out of an object (and writes as null in a list). */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
