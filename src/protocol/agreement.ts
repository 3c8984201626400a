// The Agreement tab's message, as the webview checks it: the figures `calibration-lens agreement
// --json` prints (src/core/annotation/agreementJson.ts), for the stores of the runs the panel shows.
import * as z from 'zod/mini';
import { ACTION_CLASSES } from '../core/classify/actionClass';
import { HUMAN_CLASSES } from '../core/annotation/humanClasses';

const ratio = z.nullable(z.number());
const count = z.int().check(z.gte(0));
const HumanClass = z.enum(HUMAN_CLASSES);
/** A label as one value: a class, none, or a tau2 message's set of classes joined by `+` (`ask+confirm`). */
const LabelValue = z.string().check(z.regex(new RegExp(`^(none|(${ACTION_CLASSES.join('|')})(\\+(${ACTION_CLASSES.join('|')}))*)$`)));

export const AgreementPairSchema = z.object({
  a: z.string(),
  b: z.string(),
  n: count,
  raw_agreement: ratio,
  kappa: ratio,
  kappa_per_class: z.record(HumanClass, ratio),
  confusion: z.object({ labels: z.array(LabelValue), rows: z.string(), columns: z.string(), matrix: z.array(z.array(count)) }),
});

export const HumanGarRowSchema = z.object({
  model: z.string(),
  /** The BFCL category or tau2 domain. */
  category: z.string(),
  author: z.string(),
  gold_action: z.enum(ACTION_CLASSES.map((c) => c.toUpperCase()) as [string, ...string[]]),
  n: count,
  classifier_gar: ratio,
  human_gar: ratio,
  decided: count,
  cases_changed: count,
});

export const AgreementFiguresSchema = z.object({
  annotators: z.array(z.string()),
  pairs: z.array(AgreementPairSchema),
  alpha: z.nullable(z.object({ value: ratio, units: count, values: count })),
  gar: z.array(HumanGarRowSchema),
  warnings: z.array(z.string()),
});
export type AgreementFiguresMessage = z.infer<typeof AgreementFiguresSchema>;

export const AgreementMessageSchema = z.object({
  type: z.literal('agreement'),
  /** The label stores read (absolute paths). */
  stores: z.array(z.string()),
  /** Null when there is nothing to measure, with `note` saying why. */
  figures: z.nullable(AgreementFiguresSchema),
  note: z.nullable(z.string()),
});
export type AgreementMessage = z.infer<typeof AgreementMessageSchema>;
