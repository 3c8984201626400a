// From the folders the user chose to the numbers the panel shows: discover the runs in each folder,
// read and summarise every run through the core, and hash the input files for exports.
// No vscode import: the webview tests and the benchmark build their data with this too.
import { DiscoveryError, discoverRuns, type DiscoveredRun } from '../../core/bfcl/discover';
import { hashInputs, type InputFile } from '../../core/export/stamp';
import { loadRun } from '../../core/bfcl/loadRun';
import { summarizeRun } from '../../core/metrics/summarizeRun';
import type { RunSummary } from '../../core/metrics/types';

export interface LoadedSummaries {
  folders: string[];
  runs: RunSummary[];
  /** For each run, the index of the folder it was found in. */
  origins: number[];
  /** About the folders as a whole: nothing found in one, score files without results, ... */
  warnings: string[];
  inputs: InputFile[];
}

export class NothingToShowError extends Error {}

export async function loadSummaries(folders: string[]): Promise<LoadedSummaries> {
  const warnings: string[] = [];
  const discovered: DiscoveredRun[] = [];
  const origins: number[] = [];
  const seen = new Set<string>();
  for (const [index, folder] of folders.entries()) {
    try {
      const found = await discoverRuns(folder);
      warnings.push(...found.warnings);
      for (const run of found.runs) {
        // The same run reached through two of the folders is shown once.
        const key = `${run.model}\u0000${[...run.results.values()].join('\u0000')}`;
        if (!seen.has(key)) {
          discovered.push(run);
          origins.push(index);
        }
        seen.add(key);
      }
    } catch (err) {
      if (!(err instanceof DiscoveryError)) throw err;
      warnings.push(err.message);
    }
  }
  if (discovered.length === 0) {
    throw new NothingToShowError(warnings.join(' ') || 'No folder was given.');
  }
  const runs: RunSummary[] = [];
  // The panel shows summaries and case rows, never turns: read each case's classes only.
  for (const run of discovered) runs.push(summarizeRun(await loadRun(run, { classesOnly: true })));
  return { folders, runs, origins, warnings, inputs: await hashInputs(runs) };
}
