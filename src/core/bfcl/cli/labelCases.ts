// `calibration-lens label` on a BFCL result file: its cases, with its score file joined when a case's
// verdict is being decided (the verdict's context names the grader's outcome).
import { localDisk } from '../../files/localDisk';
import type { Case } from '../../model/model';
import { parseBfclFileName } from '../fileNames';
import { joinScores } from '../join';
import { scoreFileFor } from '../partnerFiles';
import { readResultFile } from '../resultFile';
import { readScoreFile } from '../scoreFile';

/**
 * The cases of `results`, or null when its name is not a BFCL result file's. Only case `id` keeps its
 * turns (the others their classes), so a file of any size takes little memory.
 */
export async function bfclLabelCases(results: string, id: string, forVerdict: boolean): Promise<Case[] | null> {
  if (parseBfclFileName(results)?.kind !== 'result') return null;
  const read = await readResultFile(results, { classesOnly: true, turnsOf: new Set([id]) });
  const scorePath = forVerdict ? scoreFileFor(results) : null;
  if (scorePath && localDisk().exists(scorePath)) joinScores(read, await readScoreFile(scorePath));
  return read.cases;
}
