// `calibration-lens agreement` as text: kappa with few items or no variance says why beside the
// number, and the confusion matrix's header fits one terminal line (each column as wide as its label).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agreementTable } from '../../../src/cli/agreementTable';
import { HUMAN_CLASSES } from '../../../src/core/annotation/decisionSchema';
import { pairAgreement } from '../../../src/core/metrics/agreement';

const labels = [...HUMAN_CLASSES] as string[];

test('three items: kappa with the small-sample note, per-class kappas without variance named, a header of 59 columns', () => {
  const agreement = pairAgreement([['ask', 'ask'], ['ask', 'tool_call'], ['tool_call', 'tool_call']], labels, HUMAN_CLASSES);
  const text = agreementTable({ annotators: ['alice'], pairs: [{ a: 'classifier', b: 'alice', agreement }], alpha: null }, []);
  assert.deepEqual(text.split('\n'), [
    'classifier vs alice: n 3, raw agreement 0.667, kappa 0.400',
    '  kappa per class: tool_call 0.400, ask 0.400, refuse no variance, confirm no variance, other no variance, none no variance',
    '  note: Small sample: 3 items labelled by both (fewer than 10); one item more or less can move kappa a lot, so read it beside the raw agreement and the confusion matrix.',
    '  note: Kappa per class is undefined (no variance) for refuse, confirm, other, none: neither rater gave the class to any item, or both gave it to every item.',
    '  confusion (rows classifier, columns alice):',
    '               tool_call  ask  refuse  confirm  other  none',
    '  tool_call            1    0       0        0      0     0',
    '  ask                  1    1       0        0      0     0',
    '  refuse               0    0       0        0      0     0',
    '  confirm              0    0       0        0      0     0',
    '  other                0    0       0        0      0     0',
    '  none                 0    0       0        0      0     0',
  ]);
  assert.equal(text.split('\n')[5]!.length, 59);
});

test('every item the same class from both: kappa "no variance", and the note says so', () => {
  const agreement = pairAgreement([['ask', 'ask'], ['ask', 'ask']], labels, HUMAN_CLASSES);
  const lines = agreementTable({ annotators: ['bob'], pairs: [{ a: 'classifier', b: 'bob', agreement }], alpha: null }, []).split('\n');
  assert.equal(lines[0], 'classifier vs bob: n 2, raw agreement 1.000, kappa no variance');
  assert.equal(lines[2], '  note: Kappa is undefined here, not missing: both raters gave every one of the 2 items the same label (ask), so there is no variance for agreement beyond chance to be measured against; raw agreement is 1.000.');
});
