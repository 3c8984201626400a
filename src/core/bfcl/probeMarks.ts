// What a probe run (the paper's SRI and CRI, runs-in-practice.md section 1) says about its own
// doing: which cases it touched, from the `handler_log` entries of each case's inference_log and from
// the run's optional sri_event_log.jsonl, and where it wrote text itself (CRI bypass's fixed refusal),
// so that text is counted as the classifier counts it but shown as the probe's, not the model's.
import * as z from 'zod';
import type { ProbeMarks, TouchSource } from '../model/probeMarks';

export type { ProbeMarks, TouchSource } from '../model/probeMarks';

/** The assistant text CRI's bypass variant inserts in place of a retracted call (it reads as REFUSE). */
export const CRI_BYPASS_TEXT = 'I cannot proceed with this step yet; the required capability or information is not available.';

export function emptyProbeMarks(): ProbeMarks {
  return { touched: new Map(), probeWritten: new Map(), problems: [] };
}

const HandlerLogSchema = z.looseObject({
  role: z.literal('handler_log'),
  sri_decision: z.looseObject({}).optional(),
  cri_decision: z.looseObject({ triggered: z.boolean() }).optional(),
});

const EventSchema = z.looseObject({ event: z.string(), case_id: z.string().min(1), triggered: z.boolean().optional() });

/** Marks from one result file's text; lines that mention no probe are not parsed. */
export function readResultMarks(file: string, text: string, marks: ProbeMarks): void {
  eachLine(text, (line, number) => {
    if (!line.includes('sri_decision') && !line.includes('cri_decision') && !line.includes(CRI_BYPASS_TEXT)) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      marks.problems.push({ file, line: number, column: 1, message: `This line mentions a probe's decision but is not valid JSON (${(e as Error).message}): which case the probe touched is unknown.` });
      return;
    }
    const id = isObject(value) && typeof value.id === 'string' ? value.id : null;
    if (id === null) return;
    if (logTouches(value as Record<string, unknown>)) touch(marks, id, 'handler_log');
    const written = bypassPlaces((value as Record<string, unknown>).result);
    if (written.length) marks.probeWritten.set(id, written);
  });
}

/** Marks from `sri_event_log.jsonl`: an `sri_halt_candidate` event, or a `cri_evaluate` that triggered. */
export function readEventLogMarks(file: string, text: string, marks: ProbeMarks): void {
  eachLine(text, (line, number) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      marks.problems.push({ file, line: number, column: 1, message: `not valid JSON (${(e as Error).message}); the other events were read.` });
      return;
    }
    const parsed = EventSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      marks.problems.push({ file, line: number, column: 1, message: `not a probe event (${issue.path.join('.') || 'the line'}: ${issue.message}); the other events were read.` });
      return;
    }
    const { event, case_id: id, triggered } = parsed.data;
    if (event === 'sri_halt_candidate' || (event === 'cri_evaluate' && triggered === true)) touch(marks, id, 'sri_event_log');
  });
}

function logTouches(line: Record<string, unknown>): boolean {
  const log = Array.isArray(line.inference_log) ? line.inference_log : [];
  for (const record of log) {
    if (!isObject(record)) continue;
    for (const [key, entries] of Object.entries(record)) {
      if (!/^step_\d+$/.test(key) || !Array.isArray(entries)) continue;
      for (const entry of entries) {
        const parsed = HandlerLogSchema.safeParse(entry);
        if (parsed.success && (parsed.data.sri_decision !== undefined || parsed.data.cri_decision?.triggered === true)) return true;
      }
    }
  }
  return false;
}

function bypassPlaces(result: unknown): Array<{ turn: number; step: number }> {
  if (!Array.isArray(result)) return [];
  const places: Array<{ turn: number; step: number }> = [];
  result.forEach((steps, turn) => {
    (Array.isArray(steps) ? steps : [steps]).forEach((emission, step) => {
      if (typeof emission === 'string' && emission.trim() === CRI_BYPASS_TEXT) places.push({ turn, step });
    });
  });
  return places;
}

function touch(marks: ProbeMarks, id: string, source: TouchSource): void {
  const sources = marks.touched.get(id) ?? new Set<TouchSource>();
  sources.add(source);
  marks.touched.set(id, sources);
}

function eachLine(text: string, visit: (line: string, number: number) => void): void {
  let start = 0;
  for (let number = 1; start <= text.length; number++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (end === -1 && line === '') return;
    visit(line.endsWith('\r') ? line.slice(0, -1) : line, number);
    if (end === -1) return;
    start = end + 1;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
