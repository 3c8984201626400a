// A BFCL file's model from what was read of it: a result file joined with its score file when one sits
// beside it, summarised as its one category; or a score file. From a document's text with no file
// access (the web worker host reads documents so); bfclDiskModel.ts reads the files from disk.
import { categoryCases } from './categoryCases';
import { categoryFromFileName } from './fileNames';
import { joinScores } from './join';
import { readResultTextInSlices } from './resultText';
import { readScoreText } from './scoreText';
import type { ResultFileRead, ScoreFailure, ScoreFileRead } from './types';
import { summarizeGroup } from '../metrics/summarizeGroup';
import type { CaseSummary, GroupSummary } from '../metrics/types';
import type { Case } from '../model/model';
import type { ResultModel, ScoreModel } from '../document/fileModel';
import { caseLineIndex } from '../document/lineIndex';

export interface BfclTextLoad {
  version: number | null;
  /** The score file beside the result file, read; null when there is none. */
  score: () => Promise<ScoreFileRead | null>;
  /** Awaited between slices of the text, so the host stays free to answer (see readResultTextInSlices). */
  pause: () => Promise<void>;
  /** Told the 1-based line reached as the text is read in slices (a big document's labelling progress). */
  onLine?: (line: number) => void;
}

/** A result document's model from its text, read in slices. */
export async function bfclResultModelOfText(path: string, text: string, load: BfclTextLoad): Promise<ResultModel> {
  // In slices, after a first pause: labels just set on the file in view go out to the window first.
  const read = await readResultTextInSlices(text, path, load.pause, { pauseFirst: true, onLine: load.onLine });
  return bfclJoinedModel(path, load.version, read, await load.score());
}

/** A result file read, joined with its score file (null: none), summarised as its one category. */
export function bfclJoinedModel(path: string, version: number | null, read: ResultFileRead, score: ScoreFileRead | null): ResultModel {
  const join = joinScores(read, score);
  const category = read.category ?? categoryFromFileName(path);
  // A BFCL result file is one category: one gold class, one summary.
  const summary = category ? summarizeGroup(categoryCases(category, read, score, join))[0] ?? null : null;
  return { ...bfclResultOf(path, version, read, summary), score, joinWarnings: join.warnings, scoreMismatch: join.scoreMismatch };
}

/** A model of cases read without their score file or summary (a first look at some lines of a big file). */
export function bfclResultOf(path: string, version: number | null, read: ResultFileRead, summary: GroupSummary | null): ResultModel {
  const caseAtLine = new Map<number, Case>();
  const caseById = new Map<string, Case>();
  for (const c of read.cases) {
    caseAtLine.set(c.line, c);
    if (!caseById.has(c.id)) caseById.set(c.id, c);
  }
  const caseSummaryById = new Map<string, CaseSummary>();
  for (const s of summary?.cases ?? []) if (!caseSummaryById.has(s.id)) caseSummaryById.set(s.id, s);
  return {
    kind: 'result', benchmark: 'bfcl', path, version, read, score: null, summary, rows: summary ? [summary] : [], totals: null, header: null,
    joinWarnings: [], scoreMismatch: null, caseAtLine, caseById, caseSummaryById, lines: caseLineIndex(read.cases, (k) => caseSummaryById.get(k.id)),
  };
}

/** A score document's model from its text. */
export function bfclScoreModelOfText(path: string, text: string, version: number | null): ScoreModel {
  return bfclScoreModelOf(path, version, readScoreText(text, path));
}

export function bfclScoreModelOf(path: string, version: number | null, read: ScoreFileRead): ScoreModel {
  const failureAtLine = new Map<number, ScoreFailure>();
  for (const f of read.failures.values()) failureAtLine.set(f.line, f);
  return { kind: 'score', path, version, read, failureAtLine };
}
