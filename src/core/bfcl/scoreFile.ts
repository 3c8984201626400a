// A whole score file streamed from disk: failure lines are read up to their `error`, the rest is
// shape-checked (scoreText.ts reads a document's text with the same reader).
import { readFileLines, readFileLinesSync, type LineSink } from './fileLines';
import type { RawLine } from './lines';
import { decodeLine } from './lineText';
import { isBlank } from './problems';
import { NOT_IN_HEAD, readRawLine, type LineReader } from './rawLineReading';
import type { ReadOptions } from './resultFile';
import { readScoreFailure, readScoreFailureBytes, readScoreFailureHead } from './scoreLine';
import { ScoreReader } from './scoreText';
import type { ScoreFailure, ScoreFileRead } from './types';

/** Streams a file from disk; failure lines are read up to their `error`, the rest is shape-checked. */
export async function readScoreFile(path: string, options: ReadOptions = {}): Promise<ScoreFileRead> {
  return readFileLines(path, new StreamedScoreReader(path, options), options);
}

/** The same, with blocking reads: for a thread with nothing else to do (see forEachRawLineSync). */
export function readScoreFileSync(path: string, options: ReadOptions = {}): ScoreFileRead {
  return readFileLinesSync(path, new StreamedScoreReader(path, options));
}

class StreamedScoreReader extends ScoreReader implements LineSink<ScoreFileRead> {
  constructor(path: string, private readonly options: ReadOptions) {
    super(path);
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
}
