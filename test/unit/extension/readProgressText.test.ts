// The progress notification of a read: nothing is said to be read of nothing while the runs are still
// being found (issue 32: the panel said "reading the runs: 0.0 of 0.0 MB").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FINDING_FILES, progressMessage, progressPercent } from '../../../src/extension/readProgressText';

const MB = 1024 * 1024;

describe('read progress text', () => {
  it('says the files are being found until the reader gives a total', () => {
    assert.equal(progressMessage(null), 'finding the files…');
    assert.equal(FINDING_FILES, 'finding the files…');
    assert.equal(progressPercent(null), 0);
  });

  it('gives the megabytes read of the total, and the percent done', () => {
    assert.equal(progressMessage({ read: 0, total: 12.25 * MB }), '0.0 of 12.3 MB');
    assert.equal(progressMessage({ read: 3 * MB, total: 12 * MB }), '3.0 of 12.0 MB');
    assert.equal(progressPercent({ read: 3 * MB, total: 12 * MB }), 25);
  });

  it('never says more was read than the total: a reader past it is at its own count', () => {
    assert.equal(progressMessage({ read: 5 * MB, total: 4 * MB }), '5.0 of 5.0 MB');
    assert.equal(progressPercent({ read: 5 * MB, total: 4 * MB }), 100);
    assert.equal(progressPercent({ read: 0, total: 0 }), 0);
  });
});
