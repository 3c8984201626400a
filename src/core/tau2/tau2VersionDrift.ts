// `version-drift` (tau2): runs shown or compared together whose results files come from different
// tau2-bench commits (`info.git_commit`). Across 1.0.1, banking_knowledge is graded differently and its
// numbers are not comparable (tau2 CHANGELOG [1.0.1]); other versions are named so a reader knows the
// numbers beside each other were not made by the same harness.
import type { Finding } from '../model/finding';
import { tau2VersionOf, tau2VersionText, type Tau2Version } from './tau2Release';

/** A tau2 run as the check sees it: how views name it, its domain, and its results file's git_commit. */
export interface Tau2RunVersion {
  name: string;
  domain: string | null;
  commit: string | null;
}

const BANKING = 'banking_knowledge';

/** The finding for `run` among `together` (it may be one of them); null when no other run has a different known commit. */
export function tau2VersionDrift(run: Tau2RunVersion, together: readonly Tau2RunVersion[]): Finding | null {
  if (!run.commit) return null;
  const own = tau2VersionOf(run.commit);
  const others = together.filter((o) => o !== run && o.commit && !sameCommit(o.commit, run.commit!));
  if (others.length === 0) return null;
  const versions = others.map((o) => ({ run: o, version: tau2VersionOf(o.commit!) }));
  const groups = run.domain ? [run.domain] : [];
  const banking = run.domain === BANKING ? versions.filter((o) => o.run.domain === BANKING && !sameGrading(own, o.version)) : [];
  if (banking.length) {
    const them = banking.map((o) => `${o.run.name}'s ${tau2VersionText(o.version)}`).join(', ');
    const message =
      `banking_knowledge runs graded by different tau2-bench versions are shown together: this run's results come from tau2 commit ${tau2VersionText(own)}, ${them}. ` +
      'tau2-bench 1.0.1 changed how banking_knowledge is graded (extra read calls no longer zero the reward; task_074\'s gold refund corrected), and tau2 says scores from before and after 1.0.1 must not be compared' +
      (own.banking === 'unknown' || banking.some((o) => o.version.banking === 'unknown') ? '; for a commit not in tau2-bench\'s history which side it is on cannot be told' : '') +
      '. Re-score the older run with `tau2 evaluate-trajs --fresh-tasks <results.json>`, or compare runs of one side.';
    return { code: 'version-drift', severity: 'warning', message, groups, cases: [] };
  }
  const them = versions.map((o) => `${o.run.name}: ${tau2VersionText(o.version)}`).join('; ');
  const message = `Runs from different tau2-bench commits are shown together: this run's results come from ${tau2VersionText(own)}; ${them}. ${VERSIONS_CHANGE}`;
  return { code: 'version-drift', severity: 'hint', message, groups, cases: [] };
}

const VERSIONS_CHANGE =
  "tau2's tasks and grading change between versions (1.0.0 revised retail's tasks, 1.0.1 banking_knowledge's grading): numbers of one domain are comparable across them only where neither changed.";

/** The hint of every run with a known commit said once (gar's stderr, where one line per run repeats the same list): each run's version, then what it means. */
export function versionsTogetherHint(runs: readonly Tau2RunVersion[]): Finding {
  const known = runs.filter((r) => r.commit);
  const each = known.map((r) => `${r.name}: ${tau2VersionText(tau2VersionOf(r.commit!))}`).join('; ');
  const groups = [...new Set(known.flatMap((r) => (r.domain ? [r.domain] : [])))];
  return { code: 'version-drift', severity: 'hint', message: `Runs from different tau2-bench commits are shown together: ${each}. ${VERSIONS_CHANGE}`, groups, cases: [] };
}

/** The same commit, one of them maybe abbreviated. */
function sameCommit(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}

function sameGrading(a: Tau2Version, b: Tau2Version): boolean {
  return a.banking !== 'unknown' && a.banking === b.banking;
}
