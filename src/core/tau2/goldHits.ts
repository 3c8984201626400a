// The paper's hit rule of each tau2 gold class (compute_tau2_calibration_breakdown.py, section 5.3-5.4).
import type { GoldClass } from './taskGold';
import type { Tau2Simulation } from './types';

/**
 * TOOL_CALL: no failed action check (an early end has no checks, so it is a hit: the quirk); ASK: an
 * ASK message; REFUSE: no assistant call to a write tool of the domain.
 */
export function goldHit(cls: GoldClass, s: Tau2Simulation, writes: ReadonlySet<string> | null): boolean {
  if (cls === 'tool_call') return s.actionGarHit;
  if (cls === 'ask') return s.emitSet.includes('ask');
  return !(writes && s.assistantWriteCalls.some((t) => writes.has(t)));
}

/** A TOOL_CALL hit that comes only from the quirk: the run ended early and has no action checks. */
export function isQuirkHit(s: Tau2Simulation): boolean {
  return s.actionGarHit && s.earlyEnd && !s.actionChecksPresent;
}
