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

export type AlignedCall = Aligned<ModelCall>;

/** Names of positional ground-truth arguments: from function docs where found, else matched by value. */
export type ParamNames = (functionName: string) => string[] | undefined;

/** BFCL's rule: every argument counts, compared by `repr`; positional ground-truth arguments named first. */
export function alignTurn(model: ModelCall[], gold: GoldCall[], paramNames: ParamNames): AlignedCall[] {
  return alignCalls(model, gold, (g, m) => differingArguments(argumentsOf(g.call, m.call, paramNames), keywordMap(m.call)));
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
