// Every run-health check over one run, in one place: the CLI, the Problems panel, the summary panel and
// the case view all show these findings and no other. Each check reads the run as its reader handed
// it (cases with their facts), and the files around it only through a FileAccess (both hosts). The
// checks here read only the neutral model (each finds nothing in a run whose reader keeps no such
// facts); the run's format adds its own (FormatAdapter.health), asked through the registry.
import type { FileAccess } from '../files/fileAccess';
import { onePass } from '../files/onePass';
import type { GroupCases, RunCases } from '../model/runCases';
import type { Finding } from '../model/finding';
import { formatOf } from '../formats/registry';
import { knownBadFinding, withoutKnownBad, type KnownBadList } from './knownBadItems';
import { placeholderArgument } from './placeholderArgument';
import { textRepliesDropped } from './textRepliesDropped';

export interface HealthOptions {
  files: FileAccess;
  knownBad?: KnownBadList | null;
}

const ORDER = { error: 0, warning: 1, hint: 2 } as const;

/** The run's findings, errors first. */
export async function runHealth(run: RunCases, options: HealthOptions): Promise<Finding[]> {
  const found: Array<Finding | null> = [];
  // The checks ask the same test data files again and again: one pass asks the disk once per path.
  const files = onePass(options.files);
  const format = formatOf(run.benchmark);
  found.push(textRepliesDropped(run.groups), placeholderArgument(run.groups));
  found.push(...(await format.health.checks(run, files)));
  if (options.knownBad) found.push(knownBadFinding(run.groups, withoutKnownBad(run.groups, options.knownBad, format.health.groupOfCaseId), options.knownBad));
  return found.filter((f): f is Finding => f !== null).sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

/** The run with the known-bad items left out of every group (its numbers are then taken without them). */
export function runWithoutKnownBad(run: RunCases, list: KnownBadList): RunCases {
  const groups: GroupCases[] = withoutKnownBad(run.groups, list, formatOf(run.benchmark).health.groupOfCaseId);
  return { ...run, groups };
}
