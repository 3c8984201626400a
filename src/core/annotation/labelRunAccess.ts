// Where the runs decisions are resolved against are found under a path the user names, and how their
// label stores are read: here the command line's discovery (each format's own where it has one, BFCL's
// discover.ts with its releases and --results forms; else the walk every view uses) and the store read
// whole from disk, a store that exists but cannot be read being an error (reported), not an empty
// store. The web build puts src/extension/web/labelRunAccess.ts in this module's place: the walk every
// view uses (core/discovery/findRuns.ts) for every format, and the stores, through vscode.workspace.fs.
import { resolve } from 'node:path';
import type { FoundRun } from '../document/formatAdapter';
import { findRuns } from '../discovery/findRuns';
import { formats } from '../formats/registry';
import { nodeStoreFiles } from './appendDecision';
import type { StoreFiles } from './readStore';

export const storeFiles: StoreFiles = nodeStoreFiles;

export interface FoundLabelRuns {
  /** Format by format, in the registry's order. */
  runs: FoundRun[];
  /** What the discoveries warn about. */
  warnings: string[];
  /** Why a format found no run, where that says more than that there was none (BFCL: the path does not exist). */
  whyNone: string[];
}

/** The runs of every format under `results` (a folder or one file, as the user named it: messages say it so). */
export async function discoverLabelRuns(results: string): Promise<FoundLabelRuns> {
  const walked = formats().some((f) => f.labelling.commandLineRuns === null) ? (await findRuns([resolve(results)])).runs : [];
  const found: FoundLabelRuns = { runs: [], warnings: [], whyNone: [] };
  for (const format of formats()) {
    const own = format.labelling.commandLineRuns;
    if (!own) {
      found.runs.push(...walked.filter((r) => r.benchmark === format.benchmark));
      continue;
    }
    const runs = await own(results);
    found.runs.push(...runs.runs);
    found.warnings.push(...runs.warnings);
    if (runs.whyNone !== null) found.whyNone.push(runs.whyNone);
  }
  return found;
}
