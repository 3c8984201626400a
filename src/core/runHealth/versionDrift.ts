// `version-drift` over the runs shown together (the panel's runs, `gar`'s): each tau2 run whose harness
// commit differs from another's gets the finding, naming the others, so its rows, the compare tab and
// the exports carry it (rowMarks.ts).
import type { RunSummary } from '../metrics/types';
import { tau2VersionDrift, type Tau2RunVersion } from '../tau2/tau2VersionDrift';

/** `names`: each run's name as the views show it (export/runLabels.ts). */
export function withVersionDrift(runs: readonly RunSummary[], names: readonly string[]): RunSummary[] {
  const versions = runs.map((r, i): Tau2RunVersion | null => (r.benchmark === 'tau2' ? versionOf(r, names[i]!) : null));
  const together = versions.filter((v): v is Tau2RunVersion => v !== null);
  return runs.map((r, i) => {
    const drift = versions[i] ? tau2VersionDrift(versions[i]!, together) : null;
    return drift ? { ...r, health: [...(r.health ?? []), drift] } : r;
  });
}

/** What the compare tab says above its table when the two runs come from different harness versions: the baseline's finding against the probe; null when they do not. */
export function pairVersionNote(baseline: RunSummary, probe: RunSummary, names: { baseline: string; probe: string }): string | null {
  if (baseline.benchmark !== 'tau2' || probe.benchmark !== 'tau2') return null;
  const b = versionOf(baseline, names.baseline);
  const drift = tau2VersionDrift(b, [b, versionOf(probe, names.probe)]);
  return drift ? `[${drift.code}] ${drift.message.replace("this run's results come", `the baseline's results come`)}` : null;
}

/** A tau2 run's domain (its rows' group, with or without gold) and commit. */
function versionOf(r: RunSummary, name: string): Tau2RunVersion {
  return { name, domain: r.totals?.[0]?.group ?? r.groups[0]?.group ?? null, commit: r.harnessCommit ?? null };
}
