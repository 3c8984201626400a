// A score file's text in memory (an editor's document): the header (Acc) and the failed cases by id,
// every line parsed whole. No file access, so the web worker host reads documents with it; scoreFile.ts
// streams the same reader's lines from disk.
import { categoryFromFileName } from './fileNames';
import { linesOfText } from './lineText';
import { isBlank, ProblemList } from './problems';
import { readScoreFailure, readScoreHeader } from './scoreLine';
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

/** What a read keeps of a score file, line by line, whether the lines come from a text or from disk. */
export class ScoreReader {
  readonly problems: ProblemList;
  readonly failures = new Map<string, ScoreFailure>();
  sawHeader = false;
  private headerValue: ScoreHeader | null = null;

  constructor(private readonly path: string) {
    this.problems = new ProblemList(path);
  }

  /** The file could not be read (further): said on line 1. */
  unreadable(e: unknown): void {
    this.problems.add(1, 1, `The file could not be read: ${(e as Error).message}.`);
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
