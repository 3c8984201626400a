// A zod issue as a sentence with its place inside a JSON document, for every reader that checks a file
// or a setting with a schema: what was expected there and what kind of value was found.
import type { z } from 'zod';

/** A place inside a JSON document: keys and list indices from the top. */
export type JsonPath = readonly (string | number)[];

/** `simulations[3].reward_info.reward` */
export function pathText(path: JsonPath): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s ? `.${p}` : p;
  return s || '(the whole document)';
}

/**
 * The first zod issue as a sentence with its place inside the file: what was expected there and what
 * kind of value was found (`simulations[0].task_id: expected a string or a number, found null`);
 * `root` names the place when it is the value itself.
 * Values themselves are never echoed (they may be secrets); `value`, the document checked, only
 * tells the kind of what was found.
 */
export function issueText(error: z.ZodError, base: JsonPath, value?: unknown, root = pathText([])): string {
  const issue = error.issues[0]!;
  const path = issue.path as (string | number)[];
  const where = base.length + path.length ? pathText([...base, ...path]) : root;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  const expected = expectedOf(issue);
  if (expected === null) return `${where}: ${issue.message}${more}`;
  const found = value === undefined ? foundInMessage(issue) : kindOf(valueAt(value, path));
  return `${where}: expected ${expected}${found ? `, found ${found}` : ''}${more}`;
}

const KIND_NAMES: Record<string, string> = {
  string: 'a string', number: 'a number', boolean: 'true or false', array: 'a list', object: 'an object', null: 'null', undefined: 'nothing (the key is missing)',
};

function expectedOf(issue: z.core.$ZodIssue): string | null {
  if (issue.code === 'invalid_type') return KIND_NAMES[issue.expected] ?? issue.expected;
  if (issue.code === 'invalid_value') return issue.values.map((v) => JSON.stringify(v)).join(' or ');
  if (issue.code === 'invalid_union') {
    const kinds = issue.errors.flatMap((branch) => branch.filter((b) => b.code === 'invalid_type' && b.path.length === 0).map((b) => expectedOf(b)!));
    return kinds.length ? [...new Set(kinds)].join(' or ') : null;
  }
  return null;
}

/** zod's own words for what it found ("... received null"), when the document is not at hand. */
function foundInMessage(issue: z.core.$ZodIssue): string | null {
  const inner = issue.code === 'invalid_union' ? issue.errors[0]?.[0] : issue;
  const m = /received (\w+)/.exec(inner?.message ?? '');
  return m ? KIND_NAMES[m[1]!] ?? m[1]! : null;
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let v = value;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined;
  return v;
}

function kindOf(v: unknown): string {
  return KIND_NAMES[v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v] ?? typeof v;
}

/** Zod's issues as one sentence part: `possible_answer.2.0: expected string, received number`. */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'the line'}: ${issue.message}`)
    .join('; ');
}
