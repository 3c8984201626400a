// Each database write of a simulation with its confirmation verdict: the paper's judge where a
// judgments file judges it, else our heuristic, always named as such (it is not the paper's).
import { judgmentsOfWrites, type Judgment } from './confirmJudgments';
import type { Tau2Simulation } from './types';

export interface WriteVerdict {
  tool: string;
  messageIndex: number;
  /** 1-based line of the call in the simulation's file. */
  line: number;
  source: 'judge' | 'heuristic';
  /** null: the judge gave no verdict (JUDGE_ERROR lines). */
  confirmed: boolean | null;
  /** The judge's reasoning, or what the heuristic saw. */
  reason: string;
}

/** The writes to the domain's write tools, in order; judged ones carry the judge's verdict. */
export function writeVerdicts(sim: Tau2Simulation, writeTools: ReadonlySet<string> | null, judgments: readonly Judgment[] | undefined): WriteVerdict[] {
  if (!writeTools) return [];
  const writes = sim.writeEvents.filter((w) => writeTools.has(w.tool));
  const judged = judgmentsOfWrites(writes, judgments);
  return writes.map((w, k) => {
    const j = judged[k];
    const base = { tool: w.tool, messageIndex: w.messageIndex, line: w.line };
    if (j) return { ...base, source: 'judge', confirmed: j.confirmed, reason: j.judge_reasoning ?? '(no reasoning given)' };
    return { ...base, source: 'heuristic', confirmed: w.heuristicConfirmed, reason: w.heuristicReason };
  });
}
