// What the editor's gold-path features (Problems, hovers, the jump to the next divergence) need of a
// case, whatever its format: where it first leaves its gold path and in what words, and the gold
// beside the model's calls at a place of its file, as neutral view data. Each format fills these in
// (bfcl/views/caseGold.ts, tau2/views/caseGold.ts); the features only draw them.
import type { Span } from '../model/model';

export interface CaseDivergence {
  /** The file and 1-based line of the divergence (BFCL: the case line; tau2: in the simulation's file). */
  file: string;
  line: number;
  /** The columns on that line; null: the line's text. */
  span: Span | null;
  sentence: string;
  /** The grader's side of it: its failure line, tau2's check of the expected action. */
  related: Array<{ file: string; line: number; message: string }>;
}

export interface GoldHover {
  /** Shown bold, then `detail` (where the gold comes from). */
  title: string;
  detail: string;
  blocks: Array<{ title: string | null; lines: string[]; language: string }>;
  /** The columns of the hovered line the hover is about; null: the whole line. */
  span: Span | null;
}

/** A hover that only says why there is no gold to show. */
export interface GoldHoverMessage {
  message: string;
}
