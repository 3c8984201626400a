// How a synthetic model behaves. Two profiles alternate over the --models list (1st, 3rd, ...
// get `guesser`; 2nd, 4th, ... get `asker`), so a two-model run shows two different calibrations.
// Every profile mixes all handler families, so every emission shape appears in every run.
import type { Family } from './handlerStyles';
import type { Intent } from './phrases';

export type FailMode = 'wrongArgs' | 'noCalls' | 'loop' | 'inferenceError';
export type AskTurnAct = 'ask' | 'askMissed' | 'guess';
export type MissingTurnAct = 'refuse' | 'refuseMissed' | 'workaround' | 'callMissing';
export type Ending = Extract<Intent, 'confirm' | 'confirmMissed' | 'report' | 'followUp' | 'errorNote'> | 'empty';

export interface ModelProfile {
  name: string;
  families: Record<Family, number>;
  /** Chance that a case is spoiled on purpose in one of its ordinary turns, per category. */
  spoil: { base: number; long_context: number; miss_func: number; miss_param: number };
  failModes: Record<FailMode, number>;
  /** What the model does at the miss_param turn that lacks a value. */
  askTurn: Record<AskTurnAct, number>;
  /** What it does at the miss_func turn whose function is held out. */
  missingTurn: Record<MissingTurnAct, number>;
  /** Chance it asks for the function list at the holdout turn instead of calling. */
  holdoutAsk: number;
  /** How an ordinary turn ends after its calls. */
  endings: Record<Ending, number>;
}

const guesser: ModelProfile = {
  name: 'guesser',
  families: { xlam: 0.4, oss: 0.15, gptPrompt: 0.2, claude: 0.12, gptFc: 0.13 },
  spoil: { base: 0.28, long_context: 0.38, miss_func: 0.2, miss_param: 0.2 },
  failModes: { wrongArgs: 0.5, noCalls: 0.3, loop: 0.12, inferenceError: 0.08 },
  askTurn: { ask: 0.25, askMissed: 0.15, guess: 0.6 },
  missingTurn: { refuse: 0.3, refuseMissed: 0.15, workaround: 0.3, callMissing: 0.25 },
  holdoutAsk: 0.05,
  endings: { confirm: 0.35, confirmMissed: 0.15, report: 0.38, followUp: 0.04, errorNote: 0.03, empty: 0.05 },
};

const asker: ModelProfile = {
  name: 'asker',
  families: { claude: 0.35, gptFc: 0.25, gptPrompt: 0.15, xlam: 0.12, oss: 0.13 },
  spoil: { base: 0.22, long_context: 0.3, miss_func: 0.25, miss_param: 0.25 },
  failModes: { wrongArgs: 0.45, noCalls: 0.35, loop: 0.1, inferenceError: 0.1 },
  askTurn: { ask: 0.6, askMissed: 0.2, guess: 0.2 },
  missingTurn: { refuse: 0.5, refuseMissed: 0.2, workaround: 0.2, callMissing: 0.1 },
  holdoutAsk: 0.15,
  endings: { confirm: 0.3, confirmMissed: 0.1, report: 0.35, followUp: 0.15, errorNote: 0.05, empty: 0.05 },
};

export const PROFILES: readonly ModelProfile[] = [guesser, asker];

export function profileFor(modelIndex: number): ModelProfile {
  return PROFILES[modelIndex % PROFILES.length]!;
}
