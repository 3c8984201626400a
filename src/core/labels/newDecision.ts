// A new decision as the editor and the command line both write it: the result file named relative to
// its run with the sha256 it had when the human decided, the rules version, who and when. An emission
// is keyed by its benchmark-neutral place, so a tau2 message needs nothing BFCL-specific here.
import type { ActionClass } from '../classify/actionClass';
import { CLASSIFIER_RULES_VERSION } from '../classify/rulesVersion';
import { passedOf, type Case, type Emission, type EmissionPlace } from '../model';
import { LABEL_SCHEMA_VERSION, type CaseDecision, type CaseVerdict, type EmissionDecision, type HumanClass, type RubricDecision, type RubricItem } from './decisionSchema';
import { runRelativePath } from './runContext';

export interface DecisionBase {
  v: typeof LABEL_SCHEMA_VERSION;
  file: string;
  sha256: string;
  case: string;
  rulesVersion: string;
  rationale: string;
  author: string;
  time: string;
}

export interface DecisionContext {
  /** The result file (absolute) and its run folder. */
  resultFile: string;
  runFolder: string;
  /** sha256 of the result file as it is on disk now. */
  sha256: string;
  author: string;
  now: Date;
}

export function decisionBase(ctx: DecisionContext, caseId: string, rationale: string): DecisionBase {
  return {
    v: LABEL_SCHEMA_VERSION,
    file: runRelativePath(ctx.runFolder, ctx.resultFile),
    sha256: ctx.sha256,
    case: caseId,
    rulesVersion: CLASSIFIER_RULES_VERSION,
    rationale,
    author: ctx.author,
    time: ctx.now.toISOString(),
  };
}

/** The place as the store's line spells it: `turn` and `step`, or `message`. */
export function placeFields(place: EmissionPlace): { turn: number; step: number } | { message: number } {
  return 'message' in place ? { message: place.message } : { turn: place.turn, step: place.step };
}

export function emissionDecision(ctx: DecisionContext, caseId: string, emission: Emission, human: HumanClass, rationale: string): EmissionDecision {
  return { ...decisionBase(ctx, caseId, rationale), kind: 'emission', ...placeFields(emission.place), classifier: [...emission.classes], human };
}

export function caseVerdictDecision(ctx: DecisionContext, kase: Case, verdict: CaseVerdict, rationale: string): CaseDecision {
  return { ...decisionBase(ctx, kase.id, rationale), kind: 'case', verdict, boundViolation: isBoundViolation(kase) };
}

export function rubricDecision(ctx: DecisionContext, caseId: string, item: RubricItem, computed: boolean | null, human: boolean, rationale: string): RubricDecision {
  return { ...decisionBase(ctx, caseId, rationale), kind: 'rubric', item, computed, human };
}

/** Passed (known to, not assumed), but a gold class never appears: the grader passed a wrong action. */
export function isBoundViolation(kase: Case): boolean {
  return passedOf(kase.verdict) === true && kase.gold.length > 0 && kase.gold.some((g: ActionClass) => !kase.goldHits.includes(g));
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
