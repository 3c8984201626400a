// BFCL multi-turn as the registry knows it (core/document/formatAdapter.ts): its files are told by their
// names alone, a result file is read joined with the score file beside it, and its classifier gives all
// five classes.
import { ACTION_CLASSES, CLASS_PRIORITY } from '../classify/actionClass';
import type { FormatAdapter } from '../document/formatAdapter';
import { bfclResultModel, bfclScoreModel } from './bfclDiskModel';
import { bfclFileKind, counterpartPlaces, modelFolderAbove, parseBfclFileName, releaseFolderOf } from './fileNames';
import type { DiscoveredRun } from './discoveredRun';
import { bfclDiscovery } from './foundRuns';
import { loadRun } from './loadRun';
import { scoreFileFor } from './partnerFiles';
import { bfclShownRuns } from './shownRuns';
import { bfclCaseRubric } from './caseRubric';
import type { Category } from './categories';
import { probeMarksOfRun } from './probeMarksOfRun';
import { hostFiles } from '../files/hostFiles';
import { join } from 'node:path';
import { bfclViews } from './views/formatViews';
import { bfclGold } from './views/formatGold';
import { bfclLabelling } from './labelling';
import { bfclHealth } from './runHealth/formatHealth';
import { bfclEmissionTexts } from './emissionTexts';

export const bfclFormat: FormatAdapter = {
  benchmark: 'bfcl',
  emitClasses: CLASS_PRIORITY,
  fileKinds: ['result', 'score'],
  kindOfName: bfclFileKind,
  // A BFCL file is its name (BFCL_v4_multi_turn_<cat>_result.json); its lines say nothing a name does not.
  mayOwnByHead: () => false,
  ownsHead: () => false,
  runFileOf: () => null,
  looksLikeRunMember: () => false,
  // v4 keeps a model's files in <model>/multi_turn/; v3 in the model folder itself. A file BFCL does not
  // name (a tau2 results file kept in a multi_turn/ folder) is not one of its runs.
  runFolderAbove: (path) => (bfclFileKind(path) === null ? null : modelFolderAbove(path)),
  // The score file on local disk; a host without one follows an open score file's edits through its document.
  modelInputs: (path, kind) => ({ partner: kind === 'result' && hostFiles.local !== null ? scoreFileFor(path) : null, folder: null }),
  runMembers: async () => [],
  partnerPlaces: (path, kind) => (kind === 'result' ? counterpartPlaces(path, 'result', 'score', join) : counterpartPlaces(path, 'score', 'result', join)),
  loadFile(path, kind, load) {
    const version = load.version ?? null;
    if (kind === 'score') return bfclScoreModel(path, { text: load.text, version });
    // Without local disk the score file is looked for at each of its places (an editor's text, else the host's file system).
    const score = hostFiles.local !== null ? bfclFormat.modelInputs(path, kind).partner : bfclFormat.partnerPlaces(path, kind);
    return bfclResultModel(path, score, { ...load, version, scoreText: load.openText });
  },
  discovery: bfclDiscovery,
  // A score file is read only beside its category's result file.
  filesRead: async (found) => {
    const run = found.run as DiscoveredRun;
    return [...run.results].flatMap(([category, result]) => [result, ...(run.scores.has(category) ? [run.scores.get(category)!] : [])]);
  },
  readRun: async (found, read) => ({ ok: true, cases: await loadRun(found.run as DiscoveredRun, { classesOnly: true, ...read.watch }) }),
  casesFilesOf: (found) => [...(found.run as DiscoveredRun).results.values()],
  shownRuns: bfclShownRuns,
  runNameOf: () => null,
  neutralGar: false,
  // One class per emission: the five in their plain order (the picker puts the classifier's first).
  decisionClasses: ACTION_CLASSES,
  // A file is one category: a case whose id names another still counts in the file's row.
  fileIsOneGroup: true,
  releaseFolderOf,
  // Its test data folder is the gold path's and the rubric's own setting, read where they are drawn.
  sourceFiles: { settings: [], read: async () => ({ sources: null, problems: [] }) },
  auditRubric: bfclCaseRubric,
  // Each group is a category; the run's result files and its event log.
  probeMarks: (run) => probeMarksOfRun({ results: new Map(run.groups.map((g) => [g.group as Category, g.resultFile])), resultsRoot: run.results }),
  views: bfclViews,
  // BFCL has no table of its own beside the runs' tables.
  summaryTable: null,
  // A BFCL file is told by its name alone, whether or not it is there yet.
  async runFileNote(path) {
    const named = parseBfclFileName(path);
    return named ? `${path} is named as a BFCL ${named.kind} file, a run's own file, not a label store.` : null;
  },
  // Every case is read from its result file.
  caseFileOf: async () => null,
  gold: bfclGold,
  labelling: bfclLabelling,
  health: bfclHealth,
  emissionTexts: bfclEmissionTexts,
};
