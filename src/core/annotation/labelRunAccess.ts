// Where the runs decisions are resolved against are found under a path the user names, and how their
// label stores are read: here the command line's discovery (discover.ts on local disk, with its
// releases and --results forms, and discoverTau2.ts) and the store read whole from disk, a store that
// exists but cannot be read being an error (reported), not an empty store. The web build puts
// src/extension/web/labelRunAccess.ts in this module's place: the walk every view uses
// (core/discovery/findRuns.ts) and the stores, through vscode.workspace.fs.
import { resolve } from 'node:path';
import { DiscoveryError, discoverRuns, type DiscoveredRun } from '../bfcl/discover';
import { findTau2Runs } from '../discovery/findTau2Runs';
import { nodeStoreFiles } from './appendDecision';
import type { StoreFiles } from './readStore';

export const storeFiles: StoreFiles = nodeStoreFiles;

export interface FoundLabelRuns {
  bfcl: DiscoveredRun[];
  /** Why no BFCL run was found (null when some were). */
  bfclError: DiscoveryError | null;
  /** What the BFCL discovery warns about. */
  warnings: string[];
  tau2: string[];
}

/** The BFCL runs and tau2 results files under `results` (a folder or one file, as the user named it: messages say it so). */
export async function discoverLabelRuns(results: string): Promise<FoundLabelRuns> {
  let bfcl: DiscoveredRun[] = [];
  let bfclError: DiscoveryError | null = null;
  const warnings: string[] = [];
  try {
    const discovered = await discoverRuns(results);
    bfcl = discovered.runs;
    warnings.push(...discovered.warnings);
  } catch (e) {
    if (!(e instanceof DiscoveryError)) throw e;
    bfclError = e;
  }
  return { bfcl, bfclError, warnings, tau2: await findTau2Runs(resolve(results)) };
}
