// A whole score file: the header (Acc) and the failed cases by id.
import { categoryFromFileName } from './fileNames';
import { ReadCancelled } from '../readCancelled';
import { decodeLine, forEachRawLine, linesOfText, UnreadableFile } from './lines';
import { isBlank, ProblemList } from './problems';
import { readRawLine, type LineReader } from './rawLineReading';
import type { ReadOptions } from './resultFile';
import { readScoreFailure, readScoreFailureHead, readScoreHeader } from './scoreLine';
import type { ScoreFailure, ScoreFileRead, ScoreHeader } from './types';

/** A document already in memory: every line is parsed whole. */
export function readScoreText(text: string, path: string): ScoreFileRead {
  const reader = new ScoreReader(path);
  for (const { number, text: line } of linesOfText(text)) {
    if (isBlank(line)) continue;
    if (!reader.sawHeader) reader.header(number, line);
    else reader.failure(number, readScoreFailure(line, number));
  }
  return reader.finish();
}

/** Streams a file from disk; failure lines are read up to their `error`, the rest is shape-checked. */
export async function readScoreFile(path: string, options: ReadOptions = {}): Promise<ScoreFileRead> {
  const reader = new ScoreReader(path);
  try {
    await forEachRawLine(path, (raw) => {
      if (!reader.sawHeader) {
        const text = decodeLine(raw.bytes);
        if (!isBlank(text)) reader.header(raw.number, text);
        return;
      }
      const read: LineReader<ScoreFailure> = (text, headOnly) => {
        const fast = headOnly ? readScoreFailureHead(text, raw.number) : null;
        return fast ? { ok: true, value: fast } : readScoreFailure(text, raw.number, headOnly);
      };
      const failure = readRawLine(raw, read, reader.problems, !!options.strict);
      if (failure) reader.failures.set(failure.id, failure);
    }, options);
  } catch (e) {
    if (e instanceof ReadCancelled) throw e;
    reader.problems.add(1, 1, e instanceof UnreadableFile ? e.message : `The file could not be read: ${(e as Error).message}`);
  }
  return reader.finish();
}

class ScoreReader {
  readonly problems: ProblemList;
  readonly failures = new Map<string, ScoreFailure>();
  sawHeader = false;
  private headerValue: ScoreHeader | null = null;

  constructor(private readonly path: string) {
    this.problems = new ProblemList(path);
  }

  header(line: number, text: string): void {
    this.sawHeader = true;
    const header = readScoreHeader(text);
    if (header.ok) this.headerValue = header.value;
    else this.problems.add(line, header.column, `${header.message}. Acc is not available for this file.`);
  }

  failure(line: number, outcome: ReturnType<typeof readScoreFailure>): void {
    if (outcome.ok) this.failures.set(outcome.value.id, outcome.value);
    else this.problems.lineUnreadable(line, outcome.column, outcome.message);
  }

  finish(): ScoreFileRead {
    if (!this.sawHeader && this.problems.list.length === 0) this.problems.add(1, 1, 'The score file is empty: it has no header line with the accuracy.');
    return {
      path: this.path,
      category: categoryFromFileName(this.path),
      header: this.headerValue,
      failures: this.failures,
      problems: this.problems.list,
    };
  }
}
