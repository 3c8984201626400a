// One turn's model calls beside its ground-truth calls, call by call: the same call, the same
// function with different arguments (which ones), a ground-truth call the model never made, or an
// extra model call (often a harmless read such as `ls`, never a failure by itself).
import { pyRepr } from '../../pyvalue/pyToDisplay';
import type { ToolCall } from './toolCall';

export interface ModelCall {
  call: ToolCall;
  /** 0-based turn and step of the emission that made it. */
  turn: number;
  step: number;
  /** What the harness returned for it, when the log says. */
  output: string | null;
}

export interface GoldCall {
  /** As BFCL writes it in `possible_answer`. */
  text: string;
  /** Null when the text is not a call of literal arguments (then it can only be missing). */
  call: ToolCall | null;
}

export type AlignmentKind = 'same' | 'differs' | 'missing' | 'extra';

export interface AlignedCall {
  kind: AlignmentKind;
  model: ModelCall | null;
  gold: GoldCall | null;
  /** For 'differs': the arguments whose values differ (or that only one side gives), by name. */
  differing: string[];
}

/** Names of positional ground-truth arguments: from function docs where found, else matched by value. */
export type ParamNames = (functionName: string) => string[] | undefined;

export function alignTurn(model: ModelCall[], gold: GoldCall[], paramNames: ParamNames): AlignedCall[] {
  const goldArgs = gold.map(() => null as Map<string, string> | null);
  const pairedModel = new Map<number, { gold: number; differing: string[] }>();
  const pairedGold = new Map<number, number>();
  // Pass 1: exact matches, keeping order where the model kept it.
  let from = 0;
  gold.forEach((g, gi) => {
    if (!g.call) return;
    const search = [...range(from, model.length), ...range(0, from)];
    for (const mi of search) {
      if (pairedModel.has(mi) || model[mi]!.call.name !== g.call.name) continue;
      const args = argumentsOf(g.call, model[mi]!.call, paramNames);
      if (differingArguments(args, keywordMap(model[mi]!.call)).length === 0) {
        pairedModel.set(mi, { gold: gi, differing: [] });
        pairedGold.set(gi, mi);
        goldArgs[gi] = args;
        from = mi + 1;
        return;
      }
    }
  });
  // Pass 2: the same function with other arguments.
  gold.forEach((g, gi) => {
    if (!g.call || pairedGold.has(gi)) return;
    for (let mi = 0; mi < model.length; mi++) {
      if (pairedModel.has(mi) || model[mi]!.call.name !== g.call.name) continue;
      const differing = differingArguments(argumentsOf(g.call, model[mi]!.call, paramNames), keywordMap(model[mi]!.call));
      pairedModel.set(mi, { gold: gi, differing });
      pairedGold.set(gi, mi);
      return;
    }
  });
  // Rows in the model's order; a missing gold call goes before the first model call paired with a
  // later gold call, so both columns read in their own order.
  const rows: AlignedCall[] = [];
  const emitted = new Set<number>();
  const emitMissingBefore = (limit: number) => {
    for (let gi = 0; gi < limit; gi++) {
      if (emitted.has(gi) || pairedGold.has(gi)) continue;
      emitted.add(gi);
      rows.push({ kind: 'missing', model: null, gold: gold[gi]!, differing: [] });
    }
  };
  model.forEach((m, mi) => {
    const pair = pairedModel.get(mi);
    if (!pair) {
      rows.push({ kind: 'extra', model: m, gold: null, differing: [] });
      return;
    }
    emitMissingBefore(pair.gold);
    emitted.add(pair.gold);
    rows.push({ kind: pair.differing.length === 0 ? 'same' : 'differs', model: m, gold: gold[pair.gold]!, differing: pair.differing });
  });
  emitMissingBefore(gold.length);
  return rows;
}

/** The ground-truth call's arguments by name, `repr` of each value. */
function argumentsOf(gold: ToolCall, model: ToolCall, paramNames: ParamNames): Map<string, string> {
  const out = new Map<string, string>();
  const documented = paramNames(gold.name);
  const modelArgs = keywordMap(model);
  const taken = new Set(gold.keywords.map(([k]) => k));
  gold.positional.forEach((value, i) => {
    const repr = pyRepr(value);
    let name = documented?.[i];
    if (name === undefined) {
      // No doc: the model's argument holding the same value names it; else it keeps its place.
      name = [...modelArgs].find(([k, v]) => v === repr && !taken.has(k))?.[0] ?? `#${i + 1}`;
    }
    taken.add(name);
    out.set(name, repr);
  });
  for (const [k, v] of gold.keywords) out.set(k, pyRepr(v));
  return out;
}

function keywordMap(call: ToolCall): Map<string, string> {
  const out = new Map<string, string>(call.keywords.map(([k, v]) => [k, pyRepr(v)]));
  call.positional.forEach((v, i) => out.set(`#${i + 1}`, pyRepr(v)));
  return out;
}

/** Argument names whose values differ, in the ground truth's order, then the model's extra ones. */
function differingArguments(gold: Map<string, string>, model: Map<string, string>): string[] {
  const names = [...gold.keys(), ...[...model.keys()].filter((k) => !gold.has(k))];
  return names.filter((k) => gold.get(k) !== model.get(k));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
