// `calibration-lens compare`: a baseline run against one or more probe runs of the same BFCL cases
// (the paper's SRI and CRI), per probe and category; text or --json.
import { dirname, sep } from 'node:path';
import { discoverRuns, DiscoveryError, type DiscoveredRun } from '../core/bfcl/discover';
import { loadRun } from '../core/bfcl/loadRun';
import { probeMarksOfRun } from '../core/bfcl/probeMarksOfRun';
import { compareProbe } from '../core/bfcl/probeComparison';
import { runName } from '../core/metrics/runName';
import { summarizeRun } from '../core/metrics/summarizeRun';
import { findingLine, type Finding } from '../core/model/finding';
import { formatProblem } from '../core/model/model';
import { pairQuestionDrift } from '../core/runHealth/pairQuestionDrift';
import { parseCommandLine } from './commandLine';
import { compareJson } from './compareJson';
import { compareTable } from './compareTable';

export const COMPARE_USAGE = `Usage: calibration-lens compare --baseline RUN --probe RUN [--probe RUN ...] [--json]

A baseline BFCL run against probe runs of the same cases (e.g. the paper's SRI and CRI), per probe
and category, over the cases present in both runs: n_paired, GAR and Acc of each side and their
change in points, the change in TOOL_CALL emission, gained and lost cases with the exact two-sided
McNemar p-value, the cases the probe touched (its handler_log decisions, and sri_event_log.jsonl
when the run folder holds one), collateral damage, and every case in a transition bucket.
  --baseline RUN  one run: a model folder (result/<model>), or a release or result/ folder
                  holding one model
  --probe RUN     a probe run, the same way (repeatable)
  --json          print JSON: {"baseline": {...}, "probes": [{"model", "results", "categories"}]}

Exit status: 0 when everything was read; 1 when some lines could not be read (listed on stderr);
2 for a usage error or when a run could not be found.`;

export async function compareCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: COMPARE_USAGE,
    options: {
      baseline: { type: 'string' }, probe: { type: 'string', multiple: true }, json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['baseline', 'probe'], message: '--baseline RUN and at least one --probe RUN are required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const found = await oneRunEach([['--baseline', values.baseline], ...values.probe.map((p): [string, string] => ['--probe', p])]);
  if (!found) return 2;
  const [baselineRun, ...probeRuns] = found;
  const options = { classesOnly: true };
  const baselineCases = await loadRun(baselineRun!, options);
  const baseline = summarizeRun(baselineCases);
  const comparisons = [];
  const markProblems = [];
  // Per probe: the probe's cases that recorded other questions than the baseline's under the same id.
  const drift: Finding[][] = [];
  for (const run of probeRuns) {
    const probeCases = await loadRun(run, options);
    const probe = summarizeRun(probeCases);
    const { marks, eventLog } = await probeMarksOfRun(run);
    markProblems.push(...marks.problems);
    comparisons.push(compareProbe(baseline, probe, marks, eventLog));
    const found = pairQuestionDrift(baselineCases.groups, probeCases.groups);
    drift.push(found ? [found] : []);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(compareJson(comparisons, drift), null, 2)}\n`);
  else process.stdout.write(`${compareTable(comparisons)}\n`);
  const runs = [baseline, ...comparisons.map((c) => c.probe)];
  runs.forEach((run, i) => {
    for (const w of run.warnings) console.error(`warning: ${runName(run)}: ${w}`);
    for (const f of i > 0 ? drift[i - 1]! : []) console.error(findingLine(f, runName(run)));
    for (const p of run.problems) console.error(formatProblem(p));
  });
  for (const p of markProblems) console.error(formatProblem(p));
  for (const c of comparisons) {
    if (c.categories.length === 0) console.error(`warning: ${c.probe.results} shares no category with the baseline ${baseline.results}: nothing was compared.`);
  }
  return runs.some((r) => r.problems.length) || markProblems.length ? 1 : 0;
}

/** The folder named after the run's model above its result files (what --baseline and --probe take). */
function modelFolder(run: DiscoveredRun): string {
  const file = [...run.results.values()][0]!;
  const parts = file.split(sep);
  const at = parts.lastIndexOf(run.model);
  return at > 0 ? parts.slice(0, at + 1).join(sep) : dirname(file);
}

/** Each path's one run; null (after saying why) when a path holds none or several. */
async function oneRunEach(paths: ReadonlyArray<[flag: string, path: string]>): Promise<DiscoveredRun[] | null> {
  const runs: DiscoveredRun[] = [];
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
    runs.push(found.runs[0]!);
  }
  return runs;
}
