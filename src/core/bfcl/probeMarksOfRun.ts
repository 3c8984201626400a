// A probe run's marks (core/bfcl/probeMarks.ts) from its files, through the host's file access: every
// result file's handler_log entries, and the run's sri_event_log.jsonl when one sits in the run folder
// (the folder holding result/, or any folder between it and the result files).
import { emptyProbeMarks, readEventLogMarks, readResultMarks } from './probeMarks';
import type { RunProbeMarks } from '../model/probeMarks';
import type { DiscoveredRun } from './discoveredRun';
import { hostFiles } from '../files/hostFiles';
import { readText } from '../files/fileAccess';

export const EVENT_LOG_NAME = 'sri_event_log.jsonl';

export type { RunProbeMarks };

export async function probeMarksOfRun(run: Pick<DiscoveredRun, 'results' | 'resultsRoot'>): Promise<RunProbeMarks> {
  const marks = emptyProbeMarks();
  for (const file of run.results.values()) {
    const text = await readText(hostFiles, file);
    if (text !== null) readResultMarks(file, text, marks);
  }
  const eventLog = await findEventLog(run);
  if (eventLog !== null) readEventLogMarks(eventLog, (await readText(hostFiles, eventLog)) ?? '', marks);
  return { marks, eventLog };
}

/**
 * From the result file's folder up to the run folder (the one holding `result/`; without a `result/`
 * folder on the way, the one above the results root), the first event log: never above the run.
 */
async function findEventLog(run: Pick<DiscoveredRun, 'results' | 'resultsRoot'>): Promise<string | null> {
  const first = [...run.results.values()][0];
  if (!first) return null;
  const separator = first.includes('/') ? '/' : '\\';
  const parts = first.split(separator);
  const resultFolder = parts.lastIndexOf('result');
  const top = resultFolder > 0 ? resultFolder : run.resultsRoot.split(separator).length - 1;
  for (let end = parts.length - 1; end >= Math.max(1, top); end--) {
    const candidate = [...parts.slice(0, end), EVENT_LOG_NAME].join(separator);
    if ((await hostFiles.stat(candidate))?.kind === 'file') return candidate;
  }
  return null;
}
