// The messages between the extension and the summary webview: one zod schema per message, tagged by
// `type`, the TypeScript types inferred from them, imported by both sides. Each side checks what it
// receives (`checkMessage`) and drops what fails, so a bug or a stale webview never acts on a guess.
// zod/mini keeps the webview bundle small. The webview posts `ready` first; the extension posts data
// only then.
import * as z from 'zod/mini';
import { ACTION_CLASSES } from '../core/classify/actionClass';
import { AgreementMessageSchema } from './agreement';
import { ConfirmTableMessageSchema } from './confirm';
import { EmissionMatchesMessageSchema, SearchEmissionsMessageSchema } from './emissionSearch';
import { OpenCasePairMessageSchema, ProbeMarksMessageSchema, ReadProbeMarksMessageSchema } from './probes';
import { RunFindingsSchema, RunSummariesSchema } from './runs';

const RunPairSchema = z.object({ baseline: z.int().check(z.gte(0)), probe: z.int().check(z.gte(0)) });

export const GroupBySchema = z.enum(['run', 'category', 'none']);
export type GroupBy = z.infer<typeof GroupBySchema>;
export type SortDirection = 'ascending' | 'descending';

export const SummaryViewStateSchema = z.object({
  tab: z.enum(['table', 'profile', 'compare', 'probes', 'agreement', 'confirm', 'panel']),
  groupBy: GroupBySchema,
  sort: z.nullable(z.object({ column: z.string(), direction: z.enum(['ascending', 'descending']) })),
  /** Indexes into the runs last posted. */
  compare: z.nullable(RunPairSchema),
  /** The Profile tab's legend: the colour keys (families or runs) ticked off. */
  profileHidden: z.optional(z.array(z.string())),
  /** The baseline-and-probes tab: indexes into the runs last posted. */
  probes: z.optional(z.object({ baseline: z.int().check(z.gte(0)), probes: z.array(z.int().check(z.gte(0))) })),
});
export type SummaryViewState = z.infer<typeof SummaryViewStateSchema>;

/** What the panel needs to come back after a reload: the folders it was opened on, and how it looked. */
export const SummaryPanelStateSchema = z.object({
  folders: z.array(z.string()),
  view: z.optional(SummaryViewStateSchema),
});
export type SummaryPanelState = z.infer<typeof SummaryPanelStateSchema>;

const ExportFormatSchema = z.enum(['markdown', 'csv']);
const ExportDestinationSchema = z.enum(['file', 'clipboard']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
export type ExportDestination = z.infer<typeof ExportDestinationSchema>;

// Extension -> webview.
/** The compare tab's note above a pair of runs (indexes into the runs posted) that are not comparable. */
const PairNoteSchema = z.object({ baseline: z.int().check(z.gte(0)), probe: z.int().check(z.gte(0)), note: z.string().check(z.minLength(1)) });
export type PairNote = z.infer<typeof PairNoteSchema>;
export const LoadingMessageSchema = z.object({ type: z.literal('loading'), folders: z.array(z.string()) });
export const RunsMessageSchema = z.object({
  type: z.literal('runs'),
  folders: z.array(z.string()),
  runs: RunSummariesSchema,
  /** The classes each benchmark's detector gives, in priority order (its emit rates' columns): the page has no format's code to ask. */
  emitClasses: z.optional(z.record(z.string(), z.array(z.enum(ACTION_CLASSES)))),
  /** What the compare tab says above a pair of runs that are not comparable (tau2: different harness versions), by the runs' indexes: the page has no format's code to ask. */
  pairNotes: z.optional(z.array(PairNoteSchema)),
  /** About the folders as a whole (e.g. score files without result files). */
  warnings: z.array(z.string()),
  /** Open the comparison of these two runs (the compare command). */
  compare: z.optional(RunPairSchema),
  /** The families file's map (calibrationLens.familiesFile): model name or `*` pattern to family, in its order. */
  families: z.optional(z.array(z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]))),
  /** The known-bad list of calibrationLens.knownBadItemsFile, when one is read, and whether its items are left out. */
  knownBad: z.optional(z.object({ file: z.string(), excluded: z.boolean() })),
  /** The runs' health checks are still under way: a `health` message brings their findings. */
  healthPending: z.optional(z.literal(true)),
});
/** The run-health findings of each run last posted (by index), checked after the table was drawn. */
export const HealthMessageSchema = z.object({ type: z.literal('health'), health: RunFindingsSchema });
export const LoadFailedMessageSchema = z.object({ type: z.literal('loadFailed'), folders: z.array(z.string()), message: z.string() });
/** Asks for an export of what the panel shows (the export commands of the command palette). */
export const RequestExportMessageSchema = z.object({ type: z.literal('requestExport'), format: ExportFormatSchema, destination: ExportDestinationSchema });

export const ToWebviewSchema = z.discriminatedUnion('type', [LoadingMessageSchema, RunsMessageSchema, HealthMessageSchema, LoadFailedMessageSchema, RequestExportMessageSchema, AgreementMessageSchema, ConfirmTableMessageSchema, EmissionMatchesMessageSchema, ProbeMarksMessageSchema]);
export type ToWebview = z.infer<typeof ToWebviewSchema>;

// Webview -> extension.
export const ReadyMessageSchema = z.object({ type: z.literal('ready') });
export const OpenCaseMessageSchema = z.object({
  type: z.literal('openCase'),
  file: z.string().check(z.minLength(1)),
  /** 1-based line of the case in the result file. */
  line: z.int().check(z.gte(1)),
  id: z.string().check(z.minLength(1)),
});
export const ExportMessageSchema = z.object({
  type: z.literal('export'),
  format: ExportFormatSchema,
  destination: ExportDestinationSchema,
  /** Set when the comparison tab is showing: export that instead of the table. */
  compare: z.nullable(RunPairSchema),
  /** The table's rows in the order it shows them (its sort and grouping): indexes into summaryRows(runs). */
  rowOrder: z.optional(z.array(z.int().check(z.gte(0)))),
});
/** The Profile tab's figure for a file, drawn in the print palette: SVG text, or a PNG's bytes in base64. */
export const ExportFigureMessageSchema = z.object({
  type: z.literal('exportFigure'),
  format: z.enum(['svg', 'png']),
  data: z.string().check(z.minLength(1), z.maxLength(64 * 1024 * 1024)),
});
export const ReloadMessageSchema = z.object({ type: z.literal('reload') });
export const AddRunsMessageSchema = z.object({ type: z.literal('addRuns') });
/** The Known-bad toggle: read the runs again with the known-bad items left out, or kept. */
export const ExcludeKnownBadMessageSchema = z.object({ type: z.literal('excludeKnownBad'), exclude: z.boolean() });
/** The webview dropped a message of the extension's that failed its schema: the extension logs it. */
export const RejectedMessageSchema = z.object({ type: z.literal('rejected'), problem: z.string() });

export const FromWebviewSchema = z.discriminatedUnion('type', [
  ReadyMessageSchema,
  OpenCaseMessageSchema,
  ExportMessageSchema,
  ExportFigureMessageSchema,
  ReloadMessageSchema,
  AddRunsMessageSchema,
  ExcludeKnownBadMessageSchema,
  RejectedMessageSchema,
  SearchEmissionsMessageSchema,
  ReadProbeMarksMessageSchema,
  OpenCasePairMessageSchema,
]);
export type FromWebview = z.infer<typeof FromWebviewSchema>;

export type Checked<T> = { ok: true; message: T } | { ok: false; problem: string };

/**
 * A received message checked against its schema. A failure names each offending path and what was
 * wrong there, e.g. `openCase message: line: too_small (minimum 1)`, for the log.
 */
export function checkMessage<T>(schema: z.ZodMiniType<T>, value: unknown, what = messageName(value)): Checked<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, problem: `${what}: ${result.error.issues.map(describeIssue).join('; ')}` };
}

function messageName(value: unknown): string {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? `${type} message` : 'message without a type';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(the message)';
  const detail = (issue as { expected?: unknown }).expected ?? (issue as { minimum?: unknown }).minimum ?? (issue as { values?: unknown[] }).values;
  const extra =
    issue.code === 'invalid_type' ? ` (expected ${String(detail)})`
    : issue.code === 'too_small' ? ` (minimum ${String(detail)})`
    : issue.code === 'invalid_value' || issue.code === 'invalid_union' ? ` (expected one of ${JSON.stringify((issue as { values?: unknown[] }).values ?? (issue as { options?: unknown[] }).options ?? [])})`
    : '';
  return `${path}: ${issue.code}${extra}`;
}
