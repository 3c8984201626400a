// Kappa, raw agreement, confusion matrices and Krippendorff's alpha on label sets small enough to
// compute by hand (the fractions in the comments).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cohensKappa, pairAgreement } from '../../../src/core/metrics/agreement';
import { krippendorffAlphaNominal } from '../../../src/core/metrics/agreementAlpha';

const LABELS = ['tool_call', 'ask', 'refuse', 'confirm', 'other', 'none'] as const;
type L = (typeof LABELS)[number];
const zip = (a: L[], b: L[]) => a.map((x, i) => [x, b[i]!] as const);
/** Equal to the hand-computed fraction up to the last bits of a double. */
const close = (actual: number | null, expected: number) => assert.ok(actual !== null && Math.abs(actual - expected) < 1e-12, `${actual} != ${expected}`);

test('perfect agreement: kappa 1, raw 1, everything on the diagonal', () => {
  const g = pairAgreement(zip(['ask', 'ask', 'refuse', 'tool_call'], ['ask', 'ask', 'refuse', 'tool_call']), LABELS);
  assert.equal(g.n, 4);
  assert.equal(g.rawAgreement, 1);
  assert.equal(g.kappa, 1);
  assert.deepEqual(g.confusion, [
    [1, 0, 0, 0, 0, 0],
    [0, 2, 0, 0, 0, 0],
    [0, 0, 1, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
  ]);
  assert.equal(g.kappaPerClass.ask, 1);
});

test('chance-level agreement: p_o = p_e = 1/2, kappa 0', () => {
  const g = pairAgreement(zip(['ask', 'ask', 'refuse', 'refuse'], ['ask', 'refuse', 'ask', 'refuse']), LABELS);
  assert.equal(g.rawAgreement, 0.5);
  assert.equal(g.kappa, 0);
  assert.equal(g.kappaPerClass.ask, 0);
  assert.deepEqual(g.confusion[1], [0, 1, 1, 0, 0, 0]);
  assert.deepEqual(g.confusion[2], [0, 1, 1, 0, 0, 0]);
});

test('partial agreement: p_o 4/6, p_e 12/36, kappa 1/2; ASK against the rest 2/3', () => {
  const g = pairAgreement(zip(
    ['ask', 'ask', 'ask', 'refuse', 'refuse', 'tool_call'],
    ['ask', 'ask', 'refuse', 'refuse', 'tool_call', 'tool_call'],
  ), LABELS);
  close(g.rawAgreement, 4 / 6);
  close(g.kappa, 1 / 2);
  // ASK vs rest: p_o 5/6, p_e 1/2 x 1/3 + 1/2 x 2/3 = 1/2.
  close(g.kappaPerClass.ask, 2 / 3);
  // REFUSE vs rest: A [0,0,0,1,1,0], B [0,0,1,1,0,0]: p_o 4/6, p_e 1/3 x 1/3 + 2/3 x 2/3 = 5/9 -> 1/4.
  close(g.kappaPerClass.refuse, 1 / 4);
  assert.deepEqual(g.confusion.slice(0, 3), [
    [1, 0, 0, 0, 0, 0],
    [0, 2, 1, 0, 0, 0],
    [1, 0, 1, 0, 0, 0],
  ]);
});

test('a class never used has no kappa of its own (unknown), and neither does one class used by both throughout', () => {
  const g = pairAgreement(zip(['ask', 'refuse'], ['ask', 'ask']), LABELS);
  assert.equal(g.kappaPerClass.confirm, null);
  assert.equal(g.kappaPerClass.none, null);
  assert.equal(g.kappa, 0); // p_o 1/2, p_e 1/2 x 1 = 1/2
  assert.equal(cohensKappa([['ask', 'ask'], ['ask', 'ask']]), null);
  assert.equal(cohensKappa([]), null);
  assert.equal(pairAgreement([], LABELS).rawAgreement, null);
});

test("Krippendorff's alpha, nominal, three raters, one value missing: 1 - 4/6 = 1/3", () => {
  // Coincidences: o_aa 3 + 1, o_ab 1 + 1, o_ba 1 + 1, o_bb 3; n_a 6, n_b 5, n 11.
  // D_o 4, D_e (6 x 5 + 5 x 6) / 10 = 6.
  const r = krippendorffAlphaNominal([['a', 'a', 'a'], ['a', 'a', 'b'], ['b', 'b', 'b'], ['a', 'b'], ['a']]);
  close(r.alpha, 1 / 3);
  assert.equal(r.units, 4);
  assert.equal(r.values, 11);
});

test("Krippendorff's alpha: 1 when every item is agreed on, unknown when only one label was ever given", () => {
  assert.equal(krippendorffAlphaNominal([['a', 'a', 'a'], ['b', 'b', 'b']]).alpha, 1);
  assert.equal(krippendorffAlphaNominal([['a', 'a', 'a'], ['a', 'a']]).alpha, null);
  assert.equal(krippendorffAlphaNominal([['a']]).alpha, null);
  // Two raters who disagree systematically: alpha below 0. o_ab = o_ba = 2, n_a = n_b = 2, n 4:
  // D_o 4, D_e (2 x 2 + 2 x 2) / 3 = 8/3, alpha 1 - 3/2 = -1/2.
  close(krippendorffAlphaNominal([['a', 'b'], ['b', 'a']]).alpha, -1 / 2);
});
