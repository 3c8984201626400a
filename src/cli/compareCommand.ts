// `calibration-lens compare`: a baseline run against one or more probe runs of the same BFCL cases
// (the paper's SRI and CRI), per probe and category; text or --json. The runs are found and read by
// BFCL's command-line part (formatCommands.ts); compared, checked and printed by the neutral layers.
import { runName } from '../core/metrics/runName';
import { compareProbe } from '../core/metrics/probeComparison';
import { summarizeRun } from '../core/metrics/summarizeRun';
import { findingLine, type Finding } from '../core/model/finding';
import { formatProblem } from '../core/model/model';
import { pairFinding } from '../core/runHealth/runsTogether';
import { parseCommandLine } from './commandLine';
import { compareJson } from './compareJson';
import { compareTable } from './compareTable';
import { bfclCompareRuns, CRI_BYPASS_TEXT } from './formatCommands';

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
  const found = await bfclCompareRuns([['--baseline', values.baseline], ...values.probe.map((p): [string, string] => ['--probe', p])]);
  if (!found) return 2;
  const [baselineRun, ...probeRuns] = found;
  const baselineCases = await baselineRun!.cases();
  const baseline = summarizeRun(baselineCases);
  const comparisons = [];
  const markProblems = [];
  // Per probe: the probe's cases that recorded other questions than the baseline's under the same id.
  const drift: Finding[][] = [];
  for (const run of probeRuns) {
    const probeCases = await run.cases();
    const probe = summarizeRun(probeCases);
    const { marks, eventLog } = await run.marks();
    markProblems.push(...marks.problems);
    comparisons.push(compareProbe(baseline, probe, marks, eventLog));
    const found = pairFinding(baselineCases, probeCases);
    drift.push(found ? [found] : []);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(compareJson(comparisons, drift), null, 2)}\n`);
  else process.stdout.write(`${compareTable(comparisons, CRI_BYPASS_TEXT)}\n`);
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
