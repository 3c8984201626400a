// What counts as a call structure (spec section 3, step A), on Python values: a non-empty list of call
// objects, one call object, or {"tools": [names], "arguments": {name: args}}.
import type { PyValue } from '../pyvalue/types';

export interface Call {
  name: string;
  arguments: Extract<PyValue, { kind: 'dict' }>;
}

export function callsFromValue(value: PyValue): Call[] | null {
  if (value.kind === 'list') {
    if (value.items.length === 0) return null;
    const calls: Call[] = [];
    for (const item of value.items) {
      const call = callFromDict(item);
      if (!call) return null;
      calls.push(call);
    }
    return calls;
  }
  if (value.kind === 'dict') {
    const direct = callFromDict(value);
    return direct ? [direct] : callsFromToolsDict(value);
  }
  return null;
}

/** The key set of a dict when every key is a string, else null (a non-string key never equals a name). */
function stringKeys(dict: Extract<PyValue, { kind: 'dict' }>): string[] | null {
  const keys: string[] = [];
  for (const [key] of dict.entries) {
    if (key.kind !== 'str') return null;
    keys.push(key.value);
  }
  return keys;
}

function hasExactly(keys: string[] | null, a: string, b: string): boolean {
  return keys !== null && keys.length === 2 && keys.includes(a) && keys.includes(b);
}

export function dictGet(dict: Extract<PyValue, { kind: 'dict' }>, key: string): PyValue | undefined {
  for (const [k, v] of dict.entries) if (k.kind === 'str' && k.value === key) return v;
  return undefined;
}

function callFromDict(value: PyValue): Call | null {
  if (value.kind !== 'dict') return null;
  const keys = stringKeys(value);
  for (const [nameKey, argsKey] of [['name', 'arguments'], ['name', 'parameters'], ['tool_call', 'arguments'], ['action', 'arguments']] as const) {
    if (hasExactly(keys, nameKey, argsKey)) return namedCall(dictGet(value, nameKey)!, dictGet(value, argsKey)!);
  }
  if (value.entries.length === 1) {
    const [name, args] = value.entries[0]!;
    return namedCall(name, args);
  }
  return null;
}

function callsFromToolsDict(value: Extract<PyValue, { kind: 'dict' }>): Call[] | null {
  if (!hasExactly(stringKeys(value), 'tools', 'arguments')) return null;
  const tools = dictGet(value, 'tools')!;
  const byTool = dictGet(value, 'arguments')!;
  if (tools.kind !== 'list' || byTool.kind !== 'dict') return null;
  const calls: Call[] = [];
  for (const name of tools.items) {
    if (name.kind !== 'str') return null;
    const args = dictGet(byTool, name.value);
    if (args === undefined) return null;
    const call = namedCall(name, args);
    if (!call) return null;
    calls.push(call);
  }
  return calls.length ? calls : null;
}

function namedCall(name: PyValue, args: PyValue): Call | null {
  if (name.kind !== 'str' || args.kind !== 'dict') return null;
  return { name: name.value, arguments: args };
}

/**
 * The reference's API-handler test: an object, or a list of objects only, with at least one key in all.
 * Emissions come from JSON, so every key is a string.
 */
export function apiCallNames(value: PyValue): string[] {
  const items = value.kind === 'list' ? value.items : [value];
  const names: string[] = [];
  for (const item of items) {
    if (item.kind !== 'dict') return [];
    for (const [key] of item.entries) names.push(key.kind === 'str' ? key.value : key.kind);
  }
  return names;
}
