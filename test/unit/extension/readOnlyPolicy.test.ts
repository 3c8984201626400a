// When run files are made read-only: once per file and session as it comes to the front, so that a
// file the user made writeable on purpose stays writeable; with the setting off, a file locked
// earlier is made writeable again; files that are not runs are never touched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReadOnlyPolicy } from '../../../src/extension/readOnly/readOnlyPolicy';

test('a run file is locked the first time it comes to the front, and left as the user set it after that', () => {
  const policy = new ReadOnlyPolicy();
  assert.equal(policy.onActive('file:///r/BFCL_v4_multi_turn_base_result.json', true, true), 'lock');
  assert.equal(policy.onActive('file:///r/BFCL_v4_multi_turn_base_result.json', true, true), 'none');
  assert.equal(policy.onActive('file:///notes.json', false, true), 'none');
});

test('with the setting off, files locked earlier are made writeable as they come to the front, once; on again, locked again', () => {
  const policy = new ReadOnlyPolicy();
  const file = 'file:///runs/my-airline-run.json';
  assert.equal(policy.onActive(file, true, true), 'lock');
  assert.equal(policy.onActive(file, true, false), 'unlock');
  assert.equal(policy.onActive(file, true, false), 'none');
  assert.equal(policy.onActive('file:///runs/other.json', true, false), 'none');
  assert.equal(policy.onActive(file, true, true), 'lock');
});
