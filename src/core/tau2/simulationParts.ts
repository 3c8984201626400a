// The parts of one simulation the reader needs, gathered from the scanner as it passes them, so that
// the rest is never decoded or parsed: the fields the simulation schema, the scored filter and the
// hit rules read, and of each message the fields the message schema names. A tool result's content
// (most of a file's bytes, and nothing the numbers read) is taken only when the judge's windows are
// kept; raw_data, usage, the voice fields and a simulation's own copy of the policy never are.
import type { JsonPath } from '../text/issueText';
import type { ValueStart, ValueWish } from './jsonStructureScanner';
import { noteSimulationLine, type SimulationLines } from './simulationSummary';

/** Simulation fields read by SimulationSchema, flattenTicks and the scored filter (scoredFilter.ts). */
const SIMULATION_KEYS: ReadonlySet<string> = new Set([
  'id', 'task_id', 'trial', 'termination_reason', 'reward_info', 'ticks',
  'error', 'exception', 'traceback', 'infrastructure_error', 'runtime_error', 'status', 'failure_reason',
]);

/**
 * Message fields the summary reads (summarizeSimulation, the detector, the judge's window): those of
 * MessageSchema but turn_idx and timestamp, which only the case view shows (it reads them whole).
 */
const MESSAGE_KEYS: ReadonlySet<string> = new Set(['role', 'content', 'tool_calls', 'id', 'requestor', 'error', 'tool_messages']);

type Fields = Record<string, unknown>;

/**
 * One simulation being read. Paths are the scanner's, the simulation at `depth` (2 in a results file:
 * ['simulations', i, ...]; 0 in a dir layout's simulation file).
 */
export class SimulationParts {
  /** The simulation as far as it is read: the fields kept, `messages` the list being filled. */
  readonly raw: Fields = {};
  readonly lines: SimulationLines;
  /** A part that is not valid JSON: the simulation is left out, as a whole simulation that does not parse was. */
  broken = false;
  private messages: unknown[] | null = null;

  constructor(line: number, private readonly depth: number, private readonly keepToolText: boolean) {
    this.lines = { line, messageLines: new Map(), callLines: new Map() };
  }

  /** What the scanner should do with a value inside the simulation (see ValueWish). */
  onValue(path: JsonPath, start: ValueStart): ValueWish {
    const d = this.depth;
    const n = path.length - d;
    if (n >= 2) noteSimulationLine(this.lines, path, d, start.line);
    const key = path[d];
    if (n === 1) {
      // The lines of the ticks are where their messages start; nothing else inside a field is needed.
      if (key === 'ticks') return true;
      if (key !== 'messages') return SIMULATION_KEYS.has(key as string) ? 'quiet' : 'skip';
      if (start.kind !== 'array') return 'quiet';
      this.messages = [];
      this.raw.messages = this.messages;
      return false;
    }
    const index = path[d + 1];
    if (key !== 'messages' || !this.messages || typeof index !== 'number') return false;
    if (n === 2) {
      if (start.kind !== 'object') return 'quiet';
      this.messages[index] = {};
      return false;
    }
    if (n !== 3) return false;
    const field = path[d + 2] as string;
    if (!MESSAGE_KEYS.has(field)) return 'skip';
    // The lines of the calls are wanted.
    if (field === 'tool_calls') return true;
    // tau2 writes a tool result's role before its content; when it comes after, the content is taken.
    return field === 'content' && (this.messages[index] as Fields).role === 'tool' && !this.keepToolText ? 'skip' : 'quiet';
  }

  onCaptured(path: JsonPath, value: unknown): void {
    const d = this.depth;
    const n = path.length - d;
    if (n === 1) this.raw[path[d] as string] = value;
    else if (n === 2) this.messages![path[d + 1] as number] = value;
    else (this.messages![path[d + 1] as number] as Fields)[path[d + 2] as string] = value;
  }
}
