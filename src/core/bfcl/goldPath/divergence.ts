// Where a failed case leaves the gold path, for Problems and Go to Next Failed Case's First
// Divergence: the first turn where the model's calls leave it (a ground-truth call never made or made
// with other arguments, or an extra call that changes the state), so the root cause comes before the
// turn the grader blames. A failed case with no such call (an output came back with other values)
// leaves it where the grader says: at the turn it blames, with what the grader found. A grader that
// blames an earlier turn than the first departure is believed (it saw the state).
import { countOf } from '../../text/countOf';
import type { AlignedCall } from './alignTurn';
import { isErrorOutput, writes } from './stateWriters';
import { turnName } from './turnName';
import type { Divergence, GoldPath } from './types';

/**
 * The rows where the model leaves the gold path: every missing or differing row (BFCL compares every
 * argument, and the grader checks the outputs of reads too), and every extra call whose method writes
 * to its class's state and did not answer with an error. An extra read, or a call whose class or
 * backend is not known, is not claimed as one.
 */
export function departuresOf(rows: readonly AlignedCall[], classOf: (name: string) => string | null): AlignedCall[] {
  return rows.filter((r) => {
    if (r.kind === 'missing' || r.kind === 'differs') return true;
    if (r.kind !== 'extra' || !r.model) return false;
    const cls = classOf(r.model.call.name);
    return cls !== null && writes(cls, r.model.call) === true && !isErrorOutput(r.model.output);
  });
}

/** `path` without its own `divergence` yet; `classOf` names a method's backend class. */
export function divergenceOf(path: Omit<GoldPath, 'divergence'>, classOf: (name: string) => string | null): Divergence | null {
  const v = path.verdict;
  const blamed = v.status === 'fail' ? v.turn : null;
  const t = path.firstDivergence;
  if (t !== null && (blamed === null || t <= blamed)) {
    const departures = path.turns[t]!.departures;
    const call = departures.find((r) => r.kind === 'differs' || r.kind === 'missing');
    const blame = blamed !== null && blamed !== t ? `; the grader blames ${turnName(blamed)}` : '';
    if (call) {
      const what = call.kind === 'differs' ? `${call.model!.call.name}(${call.differing.join(', ')}) differs from ground truth` : `the ground-truth call ${call.gold!.text} was never made`;
      return { turn: t, row: call, sentence: `${cap(turnName(t))}: ${what}${blame}.` };
    }
    // Only extra writes: the one that writes what the grader found different, else the first.
    const row = departures.find((r) => writesWhatDiffers(path, r, classOf)) ?? departures[0]!;
    if (blamed === t) return { turn: t, row, sentence: `${cap(turnName(t))}: the model made every ground-truth call, but the grader found ${graderFinding(path)}; the model's extra write there: ${row.model!.call.text}.` };
    return { turn: t, row, sentence: `${cap(turnName(t))}: the model made a write the ground truth does not, ${row.model!.call.text}${blame}.` };
  }
  if (blamed === null) return null;
  const made = path.groundTruth !== null ? 'the model made every ground-truth call, but the grader found ' : 'the grader found ';
  return { turn: blamed, row: null, sentence: `${cap(turnName(blamed))}: ${made}${graderFinding(path)}.` };
}

/** An extra call that writes an attribute the grader found different, in that attribute's class. */
function writesWhatDiffers(path: Omit<GoldPath, 'divergence'>, row: AlignedCall, classOf: (name: string) => string | null): boolean {
  const cls = classOf(row.model!.call.name);
  return path.verdict.stateDifferences.some((d) => d.className === cls && writes(d.className, row.model!.call, d.attribute) === true);
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
