// One BFCL turn's model calls beside its ground-truth calls (the alignment itself is the neutral
// callAlignment): every argument counts, positional ground-truth arguments named from the docs.
import { pyRepr } from '../../pyvalue/pyToDisplay';
import { alignCalls, type Aligned, type GoldCall, type ToolCall } from '../../goldPath/callAlignment';

export interface ModelCall {
  call: ToolCall;
  /** 0-based turn and step of the emission that made it. */
  turn: number;
  step: number;
  /** What the harness returned for it, when the log says. */
  output: string | null;
}

export type { AlignmentKind, GoldCall } from '../../goldPath/callAlignment';

export interface AlignedCall extends Aligned<ModelCall> {
  /**
   * Positional ground-truth arguments named by their place among the model's keyword arguments (no
   * function doc names them and no value matches): an assumption, said where shown. `[index, name]`,
   * index from 0.
   */
  namedByPlace: Array<[number, string]>;
}

/** Names of positional ground-truth arguments: from function docs where found, else matched by value. */
export type ParamNames = (functionName: string) => string[] | undefined;

/** BFCL's rule: every argument counts, compared by `repr`; positional ground-truth arguments named first. */
export function alignTurn(model: ModelCall[], gold: GoldCall[], paramNames: ParamNames): AlignedCall[] {
  const rows = alignCalls(model, gold, (g, m) => differingArguments(goldArguments(g.call, m.call, paramNames).values, keywordMap(m.call)));
  return rows.map((row) => ({
    ...row,
    namedByPlace: row.gold?.call && row.model && row.kind === 'differs' ? goldArguments(row.gold.call, row.model.call, paramNames).byPlace : [],
  }));
}

/**
 * The ground-truth call's arguments by name, `repr` of each value. A positional one takes its name
 * from the docs; else from the model's argument holding the same value; else from the model's
 * keyword argument at its place (Python's order), else it keeps its place (`#1`).
 */
function goldArguments(gold: ToolCall, model: ToolCall, paramNames: ParamNames): { values: Map<string, string>; byPlace: Array<[number, string]> } {
  const documented = paramNames(gold.name);
  const modelArgs = keywordMap(model);
  const taken = new Set(gold.keywords.map(([k]) => k));
  const names: Array<string | undefined> = gold.positional.map((_, i) => documented?.[i]);
  const byPlace: Array<[number, string]> = [];
  const reprs = gold.positional.map((v) => pyRepr(v));
  for (const name of names) if (name !== undefined) taken.add(name);
  reprs.forEach((repr, i) => {
    if (names[i] !== undefined) return;
    const byValue = model.keywords.find(([k]) => modelArgs.get(k) === repr && !taken.has(k))?.[0];
    if (byValue !== undefined) {
      names[i] = byValue;
      taken.add(byValue);
    }
  });
  reprs.forEach((_, i) => {
    if (names[i] !== undefined) return;
    const atPlace = model.keywords[i]?.[0];
    const place = atPlace !== undefined && !taken.has(atPlace) ? atPlace : model.keywords.find(([k]) => !taken.has(k))?.[0];
    if (place === undefined) {
      names[i] = `#${i + 1}`;
      return;
    }
    names[i] = place;
    taken.add(place);
    byPlace.push([i, place]);
  });
  const values = new Map<string, string>();
  reprs.forEach((repr, i) => values.set(names[i]!, repr));
  for (const [k, v] of gold.keywords) values.set(k, pyRepr(v));
  return { values, byPlace };
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
