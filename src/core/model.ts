// The one model every view reads: Run > Category > Case > Turn > Emission, each with its place in the
// file. Readers build it, the classifier labels it, metrics summarise it; no view re-parses.
import type { ActionClass } from './classify/actionClass';
import type { Decision } from './classify/decision';
import type { PyValue } from './pyvalue/types';

export const BFCL_CATEGORIES = ['base', 'long_context', 'miss_func', 'miss_param'] as const;
export type Category = (typeof BFCL_CATEGORIES)[number];

export const GOLD_CLASS: Record<Category, ActionClass> = {
  base: 'tool_call',
  long_context: 'tool_call',
  miss_param: 'ask',
  miss_func: 'refuse',
};

/** A range of UTF-16 offsets within one line of a file (VS Code columns). */
export interface Span {
  start: number;
  end: number;
}

export interface Emission {
  /** 0-based turn and step. */
  readonly turn: number;
  readonly step: number;
  readonly span: Span;
  readonly value: PyValue;
  /** The class; computed when the file is read. */
  readonly cls: ActionClass | null;
  /** Why: rule, match, outranked classes. Built on first use (views need it; summaries do not). */
  readonly decision: Decision;
}

export interface Turn {
  index: number;
  span: Span;
  emissions: Emission[];
  /** Highest-priority class among the emissions (a turn with any tool call is TOOL_CALL). */
  cls: ActionClass | null;
}

/** The grader's verdict on one case, from the score file. */
export interface Verdict {
  passed: boolean;
  /** For failed cases: e.g. "multi_turn:instance_state_mismatch". */
  errorType: string | null;
  errorMessage: string | null;
  /** 1-based line of the failure entry in the score file. */
  scoreLine: number | null;
}

export interface Case {
  id: string;
  /** 1-based line in the result file. */
  line: number;
  category: Category | null;
  /** Where `result` sits in the line; null when the line has none we could read. */
  resultSpan: Span | null;
  turns: Turn[];
  /** When `result` is not a list (e.g. "Error during inference: ..."): that value, as text. */
  inferenceError: string | null;
  /** Union of the classes of every emission, sorted by name. */
  classes: ActionClass[];
  /** Set when a score file was joined. */
  verdict: Verdict | null;
}

/** Something in a file we could not read; the rest of the file still was. */
export interface Problem {
  file: string;
  /** 1-based line and column (UTF-16 units), as editors count. */
  line: number;
  column: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.message}`;
}
