// What the editor's gold-path features (Problems, hovers, the case view's gold column, the jump to the
// next divergence) need of a case, whatever its format: where it first leaves its gold path and in
// what words, and the gold beside the model's calls at a place of its file, as neutral view data. Each
// format's adapter reads its gold (FormatAdapter.gold: bfcl/views/formatGold.ts, tau2/views/formatGold.ts);
// the features keep what it read per run and only draw the answers.
import type { GoldLayout, GoldMark } from '../goldPath/goldLines';
import type { Case, Span } from '../model/model';
import type { CaseDocument } from './caseView';

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

/** The case view with the case's gold spliced in, and the lines the column's colours and jump keys need. */
export interface CaseViewWithGold {
  doc: CaseDocument;
  goldMarks: GoldMark[];
  /** Lines to jump between: the first line of every turn's gold block that diverges, in order. */
  divergenceLines: number[];
}

/** A message the case view shows by a label, as it was sent (hovered over its label): who sent it and what it is, then its text. */
export interface SentMessage {
  /** Drawn bold, then a comma and `what`. */
  who: string;
  what: string;
  text: string;
}

/**
 * The gold of one version of a run file's cases, as its format read it (all at once, or each case when
 * first asked). `kase`: the case the asker holds; `id`: a case of the file by its id (the first of that id).
 */
export interface RunGold {
  /** Where the case first leaves its gold path, in words; null when it never does or its gold is unknown. */
  divergenceOf(kase: Case): Promise<CaseDivergence | null>;
  /**
   * The gold beside the model's calls at a 1-based line and 0-based column of the model's document
   * (`startsHere`: the case starts on that line); null where there is none.
   */
  hoverAt(kase: Case, line: number, column: number, startsHere: boolean): Promise<GoldHover | GoldHoverMessage | null>;
  /** The case view with its gold column; null when the format's case view is drawn with its gold already. */
  withColumn(id: string, doc: CaseDocument, layout: GoldLayout): Promise<CaseViewWithGold | null>;
  /** The test data folder the case's gold uses; null when none was found, or when it is another run's. */
  testDataOf(id: string): Promise<string | null>;
  /** Why the test data found for the case is not used (another run's); null when it is, or none was found. */
  testDataNotUsed(id: string): Promise<string | null>;
  /** The message a case view line (`text`) shows by its label, as it was sent; null when it shows none. */
  sentMessage(id: string, text: string): Promise<SentMessage | null>;
}
