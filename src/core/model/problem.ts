// What the readers report about lines they could not read, as editors and the CLI show it.

/** Something in a file we could not read; the rest of the file still was. */
export interface Problem {
  file: string;
  /** 1-based line and column (UTF-16 units), as editors count. */
  line: number;
  column: number;
  message: string;
  /**
   * Set on a BFCL line that could not be read: the case its start still names (brokenLineId), null
   * when it names none. Absent on every other problem (a line read with a note, a whole file).
   */
  caseId?: string | null;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.message}`;
}
