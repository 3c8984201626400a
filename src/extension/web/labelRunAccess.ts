// The web worker host's core/annotation/labelRunAccess.ts (scripts/build.mjs puts it in that module's
// place): the runs under a path found by the walk every view uses (core/discovery/findRuns.ts, through
// vscode.workspace.fs; a format's command-line discovery, such as BFCL's discover.ts, reads folders
// with node:fs), and their label stores read through vscode.workspace.fs.
import type { FoundLabelRuns } from '../../core/annotation/labelRunAccess';
import type { StoreFiles } from '../../core/annotation/readStore';
import { findRuns } from '../../core/discovery/findRuns';
import { hostFiles } from '../../core/files/hostFiles';

export const storeFiles: StoreFiles = hostFiles;

export async function discoverLabelRuns(results: string): Promise<FoundLabelRuns> {
  const found = await findRuns([results]);
  return { runs: found.runs, warnings: found.notes, whyNone: [] };
}
