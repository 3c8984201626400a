// `gar` on the runs of a format that asks for no command of its own (FormatAdapter.neutralGar): found by
// the discovery every view shares, each read by its format's adapter, summarised and checked as BFCL's
// are, and printed as the same table or JSON. None of the formats Calibration Lens ships asks for it
// (BFCL's and tau2's `gar` keep their own discovery messages and tau2 its Tab. 2 layout), so with them
// alone nothing is looked for here.
import { findRuns } from '../core/discovery/findRuns';
import type { FoundRun } from '../core/document/formatAdapter';
import { formatOf, formats } from '../core/formats/registry';
import { summarizeRun } from '../core/metrics/summarizeRun';
import type { RunSummary } from '../core/metrics/types';
import type { Finding } from '../core/model/finding';
import { runHealth } from '../core/runHealth/runHealth';
import { nodeFiles } from '../env/node/nodeFiles';
import { printGar } from './garOutput';

/** The runs under `paths` of the formats `gar` reads with the neutral table; empty when no format asks for it. */
export async function neutralGarRuns(paths: readonly string[]): Promise<FoundRun[]> {
  if (!formats().some((f) => f.neutralGar)) return [];
  const found = await findRuns(paths, nodeFiles);
  return found.runs.filter((r) => formatOf(r.benchmark).neutralGar);
}

export async function neutralGar(runs: readonly FoundRun[], print: { json: boolean; cases: boolean }): Promise<number> {
  const summaries: RunSummary[] = [];
  const findings: Finding[][] = [];
  const warnings: string[] = [];
  for (const run of runs) {
    const read = await formatOf(run.benchmark).readRun(run, {});
    if (!read.ok) {
      warnings.push(...read.problems);
      continue;
    }
    const health = await runHealth(read.cases, { files: nodeFiles, knownBad: null });
    findings.push(health);
    summaries.push({ ...summarizeRun(read.cases), health });
  }
  return printGar(summaries, findings, warnings, { ...print, knownBadLeftOut: null });
}
