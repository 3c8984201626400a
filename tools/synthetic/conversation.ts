// Plays one test case turn by turn: the ground truth on its own world, the model on another,
// recording what BFCL would log (emissions, tool outputs, state snapshots after every turn).
import type { CasePlan, Category } from './casePlan';
import { ModelTurn, type StepRecord, type TurnAct } from './modelTurn';
import { wordsFor, type Intent, type Words } from './phrases';
import type { Prng } from './prng';
import type { Ending, ModelProfile } from './profiles';
import type { JsonValue } from './pyJson';
import { spoilCalls } from './spoil';
import type { Task, TaskBuilder } from './tasks/types';
import { turnQuery } from './userMessages';
import { functionsOf } from './functionDocs';
import type { Call, World } from './worlds/types';

export interface TruthTurn {
  /** `prompt.question[t]`: the user message, or [] at the miss_func holdout turn. */
  question: JsonValue[];
  calls: Call[];
  outputs: string[];
}

export interface PlayedTurn {
  query: JsonValue[];
  steps: StepRecord[];
  stateAfter: JsonValue[];
  /** Per class, its public state after the turn, for the model and for the ground truth. */
  modelState: Map<string, ClassState>;
  truthState: Map<string, ClassState>;
  /** A probe's handler_log entry (probe.ts), logged in the turn's first step. */
  probeLog?: JsonValue;
}

export interface PlayedCase {
  involvedClasses: string[];
  initialConfig: { [cls: string]: JsonValue };
  initialState: JsonValue[];
  truth: TruthTurn[];
  /** The turns the model played (fewer than `truth` when it was forced to quit early). */
  played: PlayedTurn[];
  heldOut: { turn: number; names: string[] } | null;
  excluded: string[];
  inferenceError: string | null;
  /** The request of each turn of the test case (the ground truth's, played or not). */
  tasks: Task[];
}

/** The test case as the run's first model played it, for the others to play too: the requests of
 *  its turns, the function held out and the functions excluded. */
export interface ScriptedCase {
  tasks: Task[];
  heldOut: string | null;
  excluded: string[];
}

export type ClassState = { [attr: string]: JsonValue };
const classStates = (world: World): Map<string, ClassState> => new Map(world.classes.map((c) => [c.className, c.state()]));

const TOKEN_BASE = { xlam: 7600, oss: 5200, gptPrompt: 7700, gptFc: 2400, claude: 0 } as const;
const QUIET_ENDINGS: Ending[] = ['confirm', 'confirmMissed', 'report'];

/** With `script`, the requests are the script's; the draws that would have chosen them are still made,
 *  so a case whose requests match the script plays byte for byte as without it. */
export function playCase(rng: Prng, plan: CasePlan, category: Category, profile: ModelProfile, world: World, inferenceErrorText: string, compact: boolean, script?: ScriptedCase): PlayedCase {
  const truthWorld = world.clone();
  const initialConfig: { [cls: string]: JsonValue } = {};
  for (const c of world.classes) initialConfig[c.className] = c.initialConfig();
  const initialState = world.snapshot();

  const shuffled = rng.sample(plan.domain.tasks, plan.domain.tasks.length);
  const specialBuilder = plan.special !== null ? pickSpecialBuilder(shuffled, category, rng, truthWorld) : null;
  // The special request is asked once (twice, with its follow-up); the other turns rotate the rest.
  const others = shuffled.filter((b) => b !== specialBuilder?.source);
  const builders = others.length > 0 ? others : shuffled;
  const heldOutName = script ? script.heldOut : category === 'miss_func' && specialBuilder ? specialBuilder.heldOut : null;
  const offered = functionsOf(world.involvedClasses).filter((f) => f !== heldOutName);

  const truth: TruthTurn[] = [];
  const tasks: Task[] = [];
  const played: PlayedTurn[] = [];
  let stopped = plan.spoil?.mode === 'inferenceError';
  let task: Task | null = null;
  let builderIndex = 0;

  for (let t = 0; t < plan.turns; t++) {
    const special = plan.special;
    const isSpecial = special === t;
    const isFollow = special !== null && special + 1 === t;
    if (isSpecial && specialBuilder) task = specialBuilder.build(truthWorld);
    else if (!isFollow || !task) task = nextTask(rng, plan, builders, builderIndex++, truthWorld, t === plan.turns - 1, heldOutName);
    if (script) task = script.tasks[t]!;
    tasks.push(task);

    const gtCalls = (category === 'miss_param' || category === 'miss_func') && isSpecial ? [] : task.calls;
    const outputs = gtCalls.map((c) => truthWorld.execute(c));
    const holdout = category === 'miss_func' && isFollow;
    const userText = category === 'miss_param' && isSpecial ? task.missing?.vague ?? task.query : category === 'miss_param' && isFollow ? task.missing?.supply ?? task.query : task.query;
    truth.push({ question: holdout ? [] : [{ role: 'user', content: userText }], calls: gtCalls, outputs });

    if (stopped) continue;
    const query = turnQuery(plan.style.family, { text: userText, restored: holdout && heldOutName ? [heldOutName] : [], first: t === 0, last: t === plan.turns - 1 }, offered, rng.chance(0.5), compact);
    const { act, words } = modelAct(rng, plan, profile, task, t);
    const steps = new ModelTurn(rng, plan.style, world, task, words, TOKEN_BASE[plan.style.family] + 120 * t).play(act);
    const modelState = classStates(world);
    played.push({ query, steps, stateAfter: world.snapshot(modelState), modelState, truthState: classStates(truthWorld) });
    if (steps.some((s) => s.forcedQuit)) stopped = true;
  }

  return {
    involvedClasses: world.involvedClasses, initialConfig, initialState, truth, played,
    heldOut: heldOutName && plan.special !== null ? { turn: plan.special + 1, names: [heldOutName] } : null,
    excluded: script ? script.excluded : excludedFunctions(rng, world, heldOutName),
    inferenceError: plan.spoil?.mode === 'inferenceError' ? inferenceErrorText : null,
    tasks,
  };
}

function excludedFunctions(rng: Prng, world: World, heldOutName: string | null): string[] {
  return world.involvedClasses.includes('GorillaFileSystem') && rng.chance(0.5) ? [rng.pick(['rm', 'cp', 'du'].filter((f) => f !== heldOutName))] : [];
}

interface SpecialBuilder {
  source: TaskBuilder;
  heldOut: string;
  build(world: World): Task;
}

/** The request for the miss_param / miss_func turn: one with a vague wording, or any. Probed on
 *  a copy first so earlier turns can avoid the function it holds out. */
function pickSpecialBuilder(builders: TaskBuilder[], category: Category, rng: Prng, world: World): SpecialBuilder | null {
  for (const builder of builders) {
    const probe = builder({ rng: rng.fork('probe'), world: world.clone() });
    if (!probe || (category === 'miss_param' && probe.missing === null)) continue;
    return {
      source: builder,
      heldOut: probe.heldOut,
      build: (w) => {
        const task = builder({ rng, world: w });
        return task && (category !== 'miss_param' || task.missing !== null) ? task : probe;
      },
    };
  }
  return null;
}

function nextTask(rng: Prng, plan: CasePlan, builders: TaskBuilder[], from: number, world: World, last: boolean, avoid: string | null): Task {
  const fits = (task: Task | null): task is Task => task !== null && !task.calls.some((c) => c.name === avoid);
  if (last && rng.chance(0.6)) {
    for (const closer of rng.sample(plan.domain.closers, plan.domain.closers.length)) {
      const task = closer({ rng, world });
      if (fits(task)) return task;
    }
  }
  for (let i = 0; i < builders.length; i++) {
    const task = builders[(from + i) % builders.length]!({ rng, world });
    if (fits(task)) return task;
  }
  // Every file request needs a file; an empty tree still supports writing a note.
  return builders.map((b) => b({ rng, world })).find((t): t is Task => t !== null)!;
}

/** What the model does in turn t, and the words its replies use. */
function modelAct(rng: Prng, plan: CasePlan, profile: ModelProfile, task: Task, t: number): { act: TurnAct; words: Words } {
  const plain = wordsFor(task);
  const ending = (quiet = false): Intent | 'empty' => {
    if (plan.confirmEndings) return 'confirm';
    if (quiet) return rng.pick(QUIET_ENDINGS);
    return rng.weighted(profile.endings);
  };
  const explore = rng.chance(0.3) && (plan.style.family === 'claude' || plan.style.family === 'gptFc');
  const spoil = plan.spoil;
  if (spoil && spoil.turn === t) {
    if (spoil.mode === 'wrongArgs') return { act: { kind: 'do', calls: spoilCalls(rng, task.calls), ending: ending(), explore }, words: plain };
    if (spoil.mode === 'noCalls') return { act: { kind: 'silent', shape: plan.silentShape }, words: plain };
    if (spoil.mode === 'loop') return { act: { kind: 'loop', calls: spoilCalls(rng, task.calls) }, words: plain };
  }
  if (plan.special === t && plan.askAct && task.missing) {
    if (plan.askAct === 'guess') return { act: { kind: 'do', calls: task.missing.guess, ending: rng.pick<Intent>(['confirm', 'confirmMissed']), explore: false }, words: wordsFor(task, 'guessed') };
    return { act: { kind: 'say', intent: plan.askAct }, words: wordsFor(task, 'vague') };
  }
  if (plan.special === t && plan.missingAct) {
    if (plan.missingAct === 'callMissing') return { act: { kind: 'do', calls: task.calls, ending: ending(true), explore: false }, words: plain };
    if (plan.missingAct === 'workaround' && task.workaround.length > 0) return { act: { kind: 'do', calls: task.workaround, ending: ending(true), explore: false }, words: plain };
    return { act: { kind: 'say', intent: plan.missingAct === 'refuse' ? 'refuse' : 'refuseMissed' }, words: plain };
  }
  if (plan.special !== null && plan.special + 1 === t && plan.holdoutAsk) return { act: { kind: 'say', intent: 'holdoutAsk' }, words: plain };
  return { act: { kind: 'do', calls: task.calls, ending: ending(), explore }, words: plain };
}
