// Reads every file of a BFCL run and joins results with scores: the run's model, ready for the metrics.
import type { GroupCases, RunCases } from '../model/runCases';
import { BFCL_CATEGORIES } from './categories';
import { categoryCases } from './categoryCases';
import type { DiscoveredRun } from './discover';
import { joinScores, type ScoreJoin } from './join';
import type { ReadOptions } from './resultFile';
import { streamedReads, type FileReads } from './streamedReads';

export { streamedReads, type FileReads };

export async function loadRun(run: DiscoveredRun, options: ReadOptions = {}, reads: FileReads = streamedReads(options)): Promise<RunCases> {
  const groups: GroupCases[] = [];
  const warnings: string[] = [];
  const problems = [];
  if (run.scores.size === 0) {
    warnings.push(`No score files were found for this run (${run.scoresRoot ? `none for ${run.model} under ${run.scoresRoot}` : 'no score/ folder beside its results'}): Acc, pass and fail are unknown.`);
  }
  for (const category of BFCL_CATEGORIES) {
    const resultPath = run.results.get(category);
    if (!resultPath) continue;
    const result = await reads.result(resultPath);
    const scorePath = run.scores.get(category);
    if (!scorePath && run.scores.size > 0) warnings.push(`${category}: no score file was found for ${resultPath}: its Acc, pass and fail are unknown.`);
    const score = scorePath ? await reads.score(scorePath) : null;
    const join = joinScores(result, score);
    const group = categoryCases(category, result, score, join);
    for (const w of group.warnings) warnings.push(`${category}: ${w}`);
    groups.push(group);
    problems.push(...result.problems, ...(score?.problems ?? []));
  }
  return { benchmark: 'bfcl', model: run.model, release: run.release, resultsRoot: run.resultsRoot, scoresRoot: run.scoresRoot, groups, warnings, problems };
}
