// A whole score file: the header (Acc) and the failed cases by id.
import { categoryFromFileName } from './fileNames';
import { readFileLines, readFileLinesSync, type LineSink } from './fileLines';
import { decodeLine, linesOfText, UnreadableFile, type RawLine } from './lines';
import { isBlank, ProblemList } from './problems';
import { NOT_IN_HEAD, readRawLine, type LineReader } from './rawLineReading';
import type { ReadOptions } from './resultFile';
import { readScoreFailure, readScoreFailureBytes, readScoreFailureHead, readScoreHeader } from './scoreLine';
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
  return readFileLines(path, new ScoreReader(path, options), options);
}

/** The same, with blocking reads: for a thread with nothing else to do (see forEachRawLineSync). */
export function readScoreFileSync(path: string, options: ReadOptions = {}): ScoreFileRead {
  return readFileLinesSync(path, new ScoreReader(path, options));
}

class ScoreReader implements LineSink<ScoreFileRead> {
  readonly problems: ProblemList;
  readonly failures = new Map<string, ScoreFailure>();
  sawHeader = false;
  private headerValue: ScoreHeader | null = null;

  constructor(private readonly path: string, private readonly options: ReadOptions = {}) {
    this.problems = new ProblemList(path);
  }

  /** One streamed line: the header, then failures. */
  raw(raw: RawLine): void {
    if (!this.sawHeader) {
      const text = decodeLine(raw.bytes);
      if (!isBlank(text)) this.header(raw.number, text);
      return;
    }
    const read: LineReader<ScoreFailure> = (text, part) => {
      const fast = part !== 'exact' ? readScoreFailureHead(text, raw.number, part === 'checked') : null;
      if (fast === 'missing' && part === 'head') return NOT_IN_HEAD;
      return fast && fast !== 'missing' ? { ok: true, value: fast } : readScoreFailure(text, raw.number, part !== 'exact');
    };
    const failure = readRawLine(raw, read, this.problems, !!this.options.strict, (bytes, memberEnds) => readScoreFailureBytes(bytes, memberEnds, raw.number));
    if (failure) this.failures.set(failure.id, failure);
  }

  /** The file could not be read (further): said on line 1. */
  unreadable(e: unknown): void {
    this.problems.add(1, 1, e instanceof UnreadableFile ? e.message : `The file could not be read: ${(e as Error).message}`);
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
