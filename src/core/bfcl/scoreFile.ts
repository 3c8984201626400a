// A whole score file: the header (Acc) and the failed cases by id.
import { categoryFromFileName } from './fileNames';
import { forEachLineOfFile, linesOfText, type Line } from './lines';
import { isBlank, ProblemList } from './problems';
import { readScoreFailure, readScoreHeader } from './scoreLine';
import type { ScoreFailure, ScoreFileRead, ScoreHeader } from './types';

export function readScoreText(text: string, path: string): ScoreFileRead {
  const reader = new ScoreReader(path);
  for (const line of linesOfText(text)) reader.line(line);
  return reader.finish();
}

export async function readScoreFile(path: string): Promise<ScoreFileRead> {
  const reader = new ScoreReader(path);
  try {
    await forEachLineOfFile(path, (line) => reader.line(line), (t) => reader.problems.add(t.line, 1, t.message));
  } catch (e) {
    reader.problems.add(1, 1, `The file could not be read: ${(e as Error).message}`);
  }
  return reader.finish();
}

class ScoreReader {
  readonly problems: ProblemList;
  private header: ScoreHeader | null = null;
  private sawHeaderLine = false;
  private readonly failures = new Map<string, ScoreFailure>();

  constructor(private readonly path: string) {
    this.problems = new ProblemList(path);
  }

  line({ number, text }: Line): void {
    if (isBlank(text)) return;
    if (!this.sawHeaderLine) {
      this.sawHeaderLine = true;
      const header = readScoreHeader(text);
      if (header.ok) this.header = header.value;
      else this.problems.add(number, header.column, `${header.message}. Acc is not available for this file.`);
      return;
    }
    const failure = readScoreFailure(text, number);
    if (failure.ok) this.failures.set(failure.value.id, failure.value);
    else this.problems.add(number, failure.column, `${failure.message}. The other lines are still read.`);
  }

  finish(): ScoreFileRead {
    if (!this.sawHeaderLine && this.problems.list.length === 0) this.problems.add(1, 1, 'The score file is empty: it has no header line with the accuracy.');
    return {
      path: this.path,
      category: categoryFromFileName(this.path),
      header: this.header,
      failures: this.failures,
      problems: this.problems.list,
    };
  }
}
