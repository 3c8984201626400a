// How a model gets a turn slightly wrong: one argument off (a different folder, a draft suffix,
// one share more) or the two files of a diff swapped, as Claude did in the real base_0.
import { PyFloat, type JsonValue } from './pyJson';
import type { Prng } from './prng';
import type { Call } from './worlds/types';

const NAVIGATION = new Set(['cd', 'pwd', 'ls']);

function offBy(value: JsonValue): JsonValue {
  if (typeof value === 'string') {
    if (/\.[A-Za-z0-9]+$/.test(value)) return value.replace(/(\.[A-Za-z0-9]+)$/, '_copy$1');
    return value.length > 24 ? `${value} (draft)` : `${value}_new`;
  }
  if (typeof value === 'number') return value + 1;
  if (value instanceof PyFloat) return new PyFloat(value.value + 5);
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length > 1 ? value.slice(1) : ['#misc'];
  return value;
}

export function spoilCalls(rng: Prng, calls: Call[]): Call[] {
  const targets = calls.map((c, i) => [c, i] as const).filter(([c]) => !NAVIGATION.has(c.name) && Object.keys(c.args).length > 0);
  if (targets.length === 0) return [...calls, ...calls.slice(-1)];
  const [target, at] = rng.pick(targets);
  let args: Call['args'];
  if (target.name === 'diff') {
    args = { file_name1: target.args.file_name2 ?? '', file_name2: target.args.file_name1 ?? '' };
  } else {
    const key = rng.pick(Object.keys(target.args));
    args = { ...target.args, [key]: offBy(target.args[key] as JsonValue) };
  }
  return calls.map((c, i) => (i === at ? { name: c.name, args } : c));
}
