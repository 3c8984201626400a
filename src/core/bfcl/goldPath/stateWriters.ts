// Which call last wrote each differing attribute, on each side, for a state-mismatch table. The
// harness logs state only between turns, so the writer is found from the calls: the last call up to
// the blamed turn to a method that writes that attribute (backendWrites.ts) and did not return an
// error. For a class whose methods' writes are not known, the last call of that class is named as
// such, never as the writer.
import type { ToolCall } from '../../goldPath/callAlignment';
import type { ModelCall } from './alignTurn';
import { BACKEND_WRITES } from './backendWrites';
import { parseToolCall } from './toolCall';

/**
 * A method's class: the one involved class whose backend has it as a writer, else the entry's `path`
 * (`Class.method`; BFCL's paths keep some old method names), else the only involved class.
 */
export function classOfFunction(name: string, path: readonly string[], involved: readonly string[]): string | null {
  const writers = involved.filter((c) => BACKEND_WRITES[c]?.[name] !== undefined);
  if (writers.length === 1) return writers[0]!;
  const entry = path.find((p) => p.endsWith(`.${name}`));
  if (entry) return entry.slice(0, entry.length - name.length - 1);
  return involved.length === 1 ? involved[0]! : null;
}

/**
 * Whether `call`, a method of `className`, can change `attribute` (every attribute when null);
 * null when the class's backend is not known.
 */
export function writes(className: string, call: ToolCall, attribute: string | null = null): boolean | null {
  const table = BACKEND_WRITES[className];
  if (!table) return null;
  // `echo` without a file prints to the terminal and writes nothing.
  if (className === 'GorillaFileSystem' && call.name === 'echo' && !call.keywords.some(([k]) => k === 'file_name') && call.positional.length < 2) return false;
  const attributes = table[call.name];
  if (!attributes) return false;
  return attribute === null || attributes.includes(attribute);
}

/** A harness output that reports a failure (the call changed nothing). */
export function isErrorOutput(output: string | null): boolean {
  return output !== null && (/^\s*\{\s*"error"\s*:/.test(output) || output.startsWith('Error during execution'));
}

export interface Writer {
  /** 0-based turn. */
  turn: number;
  text: string;
  /**
   * True: the call's method writes the attribute. False: the class's backend is not known, so this is
   * only the last call of that class.
   */
  known: boolean;
}

export function lastModelWriter(className: string, attribute: string, calls: ModelCall[], classOf: (name: string) => string | null): Writer | null {
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i]!;
    if (classOf(c.call.name) !== className || isErrorOutput(c.output)) continue;
    const w = writes(className, c.call, attribute);
    if (w !== false) return { turn: c.turn, text: c.call.text, known: w === true };
  }
  return null;
}

export function lastGoldWriter(className: string, attribute: string, gold: string[][], upTo: number, classOf: (name: string) => string | null): Writer | null {
  for (let t = Math.min(upTo, gold.length - 1); t >= 0; t--) {
    const calls = gold[t] ?? [];
    for (let i = calls.length - 1; i >= 0; i--) {
      const call = parseToolCall(calls[i]!);
      if (!call || classOf(call.name) !== className) continue;
      const w = writes(className, call, attribute);
      if (w !== false) return { turn: t, text: calls[i]!, known: w === true };
    }
  }
  return null;
}
