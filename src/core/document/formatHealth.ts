// What the run-health checks (core/runHealth/) ask of a format: the checks only its runs need (the
// harness traps of its harness, its version drift), answered in its folder. The neutral checks and the
// combining stay in runHealth/, which asks the registry; no neutral file names a format's check.
import type { FileAccess } from '../files/fileAccess';
import type { RunSummary } from '../metrics/types';
import type { Finding } from '../model/finding';
import type { RunCases } from '../model/runCases';

/** A run shown beside others, as the views name it (export/runLabels.ts). */
export interface NamedRun {
  summary: RunSummary;
  name: string;
}

export interface FormatHealth {
  /** Its own checks over one of its runs, each a finding or null; `files`: the files around it (each path asked once). */
  checks(run: RunCases, files: FileAccess): Promise<Array<Finding | null>>;
  /** The group a case id of the user's known-bad list falls in (for an item the run does not hold); null: the id does not say. */
  groupOfCaseId(id: string): string | null;
  /** Per run of its own among those shown together (the panel's, `gar`'s), the finding the others give it (tau2: version drift); null for none. */
  together(runs: readonly NamedRun[]): Array<Finding | null>;
  /** What the compare tab says above a pair of its runs that are not comparable (tau2: different harness versions); null: nothing. */
  pairNote(baseline: NamedRun, probe: NamedRun): string | null;
  /** `compare`'s finding on a probe run against its baseline, both of this format (BFCL: recorded questions that differ); null: none. */
  pairFinding(baseline: RunCases, probe: RunCases): Finding | null;
}
