// The reads loadRun makes by default, through the host's file access: on local disk each result and
// score file streamed when the run needs it; in a host that reads whole files only (the web worker
// host's vscode.workspace.fs, core/files/fileAccess.ts) each file read whole and parsed as a text, a
// slice of lines at a time, so the host stays responsive while a big run is read.
import { hostFiles } from '../files/hostFiles';
import { nextTask } from '../files/nextTask';
import { ReadCancelled } from '../files/readCancelled';
import { readResultFile, type ReadOptions } from './resultFile';
import { readResultTextInSlices } from './resultText';
import { readScoreFile } from './scoreFile';
import { readScoreText } from './scoreText';
import type { ResultFileRead, ScoreFileRead } from './types';

/**
 * Where a run's files come from, read: by default each is read when loadRun needs it; the command line
 * reads them all beforehand, across threads (cli/garReads.ts).
 */
export interface FileReads {
  result(path: string): Promise<ResultFileRead>;
  score(path: string): Promise<ScoreFileRead>;
}

export const streamedReads = (options: ReadOptions = {}): FileReads => (hostFiles.local ? diskReads(options) : wholeFileReads(options));

const diskReads = (options: ReadOptions): FileReads => ({
  result: (path) => readResultFile(path, options),
  score: (path) => readScoreFile(path, options),
});

/** Each file read whole through the host's file access and parsed as a text (what a host without local disk has). */
export const wholeFileReads = (options: ReadOptions = {}): FileReads => {
  const textOf = async (path: string): Promise<string> => {
    if (options.signal?.aborted) throw new ReadCancelled();
    const bytes = await hostFiles.readBytes(path);
    if (bytes === null) throw new Error(`${path} could not be read.`);
    // Bytes as the disk read counts them: the progress total is the files' sizes.
    options.onBytes?.(bytes.length);
    return new TextDecoder().decode(bytes);
  };
  return {
    result: async (path) => readResultTextInSlices(await textOf(path), path, nextTask),
    score: async (path) => readScoreText(await textOf(path), path),
  };
};
