// The case filter's query, in the spirit of Inspect View's sample filter: words that must all match a
// case, each either a bare word (found in the id, classes, verdict, gold, error type or caption) or
// `field:value` for one of them; a leading `-` excludes. `text:` also finds what the model said or
// called, which only the files hold: the caller passes what the extension found for each such word
// (emissionHits.ts). No vscode, no DOM: tested on its own.
import { CLASS_PRIORITY, classLabel, type ActionClass } from '../../src/core/classify/actionClass';
import type { CaseSummary } from '../../src/core/metrics/types';

export type QueryField = 'id' | 'class' | 'verdict' | 'gold' | 'error' | 'text';

export interface Term {
  field: QueryField | null;
  value: string;
  negated: boolean;
}

export interface CaseQuery {
  terms: Term[];
  /** What in the query was not understood, as a sentence; the rest still filters. */
  problem: string | null;
}

const FIELD_NAMES: Record<string, QueryField> = {
  id: 'id',
  class: 'class',
  cls: 'class',
  verdict: 'verdict',
  outcome: 'verdict',
  gold: 'gold',
  error: 'error',
  text: 'text',
  caption: 'text',
};

export const QUERY_HELP =
  'Words all cases must match: multi_turn_base_3, ask, fail, violation; or id:, class:, verdict: (pass, fail, unknown, no-score), gold: (hit, missing), error:, text: (what the model said or called; tau2 task, trial, ending); -word excludes.';

export function parseCaseQuery(text: string): CaseQuery {
  const terms: Term[] = [];
  const unknown: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const negated = word.startsWith('-') && word.length > 1;
    const body = negated ? word.slice(1) : word;
    const colon = body.indexOf(':');
    if (colon > 0) {
      const field = FIELD_NAMES[body.slice(0, colon).toLowerCase()];
      if (!field) {
        unknown.push(body.slice(0, colon));
        continue;
      }
      const value = body.slice(colon + 1).toLowerCase();
      if (value !== '') terms.push({ field, value, negated });
      continue;
    }
    terms.push({ field: null, value: body.toLowerCase(), negated });
  }
  const problem = unknown.length
    ? `${unknown.map((u) => `"${u}:"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a field to filter by (id, class, verdict, gold, error, text); ${unknown.length === 1 ? 'it was' : 'they were'} left out.`
    : null;
  return { terms, problem };
}

export function isEmptyQuery(query: CaseQuery): boolean {
  return query.terms.length === 0;
}

/** What each field of a case reads as, lower case: the words of the case list's columns. */
function fieldTexts(c: CaseSummary): Record<QueryField, string[]> {
  return {
    id: [c.id.toLowerCase()],
    class: c.classes.length ? CLASS_PRIORITY.filter((cls) => c.classes.includes(cls)).map((cls) => classText(cls)) : ['none', 'no class'],
    verdict: verdictWords(c),
    gold: c.goldHit ? ['hit'] : ['missing', 'miss'],
    error: c.errorType ? [c.errorType.toLowerCase()] : [],
    text: c.caption ? [c.caption.toLowerCase()] : [],
  };
}

function classText(cls: ActionClass): string {
  return classLabel(cls).toLowerCase();
}

function verdictWords(c: CaseSummary): string[] {
  const words = c.outcome === null ? ['no-score', 'no score'] : c.outcome === 'passed' ? ['pass', 'passed'] : c.outcome === 'failed' ? ['fail', 'failed'] : ['unknown'];
  if (c.boundViolation) words.push('violation');
  return words;
}

/** A field value matches by prefix for classes and verdicts (`tool` finds TOOL_CALL), anywhere in the others. */
function fieldMatches(field: QueryField, texts: string[], value: string): boolean {
  if (field === 'class' || field === 'verdict' || field === 'gold') return texts.some((t) => t.startsWith(value));
  return texts.some((t) => t.includes(value));
}

/** Whether the case's model emissions hold a `text:` word. */
export type Says = (word: string) => boolean;

export function matchesCase(c: CaseSummary, query: CaseQuery, says: Says = () => false): boolean {
  const texts = fieldTexts(c);
  return query.terms.every((term) => {
    const hit = term.field
      ? fieldMatches(term.field, texts[term.field], term.value) || (term.field === 'text' && says(term.value))
      : (Object.keys(texts) as QueryField[]).some((field) => fieldMatches(field, texts[field], term.value));
    return hit !== term.negated;
  });
}
