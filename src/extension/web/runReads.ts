// The web worker host's core/annotation/runReads.ts (scripts/build.mjs puts it in that module's
// place): the runs decisions are resolved against, found by the walk every view uses
// (core/discovery/findRuns.ts) and read whole through vscode.workspace.fs, each file's text read by
// the same readers as an editor's document. A dir-layout tau2 run is read from its results.json alone
// here (its simulations/ files are not read in VS Code for the Web yet; the run says so in its warnings).
import { DiscoveryError } from '../../core/bfcl/discoveredRun';
import { readResultText } from '../../core/bfcl/resultText';
import { readScoreText } from '../../core/bfcl/scoreText';
import { fileSha256 } from '../../core/annotation/bytesSha256';
import type { RunReads } from '../../core/annotation/runReads';
import { findRuns } from '../../core/discovery/findRuns';
import { readText } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import { readTau2Text } from '../../core/tau2/tau2Text';

async function textOf(path: string): Promise<string> {
  const text = await readText(hostFiles, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return text;
}

export const runReads: RunReads = {
  async find(results) {
    const found = await findRuns([results]);
    const bfclError = found.bfcl.length ? null : new DiscoveryError(`No BFCL multi-turn result files (BFCL_v4_multi_turn_<category>_result.json) were found under ${results}.`);
    return { bfcl: found.bfcl, bfclError, warnings: found.notes, tau2: found.tau2 };
  },
  resultFile: async (path) => readResultText(await textOf(path), path),
  scoreFile: async (path) => readScoreText(await textOf(path), path),
  tau2Run: async (path) => readTau2Text(path, await textOf(path)),
  async isDirLayout(path) {
    const simulations = await hostFiles.stat(`${path.slice(0, path.lastIndexOf('/'))}/simulations`);
    return path.endsWith('/results.json') && simulations?.kind === 'folder';
  },
  async sha256(path) {
    const sha256 = await fileSha256(hostFiles, path);
    if (sha256 === null) throw new Error(`${path} could not be read.`);
    return sha256;
  },
  stat: (path) => hostFiles.stat(path),
  store: hostFiles,
};
