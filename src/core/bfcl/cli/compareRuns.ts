// `compare`'s BFCL part: each --baseline and --probe path's one run by BFCL's own discovery (a path
// holding none or several is said, the several by their model folders), read into the neutral model,
// and what a probe run's files say it did (handler_log entries, sri_event_log.jsonl). The command
// (src/cli/compareCommand.ts) compares, checks and prints them with the neutral layers.
import { dirname, sep } from 'node:path';
import type { RunCases } from '../../model/runCases';
import { discoverRuns, DiscoveryError } from '../discover';
import type { DiscoveredRun } from '../discoveredRun';
import { loadRun } from '../loadRun';
import { probeMarksOfRun, type RunProbeMarks } from '../probeMarksOfRun';

export { CRI_BYPASS_TEXT } from '../probeMarks';

/** One run to compare: its cases (classes only) and, for a probe, its marks; each read when asked. */
export interface CompareRun {
  cases(): Promise<RunCases>;
  marks(): Promise<RunProbeMarks>;
}

/** Each path's one run; null (after saying why on stderr) when a path holds none or several. */
export async function bfclCompareRuns(paths: ReadonlyArray<[flag: string, path: string]>): Promise<CompareRun[] | null> {
  const runs: CompareRun[] = [];
  for (const [flag, path] of paths) {
    let found;
    try {
      found = await discoverRuns(path);
    } catch (e) {
      if (!(e instanceof DiscoveryError)) throw e;
      console.error(`${flag} ${path}: ${e.message}`);
      return null;
    }
    for (const w of found.warnings) console.error(`warning: ${w}`);
    if (found.runs.length !== 1) {
      console.error(`${flag} ${path} holds ${found.runs.length} runs: name one of their model folders (${found.runs.map(modelFolder).join(', ')}).`);
      return null;
    }
    const run = found.runs[0]!;
    runs.push({ cases: () => loadRun(run, { classesOnly: true }), marks: () => probeMarksOfRun(run) });
  }
  return runs;
}

/** The folder named after the run's model above its result files (what --baseline and --probe take). */
function modelFolder(run: DiscoveredRun): string {
  const file = [...run.results.values()][0]!;
  const parts = file.split(sep);
  const at = parts.lastIndexOf(run.model);
  return at > 0 ? parts.slice(0, at + 1).join(sep) : dirname(file);
}
