// One user request of a multi-turn case, with everything the generator needs to play both the
// ground truth and a model that handles it well or badly.
import type { Prng } from '../prng';
import type { Call, World } from '../worlds/types';

export interface Task {
  /** The request as the user words it when nothing is missing. */
  query: string;
  /** The ground truth calls. */
  calls: Call[];
  /** miss_param: how the request reads with one value left out, and what a model does about it. */
  missing: MissingValue | null;
  /** miss_func: the function held out while this request is asked. */
  heldOut: string;
  /** miss_func: what a model may call instead of the held-out function (may be none). */
  workaround: Call[];
  /** Words for the model's replies: "move 'a.txt' into a new 'tmp' directory", "moved 'a.txt'
   *  into the new 'tmp' directory", and a sentence reporting the outcome. */
  todo: string;
  did: string;
  report: string;
}

export interface MissingValue {
  /** The request without the value, and the user's next message that gives it. */
  vague: string;
  supply: string;
  /** What a model that guesses instead of asking calls (sometimes the right value). */
  guess: Call[];
  /** For the model's question: "the name of the new directory", "move 'a.txt' into a new directory". */
  need: string;
  todo: string;
  /** What the guessing model says it did. */
  guessed: string;
}

export interface TaskContext {
  rng: Prng;
  /** The ground-truth world at the start of the turn (read it, do not run calls on it). */
  world: World;
}

export type TaskBuilder = (ctx: TaskContext) => Task | null;

export function call(name: string, args: Call['args'] = {}): Call {
  return { name, args };
}
