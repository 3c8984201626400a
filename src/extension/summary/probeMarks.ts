// What the probe runs the panel asks about say about their own doing (their handler_log entries and
// sri_event_log.jsonl, core/load/probeMarksOfRun.ts, as `calibration-lens compare` reads them), for the
// baseline-and-probes tab. A run of another benchmark than BFCL has none to read: its marks are empty.
import { probeMarksOfRun } from '../../core/bfcl/probeMarksOfRun';
import type { RunSummary } from '../../core/metrics/types';
import { formatProblem } from '../../core/model/model';
import { runMarksOf, type ProbeMarksMessage } from '../../protocol/probes';

export async function probeMarksMessage(runs: readonly RunSummary[], asked: readonly number[]): Promise<ProbeMarksMessage> {
  const marks = [];
  for (const index of new Set(asked)) {
    const run = runs[index];
    if (!run) continue;
    if (run.benchmark !== 'bfcl') {
      marks.push({ run: index, touched: [], probeWritten: [], eventLog: null, problems: [] });
      continue;
    }
    const files = { results: new Map(run.groups.map((g) => [g.group, g.resultFile])), resultsRoot: run.results };
    const read = await probeMarksOfRun(files as Parameters<typeof probeMarksOfRun>[0]);
    marks.push(runMarksOf(index, read.marks, read.eventLog, read.marks.problems.map(formatProblem)));
  }
  return { type: 'probeMarks', marks };
}
