// The tasks files named by --tasks, shared by the tau2 commands.
import { readUserTasks, TasksFileError, type UserTasks } from '../core/tau2/goldSource';

/** The files read, or null after printing why one could not be (a usage error). */
export async function tasksOfFlag(files: readonly string[]): Promise<UserTasks[] | null> {
  try {
    return await Promise.all(files.map(readUserTasks));
  } catch (e) {
    if (e instanceof TasksFileError) { console.error(e.message); return null; }
    throw e;
  }
}
