// The one model every view reads, the same for every benchmark: Run > Group (a BFCL category, a tau2
// domain) > Case > Turn > Emission, each with its place in the file. Readers build it, the classifier
// labels it, metrics summarise it; no view re-parses or asks which benchmark it shows.
import type { CaseFacts } from './caseFacts';
import type { ActionClass } from '../classify/actionClass';
import type { Decision } from '../classify/decision';
import type { PyValue } from '../pyvalue/types';

// Problem sits below the model (the readers and tau2's types report them); it is part of what views read.
export { formatProblem, type Problem } from './problem';

/** A format's name, as its adapter gives it (core/formats/registry.ts lists them): 'bfcl', 'tau2', ... */
export type Benchmark = string;

/**
 * The stable address of an emission in its case, as its benchmark writes it: BFCL's turn and step
 * (indices into `result` and the turn's list), a tau2 message's index in `messages`.
 */
export type EmissionPlace = { readonly turn: number; readonly step: number } | { readonly message: number };

/** A range of UTF-16 offsets within one line of a file (VS Code columns). */
export interface Span {
  start: number;
  end: number;
}

export interface Emission {
  /** 0-based turn of the case and step within the turn. */
  readonly turn: number;
  readonly step: number;
  readonly place: EmissionPlace;
  /** On the emission's first line: the whole emission for BFCL, the `{` that opens the message for tau2. */
  readonly span: Span;
  /** 1-based line where the emission starts, when a case spans several lines (tau2: the message's line). */
  readonly line?: number;
  /** The emitted value as Python reads it (BFCL). tau2 keeps no message text in the model: it stays in the file. */
  readonly value?: PyValue;
  /** Every class the emission shows, sorted by name: none or one for BFCL, any number for tau2. */
  readonly classes: readonly ActionClass[];
  /** The class that wins on priority among `classes`; computed when the file is read. */
  readonly cls: ActionClass | null;
  /** Why: rule, match, outranked classes. Built on first use (views need it; summaries do not). */
  readonly decision: Decision;
}

export interface Turn {
  index: number;
  /** On the turn's first line (tau2: its first assistant message's `{`). */
  span: Span;
  /** 1-based line where the turn starts, when a case spans several lines (tau2). */
  line?: number;
  emissions: Emission[];
  /** Highest-priority class among the emissions (a turn with any tool call is TOOL_CALL). */
  cls: ActionClass | null;
}

/**
 * What the grader's files say about one case. `failed`: the score file lists it. `passed`: it does not,
 * and the listed failures account for every failure the score header counts. `unknown`: it is not
 * listed, but some failures the header counts are not listed either (an excerpt, a cut file), so this
 * case may be one of them.
 */
export const OUTCOMES = ['passed', 'failed', 'unknown'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The grader's verdict on one case, from the score file. */
export interface Verdict {
  outcome: Outcome;
  /** For failed cases: e.g. "multi_turn:instance_state_mismatch". */
  errorType: string | null;
  errorMessage: string | null;
  /** 1-based line of the failure entry in the score file. */
  scoreLine: number | null;
}

/** `passed` as a boolean where the files tell, null where they cannot (unknown, or no score file). */
export function passedOf(verdict: Verdict | null): boolean | null {
  if (!verdict || verdict.outcome === 'unknown') return null;
  return verdict.outcome === 'passed';
}

/**
 * What only one format knows of a case, in a slot the format itself declares by merging a key into
 * this interface from its own folder (`declare module '../model/model'`): the model names no format's
 * type, and views draw a slot from the format's own view data.
 */
export interface CaseFormatSlots {}

export interface Case extends CaseFormatSlots {
  id: string;
  /** 1-based line in the result file. */
  line: number;
  /** 1-based line where the case ends, when it spans several lines (tau2: the simulation's closing `}`); else `line`. */
  endLine?: number;
  /** The BFCL category or tau2 domain; null when neither the file nor the id tells. */
  group: string | null;
  /** The classes the case needs (its gold), sorted by name; empty when the benchmark gives none. */
  gold: ActionClass[];
  /** The gold classes the case counts as hit, by its benchmark's rule (BFCL: the class is emitted). */
  goldHits: ActionClass[];
  /** Where `result` sits in the line; null when the line has none we could read. */
  resultSpan: Span | null;
  turns: Turn[];
  /** When `result` is not a list (e.g. "Error during inference: ..."): that value, as text. */
  inferenceError: string | null;
  /** Union of the classes of every emission, sorted by name. */
  classes: ActionClass[];
  /** Set when a score file was joined (BFCL), or from the reward when the simulation is scored (tau2). */
  verdict: Verdict | null;
  /** The file the case is in, when not the run's result file (tau2 dir layout: simulations/<id>.json). */
  file?: string;
  /** Gold hits that come only from a quirk of the benchmark's hit rule (tau2: a run that ended early has no failed action check, so it counts as a TOOL_CALL hit). */
  quirkHits?: ActionClass[];
  /** How the same case is found in another run of the same tasks, when not by `id` (tau2: task and trial; simulation ids are fresh per run). */
  matchKey?: string;
  /** What lists show beside the id, when the id alone says little (tau2: task, trial, reward, ending). */
  caption?: string;
  /** BFCL only: its steps' shapes and decoded calls, for the run-health checks (runHealth/). */
  facts?: CaseFacts;
}

/** The emission of a case at a neutral place, or null when the case has none there. */
export function emissionAtPlace(kase: Case, place: EmissionPlace): Emission | null {
  for (const turn of kase.turns) {
    for (const e of turn.emissions) if (samePlace(e.place, place)) return e;
  }
  return null;
}

export function samePlace(a: EmissionPlace, b: EmissionPlace): boolean {
  if ('message' in a || 'message' in b) return 'message' in a && 'message' in b && a.message === b.message;
  return a.turn === b.turn && a.step === b.step;
}

/** A stable key for maps and stores, 0-based as the store and JSON write it: `turn 1 step 0` or `message 7`. Never shown to people. */
export function placeText(place: EmissionPlace): string {
  return 'message' in place ? `message ${place.message}` : `turn ${place.turn} step ${place.step}`;
}
