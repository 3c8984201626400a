// Which call last wrote a class's state, on each side, for a state-mismatch table. The harness
// logs state only between turns, so the writer is found from the calls: the last call to a method
// of that class up to the blamed turn that can change state and did not return an error.
import type { ModelCall } from './alignTurn';

/**
 * Methods that only read: from BFCL's backends (`bfcl_eval/eval_checker/multi_turn_eval/
 * func_source_code/gorilla_file_system.py`); `cd` changes only the private working directory,
 * which the state checker does not compare.
 */
const READ_ONLY: Record<string, ReadonlySet<string>> = {
  GorillaFileSystem: new Set(['ls', 'pwd', 'cd', 'cat', 'grep', 'find', 'diff', 'tail', 'wc', 'du', 'sort']),
};

/** A method's class from the entry's `path` (`Class.method`), or the only involved class. */
export function classOfFunction(name: string, path: readonly string[], involved: readonly string[]): string | null {
  const entry = path.find((p) => p.endsWith(`.${name}`));
  if (entry) return entry.slice(0, entry.length - name.length - 1);
  return involved.length === 1 ? involved[0]! : null;
}

export function canWrite(className: string, method: string): boolean {
  return !READ_ONLY[className]?.has(method);
}

/** A harness output that reports a failure (the call changed nothing). */
export function isErrorOutput(output: string | null): boolean {
  return output !== null && (/^\s*\{\s*"error"\s*:/.test(output) || output.startsWith('Error during execution'));
}

export interface Writer {
  /** 0-based turn. */
  turn: number;
  text: string;
}

export function lastModelWriter(className: string, calls: ModelCall[], classOf: (name: string) => string | null): Writer | null {
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i]!;
    if (classOf(c.call.name) === className && canWrite(className, c.call.name) && !isErrorOutput(c.output)) return { turn: c.turn, text: c.call.text };
  }
  return null;
}

export function lastGoldWriter(className: string, gold: string[][], upTo: number, classOf: (name: string) => string | null): Writer | null {
  for (let t = Math.min(upTo, gold.length - 1); t >= 0; t--) {
    const calls = gold[t] ?? [];
    for (let i = calls.length - 1; i >= 0; i--) {
      const name = /^([A-Za-z_][\w.]*)\(/.exec(calls[i]!)?.[1]?.split('.').pop();
      if (name && classOf(name) === className && canWrite(className, name)) return { turn: t, text: calls[i]! };
    }
  }
  return null;
}
