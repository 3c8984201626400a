// The summary's read of its folders: gold from calibrationLens.tau2TasksFile as `gar --tasks` takes it,
// the families of calibrationLens.familiesFile as `panel --families` takes them, in a notification with the bytes read of the total and a Cancel button when the read takes more than
// a moment; what the tasks or families files could not give is a warning of the panel.
import { withReadProgress } from '../readProgress';
import { formatSources } from '../formatSources';
import { readSummaries, type LoadedSummaries } from '../../core/load/loadSummaries';
import type { RunSummary } from '../../core/metrics/types';
import { readFamiliesFile } from '../../core/load/familiesSource';
import type { FamilyMap } from '../../core/metrics/family';
import { familiesFile } from '../settingPaths';
import { knownBad } from '../health/fileHealth';
import { formatOf } from '../../core/formats/registry';
import type { RunReadByContent } from './runFileWatch';
import { log } from '../log';

/** A read still under way after this long shows its progress in a notification. */
const PROGRESS_AFTER_MS = 400;

/**
 * The runs, their families, the run files read that no name tells (for the watcher), and the known-bad list's file
 * when one is read (`excludeKnownBad`: its items left out of every number). Aborting `controller` ends it with ReadCancelled.
 * `withHealth`: the same runs with their run-health findings, checked once `behind` settles (the table shown).
 */
export async function readRuns(folders: string[], controller: AbortController, excludeKnownBad: boolean, behind: Promise<unknown>): Promise<{ loaded: LoadedSummaries; withHealth: Promise<RunSummary[]>; families: FamilyMap; byContent: RunReadByContent[]; knownBadFile: string | null }> {
  const started = Date.now();
  // The settings' files asked side by side (each a round trip in the web worker host; none when unset).
  const [sources, families, list] = await Promise.all([formatSources(), readFamiliesFile(familiesFile()), knownBad()]);
  const { loaded, withHealth } = await withReadProgress(
    'Calibration Summary: reading the runs',
    (progress) => readSummaries(folders, { sources: sources.sources, progress, knownBad: list?.ok ? list.list : null, excludeKnownBad, behind }),
    PROGRESS_AFTER_MS,
    controller,
  );
  // Where a slow panel's time went: this read, or the page and the window around it.
  log().info(`Calibration Summary: ${loaded.runs.length} runs read in ${Date.now() - started} ms.`);
  return {
    withHealth,
    loaded: {
      ...loaded,
      warnings: [...loaded.warnings, ...sources.problems, ...(families.problem ? [`${families.problem} (calibrationLens.familiesFile)`] : []), ...(list && !list.ok ? [list.message] : [])],
    },
    families: families.families,
    byContent: loaded.runs.flatMap((r) => {
      // A run found by its content is its file; its format's files are of its benchmark's kind.
      const format = formatOf(r.benchmark);
      return format.mayOwnByHead(r.results) ? [{ file: r.results, folder: format.modelInputs(r.results, r.benchmark).folder }] : [];
    }),
    knownBadFile: list?.ok ? list.list.file : null,
  };
}
