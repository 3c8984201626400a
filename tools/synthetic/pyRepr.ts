// Python repr() of plain values, and the call texts built from it: BFCL's decoded calls
// (`mv(source='a',destination='b')`), state snapshots and the function docs a prompt-mode model
// is shown at a miss_func holdout turn are all written this way.
import { PyFloat, pyFloatText, type JsonValue } from './pyJson';

/** repr() of a str: single quotes unless the text holds a ' and no ". */
export function pyStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let body = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') body += '\\\\';
    else if (ch === quote) body += `\\${quote}`;
    else if (ch === '\n') body += '\\n';
    else if (ch === '\r') body += '\\r';
    else if (ch === '\t') body += '\\t';
    else if (code < 0x20 || code === 0x7f) body += `\\x${code.toString(16).padStart(2, '0')}`;
    else body += ch;
  }
  return quote + body + quote;
}

export function pyRepr(value: JsonValue): string {
  if (typeof value === 'string') return pyStr(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  if (value instanceof PyFloat) return pyFloatText(value.value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  const items = Object.keys(value).map((k) => `${pyStr(k)}: ${pyRepr(value[k] as JsonValue)}`);
  return `{${items.join(', ')}}`;
}

/** How a model in prompt mode writes a value: JSON-style double-quoted strings, Python literals
 *  otherwise (`door=["driver", "passenger"]`, `unlock=False`). */
export function promptLiteral(value: JsonValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return `[${value.map(promptLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof PyFloat)) {
    const items = Object.keys(value).map((k) => `${JSON.stringify(k)}: ${promptLiteral(value[k] as JsonValue)}`);
    return `{${items.join(', ')}}`;
  }
  return pyRepr(value);
}
