// Why an emission got its class: the rule that fired, what it matched and where, and what lost.
// Annotators audit exactly this, so every field is meant to be shown.
import type { ActionClass } from './actionClass';

export type ToolCallPattern = 'python-call-list' | 'tool-call-tag' | 'json-call-list' | 'json-call-object';

export type Rule =
  /** Raw text that already looks like a tool call (spec section 4). */
  | 'tool-call-look'
  /** A structured (non-string) call structure, normalised to the canonical call list. */
  | 'structured-call'
  /** A string whose body is a literal call structure (Python literal or JSON), normalised. */
  | 'literal-call'
  /** An API handler's saved calls: an object, or a list of objects, with at least one key. */
  | 'api-call-list'
  | 'refuse-phrase'
  | 'question-mark'
  | 'ask-phrase'
  | 'confirm-phrase'
  /** Text with none of the phrases: OTHER. */
  | 'no-phrase'
  /** Empty or white-space-only text: no class. */
  | 'empty-text'
  /** A list of strings (text replies as some API handlers save them): the reference gives no class. */
  | 'text-list'
  /** Anything else that is not text and not a call (null, a number, [], ...): no class. */
  | 'not-text'
  // The paper's tau2 detector (formats-tau2.md section 5.2), which gives a set of classes:
  /** A message with a non-empty `tool_calls` list. */
  | 'structured-tool-calls'
  /** A message whose text looks like a tool call. */
  | 'tool-call-text'
  /** A phrase of tau2's own ASK list ("please send", "give me", ...). */
  | 'ask-phrase-tau2'
  /** A sentence with "?" that is no greeting or closing. */
  | 'question-sentence'
  /** Text that no tau2 rule matched: no class (the tau2 detector has no OTHER). */
  | 'no-tau2-rule';

/** Something a rule found in the emission text. */
export interface Match {
  /** The phrase, or the text the pattern matched. */
  text: string;
  /** UTF-16 offset in the classified text. */
  offset: number;
}

export interface ClassHit extends Match {
  cls: ActionClass;
  rule: Rule;
}

/**
 * One class of a detector that gives a set of classes (tau2), with its own rule and what it matched;
 * none outranks another. `offset` is null for structured tool calls (they have no place in the text).
 */
export interface ClassReason {
  cls: ActionClass;
  rule: Rule;
  /** The phrase, the question sentence, the tool-call text, or the call names. */
  match: string;
  offset: number | null;
}

export interface Decision {
  cls: ActionClass | null;
  rule: Rule;
  /** Which tool-call pattern fired, for rule 'tool-call-look'. */
  pattern?: ToolCallPattern;
  /** What fired, in `text`. */
  match?: Match;
  /** The text that was classified (a string emission, or the canonical form of a call). */
  text?: string;
  /** Classes whose rules also matched `text` but lost on priority, best first. */
  outranked: ClassHit[];
  /** The canonical `[{"name":...,"arguments":...}]` text when a call structure was normalised. */
  normalized?: string;
  /** For 'text-list': the joined text and the class it would get as text (beyond the reference). */
  skippedText?: { text: string; wouldBe: ActionClass | null };
  /** Where the reference implementation would behave differently from what we show (e.g. it crashes). */
  referenceNote?: string;
  /**
   * Every class the emission shows with its own reason, when the benchmark's detector gives a set
   * (tau2). Then `cls` is only the first of them by priority and `outranked` is empty.
   */
  reasons?: ClassReason[];
}
