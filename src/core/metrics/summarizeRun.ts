// Reads every file of a run, joins results with scores, and summarises each category.
import type { DiscoveredRun } from '../bfcl/discover';
import { joinScores } from '../bfcl/join';
import { readResultFile, type ReadOptions } from '../bfcl/resultFile';
import { readScoreFile } from '../bfcl/scoreFile';
import type { ResultFileRead, ScoreFileRead } from '../bfcl/types';
import { BFCL_CATEGORIES, type Category } from '../model';
import { summarizeCategory } from './summarizeCategory';
import type { RunSummary } from './types';

export interface LoadedRun {
  run: DiscoveredRun;
  results: Map<Category, ResultFileRead>;
  scores: Map<Category, ScoreFileRead>;
  warnings: string[];
}

export async function loadRun(run: DiscoveredRun, options: ReadOptions = {}): Promise<LoadedRun> {
  const results = new Map<Category, ResultFileRead>();
  const scores = new Map<Category, ScoreFileRead>();
  const warnings: string[] = [];
  for (const category of BFCL_CATEGORIES) {
    const resultPath = run.results.get(category);
    if (!resultPath) continue;
    const result = await readResultFile(resultPath, options);
    const scorePath = run.scores.get(category);
    const score = scorePath ? await readScoreFile(scorePath, options) : null;
    results.set(category, result);
    if (score) scores.set(category, score);
    for (const w of joinScores(result, score)) warnings.push(`${category}: ${w}`);
  }
  return { run, results, scores, warnings };
}

/** In the reference's category order: base, long_context, miss_func, miss_param. */
export function summarizeRun(loaded: LoadedRun): RunSummary {
  const categories = [...loaded.results].map(([category, result]) => summarizeCategory(category, result, loaded.scores.get(category) ?? null));
  const accs = categories.map((c) => c.acc);
  const overallAcc = categories.length > 0 && accs.every((a) => a !== null)
    ? (accs as number[]).reduce((sum, a) => sum + a, 0) / accs.length
    : null;
  const problems = [...loaded.results.values(), ...loaded.scores.values()].flatMap((f) => f.problems);
  return {
    model: loaded.run.model,
    results: loaded.run.resultsRoot,
    scores: loaded.run.scoresRoot,
    categories,
    overallAcc,
    warnings: loaded.warnings,
    problems,
  };
}
