// The runs the extension posts to the summary webview, as the webview checks them: every field the
// panel reads, with its type. Other fields (features add them as they grow) pass through unchecked
// (looseObject), so a new field never makes the panel drop its runs; the type stays the core's
// RunSummary, which the checked shape is the part of that the panel relies on.
import * as z from 'zod/mini';
import { ACTION_CLASSES } from '../core/classify/actionClass';
import type { RunSummary } from '../core/metrics/types';
import { HEALTH_CODES, SEVERITIES, type Finding } from '../core/model/finding';

const percentOrNull = z.nullable(z.number());
const count = z.int().check(z.gte(0));

const CaseSummaryShape = z.looseObject({
  id: z.string(),
  line: z.int().check(z.gte(1)),
  classes: z.array(z.enum(ACTION_CLASSES)),
  goldHit: z.boolean(),
  passed: z.nullable(z.boolean()),
  boundViolation: z.boolean(),
  errorType: z.nullable(z.string()),
});

const GroupSummaryShape = z.looseObject({
  group: z.string(),
  goldClass: z.enum(ACTION_CLASSES),
  resultFile: z.string(),
  scoreFile: z.nullable(z.string()),
  n: count,
  hits: count,
  gar: percentOrNull,
  garCi95: z.tuple([z.number(), z.number()]),
  acc: percentOrNull,
  garMinusAcc: percentOrNull,
  emitRates: z.nullable(z.record(z.enum(ACTION_CLASSES), z.number())),
  cases: z.array(CaseSummaryShape),
});

const ProblemShape = z.looseObject({ file: z.string(), line: z.int(), column: z.int(), message: z.string() });

const FindingShape = z.looseObject({
  code: z.enum(HEALTH_CODES),
  severity: z.enum(SEVERITIES),
  message: z.string(),
  groups: z.array(z.string()),
  cases: z.array(z.looseObject({ id: z.string(), group: z.nullable(z.string()), file: z.string(), line: z.int() })),
});

const RunSummaryShape = z.looseObject({
  benchmark: z.string().check(z.minLength(1)),
  model: z.string(),
  results: z.string(),
  scores: z.nullable(z.string()),
  groups: z.array(GroupSummaryShape),
  overallAcc: percentOrNull,
  warnings: z.array(z.string()),
  problems: z.array(ProblemShape),
  health: z.optional(z.array(FindingShape)),
  knownBadLeftOut: z.optional(z.string()),
});

/** Checked field by field as above; typed as the core's summaries, whose checked part it is. */
export const RunSummariesSchema = z.pipe(
  z.array(RunSummaryShape),
  z.transform((runs) => runs as unknown as RunSummary[]),
);

/** Each run's run-health findings (the `health` message), checked as a summary's are. */
export const RunFindingsSchema = z.pipe(
  z.array(z.array(FindingShape)),
  z.transform((health) => health as unknown as Finding[][]),
);
