// One file of a tau2 run scanned in one streaming pass, from whatever bytes the caller feeds it: a
// monolithic results file (v0.x, v1.x), the results.json of the dir layout, or one of its
// simulations/<id>.json. Only one simulation is ever held parsed; what is kept is its labels and facts.
// A bad simulation or a cut-off file is a Problem with its place; the rest is still read. No file
// access: readResults.ts feeds it from disk, tau2Text.ts from an editor's text.
import type { Problem } from '../model/problem';
import { countOf } from '../text/countOf';
import { JsonStructureScanner, JsonSyntaxError, type CapturedValue, type ValueStart } from './jsonStructureScanner';
import { issueText, pathText } from '../text/issueText';
import { InfoSchema, SimulationIndexSchema, SimulationSchema, TaskSchema, runInfoOf } from './schema';
import { TAU2_TOP_KEYS } from './sniff';
import type { MessageNotes } from './messageNotes';
import { SimulationParts } from './simulationParts';
import { summarizeSimulation, type SimulationLines } from './simulationSummary';
import { goldOfTask, type GoldTable } from './taskGold';
import { knownTaskGold, rememberTaskGold } from './knownTasks';
import { flattenTicks } from './ticks';
import type { Tau2Run, Tau2Simulation } from './types';

export interface DocumentOptions {
  /** Keep each write's judge window (the case view and --cases need it; the summary does not). */
  keepWindows?: boolean;
}

const START_KINDS: Record<ValueStart['kind'], string> = { object: 'an object', array: 'a list', string: 'a string', scalar: 'a value' };
/** The fields of `info` that tau2 writes at every version (formats-tau2.md section 2). */
const INFO_KEYS = ['git_commit', 'num_trials', 'max_steps', 'max_errors', 'user_info', 'agent_info', 'environment_info', 'seed'];

/** A run with nothing read yet: `file` is its results file. */
export function emptyRun(file: string, layout: Tau2Run['layout']): Tau2Run {
  return { file, layout, isTau2: true, info: null, domain: null, simulations: [], embeddedTasks: null, problems: [], warnings: [], indexLines: new Map() };
}

export interface DocumentResult {
  isTau2: boolean;
  simulationIndex: { id: string }[] | null;
}

/**
 * The bytes of one file of a run, handed to `push` a chunk at a time by the caller (from disk, or an
 * editor's text). A chunk is scanned before `push` returns, so its buffer may be refilled after.
 */
export type DocumentFeed = (push: (chunk: Buffer) => void) => Promise<void>;

/**
 * Scans one file into `run`: a results document (`results`) or one simulation (`simulation`, dir
 * layout). What the feed throws (a cancelled read) goes to the caller; broken JSON is a Problem.
 */
export async function readRunDocument(
  run: Tau2Run, file: string, kind: 'results' | 'simulation', options: DocumentOptions, notes: MessageNotes, feed: DocumentFeed,
): Promise<DocumentResult> {
  const problem = (line: number, column: number, message: string) => run.problems.push({ file, line, column, message } satisfies Problem);
  const topKeys: string[] = [];
  let rootKind: ValueStart['kind'] | null = null;
  /** Where the top-level `simulations` starts and what it is ("a list", "a number", ...). */
  let simulationsValue: { kind: string; line: number; column: number } | null = null;
  /** Whether `info` holds any field tau2 writes there (an info of other keys is no sign of tau2). */
  let infoRecognised: boolean | null = null;
  let simulationIndex: { id: string }[] | null = null;
  let current: SimulationParts | null = null;
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
        if (p[0] === 'simulations') {
          simulationsValue = { kind: START_KINDS[start.kind], line: start.line, column: start.column };
          // A number, true, false or null: its bytes tell which.
          return start.kind === 'scalar';
        }
        // The entries of simulation_index are reported for their lines.
        return p[0] === 'info' ? 'quiet' : p[0] === 'simulation_index';
      }
      if (kind === 'results' && p.length === 2 && p[0] === 'tasks') return 'quiet';
      if (kind === 'results' && p.length === 2 && p[0] === 'simulation_index' && typeof p[1] === 'number') indexEntryLines.set(p[1], start.line);
      if (isSimulationPath(p)) {
        simulationsSeen++;
        // Anything but an object is taken whole, for the schema to say what it is.
        if (start.kind !== 'object') return 'quiet';
        current = new SimulationParts(start.line, simDepth, options.keepWindows ?? false);
        return 'watch';
      }
      return current !== null && p.length > simDepth && current.onValue(p, start);
    },
    onEnd(start) {
      if (!current || !isSimulationPath(start.path)) return;
      const parts = current;
      current = null;
      if (parts.broken) return;
      parts.lines.endLine = scanner.currentLine;
      const sim = readSimulation(parts.raw, parts.lines, file, [...start.path], options, notes, (line, message) => problem(line, 1, message));
      if (sim) run.simulations.push(sim);
    },
    onCaptured(start, captured) {
      const p = start.path;
      // An embedded task read before (this file's at an earlier read, or another run's): its gold as then.
      const taskText = kind === 'results' && p.length === 2 && p[0] === 'tasks' ? captured.latin1 ?? captured.text() : null;
      const known = taskText === null ? undefined : knownTaskGold(taskText);
      if (known) {
        embedded[known.id] = known.gold;
        return;
      }
      let value: unknown;
      try {
        value = parsedValue(captured);
      } catch (e) {
        const inSimulation = current !== null && p.length > simDepth;
        if (inSimulation) current!.broken = true;
        problem(start.line, start.column, `${pathText(p)} is not valid JSON (${(e as Error).message}); ${inSimulation ? 'its simulation was' : 'it was'} left out.`);
        return;
      }
      if (current && p.length > simDepth) {
        current.onCaptured(p, value);
      } else if (isSimulationPath(p)) {
        const lines = { line: start.line, endLine: scanner.currentLine, messageLines: new Map(), callLines: new Map() };
        const sim = readSimulation(value, lines, file, [...p], options, notes, (line, message) => problem(line, 1, message));
        if (sim) run.simulations.push(sim);
      } else if (p.length === 1 && p[0] === 'simulations') {
        simulationsValue!.kind = value === null ? 'null' : `a ${typeof value}`;
      } else if (p[0] === 'info') {
        const info = InfoSchema.safeParse(value);
        infoRecognised = info.success && INFO_KEYS.some((k) => (info.data as Record<string, unknown>)[k] !== undefined);
        if (info.success && !infoRecognised) {
          problem(start.line, start.column, `info holds none of the fields tau2 writes there (${INFO_KEYS.join(', ')}). The run's model and domain are unknown.`);
        } else if (info.success) {
          run.info = runInfoOf(info.data);
          run.domain = run.info.domain;
        } else problem(start.line, start.column, `${issueText(info.error, p, value)}. The run's model and domain are unknown.`);
      } else if (p[0] === 'simulation_index') {
        const index = SimulationIndexSchema.safeParse(value);
        if (index.success) {
          simulationIndex = index.data ?? null;
          simulationIndex?.forEach((entry, i) => run.indexLines?.set(entry.id, indexEntryLines.get(i) ?? start.line));
          run.indexEndLine = scanner.currentLine;
        }
        else problem(start.line, start.column, `${issueText(index.error, p, value)}.`);
      } else if (p[0] === 'tasks') {
        const task = TaskSchema.safeParse(value);
        if (task.success) {
          const id = String(task.data.id);
          embedded[id] = goldOfTask(task.data);
          if (taskText !== null) rememberTaskGold(taskText, id, embedded[id]);
        }
        else problem(start.line, start.column, `${issueText(task.error, p, value)}. This embedded task was left out of the comparison with the gold tasks.`);
      }
    },
  }, simDepth + 4);

  try {
    await feed((chunk) => scanner.push(chunk));
    scanner.end();
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    problem(e.line, e.column, cutOffMessage(e, kind, simulationsSeen, rootKind));
    if (kind === 'results' && rootKind !== null) run.cutOff = { line: e.line, truncated: e.truncated };
  }

  if (kind === 'results') {
    const sims = simulationsValue as { kind: string; line: number; column: number } | null;
    if (rootKind === 'object' && sims && sims.kind !== 'a list' && sims.kind !== 'null') {
      notTau2(run, file);
      problem(sims.line, sims.column, `This file is JSON but not a tau2 results file: "simulations" is ${sims.kind}, where tau2 writes a list of simulations. Nothing was read.`);
      return { isTau2: false, simulationIndex: null };
    }
    const isTau2 = rootKind === 'object' && (sims !== null || topKeys.includes('simulation_index') || (topKeys.includes('info') && infoRecognised !== false));
    if (rootKind !== null && !isTau2) {
      const found = rootKind === 'object' ? `its top-level keys are ${topKeys.slice(0, 8).map((k) => `"${k}"`).join(', ') || 'none'}` : `its top level is ${rootKind === 'array' ? 'a list' : 'not an object'}`;
      notTau2(run, file);
      problem(1, 1, `This file is JSON but not a tau2 results file: ${found}, where tau2 writes "info", "tasks" and "simulations" (or "simulation_index").`);
      return { isTau2: false, simulationIndex: null };
    }
    if (sims?.kind === 'null') run.warnings.push(`${file}: "simulations" is null (line ${sims.line}): the file holds no simulation.`);
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

/** A short string of no escape, and an integer that a double holds exactly: taken as written. */
const PLAIN_STRING = /^"[^"\\\x00-\x1f\x80-\xff]*"$/;
const INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;
const BEYOND_ASCII = /[\x80-\xff]/;
/** V8 copies a substring shorter than 13 characters; a longer one is a view that keeps the captured text alive. */
const SHORT = 14;

/**
 * JSON.parse of a captured value, without decoding UTF-8 where its bytes are ASCII (the Latin-1 text
 * is then the text), and without parsing at all the plain values most captures are (roles, ids, flags).
 */
function parsedValue(captured: CapturedValue): unknown {
  const latin1 = captured.latin1;
  if (latin1 === null) return JSON.parse(captured.text());
  const first = latin1.charCodeAt(0);
  if (first === 0x22) {
    if (latin1.length <= SHORT && PLAIN_STRING.test(latin1)) return latin1.slice(1, -1);
  } else if (first !== 0x7b && first !== 0x5b) {
    if (latin1 === 'null') return null;
    if (latin1 === 'true') return true;
    if (latin1 === 'false') return false;
    if (INTEGER.test(latin1)) return Number(latin1);
  }
  return JSON.parse(BEYOND_ASCII.test(latin1) ? captured.text() : latin1);
}

/** A file found not to be tau2 is said so once: what was said of its parts before is dropped. */
function notTau2(run: Tau2Run, file: string): void {
  run.problems = run.problems.filter((p) => p.file !== file);
}

function cutOffMessage(e: JsonSyntaxError, kind: 'results' | 'simulation', seen: number, rootKind: string | null): string {
  if (rootKind === null) return `This file is not JSON (${e.message}).`;
  const where = e.path.length ? ` inside ${pathText(e.path)}` : '';
  // Inside simulations[k]: the k before it were read; anywhere else (between simulations, after the
  // list, text after the document) every simulation seen was.
  const before = e.path[0] === 'simulations' && typeof e.path[1] === 'number' ? e.path[1] : seen;
  const read = kind === 'results' ? ` The ${countOf(before, 'simulation')} before it ${before === 1 ? 'was' : 'were'} read.` : '';
  return `${e.message[0]!.toUpperCase()}${e.message.slice(1)}${where}.${read}`;
}

function readSimulation(
  value: unknown, lines: SimulationLines, file: string, base: (string | number)[], options: DocumentOptions, notes: MessageNotes,
  problem: (line: number, message: string) => void,
): Tau2Simulation | null {
  const parsed = SimulationSchema.safeParse(value);
  if (!parsed.success) {
    problem(lines.line, `${issueText(parsed.error, base, value)}. This simulation was left out.`);
    return null;
  }
  const sim = parsed.data;
  let messages: readonly unknown[] = sim.messages ?? [];
  let messageLines = lines.messageLines;
  if (!sim.messages && Array.isArray(sim.ticks)) {
    ({ messages, lineOf: messageLines } = flattenTicks(sim.ticks, lines.messageLines, lines.line));
  } else if (!sim.messages) {
    problem(lines.line, `${base.length ? pathText(base) : 'This simulation'} (task ${String(sim.task_id)}) has no messages (${sim.messages === null ? 'null' : 'missing'}) and no ticks. It is counted with no assistant message, as the paper's script counts it.`);
  }
  return summarizeSimulation(sim, messages, { ...lines, messageLines }, file, base, { keepWindows: options.keepWindows ?? false, notes }, problem);
}

