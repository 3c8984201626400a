// A run as its reader hands it to the metrics: its cases grouped (BFCL categories, tau2 domains) with
// what the score files count, and no file opened past this point. The readers build these, the
// metrics summarise them, so they live below both.
import type { ActionClass } from '../classify/actionClass';
import type { Benchmark, Case } from './model';
import type { Problem } from './problem';

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

export interface GroupCases {
  group: string;
  /** The gold classes the group is scored on (BFCL: its category's one; tau2: TOOL_CALL, ASK, REFUSE). */
  goldClasses: readonly ActionClass[];
  /** When these cases are a named subset of the group's (tau2's audited ASK subsets), its name. */
  subset?: string;
  resultFile: string;
  scoreFile: string | null;
  cases: readonly Case[];
  /** The benchmark's own accuracy for the group in percent (BFCL: 100 x the score header's), if it states one. */
  reportedAcc: number | null;
  /** Acc of each row is the share of its cases that passed (tau2's Acc), not one number stated for the group. */
  accFromVerdicts?: boolean;
  /** What the score file counts and lists, when one was joined (null also when outcomes come per case, as tau2's rewards). */
  scoreCounts: ScoreCounts | null;
  /** Where the result and score files disagree (from the join). */
  warnings: string[];
  /** Lines of the result file left out of n that the reference counts as cases (BFCL: objects that are no result entry). */
  referenceCountedLines?: number;
}

export interface GroupPopulation {
  group: string;
  cases: readonly Case[];
  /** The classes the benchmark's detector can give, in its order (tau2: TOOL_CALL, ASK, REFUSE, CONFIRM). */
  classes: readonly ActionClass[];
}

/** A run as its reader hands it to the metrics: no file is opened past this point. */
export interface RunCases {
  benchmark: Benchmark;
  model: string;
  /** The release folder the run was found in, when the folder given held several (BFCL's dated releases). */
  release?: string | null;
  /** The folder or file the results were found under, and likewise the scores. */
  resultsRoot: string;
  scoresRoot: string | null;
  /** In the benchmark's order (BFCL: the reference's category order). */
  groups: GroupCases[];
  warnings: string[];
  problems: Problem[];
  /** Every case of a group, whatever its gold, for its pass@1 and emit rates (tau2). */
  populations?: GroupPopulation[];
  /** The harness commit that wrote the run, when its files record one (tau2: info.git_commit). */
  harnessCommit?: string;
}
