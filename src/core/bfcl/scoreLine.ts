// Lines of a score file: line 1 is the header {accuracy, correct_count, total_count}; each later line
// is one failed case. Failure lines carry large details (states, logs) that we skip unread.
import { parsePyJson } from '../pyvalue/pyJson';
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

function valueAt(text: string, span: MemberSpan | undefined): PyValue | null {
  if (!span) return null;
  const parsed = parsePyJson(text, span.start, span.end);
  return parsed.ok ? parsed.value : null;
}

function stringAt(text: string, span: MemberSpan | undefined): string | null {
  const value = valueAt(text, span);
  return value?.kind === 'str' ? value.value : null;
}

/** `error_message` is a string, or a list of strings for force-terminated and inference errors. */
function messageAt(text: string, span: MemberSpan | undefined): string | null {
  const value = valueAt(text, span);
  if (value?.kind === 'str') return value.value;
  if (value?.kind === 'list') return value.items.map((i) => (i.kind === 'str' ? i.value : '')).filter(Boolean).join('\n');
  return null;
}
