// A new decision as the editor and the command line both write it: the result file named relative to
// its run with the sha256 it had when the human decided, the rules version, who and when. An emission
// is keyed by its benchmark-neutral place, so a tau2 message needs nothing BFCL-specific here.
import { sortedClasses, type ActionClass } from '../classify/actionClass';
import { CLASSIFIER_RULES_VERSION } from '../classify/rulesVersion';
import { passedOf, type Case, type Emission, type EmissionPlace } from '../model/model';
import { LABEL_SCHEMA_VERSION, type CaseDecision, type CaseVerdict, type EmissionDecision, type RubricDecision, type RubricItem } from './decisionSchema';
import { isTau2Place } from './emissionPlace';
import { runRelativePath } from '../document/labelledRun';

// Where an emission is in its case is the model's to say; re-exported for the places that decide on one.

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

/**
 * `human`: the classes the human gives the emission (empty: none). A tau2 message keeps them as a set;
 * a BFCL emission has at most one class, so it is stored as that class or "none".
 */
export function emissionDecision(ctx: DecisionContext, caseId: string, emission: Emission, human: readonly ActionClass[], rationale: string): EmissionDecision {
  const classes = sortedClasses(human);
  if (!isTau2Place(emission.place) && classes.length > 1) throw new Error(`A BFCL emission has at most one class, not ${classes.join(' and ')}.`);
  const stored = isTau2Place(emission.place) ? classes : classes[0] ?? 'none';
  return { ...decisionBase(ctx, caseId, rationale), kind: 'emission', ...placeFields(emission.place), classifier: [...emission.classes], human: stored };
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

