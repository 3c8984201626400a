// What the probe runs the panel asks about say about their own doing (a BFCL run's handler_log entries
// and sri_event_log.jsonl, read by the run's format: core/document/formatAdapter.ts, probeMarks, as
// `calibration-lens compare` reads them), for the baseline-and-probes tab. A run whose format records
// none (tau2) has none to read: its marks are empty.
import { formatOf } from '../../core/formats/registry';
import type { RunSummary } from '../../core/metrics/types';
import { formatProblem } from '../../core/model/model';
import { runMarksOf, type ProbeMarksMessage } from '../../protocol/probes';

export async function probeMarksMessage(runs: readonly RunSummary[], asked: readonly number[]): Promise<ProbeMarksMessage> {
  const marks = [];
  for (const index of new Set(asked)) {
    const run = runs[index];
    if (!run) continue;
    const read = await formatOf(run.benchmark).probeMarks(run);
    if (!read) {
      marks.push({ run: index, touched: [], probeWritten: [], eventLog: null, problems: [] });
      continue;
    }
    marks.push(runMarksOf(index, read.marks, read.eventLog, read.marks.problems.map(formatProblem)));
  }
  return { type: 'probeMarks', marks };
}
