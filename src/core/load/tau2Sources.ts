// The files a tau2 file's model is read with beside the run: tasks.json files for gold and the paper's
// CONFIRM judgments (the editor takes their names from its settings). Each is read once per change on
// disk; what cannot be read is said, and gold falls back to the pinned tasks.
import { readFile, stat } from 'node:fs/promises';
import { parseJudgments, type Judgment } from '../tau2/confirmJudgments';
import { type UserTasks } from '../tau2/goldSource';
import { readUserTasks, TasksFileError } from '../tau2/tasksFile';

export interface Tau2Sources {
  tasks: UserTasks[];
  judgmentsFile: string | null;
  /** Judged writes by simulation id, in file order; null without a judgments file. */
  judgments: ReadonlyMap<string, Judgment[]> | null;
  /** Sentences about files that could not be read (or lines that were left out). */
  problems: string[];
}

/** Where the editor's settings name the files, so a message can say which setting to fix. */
const TASKS_SETTING = 'calibrationLens.tau2TasksFile';
const JUDGMENTS_SETTING = 'calibrationLens.tau2JudgmentsFile';

const cache = new Map<string, { mtimeMs: number; value: Promise<unknown> }>();

async function cached<T>(file: string, read: () => Promise<T>): Promise<T> {
  const mtimeMs = (await stat(file)).mtimeMs;
  const known = cache.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.value as Promise<T>;
  const value = read();
  cache.set(file, { mtimeMs, value });
  value.catch(() => cache.delete(file));
  return value;
}

export async function readTau2Sources(tasksFiles: readonly string[], judgmentsFile: string | null): Promise<Tau2Sources> {
  const problems: string[] = [];
  const tasks: UserTasks[] = [];
  for (const file of tasksFiles) {
    try {
      tasks.push(await cached(file, () => readUserTasks(file)));
    } catch (e) {
      const why = e instanceof TasksFileError ? e.message : `Could not read the tasks file ${file}: ${(e as Error).message}`;
      problems.push(`${why} (${TASKS_SETTING}; gold comes from the pinned tasks instead.)`);
    }
  }
  let judgments: Map<string, Judgment[]> | null = null;
  if (judgmentsFile) {
    try {
      const read = await cached(judgmentsFile, async () => parseJudgments(await readFile(judgmentsFile, 'utf8'), judgmentsFile));
      judgments = new Map();
      for (const j of read.judgments) (judgments.get(j.sim_id) ?? judgments.set(j.sim_id, []).get(j.sim_id)!).push(j);
      if (read.problems.length) problems.push(`${read.problems.length} lines of the judgments file ${judgmentsFile} were left out; the first: line ${read.problems[0]!.line}: ${read.problems[0]!.message}`);
    } catch (e) {
      problems.push(`Could not read the judgments file ${judgmentsFile} (${JUDGMENTS_SETTING}): ${(e as Error).message}. Writes are judged by the heuristic instead.`);
    }
  }
  return { tasks, judgmentsFile, judgments, problems };
}
