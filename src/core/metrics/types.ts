// The numbers of a run, per group (BFCL category, tau2 domain) and gold class, and per case; the CLI,
// the panel and the diagnostics all read these, whatever the benchmark.
import type { ActionClass } from '../classify/actionClass';
import type { Benchmark, Problem } from '../model';

export interface CaseSummary {
  id: string;
  line: number;
  classes: ActionClass[];
  goldHit: boolean;
  /** null without a score file. */
  passed: boolean | null;
  /** Passed, but the gold class never appears. */
  boundViolation: boolean;
  errorType: string | null;
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
  /** 100 x the score header's accuracy; null without a score file. */
  acc: number | null;
  garMinusAcc: number | null;
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
