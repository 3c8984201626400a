// The files a tau2 file's model is read with beside the run: tasks.json files for gold and the paper's
// CONFIRM judgments (the editor takes their names from its settings). Each is read once per change on
// its file system (the host's: local disk, or vscode.workspace.fs in the web build); what cannot be
// read is said, and gold falls back to the pinned tasks.
import type { FormatSourceFiles } from '../document/formatAdapter';
import { readText } from '../files/fileAccess';
import { racy, sameStamp } from '../files/fileStamp';
import { hostFiles } from '../files/hostFiles';
import { parseJudgments, type Judgment } from './confirmJudgments';
import { type UserTasks } from './goldSource';
import { TasksFileError, userTasksOfText } from './userTasks';

export interface Tau2Sources {
  tasks: UserTasks[];
  judgmentsFile: string | null;
  /** Judged writes by simulation id, in file order; null without a judgments file. */
  judgments: ReadonlyMap<string, Judgment[]> | null;
  /** Sentences about files that could not be read (or lines that were left out). */
  problems: string[];
}

/** The settings that name the files (under calibrationLens.), so a message can say which one to fix. */
export const TASKS_KEY = 'tau2TasksFile';
export const JUDGMENTS_KEY = 'tau2JudgmentsFile';
const TASKS_SETTING = `calibrationLens.${TASKS_KEY}`;
export const JUDGMENTS_SETTING = `calibrationLens.${JUDGMENTS_KEY}`;

/** The adapter's answer (core/document/formatAdapter.ts): the two settings, read by readTau2Sources. */
export const tau2SourceFiles: FormatSourceFiles = {
  settings: [{ key: TASKS_KEY, list: true }, { key: JUDGMENTS_KEY, list: false }],
  async read(paths) {
    const sources = await readTau2Sources(paths.get(TASKS_KEY) ?? [], paths.get(JUDGMENTS_KEY)?.[0] ?? null);
    return { sources, problems: sources.problems };
  },
};

const cache = new Map<string, { size: number; mtimeMs: number; value: Promise<unknown> }>();

/** The file's read, taken again while its size and modification time stand (a rewrite in place within the same step can keep the time). */
async function cached<T>(file: string, read: () => Promise<T>): Promise<T> {
  const s = await hostFiles.stat(file);
  if (s?.kind !== 'file') throw new Error(s ? 'it is not a file' : 'there is no such file');
  const { size, mtimeMs } = s;
  const known = cache.get(file);
  if (known && sameStamp(known, s)) return known.value as Promise<T>;
  const value = read();
  if (racy(s)) {
    cache.delete(file);
    return value;
  }
  cache.set(file, { size, mtimeMs, value });
  value.catch(() => cache.delete(file));
  return value;
}

export async function readTau2Sources(tasksFiles: readonly string[], judgmentsFile: string | null): Promise<Tau2Sources> {
  const problems: string[] = [];
  const tasks: UserTasks[] = [];
  for (const file of tasksFiles) {
    try {
      tasks.push(await cached(file, async () => userTasksOfText(file, await textOf(file))));
    } catch (e) {
      const why = e instanceof TasksFileError ? e.message : `Could not read the tasks file ${file}: ${(e as Error).message}`;
      problems.push(`${why} (${TASKS_SETTING}; gold comes from the pinned tasks instead.)`);
    }
  }
  let judgments: Map<string, Judgment[]> | null = null;
  if (judgmentsFile) {
    try {
      const read = await cached(judgmentsFile, async () => parseJudgments(await textOf(judgmentsFile), judgmentsFile));
      judgments = new Map();
      for (const j of read.judgments) (judgments.get(j.sim_id) ?? judgments.set(j.sim_id, []).get(j.sim_id)!).push(j);
      if (read.problems.length) problems.push(`${read.problems.length} lines of the judgments file ${judgmentsFile} were left out; the first: line ${read.problems[0]!.line}: ${read.problems[0]!.message}`);
    } catch (e) {
      problems.push(`Could not read the judgments file ${judgmentsFile} (${JUDGMENTS_SETTING}): ${(e as Error).message}. Writes are judged by the heuristic instead.`);
    }
  }
  return { tasks, judgmentsFile, judgments, problems };
}

async function textOf(file: string): Promise<string> {
  const text = await readText(hostFiles, file);
  if (text === null) throw new Error('it could not be read');
  return text;
}
