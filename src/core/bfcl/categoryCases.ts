// One category file (and its score file, joined) as the metrics read it: the same for a run read from
// disk (loadRun.ts) and for one document an editor holds.
import type { GroupCases } from '../model/runCases';
import { GOLD_CLASS } from './categories';
import { duplicateCaseText, duplicateCases } from '../model/duplicateCases';
import type { ScoreJoin } from './join';
import type { ResultFileRead, ScoreFileRead } from './types';

/** One category file (and its score file, joined) as the metrics read it. */
export function categoryCases(category: keyof typeof GOLD_CLASS, result: ResultFileRead, score: ScoreFileRead | null, join: ScoreJoin): GroupCases {
  return {
    group: category,
    goldClasses: [GOLD_CLASS[category]],
    resultFile: result.path,
    scoreFile: score?.path ?? null,
    cases: result.cases,
    reportedAcc: score?.header ? 100 * score.header.accuracy : null,
    scoreCounts: join.counts,
    ...(result.referenceCountedLines ? { referenceCountedLines: result.referenceCountedLines } : {}),
    warnings: [...duplicateCases(result.cases).map((d) => duplicateCaseText(result.path, d)), ...join.warnings],
  };
}
