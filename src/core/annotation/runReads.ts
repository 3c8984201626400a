// How the runs decisions are resolved against are found and read, on the host this build runs in.
// Here local disk: the command line's discovery (discover.ts, discoverTau2.ts), files streamed whole,
// sha256 streamed. The web build puts src/extension/web/runReads.ts in this module's place: the same
// runs through vscode.workspace.fs (a virtual workspace, github.dev).
import { resolve } from 'node:path';
import { DiscoveryError, discoverRuns, type DiscoveredRun } from '../bfcl/discover';
import { readResultFile } from '../bfcl/resultFile';
import { readScoreFile } from '../bfcl/scoreFile';
import type { ResultFileRead, ScoreFileRead } from '../bfcl/types';
import { sha256File } from '../fileHash';
import type { FileStat } from '../files/fileAccess';
import { nodeFiles } from '../files/nodeFiles';
import { findTau2Runs } from '../tau2/discoverTau2';
import { dirLayoutOf, readTau2Run } from '../tau2/readResults';
import type { Tau2Run } from '../tau2/types';
import { nodeStoreFiles } from './appendDecision';
import type { WholeFileAccess } from './appendThrough';

export interface FoundLabelRuns {
  bfcl: DiscoveredRun[];
  /** Why no BFCL run was found (null when some were). */
  bfclError: DiscoveryError | null;
  /** What the BFCL discovery warns about. */
  warnings: string[];
  tau2: string[];
}

export interface RunReads {
  /** The BFCL runs and tau2 results files under `results` (a folder or one file, as the user named it: messages say it so). */
  find(results: string): Promise<FoundLabelRuns>;
  resultFile(path: string): Promise<ResultFileRead>;
  scoreFile(path: string): Promise<ScoreFileRead>;
  tau2Run(path: string): Promise<Tau2Run>;
  /** Whether `path` is the results.json of a dir-layout tau2 run (its simulations change it without touching it). */
  isDirLayout(path: string): Promise<boolean>;
  sha256(path: string): Promise<string>;
  stat(path: string): Promise<FileStat | null>;
  store: Pick<WholeFileAccess, 'readBytes'>;
}

export const runReads: RunReads = {
  async find(results) {
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
  },
  resultFile: (path) => readResultFile(path),
  scoreFile: (path) => readScoreFile(path),
  tau2Run: (path) => readTau2Run(path),
  isDirLayout: async (path) => (await dirLayoutOf(path)) !== null,
  sha256: sha256File,
  stat: (path) => nodeFiles.stat(path),
  store: nodeStoreFiles,
};
