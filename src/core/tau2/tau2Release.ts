// Which tau2-bench version wrote a results file, from its `info.git_commit`: the newest release the
// commit contains and whether it grades banking_knowledge as before or after 1.0.1 (tau2 CHANGELOG
// [1.0.1]: "scores produced with tau2-bench < 1.0.1 on banking_knowledge must not be compared against
// scores produced with >= 1.0.1"). Looked up in the commits of tau2-bench's own history
// (tau2Commits.generated.ts); a commit it does not hold (a fork's) is unknown, never guessed.
import { TAU2_COMMITS, TAU2_RELEASES } from './tau2Commits.generated';

export type BankingGrading = 'before-1.0.1' | '1.0.1' | 'partly-1.0.1' | 'unknown';

export interface Tau2Version {
  /** The commit as the file records it. */
  commit: string;
  /** The newest tau2-bench release the commit contains; null when it contains none, undefined when the commit is unknown. */
  release: string | null | undefined;
  banking: BankingGrading;
}

const PREFIX = 12;
let table: Map<string, string> | null = null;

function commits(): Map<string, string> {
  if (!table) table = new Map(TAU2_COMMITS.split(' ').map((e) => [e.slice(0, PREFIX), e.slice(PREFIX)]));
  return table;
}

/** The version of `commit` (a full or abbreviated hash, at least 7 hex digits). */
export function tau2VersionOf(commit: string): Tau2Version {
  const hex = commit.trim().toLowerCase();
  let code: string | undefined;
  if (/^[0-9a-f]{7,40}$/.test(hex)) {
    if (hex.length >= PREFIX) code = commits().get(hex.slice(0, PREFIX));
    // An abbreviated hash: known only when one commit starts with it.
    else code = oneStartingWith(hex);
  }
  if (code === undefined) return { commit, release: undefined, banking: 'unknown' };
  const release = code[0] === '-' ? null : TAU2_RELEASES[Number(code[0])]!;
  const banking = ({ b: 'before-1.0.1', a: '1.0.1', m: 'partly-1.0.1' } as const)[code[1] as 'a' | 'b' | 'm'];
  return { commit, release, banking };
}

function oneStartingWith(hex: string): string | undefined {
  const found = [...commits()].filter(([c]) => c.startsWith(hex));
  return found.length === 1 ? found[0]![1] : undefined;
}

/** `121283b8 (tau2-bench 1.0.1 or later)`, `c0dd2331 (after v1.0.0, before v1.0.1)`, `5f00ba12 (a commit not in tau2-bench's history)`. */
export function tau2VersionText(v: Tau2Version): string {
  return `${v.commit.slice(0, 8)} (${releaseText(v)})`;
}

function releaseText(v: Tau2Version): string {
  if (v.release === undefined) return "a commit not in tau2-bench's history, version unknown";
  if (v.release === null) return `before ${TAU2_RELEASES[0]}`;
  const next = TAU2_RELEASES[TAU2_RELEASES.indexOf(v.release as (typeof TAU2_RELEASES)[number]) + 1];
  const grading = v.banking === 'partly-1.0.1' ? ', with some of 1.0.1\'s banking_knowledge fixes' : v.banking === '1.0.1' && next ? ', with 1.0.1\'s banking_knowledge fixes' : '';
  return next ? `after ${v.release}, before ${next}${grading}` : `${v.release} or later`;
}
