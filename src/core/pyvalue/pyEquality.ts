// Python equality for dict keys and set items: numbers compare by value across int, float, bool and
// complex (1 == 1.0 == True == 1+0j, -0.0 == 0), tuples item by item, str never equals bytes. A key
// string per value lets a dict be de-duplicated in one pass with a Map.

import type { PyValue } from './types';

/** Python would raise `TypeError: unhashable type: '<typeName>'` for this value. */
export class Unhashable extends Error {
  constructor(readonly typeName: 'list' | 'dict' | 'set') {
    super(`unhashable type: '${typeName}'`);
  }
}

let nanSerial = 0;

/**
 * A string that is the same for two values exactly when Python finds them equal. Every NaN gets its
 * own key: Python only finds a NaN key again when it is the same object, which a parsed text never
 * repeats. Throws `Unhashable` for a list, dict or set (also inside a tuple), as `hash()` would.
 */
export function pyHashKey(v: PyValue): string {
  switch (v.kind) {
    case 'none':
      return 'N';
    case 'ellipsis':
      return 'E';
    case 'bool':
      return v.value ? 'n1' : 'n0';
    case 'int':
      return `n${v.value}`;
    case 'float':
      return floatKey(v.value);
    case 'complex':
      if (Number.isNaN(v.real) || Number.isNaN(v.imag)) return `nan${nanSerial++}`;
      return v.imag === 0 ? floatKey(v.real) : `c${floatKey(v.real)},${floatKey(v.imag)}`;
    case 'str':
      return `s${v.value}`;
    case 'bytes':
      return `b${Array.from(v.value, (c) => c.toString(16).padStart(2, '0')).join('')}`;
    case 'tuple':
      return `t${JSON.stringify(v.items.map(pyHashKey))}`;
    case 'list':
    case 'dict':
    case 'set':
      throw new Unhashable(v.kind);
  }
}

function floatKey(x: number): string {
  if (Number.isNaN(x)) return `nan${nanSerial++}`;
  // A whole float equals the int of the same value (Python compares them exactly, not as doubles).
  if (Number.isInteger(x)) return `n${BigInt(x)}`;
  return `f${x}`;
}

/** Python `a == b` for hashable values (false for two NaNs, as for two distinct NaN objects). */
export function pyEquals(a: PyValue, b: PyValue): boolean {
  return pyHashKey(a) === pyHashKey(b);
}
