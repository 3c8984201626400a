// BFCL multi-turn as the registry knows it (core/document/formatAdapter.ts): its files are told by their
// names alone, a result file is read joined with the score file beside it, and its classifier gives all
// five classes.
import { CLASS_PRIORITY } from '../classify/actionClass';
import type { FormatAdapter } from '../document/formatAdapter';
import { bfclResultModel, bfclScoreModel } from './bfclDiskModel';
import { bfclFileKind, modelFolderAbove } from './fileNames';
import type { DiscoveredRun } from './discoveredRun';
import { bfclDiscovery } from './foundRuns';
import { loadRun } from './loadRun';
import { scoreFileFor } from './partnerFiles';
import { hostFiles } from '../files/hostFiles';
import type { ScoreFileRead } from './types';

declare module '../document/formatAdapter' {
  interface FileLoadFormatSlots {
    /** How this host finds and reads a result file's score file, when not by the partner's path on the file access (the web worker host). */
    bfclScore?: (resultPath: string) => Promise<ScoreFileRead | null>;
  }
}

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
  // v4 keeps a model's files in <model>/multi_turn/; v3 in the model folder itself.
  runFolderAbove: modelFolderAbove,
  // The score file on local disk; a host without one follows an open score file's edits through its document.
  modelInputs: (path, kind) => ({ partner: kind === 'result' && hostFiles.local !== null ? scoreFileFor(path) : null, folder: null }),
  loadFile(path, kind, load) {
    const version = load.version ?? null;
    if (kind === 'score') return bfclScoreModel(path, { text: load.text, version });
    return bfclResultModel(path, load.bfclScore ? null : bfclFormat.modelInputs(path, kind).partner, { ...load, version, scoreText: load.openText });
  },
  discovery: bfclDiscovery,
  // A score file is read only beside its category's result file.
  filesRead: async (found) => {
    const run = found.run as DiscoveredRun;
    return [...run.results].flatMap(([category, result]) => [result, ...(run.scores.has(category) ? [run.scores.get(category)!] : [])]);
  },
  readRun: async (found, read) => ({ ok: true, cases: await loadRun(found.run as DiscoveredRun, { classesOnly: true, ...read.watch }) }),
  neutralGar: false,
};
