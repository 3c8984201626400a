// Kappa with few items or no variance: shown with a note saying why, never a bare "unknown".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairAgreement } from '../../../src/core/metrics/agreement';
import { agreementNotes, kappaText } from '../../../src/core/metrics/agreementNotes';

const LABELS = ['tool_call', 'ask', 'none'] as const;
type L = (typeof LABELS)[number];
const figures = (pairs: Array<[L, L]>) => pairAgreement(pairs, LABELS);

test('no variance: both raters gave all 4 items ASK; kappa is undefined and the note says why', () => {
  const g = figures([['ask', 'ask'], ['ask', 'ask'], ['ask', 'ask'], ['ask', 'ask']]);
  assert.equal(g.kappa, null);
  assert.equal(kappaText(g.kappa, g.n), 'no variance');
  assert.deepEqual(agreementNotes(g, (l) => l.toUpperCase()), [
    'Kappa is undefined here, not missing: both raters gave every one of the 4 items the same label (ASK), so there is no variance for agreement beyond chance to be measured against; raw agreement is 1.000.',
    'Small sample: 4 items labelled by both (fewer than 10); one item more or less can move kappa a lot, so read it beside the raw agreement and the confusion matrix.',
    'Kappa per class is undefined (no variance) for TOOL_CALL, ASK, NONE: neither rater gave the class to any item, or both gave it to every item.',
  ]);
});

test('a small sample with variance: kappa is shown, with the small-sample note', () => {
  // p_o 2/3; p_e (2/3·1/3 + 1/3·2/3) = 4/9: kappa 0.400.
  const g = figures([['ask', 'ask'], ['ask', 'tool_call'], ['tool_call', 'tool_call']]);
  assert.equal(kappaText(g.kappa, g.n), '0.400');
  assert.deepEqual(agreementNotes(g), [
    'Small sample: 3 items labelled by both (fewer than 10); one item more or less can move kappa a lot, so read it beside the raw agreement and the confusion matrix.',
    'Kappa per class is undefined (no variance) for none: neither rater gave the class to any item, or both gave it to every item.',
  ]);
});

test('ten items or more with every class varying: no note; no items: "unknown" and no note', () => {
  const pairs: Array<[L, L]> = [];
  for (let i = 0; i < 4; i++) pairs.push(['ask', 'ask'], ['tool_call', 'tool_call'], ['none', i === 0 ? 'ask' : 'none']);
  const g = figures(pairs);
  assert.equal(g.n, 12);
  assert.deepEqual(agreementNotes(g), []);
  const empty = figures([]);
  assert.equal(kappaText(empty.kappa, empty.n), 'unknown');
  assert.deepEqual(agreementNotes(empty), []);
});
