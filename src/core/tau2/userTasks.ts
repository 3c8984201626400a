// A tasks.json the user names (setting or --tasks), from its text: its gold table, and the domain it is
// for (from the tasks themselves, else the name of its folder). No file access: tasksFile.ts reads it
// from local disk for the command line, core/tau2/tau2Sources.ts through the host's file access.
import { basename, dirname } from 'node:path';
import * as z from 'zod';
import type { UserTasks } from './goldSource';
import { PINNED_GOLD } from './pinnedGold.generated';
import { issueText } from '../text/issueText';
import { TaskSchema } from './schema';
import { goldTableOf } from './taskGold';

export class TasksFileError extends Error {}

export function userTasksOfText(file: string, text: string): UserTasks {
  let json: unknown;
  try {
    json = JSON.parse(text);
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
