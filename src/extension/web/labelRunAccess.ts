// The web worker host's core/annotation/labelRunAccess.ts (scripts/build.mjs puts it in that module's
// place): the runs under a path found by the walk every view uses (core/discovery/findRuns.ts, through
// vscode.workspace.fs; the command line's discovery, discover.ts, reads folders with node:fs), and
// their label stores read through vscode.workspace.fs.
import { DiscoveryError } from '../../core/model/discoveryError';
import type { FoundLabelRuns } from '../../core/annotation/labelRunAccess';
import type { StoreFiles } from '../../core/annotation/readStore';
import { findRuns } from '../../core/discovery/findRuns';
import { hostFiles } from '../../core/files/hostFiles';

export const storeFiles: StoreFiles = hostFiles;

export async function discoverLabelRuns(results: string): Promise<FoundLabelRuns> {
  const found = await findRuns([results]);
  const bfclError = found.bfcl.length ? null : new DiscoveryError(`No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) were found under ${results}.`);
  return { bfcl: found.bfcl, bfclError, warnings: found.notes, tau2: found.tau2 };
}
