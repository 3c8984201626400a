// The messages of the panel's baseline-and-probes tab. The webview asks for what probe runs say about
// their own doing (core/model/probeMarks.ts: the cases each touched, where it wrote text itself), which
// only the extension can read from the files, and computes the comparison itself with the core's
// compareProbe, the same function as `calibration-lens compare`. A case opens as a pair.
import * as z from 'zod/mini';
import type { ProbeMarks } from '../core/model/probeMarks';

const runIndex = z.int().check(z.gte(0));
const caseId = z.string().check(z.minLength(1));

// Webview -> extension.
export const ReadProbeMarksMessageSchema = z.object({ type: z.literal('readProbeMarks'), runs: z.array(runIndex) });

const CaseAtSchema = z.object({ file: z.string().check(z.minLength(1)), line: z.int().check(z.gte(1)), id: caseId });
export const OpenCasePairMessageSchema = z.object({
  type: z.literal('openCasePair'),
  baseline: CaseAtSchema,
  probe: CaseAtSchema,
  /** The editor's title: `multi_turn_miss_param_3: Qwen3-8B (base) ↔ Qwen3-8B (sri)`. */
  title: z.string().check(z.minLength(1), z.maxLength(500)),
});

// Extension -> webview.
const RunMarksSchema = z.object({
  run: runIndex,
  touched: z.array(z.tuple([caseId, z.array(z.enum(['handler_log', 'sri_event_log']))])),
  probeWritten: z.array(z.tuple([caseId, z.array(z.object({ turn: z.int().check(z.gte(0)), step: z.int().check(z.gte(0)) }))])),
  /** The run's sri_event_log.jsonl, when its folder has one. */
  eventLog: z.nullable(z.string()),
  /** Lines of its files that could not be read for marks, each with its place. */
  problems: z.array(z.string()),
});
export type RunMarks = z.infer<typeof RunMarksSchema>;

export const ProbeMarksMessageSchema = z.object({ type: z.literal('probeMarks'), marks: z.array(RunMarksSchema) });
export type ProbeMarksMessage = z.infer<typeof ProbeMarksMessageSchema>;

/** The marks as the message carries them (maps as lists of entries). */
export function runMarksOf(run: number, marks: ProbeMarks, eventLog: string | null, problems: string[]): RunMarks {
  return {
    run,
    touched: [...marks.touched].map(([id, sources]) => [id, [...sources]]),
    probeWritten: [...marks.probeWritten],
    eventLog,
    problems,
  };
}

/** The core's marks again, from the message. */
export function probeMarksOf(message: RunMarks): ProbeMarks {
  // Built here, not by probeMarks.ts's emptyProbeMarks: that module's zod would weigh on the webview.
  const marks: ProbeMarks = { touched: new Map(), probeWritten: new Map(), problems: [] };
  for (const [id, sources] of message.touched) marks.touched.set(id, new Set(sources));
  for (const [id, places] of message.probeWritten) marks.probeWritten.set(id, places);
  return marks;
}
