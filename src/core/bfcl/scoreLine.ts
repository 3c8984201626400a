// Lines of a score file: line 1 is the header {accuracy, correct_count, total_count}; each later line
// is one failed case. Failure lines carry large details (states, logs) that we skip unread.
import { parsePyJson } from '../pyvalue/pyJson';
import { toPlainJs } from '../pyvalue/pyToDisplay';
import type { PyValue } from '../pyvalue/types';
import type { ScoreFailure, ScoreHeader } from './types';
import { scanObjectAt, scanTopLevelObject, type MemberSpan } from './topLevelMembers';

type Outcome<T> = { ok: true; value: T } | { ok: false; column: number; message: string };

export function readScoreHeader(text: string): Outcome<ScoreHeader> {
  const value = parsePyJson(text);
  if (!value.ok) return { ok: false, column: value.offset + 1, message: `the score header is not valid JSON: ${value.message}` };
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
    return { ok: false, column: 1, message: 'line 1 is not a score header: it needs a numeric "accuracy" (with "correct_count" and "total_count")' };
  }
  return { ok: true, value: { accuracy, correctCount: num('correct_count') ?? NaN, totalCount: num('total_count') ?? NaN } };
}

const hasFailure = (members: Map<string, unknown>): boolean => members.has('id') && members.has('error');

/** `headOnly`: the line's shape was checked already; stop once `id` and `error` are read. */
export function readScoreFailure(text: string, line: number, headOnly = false): Outcome<ScoreFailure> {
  const top = scanTopLevelObject(text, headOnly ? hasFailure : undefined);
  if (!top.ok) return { ok: false, column: top.offset + 1, message: top.notAnObject ? 'the line is JSON but not an object' : `not valid JSON: ${top.message}` };
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

/**
 * The failure from a line's head (its first members, ending in `,`) with native JSON.parse; null when
 * the head is not plain JSON, and the caller reads it exactly; `missing` when it is but does not hold
 * a string `id` and an `error`.
 */
export function readScoreFailureHead(head: string, line: number): ScoreFailure | 'missing' | null {
  let record: { id?: unknown; error?: unknown; error_type?: unknown };
  try {
    record = JSON.parse(`${head.slice(0, -1)}}`) as typeof record;
  } catch {
    return null;
  }
  if (typeof record.id !== 'string' || !('error' in record)) return 'missing';
  const error = record.error as { error_type?: unknown; error_message?: unknown } | null;
  const nested = error !== null && typeof error === 'object' && !Array.isArray(error);
  const type = typeof record.error_type === 'string' ? record.error_type : nested && typeof error.error_type === 'string' ? error.error_type : '';
  const message = nested ? error.error_message : error;
  return { id: record.id, line, errorType: type || 'unknown', errorMessage: messageText(message) };
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
