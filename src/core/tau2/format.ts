// tau2-bench as the registry knows it (core/document/formatAdapter.ts): its results are told by their
// content (the first key tau2 writes), never by name, and a dir layout's simulations/<id>.json by the
// results.json beside the folder; its per-message detector has no OTHER, so its OTHER emit rate is
// not defined (not 0).
import { CLASS_PRIORITY, type ActionClass } from '../classify/actionClass';
import type { FormatAdapter } from '../document/formatAdapter';
import { join } from 'node:path';
import { hostFiles } from '../files/hostFiles';
import { tau2Discovery } from './discoveredRuns';
import { goldFor } from './goldSource';
import { dirLayoutOf, readTau2Run } from './readResults';
import { tau2RunCases } from './tau2Cases';
import { TAU2_CLASSES } from './messageClasses';
import { isTau2ResultsHead } from './sniff';
import { runResultsOf, simulationsFolderOf } from './runPlaces';
import { tau2Model } from './tau2DiskModel';
import { tau2RunName, tau2ShownRuns } from './shownRuns';
import { tau2SourcesIn } from './formatSources';
import { tau2SourceFiles } from './tau2Sources';
import { tau2Views } from './views/formatViews';
import { confirmSummaryTable } from './confirmSummaryTable';
import { simulationFileOf, tau2RunFileNote } from './labelFiles';
import { tau2Gold } from './views/formatGold';
import { tau2Labelling } from './labelling';
import { tau2Health } from './runHealth/formatHealth';
import { tau2EmissionTexts } from './emissionTexts';

export const tau2Format: FormatAdapter = {
  benchmark: 'tau2',
  emitClasses: CLASS_PRIORITY.filter((cls) => (TAU2_CLASSES as readonly ActionClass[]).includes(cls)),
  fileKinds: ['tau2'],
  kindOfName: () => null,
  mayOwnByHead: (path) => path.endsWith('.json'),
  ownsHead: isTau2ResultsHead,
  runFileOf: runResultsOf,
  // A simulation's first keys, as tau2 writes them: `id` then `task_id`.
  looksLikeRunMember: (head) => /^\s*\{\s*"id"\s*:\s*"[^"]*"\s*,\s*"task_id"\s*:/.test(head),
  // A run is its results file's folder (a dir layout's simulations/ sit beside results.json).
  runFolderAbove: () => null,
  modelInputs: (path) => ({ partner: null, folder: simulationsFolderOf(path) }),
  partnerPlaces: () => [],
  // A dir layout's simulation files, as its reader finds them.
  async runMembers(file) {
    const dir = await dirLayoutOf(file);
    return dir ? ((await hostFiles.list(dir.simulations)) ?? []).map((e) => e.name).filter((f) => f.endsWith('.json')).map((f) => join(dir.simulations, f)) : [];
  },
  loadFile: (path, _kind, load) => tau2Model(path, { text: load.text, version: load.version ?? null, sources: async () => tau2SourcesIn(await load.sources?.()), progress: load.progress }),
  discovery: tau2Discovery,
  // A dir layout's simulation files are read with its results.json.
  filesRead: async (found) => [found.run as string, ...(await tau2Format.runMembers(found.run as string))],
  async readRun(found, read) {
    // Its reader tells the bytes read so far: the summary is told what was added since.
    let told = 0;
    const watch = read.watch;
    const onProgress = (bytes: number) => {
      watch?.onBytes(bytes - told);
      told = bytes;
    };
    const run = await readTau2Run(found.run as string, watch ? { signal: watch.signal, onProgress } : {});
    if (!run.isTau2) return { ok: false, problems: run.problems.map((p) => `${p.file}:${p.line}: ${p.message}`) };
    return { ok: true, cases: tau2RunCases(run, goldFor(run.domain, tau2SourcesIn(read.sources).tasks)) };
  },
  casesFilesOf: (found) => [found.run as string],
  shownRuns: tau2ShownRuns,
  runNameOf: tau2RunName,
  neutralGar: false,
  // The paper's order of a message's classes (formats-tau2.md section 5.2), not the priority order.
  decisionClasses: TAU2_CLASSES,
  // A results file holds several domains' simulations, each counted in its domain's row.
  fileIsOneGroup: false,
  // No file of tau2 is told by its name.
  releaseFolderOf: () => null,
  sourceFiles: tau2SourceFiles,
  // A tau2 run records no probe's doing.
  probeMarks: async () => null,
  auditRubric: async () => ({ unavailable: "B1a-B5 are the paper's rubric for BFCL multi-turn turns (App. F); tau2 has none, so none is shown here." }),
  views: tau2Views,
  // The paper's Tab. 3 from the judgments file its setting names.
  summaryTable: confirmSummaryTable,
  runFileNote: tau2RunFileNote,
  // A dir layout's simulation is read from its own file.
  caseFileOf: simulationFileOf,
  gold: tau2Gold,
  labelling: tau2Labelling,
  health: tau2Health,
  emissionTexts: tau2EmissionTexts,
};
