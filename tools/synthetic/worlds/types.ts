// The simulated BFCL back-ends: each class keeps a state, runs calls and reports the public
// attributes that BFCL's state snapshots and state checker look at.
import { dumps, type JsonValue } from '../pyJson';

export type Args = { [name: string]: JsonValue };

export interface Call {
  name: string;
  args: Args;
}

export interface ApiClass {
  readonly className: string;
  /** Names of the functions this class runs. */
  readonly functions: readonly string[];
  /** Public attributes, as a `state_info` snapshot shows them (and the state checker compares). */
  state(): { [attr: string]: JsonValue };
  /** The `initial_config` entry of the test case. */
  initialConfig(): { [key: string]: JsonValue };
  /** Runs one call and returns what the back-end returned (a dict, or null for Python None). */
  run(call: Call): JsonValue;
  clone(): ApiClass;
}

/** The classes of one test case, run together as BFCL runs them. */
export class World {
  constructor(readonly classes: ApiClass[]) {}

  get involvedClasses(): string[] {
    return this.classes.map((c) => c.className);
  }

  /** The tool output text BFCL logs: json.dumps of a dict (ASCII escapes), else str(). */
  execute(call: Call): string {
    const owner = this.classes.find((c) => c.functions.includes(call.name));
    if (!owner) return `Error during execution: name '${call.name}' is not defined`;
    const value = owner.run(call);
    if (value === null) return 'None';
    if (typeof value === 'object') return dumps(value, { asciiOnly: true });
    return String(value);
  }

  /** A state snapshot list: one `state_info` entry per class (MathAPI is stateless and left out).
   *  `states` are the classes' states when the caller already has them. */
  snapshot(states?: Map<string, { [attr: string]: JsonValue }>): JsonValue[] {
    return this.classes
      .filter((c) => c.className !== 'MathAPI')
      .map((c) => ({ role: 'state_info', class_name: c.className, content: states?.get(c.className) ?? c.state() }));
  }

  clone(): World {
    return new World(this.classes.map((c) => c.clone()));
  }
}
