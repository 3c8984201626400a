// The neutral model of one run file, as every view reads it: a result file (BFCL joined with its score
// file; a tau2 results or simulation file) with its cases, numbers and line index, or a BFCL score file.
// Facts only one format has (tau2: reward, writes, judgments, the run's layout) sit in a slot that
// format declares (ResultModelFormatSlots) and are drawn by the views made for them.
import type { ResultFileRead, ScoreFailure, ScoreFileRead } from '../model/fileRead';
import type { CaseSummary, GroupSummary, GroupTotals } from '../metrics/types';
import type { Benchmark, Case } from '../model/model';
import type { LineIndex } from './lineIndex';

/** What line 1 says of a file that holds a whole run over many lines (tau2): group, agent, totals. */
export interface RunHeader {
  group: string | null;
  agent: string | null;
  totals: GroupTotals;
  /** Where the reading stopped before the file's end (cut or broken), and how many simulations it read by then. */
  cutOff: { line: number; truncated: boolean; simulationsRead: number } | null;
}

/**
 * What only one format knows of a whole file, in a slot the format declares by merging a key into this
 * interface from its own folder (`declare module '../document/fileModel'`).
 */
export interface ResultModelFormatSlots {}

export interface ResultModel extends ResultModelFormatSlots {
  kind: 'result';
  benchmark: Benchmark;
  path: string;
  /** The document version read, or null when read from disk. */
  version: number | null;
  /** The cases and what could not be read (tau2: `category` is null). */
  read: ResultFileRead;
  score: ScoreFileRead | null;
  /** The file's first row: BFCL its category's, tau2 its TOOL_CALL row (null without gold). */
  summary: GroupSummary | null;
  /** Every row of the file's numbers: BFCL one, tau2 one per gold class and audited ASK subset. */
  rows: GroupSummary[];
  /** tau2: pass@1 and emit rates over every scored simulation of the file; null for BFCL. */
  totals: GroupTotals | null;
  /** Said on line 1 before the first case; null when the cases say it all (BFCL). */
  header: RunHeader | null;
  /** Where the files disagree (BFCL result and score files; tau2 gold and run). */
  joinWarnings: string[];
  /** The one of `joinWarnings` that makes outcomes unknown (the header's failures not all listed). */
  scoreMismatch: string | null;
  /** By the 1-based line where the case starts in this document (tau2 dir layout: its simulation_index entry). */
  caseAtLine: Map<number, Case>;
  caseById: Map<string, Case>;
  /**
   * Per case over every row it is in (subset rows aside): gold hit when every gold class is hit, a
   * bound violation when it passed without one of them.
   */
  caseSummaryById: Map<string, CaseSummary>;
  /** What starts, sits or ends on each line. */
  lines: LineIndex;
}

export interface ScoreModel {
  kind: 'score';
  path: string;
  version: number | null;
  read: ScoreFileRead;
  failureAtLine: Map<number, ScoreFailure>;
}

export type FileModel = ResultModel | ScoreModel;
