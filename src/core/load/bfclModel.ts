// A BFCL file's model: a result file read (from the editor's text, in slices, or from disk), joined with
// its score file when one sits beside it, summarised as its one category; or a score file read.
import { categoryFromFileName } from '../bfcl/fileNames';
import { joinScores } from '../bfcl/join';
import { categoryCases } from '../bfcl/loadRun';
import { readResultFile, readResultTextInSlices } from '../bfcl/resultFile';
import { readScoreFile, readScoreText } from '../bfcl/scoreFile';
import type { ResultFileRead, ScoreFailure, ScoreFileRead } from '../bfcl/types';
import { summarizeGroup } from '../metrics/summarizeGroup';
import type { CaseSummary, GroupSummary } from '../metrics/types';
import type { Case } from '../model';
import type { FileAccess } from './fileAccess';
import type { ResultModel, ScoreModel } from './fileModel';
import { bfclLineIndex } from './lineIndex';

export interface BfclLoad {
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  version: number | null;
  files: FileAccess;
  /** The score file's text when an editor holds it (unsaved edits included). */
  scoreText?: (path: string) => string | undefined;
  /** Bytes read of the file's size, and a signal that stops the read (ReadCancelled); disk reads only. */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
  /** Awaited between slices of an editor's text, so the host stays free to answer (default: the next turn of the event loop). */
  pause?: () => Promise<void>;
  /** Told the 1-based line reached as an editor's text is read in slices (a big document's labelling progress). */
  onLine?: (line: number) => void;
}

export async function bfclResultModel(path: string, scorePath: string | null, load: BfclLoad): Promise<ResultModel> {
  // In slices, after a first pause: labels just set on the file in view go out to the window first.
  const read = load.text !== undefined
    ? await readResultTextInSlices(load.text, path, load.pause ?? nextTurn, { pauseFirst: true, onLine: load.onLine })
    : await readResultFile(path, await diskWatch(path, load));
  const score = scorePath ? await readPartnerScore(scorePath, load) : null;
  const join = joinScores(read, score);
  const category = read.category ?? categoryFromFileName(path);
  // A BFCL result file is one category: one gold class, one summary.
  const summary = category ? summarizeGroup(categoryCases(category, read, score, join))[0] ?? null : null;
  return { ...bfclResultOf(path, load.version, read, summary), score, joinWarnings: join.warnings, scoreMismatch: join.scoreMismatch };
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
    joinWarnings: [], scoreMismatch: null, caseAtLine, caseById, caseSummaryById, lines: bfclLineIndex(read.cases, (k) => caseSummaryById.get(k.id)),
  };
}

export async function bfclScoreModel(path: string, load: Pick<BfclLoad, 'text' | 'version'>): Promise<ScoreModel> {
  const read = load.text !== undefined ? readScoreText(load.text, path) : await readScoreFile(path);
  const failureAtLine = new Map<number, ScoreFailure>();
  for (const f of read.failures.values()) failureAtLine.set(f.line, f);
  return { kind: 'score', path, version: load.version, read, failureAtLine };
}

async function readPartnerScore(path: string, load: BfclLoad): Promise<ScoreFileRead | null> {
  const text = load.scoreText?.(path);
  if (text !== undefined) return readScoreText(text, path);
  if (!(await load.files.stat(path))) return null;
  return readScoreFile(path);
}

async function diskWatch(path: string, load: BfclLoad): Promise<{ signal?: AbortSignal; onBytes?: (bytes: number) => void }> {
  const progress = load.progress;
  if (!progress) return {};
  const size = (await load.files.stat(path))?.size ?? 0;
  let done = 0;
  return { signal: progress.signal, onBytes: (bytes) => progress.onProgress((done += bytes), size) };
}

/** Resolves on the event loop's next turn, once what is queued (messages to the window among it) has gone. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
