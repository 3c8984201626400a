// Reads one simulation of a tau2 run whole, for the views that show a single conversation (the case
// view, `calibration-lens case`): its messages with the line where each starts, and the task it ran
// as the run embeds it. One streaming pass; only the simulation asked for and the embedded tasks (a
// few hundred KB) are kept parsed.
import { open, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { readInChunks } from './chunkedRead';
import { JsonStructureScanner, JsonSyntaxError, type JsonPath } from './jsonStructureScanner';
import { dirLayoutOf } from './readResults';
import { InfoSchema, SimulationSchema, TaskSchema, runInfoOf, type RunInfo, type SimulationRaw, type Task } from './schema';
import { noteSimulationLine } from './simulationSummary';
import { flattenTicks } from './ticks';

/** Which simulation: its id (or a unique start of it, 8 characters or more), or a task id and trial. */
export interface SimulationWanted {
  id: string;
  trial?: number | null;
}

export interface OneSimulation {
  file: string;
  /** 1-based line where the simulation starts. */
  line: number;
  simulation: SimulationRaw;
  /** The messages (full-duplex runs: rebuilt from the ticks), and the line of each. */
  messages: readonly unknown[];
  messageLines: ReadonlyMap<number, number>;
  /** `${message}/${call}` -> line of the tool call object. */
  callLines: ReadonlyMap<string, number>;
  /** The task as the run embeds it (the version that ran), when it does. */
  embeddedTask: Task | null;
  info: RunInfo | null;
}

export type OneSimulationOutcome = { ok: true; found: OneSimulation } | { ok: false; message: string };

interface Candidate {
  file: string;
  line: number;
  path: JsonPath;
  value: unknown;
  messageLines: Map<number, number>;
  callLines: Map<string, number>;
}

export async function readOneSimulation(path: string, wanted: SimulationWanted): Promise<OneSimulationOutcome> {
  const dir = (await dirLayoutOf(path)) ?? simulationFileRun(path);
  const resultsFile = dir ? dir.results : path;
  const tasks = new Map<string, Task>();
  let info: RunInfo | null = null;
  const candidates: Candidate[] = [];
  const summaries: { id: string | null; taskId: string; trial: number | null }[] = [];

  const scanFile = async (file: string, simulationsAt: 'results' | 'root') => {
    const simDepth = simulationsAt === 'results' ? 2 : 0;
    let current: Candidate | null = null;
    const scanner = new JsonStructureScanner({
      onValue(start) {
        const p = start.path;
        if (simulationsAt === 'results' && p.length === 1) return p[0] === 'info';
        if (simulationsAt === 'results' && p.length === 2 && p[0] === 'tasks') return true;
        const isSimulation = simulationsAt === 'results' ? p.length === 2 && p[0] === 'simulations' : p.length === 0;
        if (isSimulation) {
          current = { file, line: start.line, path: [...p], value: null, messageLines: new Map(), callLines: new Map() };
          return true;
        }
        if (current) noteSimulationLine(current, p, simDepth, start.line);
        return false;
      },
      onCaptured(start, captured) {
        let value: unknown;
        try {
          value = JSON.parse(captured.text());
        } catch {
          return;
        }
        if (start.path[0] === 'info') {
          const parsed = InfoSchema.safeParse(value);
          if (parsed.success) info = runInfoOf(parsed.data);
        } else if (start.path[0] === 'tasks') {
          const parsed = TaskSchema.safeParse(value);
          if (parsed.success) tasks.set(String(parsed.data.id), parsed.data);
        } else if (current) {
          const sim = SimulationSchema.safeParse(value);
          if (sim.success) {
            const summary = { id: sim.data.id ?? null, taskId: String(sim.data.task_id), trial: sim.data.trial ?? null };
            summaries.push(summary);
            if (matches(summary, wanted)) candidates.push({ ...current, value: sim.data });
          }
          current = null;
        }
      },
    }, simDepth + 4);
    const handle = await open(file, 'r');
    try {
      await readInChunks(handle, (chunk) => scanner.push(chunk));
      scanner.end();
    } catch (e) {
      // A cut-off file still yields the simulations before the cut; the run's reader reports the cut.
      if (!(e instanceof JsonSyntaxError)) throw e;
    } finally {
      await handle.close();
    }
  };

  try {
    await scanFile(resultsFile, 'results');
    if (dir) {
      const files = (await readdir(dir.simulations)).filter((f) => f.endsWith('.json')).sort();
      // A simulation id names its file: read only that one when it does.
      const named = files.filter((f) => basename(f, '.json') === wanted.id);
      for (const f of named.length ? named : files) await scanFile(join(dir.simulations, f), 'root');
    }
  } catch (e) {
    return { ok: false, message: `Could not read ${resultsFile}: ${(e as Error).message}` };
  }

  if (candidates.length === 0) {
    const ids = summaries.slice(0, 5).map((s) => `${s.id ?? '(no id)'} (task ${s.taskId}${s.trial === null ? '' : `, trial ${s.trial}`})`);
    return {
      ok: false,
      message: `No simulation of ${resultsFile} has the id or task id "${wanted.id}"${wanted.trial == null ? '' : ` with trial ${wanted.trial}`}. ` +
        (summaries.length ? `It has ${summaries.length}, e.g. ${ids.join(', ')}.` : 'No simulation could be read from it.'),
    };
  }
  if (candidates.length > 1) {
    const trials = candidates.map((c) => (c.value as SimulationRaw).trial ?? 'none').join(', ');
    return { ok: false, message: `Task ${wanted.id} ran ${candidates.length} times in ${resultsFile} (trials ${trials}): give --trial N or the simulation's id.` };
  }
  const found = candidates[0]!;
  const simulation = found.value as SimulationRaw;
  let messages: readonly unknown[] = simulation.messages ?? [];
  let messageLines: ReadonlyMap<number, number> = found.messageLines;
  if (!simulation.messages && Array.isArray(simulation.ticks)) {
    ({ messages, lineOf: messageLines } = flattenTicks(simulation.ticks, found.messageLines, found.line));
  }
  return {
    ok: true,
    found: {
      file: found.file, line: found.line, simulation, messages, messageLines, callLines: found.callLines,
      embeddedTask: tasks.get(String(simulation.task_id)) ?? null, info,
    },
  };
}

/** `<run>/simulations/<id>.json` of a dir-layout run: its run, read with that file first. */
function simulationFileRun(path: string): { results: string; simulations: string } | null {
  const folder = dirname(path);
  const results = join(dirname(folder), 'results.json');
  return basename(folder) === 'simulations' && existsSync(results) ? { results, simulations: folder } : null;
}

function matches(s: { id: string | null; taskId: string; trial: number | null }, wanted: SimulationWanted): boolean {
  if (s.id !== null && (s.id === wanted.id || (wanted.id.length >= 8 && s.id.startsWith(wanted.id)))) return true;
  return s.taskId === wanted.id && (wanted.trial == null || s.trial === wanted.trial);
}
