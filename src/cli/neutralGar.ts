// `gar` on runs read into the neutral model, whatever their format: each run checked for what makes its
// numbers wrong, summarised and printed as one table or JSON (garOutput.ts). BFCL's runs come here from
// their own discovery and fast reads (main.ts); the runs of a format that asks for no command of its own
// (FormatAdapter.neutralGar) from the discovery every view shares, each read by its adapter. tau2's
// `gar` is its folder's own (the paper's Tab. 2 layout: formatCommands.ts).
import { findRuns } from '../core/discovery/findRuns';
import type { FoundRun, RunReadResult } from '../core/document/formatAdapter';
import { formatOf, formats } from '../core/formats/registry';
import { summarizeRun } from '../core/metrics/summarizeRun';
import type { RunSummary } from '../core/metrics/types';
import type { Finding } from '../core/model/finding';
import type { KnownBadList } from '../core/runHealth/knownBadItems';
import { runHealth, runWithoutKnownBad } from '../core/runHealth/runHealth';
import { nodeFiles } from '../env/node/nodeFiles';
import { printGar } from './garOutput';

/** The runs under `paths` of the formats `gar` reads with the neutral table; empty when no format asks for it. */
export async function neutralGarRuns(paths: readonly string[]): Promise<FoundRun[]> {
  if (!formats().some((f) => f.neutralGar)) return [];
  const found = await findRuns(paths, nodeFiles);
  return found.runs.filter((r) => formatOf(r.benchmark).neutralGar);
}

/** Each found run read by its format's adapter, for garOfRuns. */
export function adapterReads(runs: readonly FoundRun[]): Array<() => Promise<RunReadResult>> {
  return runs.map((run) => () => formatOf(run.benchmark).readRun(run, {}));
}

export interface GarOptions {
  json: boolean;
  cases: boolean;
  /** The known-bad list: its items on a run are named (runHealth), and with `excludeKnownBad` left out of every number. */
  knownBad: KnownBadList | null;
  excludeKnownBad: boolean;
}

/** The runs read one after the other, in order; a read that finds no run of its format adds its problems to `warnings`. */
export async function garOfRuns(reads: ReadonlyArray<() => Promise<RunReadResult>>, warnings: string[], options: GarOptions): Promise<number> {
  const summaries: RunSummary[] = [];
  const findings: Finding[][] = [];
  const leaveOut = options.excludeKnownBad ? options.knownBad : null;
  for (const read of reads) {
    const result = await read();
    if (!result.ok) {
      warnings.push(...result.problems);
      continue;
    }
    const health = await runHealth(result.cases, { files: nodeFiles, knownBad: options.knownBad });
    findings.push(health);
    summaries.push({ ...summarizeRun(leaveOut ? runWithoutKnownBad(result.cases, leaveOut) : result.cases), health, ...(leaveOut ? { knownBadLeftOut: leaveOut.file } : {}) });
  }
  return printGar(summaries, findings, warnings, { json: options.json, cases: options.cases, knownBadLeftOut: leaveOut });
}
