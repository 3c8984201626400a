// One line of the label store, as zod checks it on read. The store is an audit trail: every decision
// is a line, the latest per key and author wins, and nothing is ever rewritten.
import * as z from 'zod';
import { ACTION_CLASSES, type ActionClass } from '../classify/actionClass';
import { BfclPlaceSchema, Tau2PlaceSchema, placeText, type EmissionPlace } from './emissionPlace';
import { RUBRIC_ITEMS } from '../model/auditRubric';
import { HUMAN_CLASSES } from './humanClasses';

export { RUBRIC_ITEMS, HUMAN_CLASSES };

export const LABEL_SCHEMA_VERSION = 1;

export const HumanClassSchema = z.enum(HUMAN_CLASSES);
export type HumanClass = z.infer<typeof HumanClassSchema>;

/**
 * A human's classes for a tau2 message: a set, as the paper gives each message (TOOL_CALL+CONFIRM,
 * ASK+CONFIRM, ...), sorted by name without repeats; empty when the message carries no action.
 */
export const HumanClassSetSchema = z.array(z.enum(ACTION_CLASSES)).refine(
  (classes) => classes.every((c, i) => i === 0 || classes[i - 1]! < c),
  { message: 'the classes of a tau2 message are a set: sorted by name, each once (e.g. ["ask", "confirm"])' },
);

export const CASE_VERDICTS = ['real-miss', 'valid-alternative', 'gold-questionable'] as const;
export const CaseVerdictSchema = z.enum(CASE_VERDICTS);
export type CaseVerdict = z.infer<typeof CaseVerdictSchema>;

/** The audit rubric's per-case labels (classifier.md section 7): the released rubric has no B2. */
export const RubricItemSchema = z.enum(RUBRIC_ITEMS);
export type RubricItem = z.infer<typeof RubricItemSchema>;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

const common = {
  v: z.literal(LABEL_SCHEMA_VERSION),
  /** The result file, relative to the run folder, with forward slashes. */
  file: z.string().min(1),
  /** sha256 of the result file when the decision was made: a different file makes the decision stale. */
  sha256: sha256Schema,
  case: z.string().min(1),
  rulesVersion: z.string().min(1),
  rationale: z.string(),
  author: z.string().min(1),
  /** ISO 8601. */
  time: z.iso.datetime(),
  /** Set by "undo": the author takes this key's decision back (the key has none from them after it). */
  withdrawn: z.boolean().optional(),
  /** Set on every line "undo" appends, so that the next undo steps further back instead of undoing the undo. */
  undo: z.boolean().optional(),
  /**
   * Set on a decision carried over to a changed result file (its own text unchanged): the sha256 of the
   * file it was made on, and who carried it when. `author` and `time` stay the decider's.
   */
  carriedFrom: z.object({ sha256: sha256Schema, by: z.string().min(1), time: z.iso.datetime() }).strict().optional(),
  /**
   * A tau2 dir-layout run (results.json + simulations/<id>.json): the file the case was read from,
   * relative to the run folder, and its sha256 when the decision was made. `sha256` is results.json's;
   * a change to either file makes the decision stale.
   */
  caseFile: z.object({ path: z.string().min(1), sha256: sha256Schema }).strict().optional(),
};

const classifierClasses = z.array(z.enum(ACTION_CLASSES));

export const EmissionDecisionSchema = z.object({
  ...common,
  kind: z.literal('emission'),
  ...BfclPlaceSchema.partial().shape,
  ...Tau2PlaceSchema.partial().shape,
  /** What the classifier said when the human decided (empty: no class). */
  classifier: classifierClasses,
  /** BFCL: one class or "none" (a BFCL emission has at most one); tau2: the message's set of classes. */
  human: z.union([HumanClassSchema, HumanClassSetSchema], {
    error: `expected one of ${HUMAN_CLASSES.join(', ')} (BFCL), or a list of ${ACTION_CLASSES.join(', ')} (tau2)`,
  }),
}).strict().refine((d) => (d.turn !== undefined && d.step !== undefined) !== (d.message !== undefined), {
  message: 'an emission decision needs either turn and step (BFCL) or message (tau2), not both',
}).refine((d) => (d.message !== undefined) === Array.isArray(d.human), {
  message: 'human is one class or "none" for a BFCL emission (turn and step), a list of classes for a tau2 message',
  path: ['human'],
});

export const CaseDecisionSchema = z.object({
  ...common,
  kind: z.literal('case'),
  verdict: CaseVerdictSchema,
  /** The case's bound violation when it was decided (passed, but the gold class never appears). */
  boundViolation: z.boolean(),
}).strict();

export const RubricDecisionSchema = z.object({
  ...common,
  kind: z.literal('rubric'),
  item: RubricItemSchema,
  /** What the rubric computed from the run and the test data; null when the files cannot tell. */
  computed: z.boolean().nullable(),
  human: z.boolean(),
}).strict();

export const LabelDecisionSchema = z.discriminatedUnion('kind', [EmissionDecisionSchema, CaseDecisionSchema, RubricDecisionSchema]);
export type EmissionDecision = z.infer<typeof EmissionDecisionSchema>;
export type CaseDecision = z.infer<typeof CaseDecisionSchema>;
export type RubricDecision = z.infer<typeof RubricDecisionSchema>;
export type LabelDecision = z.infer<typeof LabelDecisionSchema>;

/** The human's classes as a set for every benchmark: "none" is the empty set, a BFCL class a set of one. */
export function humanClassesOf(d: EmissionDecision): ActionClass[] {
  if (Array.isArray(d.human)) return [...d.human];
  return d.human === 'none' ? [] : [d.human];
}

export function emissionPlaceOf(d: EmissionDecision): EmissionPlace {
  return d.message !== undefined ? { message: d.message } : { turn: d.turn!, step: d.step! };
}

/** What a decision is about, without who decided: the same key from two authors is two opinions. */
export function subjectKey(d: LabelDecision): string {
  const at = d.kind === 'emission' ? placeText(emissionPlaceOf(d)) : d.kind === 'rubric' ? d.item : 'verdict';
  return `${d.file}\u0000${d.case}\u0000${d.kind}\u0000${at}`;
}

export function decisionKey(d: LabelDecision): string {
  return `${subjectKey(d)}\u0000${d.author}`;
}

/** Class names as the paper writes them, in any case: `ask`, `TOOL_CALL`, `Tool_Call`, `none`. */
export function parseHumanClass(text: string): HumanClass | null {
  const lower = text.trim().toLowerCase();
  return (HUMAN_CLASSES as readonly string[]).includes(lower) ? (lower as HumanClass) : null;
}
