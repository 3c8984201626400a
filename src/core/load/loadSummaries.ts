// From the folders the user chose to the numbers the panel shows: discover the runs in the folders (the
// discovery every view shares, core/discovery/findRuns.ts: BFCL by file names, tau2 by content), read and summarise every run through the core into the same
// RunSummary, and hash the input files for exports: started as soon as the runs are read, but not
// waited for, since only an export needs the hashes (the table is drawn without them).
// The webview tests and the benchmark build their data with this too.
import { findRuns } from '../discovery/findRuns';
import { hashInputs, type InputFile } from '../export/stamp';
import { loadRun } from '../bfcl/loadRun';
import { summarizeRun } from '../metrics/summarizeRun';
import type { RunSummary } from '../metrics/types';
import { goldFor, type UserTasks } from '../tau2/goldSource';
import { readTau2Run } from '../tau2/readResults';
import { byteProgress } from './summaryProgress';
import { tau2RunCases } from '../tau2/tau2Cases';
import { hostFiles } from '../files/hostFiles';
import type { KnownBadList } from '../runHealth/knownBadItems';
import { runHealth, runWithoutKnownBad } from '../runHealth/runHealth';
import { withVersionDrift } from '../runHealth/versionDrift';
import { runLabels } from '../export/runLabels';
import type { RunCases } from '../model/runCases';

export interface LoadedSummaries {
  folders: string[];
  runs: RunSummary[];
  /** For each run, the index of the folder it was found in. */
  origins: number[];
  /** About the folders as a whole: nothing found in one, score files without results, ... */
  warnings: string[];
  /** The sha256 of every input file, hashed right after the reads (an export waits for it; nothing else does). */
  inputs: Promise<InputFile[]>;
}

export class NothingToShowError extends Error {}

export interface LoadOptions {
  /** tasks.json files the user named for tau2 gold (else the pinned tasks), as `gar --tasks` takes them. */
  tau2Tasks?: readonly UserTasks[];
  /** Bytes read of the total over every file of every run (BFCL and tau2), and a signal that stops the reads (ReadCancelled). */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
  /** The user's list of defective test items (calibrationLens.knownBadItemsFile), and whether to leave them out. */
  knownBad?: KnownBadList | null;
  excludeKnownBad?: boolean;
}

export async function loadSummaries(folders: string[], options: LoadOptions = {}): Promise<LoadedSummaries> {
  // The same discovery as the tree and the Review view: what it skipped is a warning of the panel.
  const found = await findRuns(folders);
  const warnings = [...found.notes];
  const discovered = found.bfcl;
  const origins = [...found.bfclOrigins];
  const tau2Files = found.tau2.map((file, i) => ({ file, origin: found.tau2Origins[i]! }));
  if (discovered.length === 0 && tau2Files.length === 0) {
    throw new NothingToShowError(folders.length ? `No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) and no tau2 results files were found under ${folders.join(', ')}. ${warnings.join(' ')}`.trim() : 'No folder was given.');
  }
  const runs: RunSummary[] = [];
  const progress = await byteProgress(discovered, tau2Files.map((t) => t.file), options.progress);
  // The panel shows summaries and case rows, never turns: read each case's classes only.
  const summarize = async (cases: RunCases): Promise<RunSummary> => {
    const health = await runHealth(cases, { files: hostFiles, knownBad: options.knownBad ?? null });
    const leaveOut = options.excludeKnownBad && options.knownBad ? options.knownBad : null;
    const summary = summarizeRun(leaveOut ? runWithoutKnownBad(cases, leaveOut) : cases);
    return { ...summary, health, ...(leaveOut ? { knownBadLeftOut: leaveOut.file } : {}) };
  };
  for (const run of discovered) runs.push(await summarize(await loadRun(run, { classesOnly: true, ...progress.bfcl })));
  for (const { file, origin } of tau2Files) {
    const run = await readTau2Run(file, progress.tau2());
    if (!run.isTau2) {
      warnings.push(...run.problems.map((p) => `${p.file}:${p.line}: ${p.message}`));
      continue;
    }
    runs.push(await summarize(tau2RunCases(run, goldFor(run.domain, options.tau2Tasks ?? []))));
    origins.push(origin);
  }
  // Folders that overlap (a release and its result/ folder) find the same things to warn about: say each once.
  return { folders, runs: withVersionDrift(runs, runLabels(runs)), origins, warnings: [...new Set(warnings)], inputs: hashInputs(runs) };
}
