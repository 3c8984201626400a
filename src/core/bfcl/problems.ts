// Problems of one file, capped so that a file of garbage yields a readable list, not a million lines.
import type { Problem } from '../model/problem';
import { pyStrip } from '../pyvalue/pyText';

const MAX_LISTED = 200;

export class ProblemList {
  readonly list: Problem[] = [];
  private dropped = 0;
  /** Lines left out that the reference counts as cases (JSON objects that are no result entry), past the cap too. */
  referenceCounted = 0;

  constructor(private readonly file: string) {}

  /** A line that could not be read (holding `caseId`, when its start says so); the reader goes on with the next one. */
  lineUnreadable(line: number, column: number, message: string, caseId: string | null = null, referenceCounts = false): void {
    if (referenceCounts) this.referenceCounted++;
    this.add(line, column, `${message}. The other lines are still read.`, caseId);
  }

  /** `caseId` only for a line that could not be read (see Problem). */
  add(line: number, column: number, message: string, caseId?: string | null): void {
    if (this.list.length < MAX_LISTED) {
      this.list.push({ file: this.file, line, column, message: capitalize(message), ...(caseId === undefined ? {} : { caseId }) });
      return;
    }
    this.dropped++;
    const summary = `${this.dropped} more lines could not be read; only the first ${MAX_LISTED} problems are listed.`;
    const last = this.list[MAX_LISTED];
    if (last) last.message = summary;
    else this.list.push({ file: this.file, line, column: 1, message: summary });
  }
}

/** The reference skips lines that Python's strip() leaves empty. */
export function isBlank(text: string): boolean {
  return pyStrip(text) === '';
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
