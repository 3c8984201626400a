// What labelling asks of BFCL (FormatAdapter.labelling): the command line finds its runs by its own
// discovery (release folders, result/ and score/, one file), a run's store sits in its model folder,
// and a run is read whole, its decided cases with their turns.
import type { FormatLabelling } from '../document/formatAdapter';
import { bfclCaseTexts } from './caseTexts';
import { DiscoveryError, discoverRuns, type DiscoveredRun } from './discover';
import { bfclRunFolder, loadRunContext } from './labelledRun';

export const bfclLabelling: FormatLabelling = {
  // An emission is one step: one class, or none.
  classSets: false,
  runFiles: { one: 'a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json)', many: 'BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json)' },
  async commandLineRuns(path) {
    try {
      const found = await discoverRuns(path);
      return { runs: found.runs.map((run) => ({ benchmark: 'bfcl', run, origin: 0 })), warnings: found.warnings, whyNone: null };
    } catch (e) {
      if (!(e instanceof DiscoveryError)) throw e;
      // "No BFCL ... found" the message for every format says already; anything else (no such path) it adds.
      return { runs: [], warnings: [], whyNone: e.message.startsWith('No BFCL') ? null : e.message };
    }
  },
  runFolderOf: (found) => bfclRunFolder(found.run as DiscoveredRun),
  readRun: async (found, read) => ({ run: await loadRunContext(found.run as DiscoveredRun, read.decided), warnings: [] }),
  caseTexts: bfclCaseTexts,
};
