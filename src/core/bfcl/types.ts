// What the BFCL readers hand on: one run's files (one result file and one score file are the neutral
// model's, core/model/fileRead.ts).
import type { Category } from './categories';

import type { ResultFileRead as FileRead, ScoreFileRead as ScoreRead } from '../model/fileRead';

export type { ScoreFailure, ScoreHeader } from '../model/fileRead';

/** A BFCL result file read: its group is a category. */
export interface ResultFileRead extends FileRead {
  /** From the file name (BFCL_v{3,4}_multi_turn_<cat>_result.json), else from the case ids. */
  category: Category | null;
}

export interface ScoreFileRead extends ScoreRead {
  category: Category | null;
}

/** The files of one run (one model folder), by category. */
export interface RunFiles {
  model: string;
  results: Map<Category, string>;
  scores: Map<Category, string>;
}
