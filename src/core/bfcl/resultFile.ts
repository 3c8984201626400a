// A whole result file: every line read, every problem kept with its place, nothing lost.
import type { Case } from '../model';
import { categoryFromCaseId, categoryFromFileName } from './fileNames';
import { ReadCancelled } from '../readCancelled';
import { forEachRawLine, linesOfText, UnreadableFile, type StreamWatch } from './lines';
import { isBlank, ProblemList } from './problems';
import { readRawLine, type LineReader } from './rawLineReading';
import { readCaseClasses, readResultLine } from './resultLine';
import type { ResultFileRead } from './types';

export interface ReadOptions extends StreamWatch {
  /** Parse every line whole, as Python's json.loads would (default: see rawLineReading.ts). */
  strict?: boolean;
  /**
   * Keep only each case's classes, not its turns: what summaries need, in a fraction of the memory.
   * The cases then have `turns: []`.
   */
  classesOnly?: boolean;
}

/** A document already in memory (the editor's): every line is parsed whole. */
export function readResultText(text: string, path: string): ResultFileRead {
  const reader = new ResultReader(path);
  if (text.includes('\u0000')) {
    reader.problems.add(1, 1, 'This looks like a binary file (it holds NUL bytes), not a BFCL JSON Lines file; nothing was read.');
    return reader.finish();
  }
  for (const { number, text: line } of linesOfText(text)) {
    if (isBlank(line)) continue;
    reader.add(number, readResultLine(line, number, reader.category));
  }
  return reader.finish();
}

/** Streams a file from disk, whatever its size. */
export async function readResultFile(path: string, options: ReadOptions = {}): Promise<ResultFileRead> {
  const reader = new ResultReader(path);
  try {
    await forEachRawLine(path, (raw) => {
      const read: LineReader<Case> = (text, headOnly) => {
        if (!options.classesOnly) return readResultLine(text, raw.number, reader.category, headOnly);
        const fast = headOnly ? readCaseClasses(text, raw.number, reader.category) : null;
        if (fast) return { ok: true, value: fast };
        const exact = readResultLine(text, raw.number, reader.category, headOnly);
        return exact.ok ? { ok: true, value: { ...exact.value, turns: [] } } : exact;
      };
      const value = readRawLine(raw, read, reader.problems, !!options.strict);
      if (value) reader.cases.push(value);
    }, options);
  } catch (e) {
    if (e instanceof ReadCancelled) throw e;
    reader.problems.add(1, 1, e instanceof UnreadableFile ? e.message : `The file could not be read: ${(e as Error).message}`);
  }
  return reader.finish();
}

class ResultReader {
  readonly category;
  readonly cases: Case[] = [];
  readonly problems: ProblemList;

  constructor(private readonly path: string) {
    this.category = categoryFromFileName(path);
    this.problems = new ProblemList(path);
  }

  add(line: number, outcome: ReturnType<typeof readResultLine>): void {
    if (outcome.ok) this.cases.push(outcome.value);
    else this.problems.lineUnreadable(line, outcome.column, outcome.message);
  }

  finish(): ResultFileRead {
    if (this.cases.length === 0 && this.problems.list.length === 0) this.problems.add(1, 1, 'The file is empty: it holds no cases.');
    const category = this.category ?? this.cases.map((c) => categoryFromCaseId(c.id)).find((c) => c !== null) ?? null;
    return { path: this.path, category, cases: this.cases, problems: this.problems.list };
  }
}
