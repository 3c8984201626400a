// The web worker host's streamedReads.ts (scripts/build.mjs puts it in the core's one's place): each
// result and score file read whole through vscode.workspace.fs (it reads no part of a file) and parsed
// as a text, a slice of lines at a time, so the host stays responsive while a big run is read.
import type { FileReads } from '../../core/bfcl/streamedReads';
import type { ReadOptions } from '../../core/bfcl/resultFile';
import { readResultTextInSlices } from '../../core/bfcl/resultText';
import { readScoreText } from '../../core/bfcl/scoreText';
import { hostFiles } from '../../core/files/hostFiles';
import { ReadCancelled } from '../../core/files/readCancelled';
import { nextTask } from '../../env/web/nextTask';

export type { FileReads };

export const streamedReads = (options: ReadOptions = {}): FileReads => {
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
