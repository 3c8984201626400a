// A BFCL run as decisions are resolved against it (core/document/labelledRun.ts): a model folder of
// category files, each result file read whole with its score file joined, through streamedReads.ts
// (streamed from local disk, or whole through vscode.workspace.fs in the web build).
import type { ActionClass } from '../classify/actionClass';
import type { ClassesOf, LabelledFile, RunContext } from '../document/labelledRun';
import { runRelativePath } from '../document/labelledRun';
import { sha256File } from '../files/fileHash';
import type { Case } from '../model/model';
import { BFCL_CATEGORIES, GOLD_CLASS } from './categories';
import type { DiscoveredRun } from './discoveredRun';
import { runFolderOf } from './fileNames';
import { joinScores } from './join';
import { streamedReads } from './streamedReads';

/**
 * BFCL: a gold class is hit when any emission of the case shows it. A case read without its turns (no
 * decision is about it: see loadRunContext) has the classifier's classes only, and its hits.
 */
function bfclGoldHitsWith(kase: Case, classesOf: ClassesOf): ActionClass[] {
  if (kase.turns.length === 0) return kase.goldHits;
  return kase.gold.filter((g) => kase.turns.some((t) => t.emissions.some((e) => classesOf(kase, e).includes(g))));
}

/** The run's folder, as loadRunContext names it, before any file is read. */
export function bfclRunFolder(run: DiscoveredRun): string {
  const paths = BFCL_CATEGORIES.map((c) => run.results.get(c)).filter((p): p is string => !!p);
  return paths.length ? runFolderOf(paths[paths.length - 1]!) : '';
}

/**
 * `decided`: the ids of the cases that decisions are about, by file path relative to the run folder.
 * Given, only those cases keep their turns (the others their classes and hits, which is all that
 * resolving decisions and GAR need of them), so a run of any size takes little memory.
 */
export async function loadRunContext(run: DiscoveredRun, decided?: ReadonlyMap<string, ReadonlySet<string>>): Promise<RunContext> {
  const files = new Map<string, LabelledFile>();
  let folder = '';
  const reads = streamedReads();
  for (const category of BFCL_CATEGORIES) {
    const path = run.results.get(category);
    if (!path) continue;
    folder = runFolderOf(path);
    const read = decided
      ? await streamedReads({ classesOnly: true, turnsOf: decided.get(runRelativePath(folder, path)) ?? new Set() }).result(path)
      : await reads.result(path);
    const scorePath = run.scores.get(category);
    if (scorePath) joinScores(read, await reads.score(scorePath));
    const relPath = runRelativePath(folder, path);
    files.set(relPath, {
      path, relPath, sha256: await sha256File(path), benchmark: 'bfcl', group: category, read,
      goldClasses: [GOLD_CLASS[category]], garCases: read.cases, goldHitsWith: bfclGoldHitsWith,
    });
  }
  return { id: folder, model: run.model, folder, files };
}
