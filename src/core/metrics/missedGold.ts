// What "the gold class was missed" means in a benchmark, said where a bound violation is counted: BFCL
// hits a class when an emission shows it; tau2 hits by the paper's rules (goldHits.ts), under which a
// simulation can emit TOOL_CALL and still miss it. A count is named by what it counts.
import { classLabel, type ActionClass } from '../classify/actionClass';
import type { Benchmark } from '../model/model';

/** `TOOL_CALL never appears`, `an action check failed (tau2's TOOL_CALL hit rule)`, … */
export function missedGoldText(benchmark: Benchmark, gold: ActionClass): string {
  if (benchmark === 'tau2' && gold === 'tool_call') return "an action check failed (tau2's TOOL_CALL hit rule: every action check passes)";
  if (benchmark === 'tau2' && gold === 'refuse') return "it called a write tool (tau2's REFUSE hit rule: no write tool called)";
  return `${classLabel(gold)} never appears`;
}
