// A tasks.json the user names (--tasks), read from local disk (userTasks.ts reads its text).
import { localDisk } from '../files/localDisk';
import type { UserTasks } from './goldSource';
import { TasksFileError, userTasksOfText } from './userTasks';

export { TasksFileError };

export async function readUserTasks(file: string): Promise<UserTasks> {
  let text: string;
  try {
    text = await localDisk().readUtf8(file);
  } catch (e) {
    throw new TasksFileError(`Could not read the tasks file ${file}: ${(e as Error).message}`);
  }
  return userTasksOfText(file, text);
}
