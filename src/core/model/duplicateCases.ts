// One case id on several lines of a result file (a run resumed or files concatenated). Every line counts
// in n and GAR, as the reference counts every line it reads; each view says so with the lines.
import { fileNameOf } from '../path/pathNames';
import type { Case } from './model';

export interface DuplicateCase {
  id: string;
  /** 1-based lines, in file order; the first is the one the editor and the case view open. */
  lines: number[];
}

export function duplicateCases(cases: readonly Case[]): DuplicateCase[] {
  const lines = new Map<string, number[]>();
  for (const c of cases) {
    const seen = lines.get(c.id);
    if (seen) seen.push(c.line);
    else lines.set(c.id, [c.line]);
  }
  return [...lines].filter(([, at]) => at.length > 1).map(([id, at]) => ({ id, lines: at }));
}

export function duplicateCaseText(file: string, d: DuplicateCase): string {
  const at = d.lines.length === 2 ? `${d.lines[0]} and ${d.lines[1]}` : `${d.lines.slice(0, -1).join(', ')} and ${d.lines.at(-1)}`;
  return `${d.id} is on lines ${at} of ${fileNameOf(file)}: all ${d.lines.length} count in n and GAR (as in the reference), ` +
    `each with the score file's one verdict for the id; the case view opens line ${d.lines[0]}.`;
}

/** A warning on a line that repeats an id, and the line the id was first on (both 1-based). */
export interface RepeatedLine {
  line: number;
  firstLine: number;
  message: string;
  related: string;
}

/** Every repeat of an id, one warning per repeated line, each pointing at the first. */
export function repeatedLines(file: string, cases: readonly Case[]): RepeatedLine[] {
  return duplicateCases(cases).flatMap((dup) =>
    dup.lines.slice(1).map((line) => ({ line, firstLine: dup.lines[0]!, message: duplicateCaseText(file, dup), related: `${dup.id} first appears here.` })),
  );
}
