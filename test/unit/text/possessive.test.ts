// Possessives read right: "alice's last decision", "maintainers' last decision".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { possessive } from '../../../src/core/text/possessive';

test('a name takes an apostrophe and s, a name ending in s only the apostrophe', () => {
  assert.deepEqual(['alice', 'maintainers', 'James', 'ann'].map(possessive), ["alice's", "maintainers'", "James'", "ann's"]);
});
