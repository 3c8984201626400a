// Which gold a run is scored against: the pinned table shipped with the extension, or a tasks.json the
// user names (setting or --tasks). ASK subsets always come from the paper's audit.
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { PAPER_ASK_SUBSETS, PINNED_GOLD, PINNED_TAU2_COMMIT } from './pinnedGold.generated';
import { issueText, TaskSchema, type Task } from './schema';
import { goldTableOf, type GoldChoice, type GoldTable } from './taskGold';

export interface UserTasks {
  file: string;
  /** From the tasks' own `user_scenario.instructions.domain`, else the folder name; null applies to every run. */
  domain: string | null;
  table: GoldTable;
  /** The tasks themselves, for the gold path (expected actions, user scenario). */
  tasks: readonly Task[];
}

export class TasksFileError extends Error {}

export async function readUserTasks(file: string): Promise<UserTasks> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new TasksFileError(`Could not read the tasks file ${file}: ${(e as Error).message}`);
  }
  const parsed = z.array(TaskSchema).safeParse(json);
  if (!parsed.success) throw new TasksFileError(`${file} is not a tau2 tasks.json (a list of tasks): ${issueText(parsed.error, [], json)}.`);
  const domains = new Set(parsed.data.map((t) => {
    const instructions = (t.user_scenario as { instructions?: { domain?: unknown } } | undefined)?.instructions;
    return typeof instructions?.domain === 'string' ? instructions.domain : null;
  }).filter((d): d is string => d !== null));
  const folder = basename(dirname(file));
  const domain = domains.size === 1 ? [...domains][0]! : PINNED_GOLD[folder] ? folder : null;
  return { file, domain, table: goldTableOf(parsed.data), tasks: parsed.data };
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
