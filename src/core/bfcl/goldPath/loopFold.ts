// A model stuck in a loop repeats the same calls until the harness cuts the turn at 20 steps: shown
// call by call, the loop buries the one row that matters. Runs of the same extra calls (one call, or a
// cycle of up to four) are folded into one group with how many times they came.
import type { AlignedCall } from './alignTurn';

export interface RowGroup {
  /** One row, or one pass of the loop. */
  rows: AlignedCall[];
  /** How many times `rows` came in a row; 1 for a row that is not repeated. */
  times: number;
}

const LONGEST_CYCLE = 4;

/** The rows in order, each maximal run of a repeated cycle of extra calls as one group. */
export function foldLoop(rows: readonly AlignedCall[]): RowGroup[] {
  const out: RowGroup[] = [];
  let i = 0;
  while (i < rows.length) {
    let best: RowGroup = { rows: [rows[i]!], times: 1 };
    for (let period = 1; period <= LONGEST_CYCLE && i + 2 * period <= rows.length; period++) {
      const cycle = rows.slice(i, i + period);
      if (!cycle.every((r) => r.kind === 'extra' && r.model)) break;
      let times = 1;
      while (i + (times + 1) * period <= rows.length && cycle.every((r, j) => sameCall(r, rows[i + times * period + j]!))) times++;
      // The longest stretch wins; on a tie the shorter cycle ([a a a a] is a, 4 times).
      if (times > 1 && period * times > best.rows.length * best.times) best = { rows: cycle, times };
    }
    out.push(best);
    i += best.rows.length * best.times;
  }
  return out;
}

function sameCall(a: AlignedCall, b: AlignedCall): boolean {
  return b.kind === 'extra' && b.model !== null && a.model!.call.text === b.model.call.text;
}
