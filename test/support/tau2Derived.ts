// Files derived from the real tau2 runs, written into temporary folders for the tests: a dir-layout run
// (results.json with simulation_index, plus simulations/<id>.json) from some simulations of a
// monolithic run, pretty-printed as tau2 writes its files; a run cut off after its first bytes. The
// real data is read, never copied into the project.
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tempDir';

export interface DirLayoutRun {
  folder: string;
  results: string;
  simulations: Array<{ id: string; taskId: string; file: string }>;
}

interface Simulation {
  id: string;
  task_id: string | number;
  trial: number | null;
  reward_info: { reward?: number } | null;
  termination_reason: string | null;
  agent_cost: number | null;
  duration: number | null;
}

/** The simulations of the given tasks, in file order, as a dir-layout run in `parent/run`. */
export function writeDirLayout(monolithic: string, taskIds: readonly string[], parent = tempDir('tau2-dir-')): DirLayoutRun {
  const run = JSON.parse(readFileSync(monolithic, 'utf8')) as { simulations: Simulation[]; [key: string]: unknown };
  const { simulations, ...meta } = run;
  const kept = simulations.filter((s) => taskIds.includes(String(s.task_id)));
  const folder = join(parent, 'run');
  mkdirSync(join(folder, 'simulations'), { recursive: true });
  const simulation_index = kept.map((s) => ({
    id: s.id, task_id: s.task_id, trial: s.trial, reward: s.reward_info?.reward ?? null,
    termination_reason: s.termination_reason, agent_cost: s.agent_cost, duration: s.duration,
  }));
  const results = join(folder, 'results.json');
  writeFileSync(results, `${JSON.stringify({ ...meta, simulation_index }, null, 2)}\n`);
  const files = kept.map((s) => {
    const file = join(folder, 'simulations', `${s.id}.json`);
    writeFileSync(file, `${JSON.stringify(s, null, 2)}\n`);
    return { id: s.id, taskId: String(s.task_id), file };
  });
  return { folder, results, simulations: files };
}

/** The first `bytes` bytes of `file`, written to `folder/name`: a file cut off as an interrupted copy is. */
export function cutCopy(file: string, bytes: number, folder: string, name: string): string {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, bytes, 0);
  } finally {
    closeSync(fd);
  }
  const out = join(folder, name);
  writeFileSync(out, buffer);
  return out;
}
