// Lines of a score file: line 1 is the header {accuracy, correct_count, total_count}; each later line
// is one failed case. Failure lines carry large details (states, logs) that we skip unread.
import { parsePyJson } from '../pyvalue/pyJson';
import { toPlainJs } from '../pyvalue/pyToDisplay';
import type { PyValue } from '../pyvalue/types';
import type { ScoreFailure, ScoreHeader } from './types';
import { notValidJson } from './jsonErrorText';
import { decodedCut } from './lineText';
import { scanObjectAt, scanTopLevelObject, type MemberSpan } from './topLevelMembers';

type Outcome<T> = { ok: true; value: T } | { ok: false; column: number; message: string };

export function readScoreHeader(text: string): Outcome<ScoreHeader> {
  const value = parsePyJson(text);
  if (!value.ok) return { ok: false, column: value.offset + 1, message: notValidJson(value.message, value.offset + 1, 'the score header is not valid JSON') };
  const v = value.value;
  const num = (key: string): number | null => {
    if (v.kind !== 'dict') return null;
    const entry = v.entries.find(([k]) => k.kind === 'str' && k.value === key)?.[1];
    if (!entry) return null;
    if (entry.kind === 'int') return Number(entry.value);
    if (entry.kind === 'float') return entry.value;
    return null;
  };
  const accuracy = num('accuracy');
  if (accuracy === null) {
    const given = v.kind === 'dict' ? v.entries.find(([k]) => k.kind === 'str' && k.value === 'accuracy')?.[1] : undefined;
    // Name what stands there: `true` is not a number here, though Python's 100 * True would make it Acc 100.0.
    const what = given ? `its "accuracy" is ${shown(text.slice(given.start, given.end))}, not a number` : 'it needs a numeric "accuracy" (with "correct_count" and "total_count")';
    return { ok: false, column: given ? given.start + 1 : 1, message: `line 1 is not a score header: ${what}` };
  }
  return { ok: true, value: { accuracy, correctCount: num('correct_count') ?? NaN, totalCount: num('total_count') ?? NaN } };
}

/** A value's source text, cut to a length a message can hold. */
function shown(source: string): string {
  return source.length > 40 ? `${source.slice(0, 40)}…` : source;
}

/** Enough of a failure: its id and error, and beside an error that is not an object (single-turn) its type. */
const hasFailure = (text: string) => (members: Map<string, MemberSpan>): boolean =>
  members.has('id') && members.has('error') && (members.has('error_type') || text.charCodeAt(members.get('error')!.start) === 0x7b);

/** `headOnly`: the line's shape was checked already; stop once the failure is read (hasFailure). */
export function readScoreFailure(text: string, line: number, headOnly = false): Outcome<ScoreFailure> {
  const top = scanTopLevelObject(text, headOnly ? hasFailure(text) : undefined);
  if (!top.ok) return { ok: false, column: top.offset + 1, message: top.notAnObject ? 'the line is JSON but not an object' : notValidJson(top.message, top.offset + 1) };
  const id = stringAt(text, top.members.get('id'));
  if (id === null) return { ok: false, column: 1, message: 'the failure entry has no string "id"' };
  let errorType = stringAt(text, top.members.get('error_type'));
  let errorMessage: string | null = null;
  const error = top.members.get('error');
  if (error && text.charCodeAt(error.start) === 0x7b) {
    const inner = scanObjectAt(text, error.start, text.length);
    if (inner.ok) {
      errorType ??= stringAt(text, inner.members.get('error_type'));
      errorMessage = messageAt(text, inner.members.get('error_message'));
    }
  } else if (error) {
    // Single-turn failures keep a list of strings in `error`.
    errorMessage = messageAt(text, error);
  }
  return { ok: true, value: { id, line, errorType: errorType || 'unknown', errorMessage } };
}

type FailureRecord = { id?: unknown; error?: unknown; error_type?: unknown };
type ErrorRecord = { error_type?: unknown; error_message?: unknown };

/** How BFCL writes the member after `error_message` and `error_type` (json.dumps' separators). */
const DETAILS = Buffer.from(', "details": ');
/** The error is the fifth member of a multi-turn failure (id, model_name, test_category, valid, error). */
const ERROR_MEMBER = 5;

/**
 * The failure straight from a shape-checked line's bytes: its first members up to the error's
 * `details` (what the grader compared, most of the error), decoded and closed as objects (`}}`); null
 * when the line has no such place or the cut does not hold the failure (a cut anywhere but between the
 * error's members does not parse, or leaves `error` out), and the reader is given heads instead.
 */
export function readScoreFailureBytes(bytes: Buffer, memberEnds: readonly number[], line: number): ScoreFailure | null {
  const details = bytes.subarray(0, memberEnds[ERROR_MEMBER - 1] ?? bytes.length).indexOf(DETAILS);
  if (details <= 0) return null;
  const record = parsed(decodedCut(bytes, details, 2));
  const error = record && errorObject(record);
  if (typeof record?.id === 'string' && error && 'error_message' in error && ('error_type' in error || typeof record.error_type === 'string')) {
    return failureOf(record, record.id, line);
  }
  return null;
}

/**
 * The failure from a line's head (its first members, closed as an object, or the whole line when
 * `whole`) with native JSON.parse, after readScoreFailureBytes found no cut at the details; null when
 * the head is not plain JSON, and the caller reads it exactly; `missing` when it is but does not hold
 * a string `id` and an `error` (and, beside an error that is not an object, its `error_type`, which
 * may come later in the line).
 */
export function readScoreFailureHead(head: string, line: number, whole = false): ScoreFailure | 'missing' | null {
  const record = parsed(head);
  if (!record) return null;
  if (typeof record.id !== 'string' || !('error' in record)) return 'missing';
  if (!whole && !errorObject(record) && typeof record.error_type !== 'string') return 'missing';
  return failureOf(record, record.id, line);
}

function parsed(text: string): FailureRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as FailureRecord) : null;
  } catch {
    return null;
  }
}

function errorObject(record: FailureRecord): ErrorRecord | null {
  const error = record.error;
  return error !== null && typeof error === 'object' && !Array.isArray(error) ? (error as ErrorRecord) : null;
}

function failureOf(record: FailureRecord, id: string, line: number): ScoreFailure {
  const error = errorObject(record);
  const type = typeof record.error_type === 'string' ? record.error_type : typeof error?.error_type === 'string' ? error.error_type : '';
  const message = error ? error.error_message : record.error;
  return { id, line, errorType: type || 'unknown', errorMessage: messageText(message) };
}

/** `error_message` is a string, or a list of strings for force-terminated and inference errors. */
function messageText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '').join('\n');
  return null;
}

function valueAt(text: string, span: MemberSpan | undefined): PyValue | null {
  if (!span) return null;
  const parsed = parsePyJson(text, span.start, span.end);
  return parsed.ok ? parsed.value : null;
}

function stringAt(text: string, span: MemberSpan | undefined): string | null {
  const value = valueAt(text, span);
  return value?.kind === 'str' ? value.value : null;
}

function messageAt(text: string, span: MemberSpan | undefined): string | null {
  const value = valueAt(text, span);
  return value ? messageText(toPlainJs(value)) : null;
}
