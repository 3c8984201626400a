// The numbers of a run, per group (BFCL category, tau2 domain) and gold class, and per case; the CLI,
// the panel and the diagnostics all read these, whatever the benchmark.
import type { ActionClass } from '../classify/actionClass';
import type { Benchmark, Outcome } from '../model/model';
import type { Problem } from '../model/problem';
import type { ScoreCounts } from '../model/runCases';
import type { Finding } from '../model/finding';

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
  /** The file the case is in, when not the row's result file (tau2 dir layout: simulations/<id>.json). */
  file?: string;
  /** How the case is found in another run of the same tasks, when not by `id` (tau2: `task/trial`). */
  matchKey?: string;
  /** What lists show beside the id (tau2: task, trial, reward, ending). */
  caption?: string;
  /** The gold hit comes only from a quirk of the benchmark's hit rule (tau2: an early end counts as a TOOL_CALL hit). */
  quirkHit?: boolean;
}

/** One row: the cases of a group whose gold holds `goldClass`. */
export interface GroupSummary {
  group: string;
  goldClass: ActionClass;
  /** A named subset of the gold-class cases, when the row is about one (tau2's ASK audit subsets: all, paper, valid). */
  subset?: string;
  resultFile: string;
  scoreFile: string | null;
  n: number;
  /** Cases that hit the gold class by their benchmark's rule. */
  hits: number;
  /** Of `hits`, how many come only from a quirk of the hit rule (tau2's early ends); absent when the benchmark has none. */
  quirkHits?: number;
  /** Percent, 0-100; null when n is 0. */
  gar: number | null;
  /** Wilson 95% interval in percent. */
  garCi95: [number, number];
  /** BFCL: 100 x the score header's accuracy (the reference's Acc, over `scoreCounts.total` cases), null without a score file. tau2: percent of these cases that passed. */
  acc: number | null;
  garMinusAcc: number | null;
  /** The score file's counts, to tell whether Acc is over the same cases as GAR; null without one. */
  scoreCounts: ScoreCounts | null;
  /** Lines left out of n that the reference counts as cases (its n is n + these); absent when none. */
  referenceCountedLines?: number;
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

/** Over every scored case of a group, whatever its gold: tau2's pass@1 and capability (emit) rates. */
export interface GroupTotals {
  group: string;
  /** Cases in the denominators, and cases read but left out (tau2: no reward_info, infrastructure errors). */
  scored: number;
  unscored: number;
  passed: number;
  /** Percent of scored cases that passed; null when none is scored. */
  passAt1: number | null;
  /** Scored cases that emit each class at least once, for the classes the benchmark's detector gives. */
  emits: Partial<Record<ActionClass, number>>;
  /** The same as percentages of the scored cases; null when none is scored. */
  emitRates: Partial<Record<ActionClass, number>> | null;
  /** Every case of the group, scored or not, over all its gold classes (hit: every gold class hit). */
  cases?: CaseSummary[];
}

export interface RunSummary {
  benchmark: Benchmark;
  model: string;
  /** The release folder the run was found in (e.g. `2025-12-16`), when the folder given held several. */
  release?: string | null;
  /** The folder or file the results were found under, and likewise the scores. */
  results: string;
  scores: string | null;
  groups: GroupSummary[];
  /** Plain mean of the category Accs, when every category has one; tau2: pass@1 over every scored simulation. */
  overallAcc: number | null;
  /** Per group, over all its scored cases (tau2); absent for BFCL, whose groups have one gold class each. */
  totals?: GroupTotals[];
  /** Where the files disagree (score ids missing from the results, header counts, ...). */
  warnings: string[];
  /** Lines that could not be read. */
  problems: Problem[];
  /** What the run-health checks found (runHealth/); absent where they were not run. */
  health?: Finding[];
  /** The known-bad list whose items were left out of every number, when they were. */
  knownBadLeftOut?: string;
  /** The harness commit that wrote the run, when its files record one (tau2: info.git_commit). */
  harnessCommit?: string;
}
