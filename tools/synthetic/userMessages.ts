// The messages each handler family puts at the start of a turn (`begin_of_turn_query`): plain user
// messages, Claude's content blocks, the prompt-mode system prompt with the function docs, and the
// miss_func holdout message (formats-bfcl.md §2.4).
import type { Family } from './handlerStyles';
import { functionDoc } from './functionDocs';
import type { JsonValue } from './pyJson';
import { pyRepr } from './pyRepr';

/** BFCL's own text for the holdout turn (DEFAULT_USER_PROMPT_FOR_ADDITIONAL_FUNCTION_FC). */
export const HOLDOUT_TEXT = 'I have updated some more functions you can choose from. What about now?';

const SYSTEM_PROMPT_HEAD =
  'You are an expert in composing functions. You are given a question and a set of possible functions. ' +
  'Based on the question, make one or more function calls to achieve the purpose. If none of the functions can be used, ' +
  'point it out. If the question lacks the parameters a function requires, also point it out.\n\n' +
  'Return only the function calls in your response.\n\n' +
  'To call functions, use the format [func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]. ' +
  'Do not include any other text in the response.\n\n' +
  'In each turn, try to complete the tasks the user asks for within that turn, and keep calling functions until the request is fulfilled. ' +
  'When you have no more functions to call, the turn is considered complete.\n\n' +
  'Here is a list of functions in json format that you can invoke.\n';

/** Families that run BFCL's prompting loop (open-weight handlers and API prompt mode). */
export const isPromptingFamily = (family: Family): boolean => family === 'xlam' || family === 'oss' || family === 'gptPrompt';

/** The prompt-mode system prompt. `compact` (small samples) leaves out the class blurbs, the
 *  response schemas and the indentation, which are most of its 20-40 KB. */
export function systemPrompt(functions: string[], compact: boolean): string {
  const docs = functions.map(functionDoc);
  if (compact) {
    const short = docs.map(({ name, description, parameters }) => ({ name, description: String(description).split(' Tool description: ')[1] ?? '', parameters }));
    return `${SYSTEM_PROMPT_HEAD}${JSON.stringify(short)}\n`;
  }
  return `${SYSTEM_PROMPT_HEAD}${JSON.stringify(docs, null, 4)}\n`;
}

export interface TurnOpening {
  text: string;
  /** The holdout turn of miss_func: the held-out functions come back. */
  restored: string[];
  first: boolean;
  last: boolean;
}

export function turnQuery(family: Family, opening: TurnOpening, offered: string[], cacheLast: boolean, compact: boolean): JsonValue[] {
  let text = opening.text;
  if (opening.restored.length > 0) {
    text = isPromptingFamily(family) ? `${pyRepr(opening.restored.map(functionDoc))}\n${HOLDOUT_TEXT}` : HOLDOUT_TEXT;
  }
  if (family === 'claude') {
    const block: { [k: string]: JsonValue } = { type: 'text', text };
    if (opening.last && cacheLast) block.cache_control = { type: 'ephemeral' };
    return [{ role: 'user', content: [block] }];
  }
  const user = { role: 'user', content: text };
  if (family === 'gptPrompt' && opening.first) return [{ role: 'developer', content: systemPrompt(offered, compact) }, user];
  return [user];
}
