// Joins a result file with its score file: a case listed as failed failed; any other case passed.
import type { ResultFileRead, ScoreFileRead } from './types';
import { basename } from 'node:path';

/** Sets every case's verdict and returns where the two files disagree. */
export function joinScores(result: ResultFileRead, score: ScoreFileRead | null): string[] {
  if (!score) {
    for (const c of result.cases) c.verdict = null;
    return [];
  }
  const warnings: string[] = [];
  const ids = new Set<string>();
  for (const c of result.cases) {
    ids.add(c.id);
    const failure = score.failures.get(c.id);
    c.verdict = failure
      ? { passed: false, errorType: failure.errorType, errorMessage: failure.errorMessage, scoreLine: failure.line }
      : { passed: true, errorType: null, errorMessage: null, scoreLine: null };
  }
  const name = basename(result.path);
  const unknown = [...score.failures.keys()].filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? `, and ${unknown.length - 5} more` : '');
    warnings.push(`${basename(score.path)} lists ${unknown.length} failed case${unknown.length === 1 ? '' : 's'} that ${name} does not have: ${shown}.`);
  }
  const total = score.header?.totalCount;
  if (total !== undefined && Number.isFinite(total) && total !== result.cases.length) {
    warnings.push(
      `${name} has ${result.cases.length} case${result.cases.length === 1 ? '' : 's'} but the score header of ${basename(score.path)} counts ${total}: ` +
        'GAR and Acc are computed over different cases (is the result file an excerpt, or the score file from another run?).',
    );
  }
  return warnings;
}
