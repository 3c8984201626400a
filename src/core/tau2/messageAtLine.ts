// Which simulation and message a line of a tau2 document is in, for commands run where the cursor is:
// the last simulation that starts at or above the line, and in it the last message that starts at or
// above it (its own line, or a line inside it). Only an assistant message is an emission.
import { emissionAtPlace, type Case, type Emission } from '../model/model';

export interface LineTarget {
  kase: Case;
  /** Null when the line is in the simulation but not in an assistant message (or several start on it). */
  emission: Emission | null;
}

/** `caseAtLine`: 1-based start line -> case, of the cases whose lines are in this document. */
export function targetAtLine(caseAtLine: ReadonlyMap<number, Case>, line: number): LineTarget | null {
  let kase: Case | null = null;
  let start = 0;
  for (const [at, c] of caseAtLine) {
    if (at <= line && at >= start) {
      kase = c;
      start = at;
    }
  }
  if (!kase) return null;
  const messages = kase.simulation?.messages ?? [];
  // Messages of this simulation in this document start after its own line (their lines are in order).
  const above = messages.filter((m) => m.line <= line && m.line >= start);
  const last = above.at(-1);
  if (!last) return { kase, emission: null };
  // A file on one line starts every message on the same line: the line cannot tell which is meant.
  if (above.filter((m) => m.line === last.line).length > 1) return { kase, emission: null };
  return { kase, emission: last.role === 'assistant' ? emissionAtPlace(kase, { message: last.index }) : null };
}
