// The model's calls beside the gold calls, call by call, whatever the benchmark: the same call, the
// same function with different arguments (which ones), a gold call the model never made, or an extra
// model call (often a harmless read, never a failure by itself). Which arguments count, and how values
// compare, is the benchmark's rule (BFCL: every argument; tau2: the action's compare_args).
import type { PyValue } from '../pyvalue/types';

/** One function call, decoded: `name(k='v',k2=3)`, positional arguments allowed (BFCL's ground truth). */
export interface ToolCall {
  /** The call as written (decoded result or ground truth), or as built from its arguments. */
  text: string;
  name: string;
  positional: PyValue[];
  keywords: Array<[string, PyValue]>;
}

export interface GoldCall {
  /** As the benchmark writes it (BFCL: `possible_answer`), or built from the action's arguments. */
  text: string;
  /** Null when the text is not a call of literal arguments (then it can only be missing). */
  call: ToolCall | null;
}

export type AlignmentKind = 'same' | 'differs' | 'missing' | 'extra';

export interface Aligned<M> {
  kind: AlignmentKind;
  model: M | null;
  gold: GoldCall | null;
  /** For 'differs': the arguments whose values differ (or that only one side gives), by name. */
  differing: string[];
}

/** The arguments that differ when `model` is read as `gold` (empty: the same call); both have one name. */
export type CallComparison<M> = (gold: GoldCall & { call: ToolCall }, model: M) => string[];

export interface AlignOptions {
  /**
   * One model call may stand for several identical gold calls (tau2's matcher asks of each gold action
   * whether any call matches it). BFCL pairs calls one to one.
   */
  oneCallForMany: boolean;
}

/**
 * Rows in the model's order; a missing gold call goes before the first model call paired with a later
 * gold call, so both columns read in their own order.
 */
export function alignCalls<M extends { call: ToolCall }>(
  model: readonly M[], gold: readonly GoldCall[], compare: CallComparison<M>, options: AlignOptions = { oneCallForMany: false },
): Aligned<M>[] {
  const pairedModel = new Map<number, { gold: number[]; differing: string[] }>();
  const pairedGold = new Map<number, number>();
  const pair = (mi: number, gi: number, differing: string[]) => {
    const existing = pairedModel.get(mi);
    if (existing) existing.gold.push(gi);
    else pairedModel.set(mi, { gold: [gi], differing });
    pairedGold.set(gi, mi);
  };
  const sameName = (g: GoldCall, mi: number): g is GoldCall & { call: ToolCall } => g.call !== null && model[mi]!.call.name === g.call.name;
  // Pass 1: exact matches, keeping order where the model kept it.
  let from = 0;
  gold.forEach((g, gi) => {
    const search = [...range(from, model.length), ...range(0, from)];
    for (const mi of search) {
      if (pairedModel.has(mi) || !sameName(g, mi)) continue;
      if (compare(g, model[mi]!).length === 0) {
        pair(mi, gi, []);
        from = mi + 1;
        return;
      }
    }
    if (!options.oneCallForMany) return;
    for (const mi of search) {
      if (pairedModel.get(mi)?.differing.length === 0 && sameName(g, mi) && compare(g, model[mi]!).length === 0) {
        pair(mi, gi, []);
        return;
      }
    }
  });
  // Pass 2: the same function with other arguments.
  gold.forEach((g, gi) => {
    if (pairedGold.has(gi)) return;
    for (let mi = 0; mi < model.length; mi++) {
      if (pairedModel.has(mi) || !sameName(g, mi)) continue;
      pair(mi, gi, compare(g, model[mi]!));
      return;
    }
  });
  const rows: Aligned<M>[] = [];
  const emitted = new Set<number>();
  const emitMissingBefore = (limit: number) => {
    for (let gi = 0; gi < limit; gi++) {
      if (emitted.has(gi) || pairedGold.has(gi)) continue;
      emitted.add(gi);
      rows.push({ kind: 'missing', model: null, gold: gold[gi]!, differing: [] });
    }
  };
  model.forEach((m, mi) => {
    const paired = pairedModel.get(mi);
    if (!paired) {
      rows.push({ kind: 'extra', model: m, gold: null, differing: [] });
      return;
    }
    emitMissingBefore(paired.gold[0]!);
    for (const gi of paired.gold) {
      emitted.add(gi);
      rows.push({ kind: paired.differing.length === 0 ? 'same' : 'differs', model: m, gold: gold[gi]!, differing: paired.differing });
    }
  });
  emitMissingBefore(gold.length);
  return rows;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
