// A whole result file streamed from disk, whatever its size: every line read, every problem kept with
// its place, nothing lost (resultText.ts reads a document's text with the same reader).
import type { Case } from '../model/model';
import { readFileLines, readFileLinesSync, type LineSink } from './fileLines';
import type { RawLine, StreamWatch } from './lines';
import { ProblemList } from './problems';
import { NOT_IN_HEAD, readRawLine, type LineReader } from './rawLineReading';
import { readCaseClasses, readResultLine } from './resultLine';
import { QUERY_KEY, recordedQuestions } from './recordedQuestions';
import { ResultReader } from './resultText';
import type { ResultFileRead } from './types';

export interface ReadOptions extends StreamWatch {
  /** Parse every line whole, as Python's json.loads would (default: see rawLineReading.ts). */
  strict?: boolean;
  /**
   * Keep only each case's classes, not its turns: what summaries need, in a fraction of the memory.
   * The cases then have `turns: []`.
   */
  classesOnly?: boolean;
  /**
   * With `classesOnly`: the cases that keep their turns all the same (what the label commands decide
   * on), read as without it; the others' turns are left out, so a run of any size takes little memory.
   */
  turnsOf?: ReadonlySet<string>;
}

/** Streams a file from disk, whatever its size. */
export async function readResultFile(path: string, options: ReadOptions = {}): Promise<ResultFileRead> {
  return readFileLines(path, new StreamedResultReader(path, options), options);
}

/** The same, with blocking reads: for a thread with nothing else to do (see forEachRawLineSync). */
export function readResultFileSync(path: string, options: ReadOptions = {}): ResultFileRead {
  return readFileLinesSync(path, new StreamedResultReader(path, options));
}

class StreamedResultReader extends ResultReader implements LineSink<ResultFileRead> {
  constructor(path: string, private readonly options: ReadOptions) {
    super(path);
  }

  /** One streamed line. */
  raw(raw: RawLine): void {
    const value = this.read(raw, !!this.options.classesOnly, this.problems);
    if (value && this.options.classesOnly && this.options.turnsOf?.has(value.id)) {
      // Read again whole, its problems said already (the line was read): the case with its turns.
      const whole = this.read(raw, false, new ProblemList(this.path));
      if (whole) return void this.cases.push(whole);
    }
    if (value) this.cases.push(value);
  }

  private read(raw: RawLine, classesOnly: boolean, problems: ProblemList): Case | null {
    const read: LineReader<Case> = (text, part) => {
      const headOnly = part !== 'exact';
      if (!classesOnly) return readResultLine(text, raw.number, this.category, headOnly);
      const fast = headOnly ? readCaseClasses(text, raw.number, this.category) : null;
      if (fast === 'missing' && part === 'head') return NOT_IN_HEAD;
      if (fast && fast !== 'missing') return { ok: true, value: fast };
      const exact = readResultLine(text, raw.number, this.category, headOnly);
      return exact.ok ? { ok: true, value: { ...exact.value, turns: [] } } : exact;
    };
    const value = readRawLine(raw, read, problems, !!this.options.strict);
    if (value?.facts && !value.facts.asked) {
      // A head read stops before the log: its recorded questions are read from the bytes (version-drift).
      const at = raw.bytes.indexOf(QUERY_KEY);
      const asked = at < 0 ? undefined : recordedQuestions(raw.bytes.toString('utf8', at));
      if (asked) value.facts = { ...value.facts, asked };
    }
    return value;
  }
}
