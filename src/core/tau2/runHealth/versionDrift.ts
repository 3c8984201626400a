// `version-drift` over the runs shown together (the panel's runs, `gar`'s): each tau2 run whose harness
// commit differs from another's gets the finding, naming the others, so its rows, the compare tab and
// the exports carry it (rowMarks.ts). Asked through the adapter (FormatHealth.together and pairNote).
import type { NamedRun } from '../../document/formatHealth';
import type { Finding } from '../../model/finding';
import { tau2VersionDrift, type Tau2RunVersion } from '../tau2VersionDrift';

/** Per run (all tau2's), its finding among the others; null where no other has a different known commit. */
export function runsVersionDrift(runs: readonly NamedRun[]): Array<Finding | null> {
  const versions = runs.map(versionOf);
  return versions.map((v) => tau2VersionDrift(v, versions));
}

/** What the compare tab says above its table when the two runs come from different harness versions: the baseline's finding against the probe; null when they do not. */
export function pairVersionNote(baseline: NamedRun, probe: NamedRun): string | null {
  const b = versionOf(baseline);
  const drift = tau2VersionDrift(b, [b, versionOf(probe)]);
  return drift ? `[${drift.code}] ${drift.message.replace("this run's results come", `the baseline's results come`)}` : null;
}

/** A tau2 run's domain (its rows' group, with or without gold) and commit. */
function versionOf({ summary: r, name }: NamedRun): Tau2RunVersion {
  return { name, domain: r.totals?.[0]?.group ?? r.groups[0]?.group ?? null, commit: r.harnessCommit ?? null };
}
