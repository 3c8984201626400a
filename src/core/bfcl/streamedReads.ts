// The reads loadRun makes by default: each result and score file streamed from local disk when the run
// needs it. The web build puts src/extension/web/streamedReads.ts in this module's place (the files
// read whole through vscode.workspace.fs and parsed as texts).
import { readResultFile, type ReadOptions } from './resultFile';
import { readScoreFile } from './scoreFile';
import type { ResultFileRead, ScoreFileRead } from './types';

/**
 * Where a run's files come from, read: by default each is streamed from disk when loadRun needs it;
 * the command line reads them all beforehand, across threads (src/cli/parallelReads.ts).
 */
export interface FileReads {
  result(path: string): Promise<ResultFileRead>;
  score(path: string): Promise<ScoreFileRead>;
}

export const streamedReads = (options: ReadOptions = {}): FileReads => ({
  result: (path) => readResultFile(path, options),
  score: (path) => readScoreFile(path, options),
});
