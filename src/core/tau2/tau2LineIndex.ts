// The line index of a tau2 document: where each simulation starts (in a dir layout's results.json, its
// simulation_index entry) and ends, and, for the simulations whose messages are in this document, each
// assistant message (an emission), a user's own tool call or a tool error, a database write with its
// verdict. A cursor inside a simulation is in the last message that starts at or above it.
import type { CaseSpan } from '../model/caseSpans';
import type { CaseSummary } from '../metrics/types';
import type { Case } from '../model/model';
import type { Judgment } from './confirmJudgments';
import { targetAtLine } from './messageAtLine';
import { writeVerdicts, type WriteVerdict } from './writeVerdicts';
import { LineEntries, type LineIndex } from '../document/lineIndex';
import type { Tau2MessageLabel } from './types';

// tau2's slot on a line of the neutral line index (core/document/lineIndex.ts, LineEntryFormatSlots).
declare module '../document/lineIndex' {
  interface LineEntryFormatSlots {
    /** Messages that are not the agent's but worth seeing: the user's tool calls, tool errors. */
    messages?: Tau2MessageLabel[];
    /** The database writes whose call is on this line, with their verdicts. */
    writes?: WriteVerdict[];
  }
}

export interface Tau2LineSource {
  path: string;
  /** 1-based start line -> case, of the cases that start in this document. */
  caseAtLine: ReadonlyMap<number, Case>;
  spans: readonly CaseSpan[];
  /** A dir layout's results.json: its entries name simulations whose messages are in their own files. */
  isIndex: boolean;
  writeTools: ReadonlySet<string> | null;
  judgments: ReadonlyMap<string, Judgment[]> | null;
}

export function tau2LineIndex(source: Tau2LineSource, summaryOf: (kase: Case) => CaseSummary | undefined): LineIndex {
  const entries = new LineEntries(summaryOf, 'line');
  for (const [line, kase] of source.caseAtLine) {
    entries.entry(line, kase).startsCase = true;
    const sim = kase.simulation;
    if (!sim || (kase.file ?? source.path) !== source.path) continue;
    for (const turn of kase.turns) {
      if (turn.line !== undefined) entries.entry(turn.line, kase).turns.push(turn);
      for (const e of turn.emissions) if (e.line !== undefined) entries.entry(e.line, kase).emissions.push(e);
    }
    for (const m of sim.messages) if ((m.role === 'user' && m.toolCalls.length) || m.toolError) (entries.entry(m.line, kase).messages ??= []).push(m);
    const judged = sim.id ? source.judgments?.get(sim.id) : undefined;
    for (const w of writeVerdicts(sim, source.writeTools, judged)) (entries.entry(w.line, kase).writes ??= []).push(w);
  }
  entries.ends(source.spans);
  return entries.index(source.spans, (line) => {
    // A tau2 message spans lines: the one it starts on, or any inside it.
    const at = targetAtLine(source.caseAtLine, line);
    return at && source.isIndex ? { kase: at.kase, emission: null } : at;
  });
}
