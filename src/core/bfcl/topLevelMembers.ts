// Reads a one-line JSON object member by member and hands back where each value sits, building none
// of them: a BFCL line is mostly `inference_log`, which the summary never needs. The whole line is
// still checked, so a line the reference could not read is reported, not skipped.
import { parsePyJson, skipJsonSpace, skipPyJsonValue } from '../pyvalue/pyJson';

export interface MemberSpan {
  start: number;
  end: number;
}

type Failure = { ok: false; message: string; offset: number; notAnObject?: boolean };
export type ObjectScan = { ok: true; members: Map<string, MemberSpan>; end: number; stopped?: boolean } | Failure;

/** Stops the scan after a member once the caller has what it needs (the rest was checked otherwise). */
export type StopWhen = (members: Map<string, MemberSpan>) => boolean;

/** The object that makes up the whole line. */
export function scanTopLevelObject(line: string, stopWhen?: StopWhen): ObjectScan {
  // json.loads refuses a str that starts with a BOM before anything else (a text read without utf-8-sig).
  if (line.charCodeAt(0) === 0xfeff) return fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
  const start = skipJsonSpace(line, 0, line.length);
  const scan = scanObjectAt(line, start, line.length, stopWhen);
  if (!scan.ok || scan.stopped) return scan;
  const rest = skipJsonSpace(line, scan.end, line.length);
  return rest < line.length ? fail('Extra data', rest) : scan;
}

/** The object whose `{` is at `pos`; `end` bounds the text JSON would be read from. */
export function scanObjectAt(text: string, pos: number, end: number, stopWhen?: StopWhen): ObjectScan {
  if (text.charCodeAt(pos) !== 0x7b /* { */) {
    const value = skipPyJsonValue(text, pos, end);
    if (typeof value !== 'number') return value;
    return { ok: false, message: 'the value is JSON but not an object', offset: pos, notAnObject: true };
  }
  const members = new Map<string, MemberSpan>();
  pos = skipJsonSpace(text, pos + 1, end);
  if (text.charCodeAt(pos) === 0x7d /* } */) return { ok: true, members, end: pos + 1 };
  for (;;) {
    if (text.charCodeAt(pos) !== 0x22) return fail('Expecting property name enclosed in double quotes', pos);
    const keyEnd = skipPyJsonValue(text, pos, end);
    if (typeof keyEnd !== 'number') return keyEnd;
    const key = parsePyJson(text, pos, keyEnd);
    if (!key.ok || key.value.kind !== 'str') return fail('Expecting property name enclosed in double quotes', pos);
    pos = skipJsonSpace(text, keyEnd, end);
    if (text.charCodeAt(pos) !== 0x3a /* : */) return fail("Expecting ':' delimiter", pos);
    const start = skipJsonSpace(text, pos + 1, end);
    const valueEnd = skipPyJsonValue(text, start, end);
    if (typeof valueEnd !== 'number') return valueEnd;
    members.set(key.value.value, { start, end: valueEnd }); // a repeated key: the last one wins, as in Python
    pos = skipJsonSpace(text, valueEnd, end);
    const c = text.charCodeAt(pos);
    if ((c === 0x2c || c === 0x7d) && stopWhen?.(members)) return { ok: true, members, end: valueEnd, stopped: true };
    if (c === 0x7d) return { ok: true, members, end: pos + 1 };
    if (c !== 0x2c /* , */) return fail("Expecting ',' delimiter", pos);
    pos = skipJsonSpace(text, pos + 1, end);
  }
}

function fail(message: string, offset: number): Failure {
  return { ok: false, message, offset };
}
