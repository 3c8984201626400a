// What sits on each line of a tau2 document: where a simulation starts, an assistant message (an
// emission), a user's own tool call or a tool error, a database write with its verdict. Built once per
// model, for the hovers and the Problems entries.
import type { Case, Emission } from '../../core/model';
import type { Tau2MessageLabel } from '../../core/tau2/types';
import { writeVerdicts, type WriteVerdict } from '../../core/tau2/writeVerdicts';
import type { ResultModel } from '../runStore';

export interface LineFacts {
  kase: Case;
  /** The simulation starts on this line (in a dir layout's results.json: its simulation_index entry). */
  startsCase: boolean;
  emissions: Emission[];
  /** Messages that are not the agent's but worth seeing: the user's tool calls, tool errors. */
  messages: Tau2MessageLabel[];
  writes: WriteVerdict[];
}

const built = new WeakMap<ResultModel, Map<number, LineFacts[]>>();

/** 1-based line -> what is on it, for a tau2 model (empty for BFCL). */
export function simulationLines(model: ResultModel): Map<number, LineFacts[]> {
  const known = built.get(model);
  if (known) return known;
  const lines = new Map<number, LineFacts[]>();
  const tau2 = model.tau2;
  if (tau2) {
    const factsOf = (line: number, kase: Case): LineFacts => {
      const list = lines.get(line) ?? (lines.set(line, []).get(line)!);
      let f = list.find((x) => x.kase === kase);
      if (!f) list.push((f = { kase, startsCase: false, emissions: [], messages: [], writes: [] }));
      return f;
    };
    for (const [line, kase] of model.caseAtLine) {
      factsOf(line, kase).startsCase = true;
      const sim = kase.simulation;
      if (!sim || (kase.file ?? model.path) !== model.path) continue;
      for (const turn of kase.turns) for (const e of turn.emissions) if (e.line !== undefined) factsOf(e.line, kase).emissions.push(e);
      for (const m of sim.messages) if ((m.role === 'user' && m.toolCalls.length) || m.toolError) factsOf(m.line, kase).messages.push(m);
      const judged = sim.id ? tau2.judgments?.get(sim.id) : undefined;
      for (const w of writeVerdicts(sim, tau2.writeTools, judged)) factsOf(w.line, kase).writes.push(w);
    }
  }
  built.set(model, lines);
  return lines;
}
