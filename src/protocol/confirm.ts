// The Tab. 3 message (confirmation before database writes), as the webview checks it: per model and
// domain the judged writes with a boolean verdict (n), those without one (left out of n), GAR (% of n
// confirmed), Acc (% of n whose simulation passed) and their difference, the fields of `calibration-lens
// confirm --json` (the format that reads the judgments computes both). The domains, the table's column
// groups, come with the message: the webview knows no format.
import * as z from 'zod/mini';

const percentOrNull = z.nullable(z.number());
const count = z.int().check(z.gte(0));

export const ConfirmCellSchema = z.object({ n: count, unjudged: count, gar: percentOrNull, acc: percentOrNull, gar_minus_acc: percentOrNull });

export const ConfirmRowSchema = z.object({
  model: z.string(),
  /** Domain to cell: one for each of the message's domains. */
  cells: z.record(z.string(), ConfirmCellSchema),
});

export const ConfirmTableMessageSchema = z.object({
  type: z.literal('confirmTable'),
  /** The title of its tab, as the format names its table. */
  title: z.string().check(z.minLength(1)),
  /** The judgments file of calibrationLens.tau2JudgmentsFile; null when the setting is empty. */
  file: z.nullable(z.string()),
  /** The domains in the order of the table's column groups (the paper's: airline, retail). */
  domains: z.array(z.string().check(z.minLength(1))),
  /** Judged writes read from it (lines that are judged writes, with or without a boolean verdict). */
  writes: count,
  rows: z.array(ConfirmRowSchema),
  /** Lines that could not be read, each with its place. */
  problems: z.array(z.string()),
  /** Why there is no table, when there is none. */
  note: z.nullable(z.string()),
}).check(z.refine((m) => m.rows.every((r) => m.domains.every((d) => r.cells[d] !== undefined)), { path: ['rows'], message: 'every row has a cell for each of the domains' }));
export type ConfirmTableMessage = z.infer<typeof ConfirmTableMessageSchema>;
