import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interval, overallPercent, percent, plainNumber, signedPercent } from '../../../src/core/export/numbers';
import { runLabels } from '../../../src/core/export/runLabels';

describe('number formats', () => {
  it('prints percentages with one decimal, as the reference table', () => {
    assert.equal(percent(57), '57.0');
    assert.equal(percent(100 / 3), '33.3');
    assert.equal(percent(null), '—');
  });

  it('signs differences; a tiny negative one keeps its minus (Acc > GAR is still a violation)', () => {
    assert.equal(signedPercent(42), '+42.0');
    assert.equal(signedPercent(-65), '-65.0');
    assert.equal(signedPercent(-0.04), '-0.0');
    assert.equal(signedPercent(0), '+0.0');
    assert.equal(signedPercent(-1.255, 2), '-1.25');
  });

  it('rounds ties half to even as the reference (Python) does, unlike toFixed', () => {
    assert.equal(percent(12.25), '12.2');
    assert.equal(percent(12.75), '12.8');
  });

  it('prints overall Acc with two decimals and intervals as low–high', () => {
    assert.equal(overallPercent(51.625000001), '51.63');
    assert.equal(interval([96.43, 99.72]), '96.4–99.7');
  });

  it('drops float noise from machine-read numbers', () => {
    assert.equal(plainNumber((100 * 7) / 25), '28');
    assert.equal(plainNumber(28.000000000000004), '28');
    assert.equal(plainNumber(2.5641025641), '2.564103');
    assert.equal(plainNumber(null), '');
  });
});

describe('run labels', () => {
  it('uses the model when it is unique and adds the differing folder when it is not', () => {
    assert.deepEqual(
      runLabels([
        { model: 'gpt-4.1', results: '/exp/baseline/result/gpt-4.1' },
        { model: 'gpt-4.1', results: '/exp/probe/result/gpt-4.1' },
        { model: 'xlam', results: '/exp/baseline/result/xlam' },
      ]),
      ['gpt-4.1 (baseline)', 'gpt-4.1 (probe)', 'xlam'],
    );
  });
});
