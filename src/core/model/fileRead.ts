// What a reader hands on for one file, whatever the format: a result file's cases and the problems
// met reading it, and a score file (a grader's verdicts beside a result file: its header and the
// cases it failed).
import type { Case } from './model';
import type { Problem } from './problem';

export interface ResultFileRead {
  path: string;
  /** The group the file's name or cases tell (BFCL: its category), else null. */
  category: string | null;
  cases: Case[];
  problems: Problem[];
  /** Lines left out of n that the reference counts as cases (JSON objects without "id" or "result", or whose id is no string). */
  referenceCountedLines?: number;
}

/** Line 1 of a score file. */
export interface ScoreHeader {
  accuracy: number;
  correctCount: number;
  totalCount: number;
}

/** A line after the header: one failed case. */
export interface ScoreFailure {
  id: string;
  /** 1-based line in the score file. */
  line: number;
  /** `error_type` at the top level or under `error`; "unknown" when neither is there (as the reference). */
  errorType: string;
  /** `error.error_message`, joined when it is a list. */
  errorMessage: string | null;
}

export interface ScoreFileRead {
  path: string;
  category: string | null;
  header: ScoreHeader | null;
  failures: Map<string, ScoreFailure>;
  problems: Problem[];
}
