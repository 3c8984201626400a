// One function call as BFCL writes it in decoded results and ground truth: `name(k='v',k2=3)`, with
// positional arguments allowed (`sort('final_report.pdf')`). Parsed with the safe Python-literal
// parser, never evaluated, so a call holding anything but literals is not a call here.
import { parsePyLiteral } from '../../pyvalue/pyLiteral';
import { pyRepr } from '../../pyvalue/pyToDisplay';
import { tokenizePython, type PyToken } from '../../pyvalue/pyTokens';
import type { ToolCall } from '../../goldPath/callAlignment';
import type { PyValue } from '../../pyvalue/types';

export type { ToolCall } from '../../goldPath/callAlignment';

/** The call in `text`, or null when it is not one call of literal arguments. */
export function parseToolCall(text: string): ToolCall | null {
  let tokens: PyToken[];
  try {
    tokens = tokenizePython(text.trim(), 0);
  } catch {
    return null;
  }
  const source = text.trim();
  const significant = tokens.filter((t) => t.type !== 'newline' && t.type !== 'end');
  // A dotted name (`Class.method`) is kept whole: the grader runs it by its last part.
  let i = 0;
  const nameParts: string[] = [];
  while (significant[i]?.type === 'name') {
    nameParts.push((significant[i] as { text: string }).text);
    i++;
    if (isOp(significant[i], '.')) i++;
    else break;
  }
  if (nameParts.length === 0 || !isOp(significant[i], '(') || !isOp(significant[significant.length - 1], ')')) return null;
  const args = splitArguments(significant.slice(i + 1, -1));
  if (args === null) return null;
  const call: ToolCall = { text: source, name: nameParts[nameParts.length - 1]!, positional: [], keywords: [] };
  for (const arg of args) {
    const keyword = arg[0]?.type === 'name' && isOp(arg[1], '=') ? (arg[0] as { text: string }).text : null;
    const valueTokens = keyword === null ? arg : arg.slice(2);
    if (valueTokens.length === 0) return null;
    const value = parsePyLiteral(source.slice(valueTokens[0]!.start, valueTokens[valueTokens.length - 1]!.end));
    if (!value.ok) return null;
    if (keyword === null) {
      if (call.keywords.length > 0) return null;
      call.positional.push(value.value);
    } else call.keywords.push([keyword, value.value]);
  }
  return call;
}

/** `name(k=repr(v),k2=repr(v))`: how BFCL's FC and xLAM handlers write a decoded call. */
export function callTextOf(name: string, args: Array<[string, PyValue]>): string {
  return `${name}(${args.map(([k, v]) => `${k}=${pyRepr(v)}`).join(',')})`;
}

/** The arguments split at top-level commas; null when brackets do not balance. */
function splitArguments(tokens: PyToken[]): PyToken[][] | null {
  const args: PyToken[][] = [];
  let current: PyToken[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'op' && '([{'.includes(token.text)) depth++;
    if (token.type === 'op' && ')]}'.includes(token.text)) depth--;
    if (depth < 0) return null;
    if (depth === 0 && isOp(token, ',')) {
      args.push(current);
      current = [];
    } else current.push(token);
  }
  if (depth !== 0) return null;
  if (current.length > 0) args.push(current);
  else if (args.length > 0) return args; // a trailing comma
  return args;
}

function isOp(token: PyToken | undefined, text: string): boolean {
  return token?.type === 'op' && token.text === text;
}
