// The tasks files named by --tasks, shared by the tau2 commands.
import { userTasksFor, type UserTasks } from '../goldSource';
import { readUserTasks, TasksFileError } from '../tasksFile';

/** The files read, or null after printing why one could not be (a usage error). */
export async function tasksOfFlag(files: readonly string[]): Promise<UserTasks[] | null> {
  try {
    return await Promise.all(files.map(readUserTasks));
  } catch (e) {
    if (e instanceof TasksFileError) { console.error(e.message); return null; }
    throw e;
  }
}

/** A sentence for each --tasks file no run was scored against (another domain's tasks, or a second file for one domain). */
export function unusedTasksWarnings(userTasks: readonly UserTasks[], domains: readonly (string | null)[]): string[] {
  const read = [...new Set(domains.map((d) => d ?? '(unknown)'))].join(', ');
  return userTasks.filter((t) => !domains.some((d) => userTasksFor(d, userTasks) === t)).map((t) => {
    const why = t.domain === null
      ? 'every run read has a --tasks file of its own domain'
      : domains.includes(t.domain)
        ? `an earlier --tasks file holds the ${t.domain} tasks`
        : `its tasks are of the ${t.domain} domain and the runs read are ${read}`;
    return `--tasks ${t.file} was not used: ${why}.`;
  });
}
