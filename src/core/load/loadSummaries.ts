// From the folders the user chose to the numbers the panel shows: discover the runs in each folder (BFCL
// by file names, tau2 by content), read and summarise every run through the core into the same
// RunSummary, and hash the input files for exports.
// The webview tests and the benchmark build their data with this too.
import { DiscoveryError, discoverRuns, type DiscoveredRun } from '../bfcl/discover';
import { hashInputs, type InputFile } from '../export/stamp';
import { loadRun } from '../bfcl/loadRun';
import { summarizeRun } from '../metrics/summarizeRun';
import type { RunSummary } from '../metrics/types';
import { findTau2Runs } from '../tau2/discoverTau2';
import { goldFor, type UserTasks } from '../tau2/goldSource';
import { readTau2Run } from '../tau2/readResults';
import { byteProgress } from './summaryProgress';
import { tau2RunCases } from '../tau2/tau2Cases';

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

export interface LoadOptions {
  /** tasks.json files the user named for tau2 gold (else the pinned tasks), as `gar --tasks` takes them. */
  tau2Tasks?: readonly UserTasks[];
  /** Bytes read of the total over every file of every run (BFCL and tau2), and a signal that stops the reads (ReadCancelled). */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
}

export async function loadSummaries(folders: string[], options: LoadOptions = {}): Promise<LoadedSummaries> {
  const warnings: string[] = [];
  const discovered: DiscoveredRun[] = [];
  const origins: number[] = [];
  const tau2Files: { file: string; origin: number }[] = [];
  const seen = new Set<string>();
  for (const [index, folder] of folders.entries()) {
    for (const file of await findTau2Runs(folder)) {
      if (!tau2Files.some((t) => t.file === file)) tau2Files.push({ file, origin: index });
    }
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
      // A folder of tau2 runs has no BFCL files, and that is no news.
      if (!tau2Files.some((t) => t.origin === index)) warnings.push(err.message);
    }
  }
  if (discovered.length === 0 && tau2Files.length === 0) {
    throw new NothingToShowError(warnings.join(' ') || 'No folder was given.');
  }
  const runs: RunSummary[] = [];
  const progress = await byteProgress(discovered, tau2Files.map((t) => t.file), options.progress);
  // The panel shows summaries and case rows, never turns: read each case's classes only.
  for (const run of discovered) runs.push(summarizeRun(await loadRun(run, { classesOnly: true, ...progress.bfcl })));
  for (const { file, origin } of tau2Files) {
    const run = await readTau2Run(file, progress.tau2());
    if (!run.isTau2) {
      warnings.push(...run.problems.map((p) => `${p.file}:${p.line}: ${p.message}`));
      continue;
    }
    runs.push(summarizeRun(tau2RunCases(run, goldFor(run.domain, options.tau2Tasks ?? []))));
    origins.push(origin);
  }
  // Folders that overlap (a release and its result/ folder) find the same things to warn about: say each once.
  return { folders, runs, origins, warnings: [...new Set(warnings)], inputs: await hashInputs(runs) };
}
