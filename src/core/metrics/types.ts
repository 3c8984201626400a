// The numbers of a run, per group (BFCL category, tau2 domain) and gold class, and per case; the CLI,
// the panel and the diagnostics all read these, whatever the benchmark.
import type { ActionClass } from '../classify/actionClass';
import type { Benchmark, Outcome, Problem } from '../model';

export interface CaseSummary {
  id: string;
  line: number;
  classes: ActionClass[];
  goldHit: boolean;
  /** Null without a score file. */
  outcome: Outcome | null;
  /** True or false where the files tell, null where they cannot (outcome unknown, no score file). */
  passed: boolean | null;
  /** Passed (known, never unknown), but the gold class never appears. */
  boundViolation: boolean;
  errorType: string | null;
}

/** What a group's score file counts beside what it lists (BFCL: the header and its failure lines). */
export interface ScoreCounts {
  file: string;
  /** The cases its accuracy is over (BFCL: the header's total_count); null when it does not say. */
  total: number | null;
  /** The failures it counts (total - correct); null when it does not say. */
  failed: number | null;
  /** The failure entries it lists. */
  listed: number;
  /** Listed ids the result file does not have. */
  listedNotInResults: string[];
}

/** One row: the cases of a group whose gold holds `goldClass`. */
export interface GroupSummary {
  group: string;
  goldClass: ActionClass;
  resultFile: string;
  scoreFile: string | null;
  n: number;
  /** Cases whose classes contain the gold class. */
  hits: number;
  /** Percent, 0-100; null when n is 0. */
  gar: number | null;
  /** Wilson 95% interval in percent. */
  garCi95: [number, number];
  /** 100 x the score header's accuracy (the reference's Acc, over `scoreCounts.total` cases); null without a score file. */
  acc: number | null;
  garMinusAcc: number | null;
  /** The score file's counts, to tell whether Acc is over the same cases as GAR; null without one. */
  scoreCounts: ScoreCounts | null;
  /** How many of the n cases passed, failed, or cannot be told; null without a score file. */
  outcomes: Record<Outcome, number> | null;
  /** Acc over the same n cases as GAR, in percent: only when every one's outcome is known. */
  accOnCases: number | null;
  /** The category-level bound violation: Acc above GAR on the same cases (then some case passed without the gold class). */
  boundViolation: boolean;
  /** Where the result and score files disagree, each naming the files and both counts. */
  warnings: string[];
  /** Share of cases (percent) that emit each class at least once; null when n is 0. */
  emitRates: Record<ActionClass, number> | null;
  cases: CaseSummary[];
}

export interface RunSummary {
  benchmark: Benchmark;
  model: string;
  /** The folder or file the results were found under, and likewise the scores. */
  results: string;
  scores: string | null;
  groups: GroupSummary[];
  /** Plain mean of the category Accs, when every category has one. */
  overallAcc: number | null;
  /** Where the files disagree (score ids missing from the results, header counts, ...). */
  warnings: string[];
  /** Lines that could not be read. */
  problems: Problem[];
}
