// Reads simulations of a tau2 run whole, for the views that show or align a conversation (the case
// view, `calibration-lens case`, the gold path's Problems and hovers): their messages with the line
// where each starts, and the task each ran as the run embeds it. One streaming pass; only the
// simulation being read and the embedded tasks (a few hundred KB) are held parsed at a time.
import { basename, dirname, join } from 'node:path';
import { hostFiles } from '../files/hostFiles';
import type { Case } from '../model/model';
import type { JsonPath } from '../text/issueText';
import { JsonStructureScanner } from './jsonStructureScanner';
import { dirLayoutOf } from './readResults';
import { scanReadablePart } from './scanReadablePart';
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
  /** Index in reward_info.action_checks -> line of that check (where the file names the expected action). */
  actionCheckLines: ReadonlyMap<number, number>;
  /** The task as the run embeds it (the version that ran), when it does. */
  embeddedTask: Task | null;
  info: RunInfo | null;
}

export type OneSimulationOutcome = { ok: true; found: OneSimulation } | { ok: false; message: string };

interface Candidate {
  file: string;
  line: number;
  path: JsonPath;
  messageLines: Map<number, number>;
  callLines: Map<string, number>;
  actionCheckLines: Map<number, number>;
}

interface Scanned {
  candidate: Candidate;
  simulation: SimulationRaw;
}

/** What a pass over a run sees: the run's info and tasks so far, and each simulation as it is read. */
interface Pass {
  info: RunInfo | null;
  tasks: Map<string, Task>;
}

/**
 * Streams every file of the run `path` names (a results file, a dir layout's folder or results.json,
 * or one of its simulation files, read after its run's results.json): `onSimulation` gets each
 * simulation that `wantFile` lets through. A cut-off file still yields the simulations before the cut
 * (the run's reader reports the cut).
 */
async function passOver(path: string, onSimulation: (s: Scanned, pass: Pass) => void, wantFile: (file: string) => boolean = () => true): Promise<{ resultsFile: string }> {
  const ownFile = await simulationFileRun(path);
  const dir = (await dirLayoutOf(path)) ?? ownFile;
  const resultsFile = dir ? dir.results : path;
  const pass: Pass = { info: null, tasks: new Map() };

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
          current = { file, line: start.line, path: [...p], messageLines: new Map(), callLines: new Map(), actionCheckLines: new Map() };
          return true;
        }
        if (current) {
          noteSimulationLine(current, p, simDepth, start.line);
          const rel = p.slice(simDepth);
          if (rel.length === 3 && rel[0] === 'reward_info' && rel[1] === 'action_checks' && typeof rel[2] === 'number') current.actionCheckLines.set(rel[2], start.line);
        }
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
          if (parsed.success) pass.info = runInfoOf(parsed.data);
        } else if (start.path[0] === 'tasks') {
          const parsed = TaskSchema.safeParse(value);
          if (parsed.success) pass.tasks.set(String(parsed.data.id), parsed.data);
        } else if (current) {
          const sim = SimulationSchema.safeParse(value);
          if (sim.success) onSimulation({ candidate: current, simulation: sim.data }, pass);
          current = null;
        }
      },
    }, simDepth + 4);
    await scanReadablePart(file, scanner);
  };

  await scanFile(resultsFile, 'results');
  if (dir) {
    const files = ownFile ? [basename(path)] : (await simulationNames(dir.simulations)).filter((f) => f.endsWith('.json')).sort();
    for (const f of files.filter(wantFile)) await scanFile(join(dir.simulations, f), 'root');
  }
  return { resultsFile };
}

function oneOf({ candidate, simulation }: Scanned, pass: Pass): OneSimulation {
  let messages: readonly unknown[] = simulation.messages ?? [];
  let messageLines: ReadonlyMap<number, number> = candidate.messageLines;
  if (!simulation.messages && Array.isArray(simulation.ticks)) {
    ({ messages, lineOf: messageLines } = flattenTicks(simulation.ticks, candidate.messageLines, candidate.line));
  }
  return {
    file: candidate.file, line: candidate.line, simulation, messages, messageLines, callLines: candidate.callLines,
    actionCheckLines: candidate.actionCheckLines, embeddedTask: pass.tasks.get(String(simulation.task_id)) ?? null, info: pass.info,
  };
}

/**
 * Every simulation of the run, one after another, each whole while `visit` looks at it. Tasks embedded
 * after the simulations (tau2 writes them before) are not known to the simulations before them.
 */
export async function forEachSimulation(path: string, visit: (one: OneSimulation) => void): Promise<void> {
  await passOver(path, (scanned, pass) => visit(oneOf(scanned, pass)));
}

export async function readOneSimulation(path: string, wanted: SimulationWanted): Promise<OneSimulationOutcome> {
  const found: Array<{ scanned: Scanned; pass: Pass }> = [];
  const summaries: { id: string | null; taskId: string; trial: number | null }[] = [];
  let resultsFile = path;
  try {
    // A simulation id names its file in a dir layout: read only that one when it does.
    const named = await dirLayoutOf(path).then(async (dir) => (dir ? (await simulationNames(dir.simulations)).some((f) => basename(f, '.json') === wanted.id) : false));
    ({ resultsFile } = await passOver(path, (scanned, pass) => {
      const sim = scanned.simulation;
      const summary = { id: sim.id ?? null, taskId: String(sim.task_id), trial: sim.trial ?? null };
      summaries.push(summary);
      if (matches(summary, wanted)) found.push({ scanned, pass: { info: pass.info, tasks: pass.tasks } });
    }, (f) => !named || basename(f, '.json') === wanted.id));
  } catch (e) {
    return { ok: false, message: `Could not read ${resultsFile}: ${(e as Error).message}` };
  }

  if (found.length === 0) {
    const ids = summaries.slice(0, 5).map((s) => `${s.id ?? '(no id)'} (task ${s.taskId}${s.trial === null ? '' : `, trial ${s.trial}`})`);
    return {
      ok: false,
      message: `No simulation of ${resultsFile} has the id or task id "${wanted.id}"${wanted.trial == null ? '' : ` with trial ${wanted.trial}`}. ` +
        (summaries.length ? `It has ${summaries.length}, e.g. ${ids.join(', ')}.` : 'No simulation could be read from it.'),
    };
  }
  if (found.length > 1) {
    const trials = found.map((c) => c.scanned.simulation.trial ?? 'none').join(', ');
    return { ok: false, message: `Task ${wanted.id} ran ${found.length} times in ${resultsFile} (trials ${trials}): give --trial N or the simulation's id.` };
  }
  return { ok: true, found: oneOf(found[0]!.scanned, found[0]!.pass) };
}

/** `<run>/simulations/<id>.json` of a dir-layout run: its run, read with that file first. */
async function simulationFileRun(path: string): Promise<{ results: string; simulations: string } | null> {
  const folder = dirname(path);
  const results = join(dirname(folder), 'results.json');
  return basename(folder) === 'simulations' && (await hostFiles.stat(results)) !== null ? { results, simulations: folder } : null;
}

/** The names in a dir layout's simulations/ folder (through the host's file access); throws when it cannot be read. */
async function simulationNames(folder: string): Promise<string[]> {
  const entries = await hostFiles.list(folder);
  if (entries === null) throw new Error(`The simulations folder ${folder} could not be read.`);
  return entries.map((e) => e.name);
}

function matches(s: { id: string | null; taskId: string; trial: number | null }, wanted: SimulationWanted): boolean {
  if (s.id !== null && (s.id === wanted.id || (wanted.id.length >= 8 && s.id.startsWith(wanted.id)))) return true;
  return s.taskId === wanted.id && (wanted.trial == null || s.trial === wanted.trial);
}

/** A case's simulation messages read from its file in one streaming pass, as the host reads files; null when it is not there. */
export async function simulationMessagesOnDisk(kase: Case): Promise<readonly unknown[] | null> {
  const sim = kase.simulation;
  if (!sim) return null;
  const one = await readOneSimulation(sim.file, { id: sim.id ?? sim.taskId, trial: sim.trial });
  return one.ok ? one.found.messages : null;
}
