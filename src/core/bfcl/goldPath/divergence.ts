// Where a failed case leaves the gold path, for Problems and Go to Next Failed Case's First
// Divergence: the first ground-truth call never made (or made with other arguments). A failed case
// whose model made every ground-truth call (an extra write changed the state; an output came back
// with other values) leaves it where the grader says: at the turn it blames, on the first extra
// call there that writes, with what the grader found.
import { countOf } from '../../text/countOf';
import type { AlignedCall } from './alignTurn';
import type { GoldPath, GoldTurn } from './goldPath';
import { turnName } from './goldPathText';
import { writes } from './stateWriters';

export interface Divergence {
  /** 0-based turn. */
  turn: number;
  /** The call to point at (the differing, missing or extra writing call); null for the turn itself. */
  row: AlignedCall | null;
  /** One sentence, as the Problems panel shows it. */
  sentence: string;
}

/** `path` without its own `divergence` yet; `classOf` names a method's backend class. */
export function divergenceOf(path: Omit<GoldPath, 'divergence'>, classOf: (name: string) => string | null): Divergence | null {
  const t = path.firstDivergence;
  if (t !== null) {
    const row = path.turns[t]!.rows.find((r) => r.kind === 'differs' || r.kind === 'missing')!;
    const sentence =
      row.kind === 'differs'
        ? `${cap(turnName(t))}: ${row.model!.call.name}(${row.differing.join(', ')}) differs from ground truth.`
        : `${cap(turnName(t))}: the ground-truth call ${row.gold!.text} was never made.`;
    return { turn: t, row, sentence };
  }
  const v = path.verdict;
  if (v.status !== 'fail') return null;
  const known = path.groundTruth !== null;
  const classes = new Set(v.stateDifferences.map((d) => d.className));
  const attributes = new Set(v.stateDifferences.map((d) => d.attribute));
  // An extra call that writes what differs (state mismatch), else any extra call that writes.
  const extraWrite = (turn: GoldTurn | undefined): AlignedCall | null => {
    const extras = (turn?.rows ?? []).filter((r) => r.kind === 'extra' && r.model);
    const writing = (r: AlignedCall, only: boolean) => {
      const cls = classOf(r.model!.call.name);
      if (cls === null) return false;
      if (!only) return writes(cls, r.model!.call) === true;
      return classes.has(cls) && [...attributes].some((a) => writes(cls, r.model!.call, a) === true);
    };
    return extras.find((r) => writing(r, true)) ?? extras.find((r) => writing(r, false)) ?? null;
  };
  let turn = v.turn;
  let row = turn === null ? null : extraWrite(path.turns[turn]);
  if (turn === null) {
    // The grader names no turn: the first extra call that writes, if any.
    for (const candidate of path.turns) {
      row = extraWrite(candidate);
      if (row) {
        turn = candidate.index;
        break;
      }
    }
  }
  if (turn === null) return null;
  const made = known ? 'the model made every ground-truth call, but the grader found ' : 'the grader found ';
  const extra = row ? `; the model's extra write there: ${row.model!.call.text}` : '';
  return { turn, row, sentence: `${cap(turnName(turn))}: ${made}${graderFinding(path)}${extra}.` };
}

/** What the grader found at its turn, as the rest of a sentence. */
function graderFinding(path: Omit<GoldPath, 'divergence'>): string {
  const v = path.verdict;
  switch (v.errorType) {
    case 'multi_turn:instance_state_mismatch': {
      const names = v.stateDifferences.map((d) => `${d.className}.${d.attribute}`);
      return names.length ? `that ${names.join(', ')} ${names.length === 1 ? 'differs' : 'differ'} from the ground truth's` : "that the state differs from the ground truth's";
    }
    case 'multi_turn:execution_response_mismatch':
      return v.missingItems.length
        ? `${countOf(v.missingItems.length, 'output')} of the ground truth missing from the model's (other values)`
        : "outputs of the ground truth missing from the model's";
    case 'multi_turn:empty_turn_model_response':
      return 'that the model made no call in this turn';
    case 'multi_turn:force_terminated':
      return 'that the model was forced to quit after 20 steps';
    default:
      return `a failure (${v.errorType ?? 'no error type'})`;
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
