// How each BFCL handler family stores one step's emission (formats-bfcl.md §2.3), what it decodes
// to, and the decode errors it logs. The odd shapes of §8 live here too.
import { dumps, type JsonValue } from './pyJson';
import { promptLiteral, pyRepr } from './pyRepr';
import type { Call } from './worlds/types';

/** xlam: open-weight JSON-array text; oss: other open-weight dialects; claude and gptFc: API
 *  function calling; gptPrompt: API prompt mode (calls written as Python). */
export type Family = 'xlam' | 'oss' | 'claude' | 'gptFc' | 'gptPrompt';
export type OssDialect = 'toolTag' | 'fenced' | 'jsonArray';

export interface StepShape {
  emission: JsonValue;
  /** The decoded call strings; [] when it decoded to nothing; null when decoding failed. */
  decoded: string[] | null;
  /** The calls behind `decoded`, so nothing has to be parsed back. */
  calls: Call[];
  error: string | null;
}

/** FC-style decoding writes `f(a=1,b='x')`; prompt-style decoding `f(a=1, b='x')`. */
export function decodedCall(c: Call, separator: ',' | ', '): string {
  return `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${pyRepr(v)}`).join(separator)})`;
}

const usesPromptDecoding = (family: Family): boolean => family === 'gptPrompt';

const jsonCall = (c: Call): JsonValue => ({ name: c.name, arguments: c.args });

export function callStep(family: Family, dialect: OssDialect, calls: Call[]): StepShape {
  const decoded = calls.map((c) => decodedCall(c, usesPromptDecoding(family) ? ', ' : ','));
  let emission: JsonValue;
  // Claude's handler json.dumps the tool input (ASCII escapes); OpenAI returns the model's own text.
  if (family === 'claude') emission = calls.map((c) => ({ [c.name]: dumps(c.args, { asciiOnly: true }) }));
  else if (family === 'gptFc') emission = calls.map((c) => ({ [c.name]: dumps(c.args, { compact: true }) }));
  else if (family === 'gptPrompt') emission = `[${calls.map((c) => `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${promptLiteral(v)}`).join(', ')})`).join(', ')}]`;
  else if (family === 'oss' && dialect === 'toolTag') emission = calls.map((c) => `<tool_call>\n${dumps(jsonCall(c))}\n</tool_call>`).join('\n');
  else if (family === 'oss' && dialect === 'fenced') emission = `\`\`\`json\n${dumps(calls.map(jsonCall))}\n\`\`\``;
  else emission = dumps(calls.map(jsonCall));
  return { emission, decoded, calls, error: null };
}

/** Text where the handler expected calls: the decode error each handler logs for it. */
export function textStep(family: Family, blocks: string[]): StepShape {
  const text = blocks.join('\n\n');
  switch (family) {
    case 'claude':
      return { emission: blocks, decoded: null, calls: [], error: "'str' object has no attribute 'items'" };
    case 'gptFc':
      return { emission: text, decoded: null, calls: [], error: "'str' object has no attribute 'items'" };
    case 'gptPrompt':
      return { emission: text, decoded: null, calls: [], error: 'invalid syntax. Perhaps you forgot a comma? (<unknown>, line 1)' };
    default:
      return { emission: text, decoded: null, calls: [], error: 'Expecting value: line 1 column 1 (char 0)' };
  }
}

/** A step that decodes to no call at all: "[]" text, Claude's empty block list, an empty string. */
export function emptyStep(family: Family): StepShape {
  if (family === 'claude') return { emission: [], decoded: [], calls: [], error: null };
  if (family === 'gptFc') return { emission: '', decoded: [], calls: [], error: null };
  return { emission: '[]', decoded: [], calls: [], error: null };
}

/** OpenAI Completions gives None when a message has no content. */
export function nullStep(): StepShape {
  return { emission: null, decoded: null, calls: [], error: "'NoneType' object is not iterable" };
}

/** gpt-4.1 prompt mode: prose with a call glued to its end; the whole does not parse, so the call never runs. */
export function gluedCallStep(text: string, c: Call): StepShape {
  const callText = `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${promptLiteral(v)}`).join(', ')})`;
  return { emission: `${text}[${callText}]`, decoded: null, calls: [], error: 'invalid syntax. Perhaps you forgot a comma? (<unknown>, line 1)' };
}

/** gpt-4.1 prompt mode: several bracket lists, each followed by a `#` comment. */
export function commentedListsStep(groups: Call[][], comments: string[]): StepShape {
  const lines = groups.map((g, i) => {
    const body = g.map((c) => `${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${promptLiteral(v)}`).join(', ')})`).join(', ');
    const comment = comments[i];
    return comment ? `[${body}]# ${comment}` : `[${body}]`;
  });
  return { emission: lines.join('\n'), decoded: null, calls: [], error: 'invalid syntax (<unknown>, line 2)' };
}

/** An open-weight model that wrote its calls as a Python literal: json.loads rejects the quotes. */
export function pythonLiteralStep(calls: Call[]): StepShape {
  return { emission: pyRepr(calls.map(jsonCall)), decoded: null, calls: [], error: 'Expecting property name enclosed in double quotes: line 1 column 3 (char 2)' };
}
