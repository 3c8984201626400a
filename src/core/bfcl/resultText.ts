// A result file's text in memory (an editor's document): every line parsed whole, every problem kept
// with its place. No file access, so the web worker host reads documents with it; resultFile.ts
// streams the same reader's lines from disk.
import { idOfBrokenLine } from './brokenLineId';
import type { Case } from '../model/model';
import { categoryFromCaseId, categoryFromFileName } from './fileNames';
import { linesOfText } from './lineText';
import { isBlank, ProblemList } from './problems';
import { readResultLine } from './resultLine';
import type { ResultFileRead } from './types';

/** A document already in memory (the editor's): every line is parsed whole. */
export function readResultText(text: string, path: string): ResultFileRead {
  const steps = readingText(text, path);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same read, a slice of lines at a time, `pause` awaited between slices: so that the editor's
 * extension host, which runs every extension on one thread, stays free to send and answer messages
 * (the labels just set on a big file among them) while the document is read.
 */
export async function readResultTextInSlices(
  text: string,
  path: string,
  pause: () => Promise<void>,
  { pauseFirst = false, sliceMs = 10, onLine }: { pauseFirst?: boolean; sliceMs?: number; onLine?: (line: number) => void } = {},
): Promise<ResultFileRead> {
  if (pauseFirst) await pause();
  const steps = readingText(text, path);
  for (let sliceEnd = performance.now() + sliceMs; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      // At each pause only: how far the read is, for a progress notice.
      onLine?.(step.value);
      await pause();
      sliceEnd = performance.now() + sliceMs;
    }
  }
}

/** readResultText's reading, stopping after each line it reads. */
/** Yields the number of each line read. */
function* readingText(text: string, path: string): Generator<number, ResultFileRead> {
  const reader = new ResultReader(path);
  for (const { number, text: line } of linesOfText(text)) {
    if (isBlank(line)) continue;
    reader.add(number, readResultLine(line, number, reader.category), line);
    yield number;
  }
  return reader.finish();
}

/** What a read keeps of a result file, line by line, whether the lines come from a text or from disk. */
export class ResultReader {
  readonly category;
  readonly cases: Case[] = [];
  readonly problems: ProblemList;

  constructor(protected readonly path: string) {
    this.category = categoryFromFileName(path);
    this.problems = new ProblemList(path);
  }

  /** The file could not be read (further): said on line 1. */
  unreadable(e: unknown): void {
    this.problems.add(1, 1, `The file could not be read: ${(e as Error).message}.`);
  }

  add(line: number, outcome: ReturnType<typeof readResultLine>, text: string): void {
    if (outcome.ok) this.cases.push(outcome.value);
    else this.problems.lineUnreadable(line, outcome.column, outcome.message, idOfBrokenLine(text), outcome.referenceCounts);
  }

  finish(): ResultFileRead {
    if (this.cases.length === 0 && this.problems.list.length === 0) this.problems.add(1, 1, 'The file is empty: it holds no cases.');
    const category = this.category ?? this.cases.map((c) => categoryFromCaseId(c.id)).find((c) => c !== null) ?? null;
    return { path: this.path, category, cases: this.cases, problems: this.problems.list, referenceCountedLines: this.problems.referenceCounted };
  }
}
