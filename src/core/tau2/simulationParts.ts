// The parts of one simulation the reader needs, gathered from the scanner as it passes them, so that
// the rest is never decoded or parsed: the fields the simulation schema, the scored filter and the
// hit rules read, and of each message the fields the message schema names. A tool result's content
// (most of a file's bytes, and nothing the numbers read) is taken only when the judge's windows are
// kept; raw_data, usage, the voice fields and a simulation's own copy of the policy never are.
import type { JsonPath, ValueStart } from './jsonStructureScanner';
import { noteSimulationLine, type SimulationLines } from './simulationSummary';

/** Simulation fields read by SimulationSchema, flattenTicks and the scored filter (scoredFilter.ts). */
const SIMULATION_KEYS: ReadonlySet<string> = new Set([
  'id', 'task_id', 'trial', 'termination_reason', 'reward_info', 'ticks',
  'error', 'exception', 'traceback', 'infrastructure_error', 'runtime_error', 'status', 'failure_reason',
]);

/** Message fields MessageSchema names (schema.ts): every one it validates is taken. */
const MESSAGE_KEYS: ReadonlySet<string> = new Set(['role', 'content', 'tool_calls', 'id', 'requestor', 'error', 'tool_messages', 'turn_idx', 'timestamp']);

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

  /** For a value inside the simulation: true to have its bytes (onCaptured), false to pass it by. */
  onValue(path: JsonPath, start: ValueStart): boolean {
    const d = this.depth;
    const n = path.length - d;
    if (n >= 2) noteSimulationLine(this.lines, path, d, start.line);
    const key = path[d];
    if (n === 1) {
      if (key !== 'messages') return SIMULATION_KEYS.has(key as string);
      if (start.kind !== 'array') return true;
      this.messages = [];
      this.raw.messages = this.messages;
      return false;
    }
    const index = path[d + 1];
    if (key !== 'messages' || !this.messages || typeof index !== 'number') return false;
    if (n === 2) {
      if (start.kind !== 'object') return true;
      this.messages[index] = {};
      return false;
    }
    if (n !== 3) return false;
    const field = path[d + 2] as string;
    if (!MESSAGE_KEYS.has(field)) return false;
    // tau2 writes a tool result's role before its content; when it comes after, the content is taken.
    return !(field === 'content' && (this.messages[index] as Fields).role === 'tool' && !this.keepToolText);
  }

  onCaptured(path: JsonPath, value: unknown): void {
    const d = this.depth;
    const n = path.length - d;
    if (n === 1) this.raw[path[d] as string] = value;
    else if (n === 2) this.messages![path[d + 1] as number] = value;
    else (this.messages![path[d + 1] as number] as Fields)[path[d + 2] as string] = value;
  }
}
