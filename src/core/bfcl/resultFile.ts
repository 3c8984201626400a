// A whole result file: every line read, every problem kept with its place, nothing lost.
import type { Case, Problem } from '../model';
import { categoryFromFileName } from './fileNames';
import { forEachLineOfFile, linesOfText, type Line } from './lines';
import { readResultLine } from './resultLine';
import { isBlank, ProblemList } from './problems';
import type { ResultFileRead } from './types';

export function readResultText(text: string, path: string): ResultFileRead {
  const reader = new ResultReader(path);
  for (const line of linesOfText(text)) reader.line(line);
  return reader.finish();
}

export async function readResultFile(path: string): Promise<ResultFileRead> {
  const reader = new ResultReader(path);
  try {
    await forEachLineOfFile(path, (line) => reader.line(line), (t) => reader.problems.add(t.line, 1, t.message));
  } catch (e) {
    reader.problems.add(1, 1, `The file could not be read: ${(e as Error).message}`);
  }
  return reader.finish();
}

class ResultReader {
  readonly category;
  readonly cases: Case[] = [];
  readonly problems: ProblemList;
  private sawLine = false;

  constructor(private readonly path: string) {
    this.category = categoryFromFileName(path);
    this.problems = new ProblemList(path);
  }

  line({ number, text }: Line): void {
    if (isBlank(text)) return;
    this.sawLine = true;
    const outcome = readResultLine(text, number, this.category);
    if (outcome.ok) this.cases.push(outcome.case);
    else this.problems.add(number, outcome.column, `${outcome.message}. The other lines are still read.`);
  }

  finish(): ResultFileRead {
    if (!this.sawLine && this.problems.list.length === 0) this.problems.add(1, 1, 'The file is empty: it holds no cases.');
    const category = this.category ?? this.cases.find((c) => c.category)?.category ?? null;
    return { path: this.path, category, cases: this.cases, problems: this.problems.list };
  }
}
