// Joins a result file with its score file. A case the score file lists failed. A case it does not list
// passed only when the listed failures are every failure the header counts; otherwise the file is cut
// (an excerpt) or from another run, the case may be one of the failures left out, and its outcome is
// unknown: never a pass, so never a bound violation.
import { fileNameOf } from '../path/pathNames';
import type { ScoreCounts } from '../model/runCases';
import type { Outcome } from '../model/model';
import { countOf } from '../text/countOf';
import { pyFloatRepr } from '../pyvalue/pyFloatRepr';
import type { ResultFileRead, ScoreFileRead } from '../model/fileRead';

export interface ScoreJoin {
  /** Null without a score file. */
  counts: ScoreCounts | null;
  /** Where the two files disagree, each naming the files and both counts. */
  warnings: string[];
  /** The one of `warnings` that makes outcomes unknown: the header's failures are not all listed. */
  scoreMismatch: string | null;
}

/** Sets every case's verdict and says where the two files disagree. */
export function joinScores(result: ResultFileRead, score: ScoreFileRead | null): ScoreJoin {
  if (!score) {
    for (const c of result.cases) c.verdict = null;
    return { counts: null, warnings: [], scoreMismatch: null };
  }
  const counts = scoreCounts(result, score);
  const unlisted: Outcome = listsEveryFailure(counts) ? 'passed' : 'unknown';
  for (const c of result.cases) {
    const failure = score.failures.get(c.id);
    c.verdict = failure
      ? { outcome: 'failed', errorType: failure.errorType, errorMessage: failure.errorMessage, scoreLine: failure.line }
      : { outcome: unlisted, errorType: null, errorMessage: null, scoreLine: null };
  }
  const unknown = result.cases.filter((c) => c.verdict?.outcome === 'unknown').length;
  const resultName = fileNameOf(result.path);
  const unknownText = unknown > 0
    ? `the ${unknown === 1 ? 'case' : `${unknown} cases`} of ${resultName} it does not list ${unknown === 1 ? 'is' : 'are'} unknown, not passed`
    : `every case of ${resultName} is among those listed`;
  const mismatch = scoreMismatch(counts, unknownText);
  const warnings = joinWarnings(resultName, counts, result.cases.length, mismatch, unreadableLines(result));
  // NaN (or Infinity) is a float to Python's json.loads: the reference prints nan, and so does Acc here; said, never silent.
  const accuracy = score.header?.accuracy;
  if (accuracy !== undefined && !Number.isFinite(accuracy)) {
    warnings.unshift(`${fileNameOf(score.path)}: the "accuracy" of its header is ${pyFloatRepr(accuracy)}, not a number: Acc of this category is ${pyFloatRepr(100 * accuracy)}, as the reference prints it.`);
  }
  return { counts, warnings, scoreMismatch: mismatch };
}

/** Whether a case the score file does not list passed: only when it lists every failure its header counts. */
export function unlistedPasses(score: ScoreFileRead): boolean {
  return listsEveryFailure(scoreFileCounts(score));
}

/** The score file's own counts: its header's failures beside the failures it lists. */
export function scoreFileCounts(score: ScoreFileRead): ScoreCounts {
  return scoreCounts({ path: '', category: null, cases: [], problems: [] }, score);
}

export function listsEveryFailure(counts: ScoreCounts): boolean {
  return counts.failed !== null && counts.listed === counts.failed;
}

/** The score file alone: where its header and its failure lines disagree, or null. */
export function scoreFileMismatch(score: ScoreFileRead): string | null {
  return scoreMismatch(scoreCounts({ path: '', category: null, cases: [], problems: [] }, score), 'a case it does not list is unknown, not passed');
}

function scoreMismatch(counts: ScoreCounts, consequence: string): string | null {
  const scoreName = fileNameOf(counts.file);
  if (counts.failed === null) return `${scoreName} has no header counting its failures, and lists ${counts.listed}: ${consequence}.`;
  if (counts.listed !== counts.failed) return `${scoreName} counts ${counts.failed} failed of ${counts.total} in its header but lists ${counts.listed}: ${consequence}.`;
  return null;
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

/** The lines of the result file that could not be read, by the case id their start names (or none). */
function unreadableLines(result: ResultFileRead): { byId: Map<string, number>; unnamed: number } {
  const byId = new Map<string, number>();
  const lines = new Set<number>();
  for (const p of result.problems) {
    if (p.caseId === undefined) continue; // a note on a line that was read, or about the whole file
    lines.add(p.line);
    if (p.caseId !== null && !byId.has(p.caseId)) byId.set(p.caseId, p.line);
  }
  return { byId, unnamed: [...lines].filter((l) => ![...byId.values()].includes(l)).length };
}

function listed(ids: readonly string[], text: (id: string) => string = (id) => id): string {
  return ids.slice(0, 5).map(text).join(', ') + (ids.length > 5 ? `, and ${ids.length - 5} more` : '');
}

function joinWarnings(resultName: string, counts: ScoreCounts, cases: number, mismatch: string | null, unreadable: ReturnType<typeof unreadableLines>): string[] {
  const scoreName = fileNameOf(counts.file);
  const warnings: string[] = [];
  // A failed case whose result line is there but unreadable is not missing: say which line it is.
  const onBrokenLine = counts.listedNotInResults.filter((id) => unreadable.byId.has(id));
  const missing = counts.listedNotInResults.filter((id) => !unreadable.byId.has(id));
  if (onBrokenLine.length > 0) {
    const one = onBrokenLine.length === 1;
    warnings.push(
      `${scoreName} lists ${countOf(onBrokenLine.length, 'failed case')} whose line in ${resultName} could not be read: ` +
        `${listed(onBrokenLine, (id) => `${id} (line ${unreadable.byId.get(id)})`)}; ${one ? 'it is' : 'they are'} left out of n and GAR.`,
    );
  }
  if (missing.length > 0) {
    // Lines unreadable before their id could be read may hold some of them.
    const maybe = unreadable.unnamed > 0 ? ` (or holds on ${unreadable.unnamed === 1 ? 'the line' : `one of the ${unreadable.unnamed} lines`} it could not read, whose id is unknown)` : '';
    warnings.push(`${scoreName} lists ${countOf(missing.length, 'failed case')} that ${resultName} does not have${maybe}: ${listed(missing)}.`);
  }
  if (mismatch) warnings.push(mismatch);
  if (counts.total !== null && counts.total !== cases) {
    warnings.push(
      `n ${cases} of ${counts.total} scored: ${resultName} has ${countOf(cases, 'case')} but the header of ${scoreName} counts ${counts.total}, ` +
        'so Acc and GAR are over different cases and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).',
    );
  }
  return warnings;
}
