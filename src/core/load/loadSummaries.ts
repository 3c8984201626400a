// From the folders the user chose to the numbers the panel shows: discover the runs in the folders (the
// discovery every view shares, core/discovery/findRuns.ts), have each run read by its format's adapter
// and summarise it through the core into the same RunSummary, and hash the input files for exports: started once
// the runs are read and what the caller puts first has settled (`behind`: the panel's table shown), but not
// waited for, since only an export needs the hashes (the table is drawn without them). Run health
// (runHealth/) comes after the summaries, on its own promise and likewise behind: its checks read the test
// data and function docs around each run (35 files beside the sample's 16 run files), which the table's
// numbers do not need, so the panel draws the table first and marks its rows when they are in.
// The webview tests and the benchmark build their data with this too.
import { findRuns } from '../discovery/findRuns';
import { hashInputs, type InputFile } from '../export/stamp';
import { formatOf } from '../formats/registry';
import { summarizeRun } from '../metrics/summarizeRun';
import type { RunSummary } from '../metrics/types';
import type { FormatSources } from '../document/formatAdapter';
import { byteProgress } from './summaryProgress';
import { hostFiles } from '../files/hostFiles';
import { mapFewAtOnce } from '../files/fewAtOnce';
import { ReadCancelled } from '../files/readCancelled';
import { keepOnly, keptSha256, readKeptOrAgain, runInputs } from './keptRunReads';
import type { KnownBadList } from '../runHealth/knownBadItems';
import { runHealth, runWithoutKnownBad } from '../runHealth/runHealth';
import { withTogetherFindings } from '../runHealth/runsTogether';
import { runLabels } from '../export/runLabels';
import type { RunCases } from '../model/runCases';

/** Runs read at once (each holds its cases until the table's summaries are made). */
const RUNS_AT_ONCE = 4;
/** Runs whose files are stat'ed and folders listed at once (each a round trip in the web worker host). */
const RUNS_STATED_AT_ONCE = 8;

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

/** The summaries without their run-health findings, and the same runs with them once the checks are done. */
export interface SummariesRead {
  loaded: LoadedSummaries;
  /** `loaded.runs` with `health` set (every check, version drift included); rejects as the checks do. */
  withHealth: Promise<RunSummary[]>;
}

export class NothingToShowError extends Error {}

export interface LoadOptions {
  /** What the formats read beside their runs (tau2: the tasks files named for gold, as `gar --tasks` takes them). */
  sources?: FormatSources;
  /** Bytes read of the total over every file of every run (BFCL and tau2), and a signal that stops the reads (ReadCancelled). */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
  /** The user's list of defective test items (calibrationLens.knownBadItemsFile), and whether to leave them out. */
  knownBad?: KnownBadList | null;
  excludeKnownBad?: boolean;
  /**
   * What the table waits on, and the work it does not need waits for (the panel: its table posted to the
   * page): run health and the hashes for exports start once it settles, so that neither reads nor parses
   * beside the table's read and drawing. None: they start as soon as the runs are read.
   */
  behind?: Promise<unknown>;
}

/** The summaries with their run-health findings (the command line, the tests): readSummaries, waited for whole. */
export async function loadSummaries(folders: string[], options: LoadOptions = {}): Promise<LoadedSummaries> {
  const { loaded, withHealth } = await readSummaries(folders, options);
  return { ...loaded, runs: await withHealth };
}

/** The summaries as soon as the runs are read (what the table needs), run health behind them. */
export async function readSummaries(folders: string[], options: LoadOptions = {}): Promise<SummariesRead> {
  // The same discovery as the tree and the Review view: what it skipped is a warning of the panel.
  const found = await findRuns(folders);
  const warnings = [...found.notes];
  if (found.runs.length === 0) {
    throw new NothingToShowError(folders.length ? `No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) and no tau2 results files were found under ${folders.join(', ')}. ${warnings.join(' ')}`.trim() : 'No folder was given.');
  }
  /** Each run's summary, and its cases as read (kept for its health checks only). */
  const summaries: RunSummary[] = [];
  const read: RunCases[] = [];
  const origins: number[] = [];
  // Each run's files as they stand: a run whose files stand as when it was last read is not read again.
  const inputs = await mapFewAtOnce(found.runs, RUNS_STATED_AT_ONCE, runInputs);
  const watch = byteProgress(inputs.reduce((sum, r) => sum + r.bytes, 0), options.progress);
  const leaveOut = options.excludeKnownBad && options.knownBad ? options.knownBad : null;
  const leftOut = leaveOut ? { knownBadLeftOut: leaveOut.file } : {};
  // The panel shows summaries and case rows, never turns: read each case's classes only. The runs are
  // read side by side, a few at a time (in the web worker host each file is a round trip through the
  // window; in the Node host one run's parse overlaps another's reads), and taken in their order.
  const results = await mapFewAtOnce(inputs, RUNS_AT_ONCE, async (run) => {
    const { result, again } = await readKeptOrAgain(run, options.sources, () => formatOf(run.run.benchmark).readRun(run.run, { watch, sources: options.sources }));
    if (!again) {
      // A kept run's bytes count as read; a load cancelled before or by that stops as a read would.
      if (watch?.signal?.aborted) throw new ReadCancelled();
      watch?.onBytes(run.bytes);
      if (watch?.signal?.aborted) throw new ReadCancelled();
    }
    return result;
  });
  keepOnly(inputs);
  for (const [i, result] of results.entries()) {
    if (!result.ok) {
      warnings.push(...result.problems);
      continue;
    }
    read.push(result.cases);
    summaries.push(summarizeRun(leaveOut ? runWithoutKnownBad(result.cases, leaveOut) : result.cases));
    origins.push(found.runs[i]!.origin);
  }
  // Whatever it settles to: the checks and hashes only wait for it.
  const behind = (options.behind ?? Promise.resolve()).then(() => undefined, () => undefined);
  const withHealth = (async () => {
    await behind;
    // The runs' checks side by side: in the web worker host each read is a round trip, and they overlap.
    const health = await Promise.all(read.map((cases) => runHealth(cases, { files: hostFiles, knownBad: options.knownBad ?? null })));
    const checked = summaries.map((summary, i) => ({ ...summary, health: health[i]!, ...leftOut }));
    return withTogetherFindings(checked, runLabels(checked));
  })();
  const runs = summaries.map((summary) => ({ ...summary, ...leftOut }));
  // Not awaited here: a caller that never asks still has its rejection handled.
  withHealth.catch(() => undefined);
  // Folders that overlap (a release and its result/ folder) find the same things to warn about: say each once.
  const sha256Of = keptSha256(inputs);
  const hashed = behind.then(() => hashInputs(runs, sha256Of));
  return { loaded: { folders, runs, origins, warnings: [...new Set(warnings)], inputs: hashed }, withHealth };
}
