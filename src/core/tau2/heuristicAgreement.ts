// How often our confirmation heuristic says what the paper's judge said, over every judged write
// found in the runs: the pairs, their agreement and Cohen's kappa.
import { pairAgreement, type PairAgreement } from '../metrics/agreement';
import { judgmentsBySimulation, judgmentsOfWrites, type Judgment } from './confirmJudgments';
import type { Tau2Run } from './types';
import { writeToolsOf } from './writeTools';

export const CONFIRM_LABELS = ['confirmed', 'not confirmed'] as const;
export type ConfirmLabel = (typeof CONFIRM_LABELS)[number];

export interface HeuristicAgreement {
  /** Each judged write (boolean verdict) found in the runs: [the heuristic's label, the judge's]. */
  pairs: [ConfirmLabel, ConfirmLabel][];
  /** Agreement, Cohen's kappa and the confusion (rows: heuristic, columns: judge) over the pairs. */
  agreement: PairAgreement<ConfirmLabel>;
  /** Simulations of the runs that have an id, and of them those the judgments name. */
  runsSimIds: number;
  simulationsJudged: number;
  /** Judged writes of those simulations that match no write there (another tool at that place, or more lines than writes). */
  unmatched: number;
}

const label = (confirmed: boolean): ConfirmLabel => (confirmed ? 'confirmed' : 'not confirmed');

/**
 * Pairs each judged write with the write of the same simulation at the same position among the
 * domain's writes (the judge wrote one line per write, in order), and measures how often the
 * heuristic says what the judge said.
 */
export function heuristicAgreement(runs: readonly Tau2Run[], judgments: readonly Judgment[]): HeuristicAgreement {
  const bySim = judgmentsBySimulation(judgments);
  const pairs: [ConfirmLabel, ConfirmLabel][] = [];
  let runsSimIds = 0;
  let simulationsJudged = 0;
  let unmatched = 0;
  for (const run of runs) {
    const tools = writeToolsOf(run.domain);
    for (const sim of run.simulations) {
      if (sim.id) runsSimIds++;
      const js = sim.id ? bySim.get(sim.id) : undefined;
      if (!js) continue;
      simulationsJudged++;
      const writes = sim.writeEvents.filter((w) => tools?.has(w.tool));
      const judged = judgmentsOfWrites(writes, js);
      unmatched += js.length - judged.filter((j) => j !== null).length;
      judged.forEach((j, k) => {
        if (j && typeof j.confirmed === 'boolean') pairs.push([label(writes[k]!.heuristicConfirmed), label(j.confirmed)]);
      });
    }
  }
  return { pairs, agreement: pairAgreement(pairs, CONFIRM_LABELS), runsSimIds, simulationsJudged, unmatched };
}
