// Joins a result file with its score file. A case the score file lists failed. A case it does not list
// passed only when the listed failures are every failure the header counts; otherwise the file is cut
// (an excerpt) or from another run, the case may be one of the failures left out, and its outcome is
// unknown: never a pass, so never a bound violation.
import { basename } from 'node:path';
import type { ScoreCounts } from '../metrics/types';
import type { Outcome } from '../model';
import { countOf } from './caseDocument';
import type { ResultFileRead, ScoreFileRead } from './types';

export interface ScoreJoin {
  /** Null without a score file. */
  counts: ScoreCounts | null;
  /** Where the two files disagree, each naming the files and both counts. */
  warnings: string[];
}

/** Sets every case's verdict and says where the two files disagree. */
export function joinScores(result: ResultFileRead, score: ScoreFileRead | null): ScoreJoin {
  if (!score) {
    for (const c of result.cases) c.verdict = null;
    return { counts: null, warnings: [] };
  }
  const counts = scoreCounts(result, score);
  const unlisted: Outcome = counts.failed !== null && counts.listed === counts.failed ? 'passed' : 'unknown';
  for (const c of result.cases) {
    const failure = score.failures.get(c.id);
    c.verdict = failure
      ? { outcome: 'failed', errorType: failure.errorType, errorMessage: failure.errorMessage, scoreLine: failure.line }
      : { outcome: unlisted, errorType: null, errorMessage: null, scoreLine: null };
  }
  const unknown = result.cases.filter((c) => c.verdict?.outcome === 'unknown').length;
  return { counts, warnings: joinWarnings(basename(result.path), counts, result.cases.length, unknown) };
}

function scoreCounts(result: ResultFileRead, score: ScoreFileRead): ScoreCounts {
  const ids = new Set(result.cases.map((c) => c.id));
  const header = score.header;
  const usable = header !== null && Number.isInteger(header.totalCount) && Number.isInteger(header.correctCount) && header.correctCount <= header.totalCount;
  return {
    file: score.path,
    total: usable ? header.totalCount : null,
    failed: usable ? header.totalCount - header.correctCount : null,
    listed: score.failures.size,
    listedNotInResults: [...score.failures.keys()].filter((id) => !ids.has(id)),
  };
}

function joinWarnings(resultName: string, counts: ScoreCounts, cases: number, unknown: number): string[] {
  const scoreName = basename(counts.file);
  const warnings: string[] = [];
  const missing = counts.listedNotInResults;
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, and ${missing.length - 5} more` : '');
    warnings.push(`${scoreName} lists ${countOf(missing.length, 'failed case')} that ${resultName} does not have: ${shown}.`);
  }
  const unknownText = unknown > 0
    ? `the ${unknown === 1 ? 'case' : `${unknown} cases`} of ${resultName} it does not list ${unknown === 1 ? 'is' : 'are'} unknown, not passed`
    : `every case of ${resultName} is among them`;
  if (counts.failed === null) {
    warnings.push(`${scoreName} has no header counting its failures, and lists ${counts.listed}: ${unknownText}.`);
  } else if (counts.listed !== counts.failed) {
    warnings.push(`${scoreName} counts ${counts.failed} failed of ${counts.total} in its header but lists ${counts.listed}: ${unknownText}.`);
  }
  if (counts.total !== null && counts.total !== cases) {
    warnings.push(
      `n ${cases} of ${counts.total} scored: ${resultName} has ${countOf(cases, 'case')} but the header of ${scoreName} counts ${counts.total}, ` +
        'so Acc and GAR are over different cases and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).',
    );
  }
  return warnings;
}
