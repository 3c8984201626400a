// The tasks' prints are written without rebuilding each object in sorted key order: the text must be
// the one JSON.stringify gives of that rebuilt object, including JavaScript's own key order (keys that
// are array indices first, numerically), since the pinned gold table's prints were made that way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson, fingerprint } from '../../../src/core/tau2/taskGold';

/** The prints' former text: every object rebuilt with its keys sorted, then JSON.stringify. */
function rebuilt(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebuilt);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, rebuilt((value as Record<string, unknown>)[k])]));
  }
  return value;
}

const VALUES: unknown[] = [
  null, true, false, 0, -1.5, 1e21, 'x', '', 'é "quoted" \\ \n', [], {}, [null, [1, [2]], { b: 1, a: 2 }],
  { name: 'book_reservation', arguments: { user_id: 'mia_li_3668', passengers: [{ last_name: 'Li', first_name: 'Mia', dob: '1990-04-05' }], nonfree_baggages: 0 } },
  // Keys that are array indices come first, in numeric order; "01", "-1", "1.5" and 2**32-1 are not indices.
  { b: 1, 10: 'ten', 2: 'two', a: { 3: 'x', '01': 'y', z: [] }, '-1': 0, '1.5': 0, 4294967295: 'max', 4294967294: 'last index' },
  { 'ünïcode': 1, Z: 2, _: 3, 'a b': 4, '': 5 },
  { kept: 1, dropped: undefined, list: [undefined, 1] },
];

test('the canonical text is JSON.stringify of the object rebuilt in sorted key order', () => {
  for (const value of VALUES) assert.equal(canonicalJson(value), JSON.stringify(rebuilt(value)), JSON.stringify(value));
  assert.equal(canonicalJson({ 10: 'ten', 2: 'two', b: 1, a: 2 }), '{"2":"two","10":"ten","a":2,"b":1}');
  assert.equal(canonicalJson(undefined), undefined);
});

test('prints of known values', () => {
  // The pinned gold table's print of an empty action list (every REFUSE task's) and of null.
  assert.equal(fingerprint([]), '4f53cda18c2b');
  assert.equal(fingerprint(null), '74234e98afe7');
});
