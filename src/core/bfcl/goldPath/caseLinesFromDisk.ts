// The lines of one case read from disk, for the command line: the result line and the score file's
// failure line (and another case's, to check the test data on), streamed so a 20 MB file is never
// held whole.
import { localDisk } from '../../files/localDisk';
import { scoreFileFor } from '../partnerFiles';
import { scoreFileCounts } from '../join';
import { readScoreFile } from '../scoreFile';
import type { CaseLines } from './caseSources';
import type { TestDataFolder } from './testData';

export async function caseLinesFromDisk(resultFile: string, id: string, dataFolder: TestDataFolder | null): Promise<CaseLines> {
  const score = scoreFileFor(resultFile);
  const scoreFile = score && localDisk().exists(score) ? score : null;
  const read = scoreFile ? await readScoreFile(scoreFile) : null;
  const witness = read ? [...read.failures.values()].filter((f) => f.id !== id).sort((a, b) => a.line - b.line)[0] : undefined;
  return {
    resultFile,
    id,
    resultLine: await lineWithId(resultFile, id),
    scoreFile,
    scoreLine: scoreFile ? await lineWithId(scoreFile, id) : null,
    scoreCounts: read ? scoreFileCounts(read) : null,
    dataFolder,
    witnessLine: scoreFile && witness ? await lineWithId(scoreFile, witness.id) : null,
  };
}

/** The first line whose `id` member is `id` (checked on the line's start, where BFCL writes it). */
async function lineWithId(path: string, id: string): Promise<string | null> {
  const needle = `"id": ${JSON.stringify(id)}`;
  const compact = `"id":${JSON.stringify(id)}`;
  let first = true;
  for await (const line of localDisk().textLines(path)) {
    // A UTF-8 BOM before the first line is no part of it (lines.ts strips it for every other read).
    const text = first ? line.replace(/^\uFEFF/, '') : line;
    first = false;
    const head = text.slice(0, 200);
    if (head.includes(needle) || head.includes(compact)) return text;
  }
  return null;
}
