// What a probe run (the paper's SRI and CRI, runs-in-practice.md section 1) says about its own doing, in
// any format whose runs record it (BFCL's handler_log entries and sri_event_log.jsonl, core/bfcl/probeMarks.ts):
// which cases it touched, and where it wrote text itself, so that text is shown as the probe's, not the model's.
import type { Problem } from './problem';

/** Where a probe says it acted on a case. */
export type TouchSource = 'handler_log' | 'sri_event_log';

export interface ProbeMarks {
  /** Case id to the places that say the probe touched it (an `sri_decision`, or a triggered `cri_decision`). */
  touched: Map<string, Set<TouchSource>>;
  /** Case id to the emissions ([turn, step] of `result`) whose text the probe wrote. */
  probeWritten: Map<string, Array<{ turn: number; step: number }>>;
  problems: Problem[];
}

/** A run's marks, and the event log they were read with (null: the run has none). */
export interface RunProbeMarks {
  marks: ProbeMarks;
  eventLog: string | null;
}
