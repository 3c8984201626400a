// Which gold a run is scored against: the pinned table shipped with the extension, or a tasks.json the
// user names (setting or --tasks). ASK subsets always come from the paper's audit.
// No file access (tasksFile.ts reads a tasks.json from disk).
import { PAPER_ASK_SUBSETS, PINNED_GOLD, PINNED_TAU2_COMMIT } from './pinnedGold.generated';
import type { Task } from './schema';
import type { GoldChoice, GoldTable } from './taskGold';

export interface UserTasks {
  file: string;
  /** From the tasks' own `user_scenario.instructions.domain`, else the folder name; null applies to every run. */
  domain: string | null;
  table: GoldTable;
  /** The tasks themselves, for the gold path (expected actions, user scenario). */
  tasks: readonly Task[];
}

export function goldFor(domain: string | null, userTasks: readonly UserTasks[]): GoldChoice {
  const askSubsets = (domain && PAPER_ASK_SUBSETS[domain]) || null;
  const mine = userTasksFor(domain, userTasks);
  if (mine) return { table: mine.table, source: mine.file, askSubsets };
  const pinned = domain ? PINNED_GOLD[domain] : undefined;
  if (pinned) return { table: pinned, source: `the pinned ${domain} tasks (tau2-bench ${PINNED_TAU2_COMMIT.slice(0, 8)})`, askSubsets };
  return { table: null, source: null, askSubsets: null };
}

/** The tasks file the user named for this domain (or for any domain), if any. */
export function userTasksFor(domain: string | null, userTasks: readonly UserTasks[]): UserTasks | undefined {
  return userTasks.find((t) => t.domain === domain) ?? userTasks.find((t) => t.domain === null);
}
