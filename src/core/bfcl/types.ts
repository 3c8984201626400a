// What the BFCL readers hand on: one result file, one score file, one run's files.
import type { Case } from '../model/model';
import type { Problem } from '../model/problem';
import type { Category } from './categories';

export interface ResultFileRead {
  path: string;
  /** From the file name (BFCL_v{3,4}_multi_turn_<cat>_result.json), else from the case ids. */
  category: Category | null;
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
  category: Category | null;
  header: ScoreHeader | null;
  failures: Map<string, ScoreFailure>;
  problems: Problem[];
}

/** The files of one run (one model folder), by category. */
export interface RunFiles {
  model: string;
  results: Map<Category, string>;
  scores: Map<Category, string>;
}
