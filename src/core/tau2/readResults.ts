// Reads one tau2 run from disk in one streaming pass: a monolithic results file (v0.x, v1.x) or the
// dir layout (results.json + simulations/<id>.json). Only one simulation is ever held parsed; what is
// kept is its labels and facts. A bad simulation or a cut-off file is a Problem with its place; the
// rest is still read.
import { open, readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Problem } from '../model';
import { ReadCancelled } from '../readCancelled';
import { JsonStructureScanner, JsonSyntaxError, type ValueStart } from './jsonStructureScanner';
import { InfoSchema, SimulationIndexSchema, SimulationSchema, TaskSchema, issueText, pathText, runInfoOf } from './schema';
import { TAU2_TOP_KEYS } from './sniff';
import { noteSimulationLine, summarizeSimulation, type SimulationLines } from './simulationSummary';
import { goldOfTask, type GoldTable } from './taskGold';
import { flattenTicks } from './ticks';
import type { Tau2Run, Tau2Simulation } from './types';

export interface ReadOptions {
  /** Bytes read so far of the total (all files of the run). */
  onProgress?: (read: number, total: number) => void;
  signal?: AbortSignal;
  keepWindows?: boolean;
  /** A file of the run as an editor holds it (unsaved edits included), read instead of its disk copy. */
  document?: { file: string; text: string };
  /** Read only this one simulation file of the dir layout (simulations/<id>.json), with its run's metadata. */
  onlySimulation?: string;
}

export { ReadCancelled };

const CHUNK = 1 << 20;

/** The results.json of a dir-layout run, when `path` is one (tau2's _detect_format). */
export async function dirLayoutOf(path: string): Promise<{ results: string; simulations: string } | null> {
  const s = await stat(path).catch(() => null);
  if (!s) return null;
  const results = s.isDirectory() ? join(path, 'results.json') : path;
  const simulations = join(s.isDirectory() ? path : join(path, '..'), 'simulations');
  const dir = await stat(simulations).catch(() => null);
  return dir?.isDirectory() ? { results, simulations } : null;
}

/**
 * The run a simulation file of the dir layout belongs to: `<run>/simulations/<id>.json` beside
 * `<run>/results.json`. Null when `file` is not in such a place.
 */
export async function runOfSimulationFile(file: string): Promise<string | null> {
  const folder = dirname(file);
  if (basename(folder) !== 'simulations' || !file.endsWith('.json')) return null;
  const results = join(dirname(folder), 'results.json');
  return (await stat(results).catch(() => null))?.isFile() ? results : null;
}

export async function readTau2Run(path: string, options: ReadOptions = {}): Promise<Tau2Run> {
  const dir = await dirLayoutOf(path);
  const run: Tau2Run = {
    file: dir ? dir.results : path, layout: dir ? 'dir' : 'monolithic', isTau2: true, info: null, domain: null,
    simulations: [], embeddedTasks: null, problems: [], warnings: [], indexLines: new Map(),
  };
  const all = dir ? (await readdir(dir.simulations)).filter((f) => f.endsWith('.json')).sort() : [];
  const simFiles = options.onlySimulation ? all.filter((f) => join(dir!.simulations, f) === options.onlySimulation) : all;
  const sizes = await Promise.all([run.file, ...simFiles.map((f) => join(dir!.simulations, f))].map((f) => stat(f).then((s) => s.size, () => 0)));
  const progress = { read: 0, total: sizes.reduce((a, b) => a + b, 0) };

  const header = await readDocument(run, run.file, 'results', options, progress);
  if (!header.isTau2) {
    run.isTau2 = false;
    return run;
  }
  if (dir) {
    const index = header.simulationIndex;
    if (index && !options.onlySimulation) {
      const stems = new Set(simFiles.map((f) => basename(f, '.json')));
      const ids = new Set(index.map((e) => e.id));
      const missing = [...ids].filter((id) => !stems.has(id));
      const extra = [...stems].filter((id) => !ids.has(id));
      if (missing.length || extra.length) {
        run.warnings.push(`The simulation_index of ${run.file} and the files in ${dir.simulations} disagree (${missing.length} listed but missing, ${extra.length} not listed); tau2 itself would refuse to load this run. Every file present was read.`);
      }
    }
    for (const f of simFiles) await readDocument(run, join(dir.simulations, f), 'simulation', options, progress);
  }
  return run;
}

interface DocumentResult {
  isTau2: boolean;
  simulationIndex: { id: string }[] | null;
}

/** Scans one file: a results document (`results`) or one simulation (`simulation`, dir layout). */
async function readDocument(
  run: Tau2Run, file: string, kind: 'results' | 'simulation', options: ReadOptions, progress: { read: number; total: number },
): Promise<DocumentResult> {
  const problem = (line: number, column: number, message: string) => run.problems.push({ file, line, column, message } satisfies Problem);
  const topKeys: string[] = [];
  let rootKind: ValueStart['kind'] | null = null;
  let simulationIndex: { id: string }[] | null = null;
  let current: SimulationLines | null = null;
  let simulationsSeen = 0;
  const embedded: GoldTable = {};
  const indexEntryLines = new Map<number, number>();
  // Paths relative to a simulation: ['simulations', i, ...] in a results file, the root in a simulation file.
  const simDepth = kind === 'results' ? 2 : 0;
  const isSimulationPath = (p: readonly (string | number)[]) => (kind === 'results' ? p.length === 2 && p[0] === 'simulations' && typeof p[1] === 'number' : p.length === 0);

  const scanner = new JsonStructureScanner({
    onValue(start) {
      const p = start.path;
      if (p.length === 0) rootKind = start.kind;
      if (kind === 'results' && p.length === 1) {
        topKeys.push(String(p[0]));
        return p[0] === 'info' || p[0] === 'simulation_index';
      }
      if (kind === 'results' && p.length === 2 && p[0] === 'tasks') return true;
      if (kind === 'results' && p.length === 2 && p[0] === 'simulation_index' && typeof p[1] === 'number') indexEntryLines.set(p[1], start.line);
      if (isSimulationPath(p)) {
        current = { line: start.line, messageLines: new Map(), callLines: new Map() };
        simulationsSeen++;
        return true;
      }
      if (current) noteSimulationLine(current, p, simDepth, start.line);
      return false;
    },
    onCaptured(start, bytes) {
      const p = start.path;
      let value: unknown;
      try {
        value = JSON.parse(bytes.toString('utf8'));
      } catch (e) {
        problem(start.line, start.column, `${pathText(p)} is not valid JSON (${(e as Error).message}); it was left out.`);
        return;
      }
      if (p[0] === 'info') {
        const info = InfoSchema.safeParse(value);
        if (info.success) {
          run.info = runInfoOf(info.data);
          run.domain = run.info.domain;
        } else problem(start.line, start.column, `${issueText(info.error, p)}. The run's model and domain are unknown.`);
      } else if (p[0] === 'simulation_index') {
        const index = SimulationIndexSchema.safeParse(value);
        if (index.success) {
          simulationIndex = index.data ?? null;
          simulationIndex?.forEach((entry, i) => run.indexLines?.set(entry.id, indexEntryLines.get(i) ?? start.line));
          run.indexEndLine = scanner.currentLine;
        }
        else problem(start.line, start.column, `${issueText(index.error, p)}.`);
      } else if (p[0] === 'tasks') {
        const task = TaskSchema.safeParse(value);
        if (task.success) embedded[String(task.data.id)] = goldOfTask(task.data);
        else problem(start.line, start.column, `${issueText(task.error, p)}. This embedded task was left out of the comparison with the gold tasks.`);
      } else if (current) {
        current.endLine = scanner.currentLine;
        const sim = readSimulation(value, current, file, [...p], options, (line, message) => problem(line, 1, message));
        if (sim) run.simulations.push(sim);
        current = null;
      }
    },
  }, simDepth + 4);

  const text = options.document?.file === file ? options.document.text : undefined;
  const handle = text === undefined ? await open(file, 'r') : null;
  try {
    if (text !== undefined) {
      const bytes = Buffer.from(text, 'utf8');
      scanner.push(bytes);
      progress.read += bytes.length;
      options.onProgress?.(progress.read, Math.max(progress.total, progress.read));
    }
    while (handle) {
      if (options.signal?.aborted) throw new ReadCancelled();
      const buffer = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      scanner.push(bytesRead < CHUNK ? buffer.subarray(0, bytesRead) : buffer);
      progress.read += bytesRead;
      options.onProgress?.(progress.read, progress.total);
    }
    scanner.end();
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    problem(e.line, e.column, cutOffMessage(e, kind, simulationsSeen, rootKind));
  } finally {
    await handle?.close();
  }

  if (kind === 'results') {
    const isTau2 = rootKind === 'object' && topKeys.some((k) => k === 'simulations' || k === 'simulation_index' || k === 'info');
    if (rootKind !== null && !isTau2) {
      const found = rootKind === 'object' ? `its top-level keys are ${topKeys.slice(0, 8).map((k) => `"${k}"`).join(', ') || 'none'}` : `its top level is ${rootKind === 'array' ? 'a list' : 'not an object'}`;
      problem(1, 1, `This file is JSON but not a tau2 results file: ${found}, where tau2 writes "info", "tasks" and "simulations" (or "simulation_index").`);
      return { isTau2: false, simulationIndex: null };
    }
    if (!topKeys.includes('simulations') && kind === 'results' && run.layout === 'monolithic' && isTau2) {
      run.warnings.push(`${file} has no "simulations": it is the metadata of a dir-layout run, but no simulations/ folder was found beside it.`);
    }
    const unknown = topKeys.filter((k) => !TAU2_TOP_KEYS.has(k));
    if (unknown.length) run.warnings.push(`${file} has top-level keys tau2 does not write (${unknown.join(', ')}); they were ignored.`);
    if (Object.keys(embedded).length) run.embeddedTasks = { ...(run.embeddedTasks ?? {}), ...embedded };
    return { isTau2, simulationIndex };
  }
  return { isTau2: true, simulationIndex: null };
}

function cutOffMessage(e: JsonSyntaxError, kind: 'results' | 'simulation', seen: number, rootKind: string | null): string {
  if (rootKind === null) return `This file is not JSON (${e.message}).`;
  const where = e.path.length ? ` inside ${pathText(e.path)}` : '';
  const read = kind === 'results' ? ` The ${Math.max(0, seen - 1)} simulations before it were read.` : '';
  return `${e.message[0]!.toUpperCase()}${e.message.slice(1)}${where}.${read}`;
}

function readSimulation(
  value: unknown, lines: SimulationLines, file: string, base: (string | number)[], options: ReadOptions,
  problem: (line: number, message: string) => void,
): Tau2Simulation | null {
  const parsed = SimulationSchema.safeParse(value);
  if (!parsed.success) {
    problem(lines.line, `${issueText(parsed.error, base)}. This simulation was left out.`);
    return null;
  }
  const sim = parsed.data;
  let messages: readonly unknown[] = sim.messages ?? [];
  let messageLines = lines.messageLines;
  if (!sim.messages && Array.isArray(sim.ticks)) {
    ({ messages, lineOf: messageLines } = flattenTicks(sim.ticks, lines.messageLines, lines.line));
  } else if (!sim.messages) {
    problem(lines.line, `${pathText(base)} (task ${String(sim.task_id)}) has no messages (${sim.messages === null ? 'null' : 'missing'}) and no ticks. It is counted with no assistant message, as the paper's script counts it.`);
  }
  return summarizeSimulation(sim, messages, { ...lines, messageLines }, file, base, { keepWindows: options.keepWindows ?? false }, problem);
}

