// A tau2 run as decisions are resolved against it (core/document/labelledRun.ts): its results file read whole (every simulation a
// case, every assistant message an emission placed by its index), its gold from the pinned tasks or
// the tasks files named, and the paper's hit rules (goldHits.ts) to count GAR with human classes.
import type { ActionClass } from '../classify/actionClass';
import { runRelativePath, type ClassesOf, type LabelledRunRead } from '../document/labelledRun';
import { sha256File } from '../files/fileHash';
import { hostFiles } from '../files/hostFiles';
import type { Case } from '../model/model';
import { formatProblem } from '../model/problem';
import { folderOf } from '../path/pathNames';
import { goldFor, type UserTasks } from './goldSource';
import { goldHit } from './goldHits';
import { TAU2_CLASSES } from './messageClasses';
import type { GoldClass } from './taskGold';
import { dirLayoutOf, readTau2Run } from './readResults';
import { TAU2_GOLD_CLASSES, tau2Cases } from './tau2Cases';
import { writeToolsOf } from './writeTools';

type Loaded = LabelledRunRead;

/** The last runs read, by file, size, modification time and tasks files: the Review view and the Agreement tab read them again on every decision. */
const recent = new Map<string, Promise<Loaded>>();
const RECENT_RUNS = 4;

/** Null when the file is not a tau2 results file, with its problems saying why. */
export async function loadTau2RunContext(file: string, tasks: readonly UserTasks[] = []): Promise<Loaded> {
  const s = await hostFiles.stat(file);
  // A dir layout's simulations/ changes its run without touching results.json: such runs are read every time.
  const key = s && !(await dirLayoutOf(file)) ? `${file}\u0000${s.size}\u0000${s.mtimeMs}\u0000${tasks.map((t) => t.file).join('\u0000')}` : null;
  const known = key ? recent.get(key) : undefined;
  if (known) return known;
  const loading = readRunContext(file, tasks);
  if (key) {
    recent.set(key, loading);
    for (const old of [...recent.keys()].slice(0, Math.max(0, recent.size - RECENT_RUNS))) recent.delete(old);
    loading.catch(() => recent.delete(key));
  }
  return loading;
}

async function readRunContext(file: string, tasks: readonly UserTasks[]): Promise<Loaded> {
  const run = await readTau2Run(file);
  // Like a BFCL result file's unreadable lines, a left-out message is the editor's Problems' to show.
  if (!run.isTau2) return { run: null, warnings: run.problems.map(formatProblem) };
  const gold = goldFor(run.domain, tasks);
  const cases = tau2Cases(run, gold);
  const writes = writeToolsOf(run.domain);
  // TOOL_CALL and REFUSE are hit by what the run did (action checks, write calls), whatever the
  // classes; ASK by an ASK message: the one rule human classes can turn around.
  const goldHitsWith = (kase: Case, classesOf: ClassesOf): ActionClass[] => {
    const sim = kase.simulation!;
    const emitSet = new Set(kase.turns.flatMap((t) => t.emissions.flatMap((e) => classesOf(kase, e))));
    const withHuman = { ...sim, emitSet: TAU2_CLASSES.filter((c) => emitSet.has(c)) };
    return kase.gold.filter((g) => goldHit(g as GoldClass, withHuman, writes));
  };
  // A run is its results file's folder (tau2Format.runFolderAbove: a dir layout's simulations/ sit beside it).
  const folder = folderOf(run.file);
  const relPath = runRelativePath(folder, run.file);
  // A dir layout's simulations: what decisions on them are made on, checked as results.json is.
  const caseFiles = [...new Set(cases.flatMap((c) => (c.file ? [c.file] : [])))];
  const caseFileSha256 = caseFiles.length ? new Map(await Promise.all(caseFiles.map(async (f) => [runRelativePath(folder, f), await sha256File(f)] as const))) : undefined;
  return {
    run: {
      id: run.file,
      model: run.info?.agentLlm ?? run.info?.agent ?? 'unknown',
      folder,
      files: new Map([[relPath, {
        path: run.file, relPath, sha256: await sha256File(run.file), ...(caseFileSha256 ? { caseFileSha256 } : {}), benchmark: 'tau2', group: run.domain ?? 'unknown',
        read: { path: run.file, category: null, cases, problems: run.problems },
        goldClasses: gold.table ? TAU2_GOLD_CLASSES : [],
        garCases: cases.filter((c) => c.verdict !== null),
        goldHitsWith,
      }]]),
    },
    warnings: [],
  };
}
