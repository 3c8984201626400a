// A probe run of a synthetic model (the paper's SRI and CRI, runs-in-practice.md section 1): the same
// seed and model play the same cases, and at the miss_param / miss_func turn the probe may act. It
// has its own random source, so a case it leaves alone is byte for byte the baseline's; where it acts,
// the turn's step_0 log holds its handler_log entry as the paper's harness writes it, and CRI's bypass
// puts its fixed refusal in place of the retracted call.
import type { CasePlan, Category } from './casePlan';
import type { PlayedCase } from './conversation';
import type { Prng } from './prng';
import type { JsonValue } from './pyJson';

export const PROBE_KINDS = ['sri', 'cri-bypass'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

/** The assistant text CRI's bypass variant inserts in place of a retracted call (it reads as REFUSE). */
export const CRI_BYPASS_TEXT = 'I cannot proceed with this step yet; the required capability or information is not available.';

/** What the probe did to one case: its log entry, whether it wrote the bypass text, its event. */
export interface ProbeTouch {
  turn: number;
  log: JsonValue;
  bypass: boolean;
  /** The probe acted (an sri_decision, or a cri_decision that triggered). */
  triggered: boolean;
  event: { [key: string]: JsonValue };
}

/**
 * Decides what the probe does to a case, and changes its plan to match. SRI's halt seam fires on a
 * response without a call: its retry makes the model act (a guess, or the held-out function) 40% of
 * the time, else the model answers again in words (a missed ask or refusal said plainly half the
 * time). CRI's detector looks at a call made at that turn: 70% of the time it flags it, the call is
 * retracted and the bypass refusal stands in its place; else it lets it through (logged, untriggered).
 */
export function probeCase(rng: Prng, plan: CasePlan, category: Category, kind: ProbeKind): ProbeTouch | null {
  if (plan.special === null || (category !== 'miss_param' && category !== 'miss_func')) return null;
  const turn = plan.special;
  const id = { turn_idx: turn, step_idx: 0 };
  if (kind === 'sri') {
    const spoke = category === 'miss_param' ? plan.askAct !== 'guess' : plan.missingAct === 'refuse' || plan.missingAct === 'refuseMissed';
    if (!spoke) return null;
    if (rng.chance(0.4)) {
      if (category === 'miss_param') plan.askAct = 'guess';
      else plan.missingAct = 'callMissing';
    } else if (rng.chance(0.5)) {
      if (category === 'miss_param') plan.askAct = 'ask';
      else plan.missingAct = 'refuse';
    }
    const decision = { ...id, mode: 'sri_only', variant: 'v1', retry: true, decode_error: false, is_empty_response: false };
    return {
      turn, bypass: false, triggered: true,
      log: { role: 'handler_log', content: 'SRI retry injected after a response without a tool call.', sri_decision: decision, history_edit_skipped: false },
      event: { event: 'sri_halt_candidate', ...id, mode: 'sri_only', variant: 'v1', retry: true },
    };
  }
  const called = category === 'miss_param' ? plan.askAct === 'guess' : plan.missingAct === 'callMissing' || plan.missingAct === 'workaround';
  if (!called) return null;
  const triggered = rng.chance(0.7);
  if (triggered) {
    // The call never runs: the turn is a reply in words, whose text the bypass writes.
    if (category === 'miss_param') plan.askAct = 'askMissed';
    else plan.missingAct = 'refuseMissed';
  }
  const detector = [{ mc: triggered, ur: triggered ? rng.float(0.5, 1) : rng.float(0, 0.4), ur_param: category === 'miss_param', suspect: triggered }];
  return {
    turn, bypass: triggered, triggered,
    log: {
      role: 'handler_log',
      content: triggered ? 'CRI bypass mode: over-action-suspect tool call retracted pre-execute; no retry, placeholder abstain inserted; scorer trace rolled back.' : 'CRI evaluated: no over-action suspect.',
      cri_decision: { triggered, reason: triggered ? 'over_action_suspect' : 'clean', detector },
    },
    event: { event: 'cri_evaluate', ...id, mode: 'cri_only', variant: 'bypass', triggered },
  };
}

/** The probe's marks on the played case: its log entry on the turn, and the bypass text as the turn's reply. */
export function markPlayed(played: PlayedCase, touch: ProbeTouch): void {
  const turn = played.played[touch.turn];
  if (!turn) return;
  turn.probeLog = touch.log;
  if (touch.bypass && turn.steps[0]) {
    turn.steps = [{ ...turn.steps[0], shape: { ...turn.steps[0].shape, emission: CRI_BYPASS_TEXT }, reasoning: null }];
  }
}
