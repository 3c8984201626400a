// The exact McNemar p-value against an independent exact computation: every expected value below is
// Python's correctly rounded float of the exact rational (fractions.Fraction, math.comb):
//   t = sum(comb(b + c, k) for k in range(min(b, c) + 1))
//   float(min(Fraction(1), Fraction(2 * t, 2 ** (b + c))))
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcnemarExactP } from '../../../src/core/metrics/mcnemar';

const EXPECTED: ReadonlyArray<[gained: number, lost: number, p: number]> = [
  [2, 5, 0.453125],
  [5, 2, 0.453125],
  [0, 5, 0.0625],
  [1, 9, 0.021484375],
  [7, 20, 0.0191572904586792],
  [12, 30, 0.007915897334896727],
  [24, 26, 0.887724827340783],
  [0, 60, 1.734723475976807e-18],
  [40, 60, 0.05688793364098079],
  [150, 210, 0.0018340074170964875],
  [480, 520, 0.21744829320414094],
  [200, 800, 1.6449987355774903e-85],
  [1000, 1300, 4.2874090021153256e-10],
  [3, 1040, 4.012806251852756e-306],
  // Below the normal doubles: 2^-1049, still exact.
  [0, 1050, 1.6578092e-316],
];

test('small and large discordant counts: the exact value, to the last bit', () => {
  for (const [gained, lost, p] of EXPECTED) assert.equal(mcnemarExactP(gained, lost), p, `gained ${gained}, lost ${lost}`);
});

test('no discordant pair, or as many gained as lost: p = 1', () => {
  assert.equal(mcnemarExactP(0, 0), 1);
  assert.equal(mcnemarExactP(0, 1), 1);
  assert.equal(mcnemarExactP(1, 0), 1);
  assert.equal(mcnemarExactP(3, 3), 1);
  assert.equal(mcnemarExactP(3, 4), 1);
  assert.equal(mcnemarExactP(25, 25), 1);
});

test('all discordant pairs one way, past what a double holds: 0', () => {
  assert.equal(mcnemarExactP(0, 1100), 0);
  assert.equal(mcnemarExactP(10, 2000), 0);
});

test('counts that are not case counts are refused', () => {
  assert.throws(() => mcnemarExactP(-1, 3), RangeError);
  assert.throws(() => mcnemarExactP(1.5, 3), RangeError);
});
