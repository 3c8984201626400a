// The tau2 runs a user names are printed as named: a relative folder's runs keep the relative spelling
// (the CLI's tables and JSON print these paths), a file named outright is itself.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { casesFilesUnder } from '../../../src/core/discovery/casesFilesUnder';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

test('runs under a relative folder are spelled from that folder, in path order', { skip: withoutTau2Data }, async () => {
  const root = tempDir('discover-tau2-');
  mkdirSync(join(root, 'b/deep'), { recursive: true });
  copyFileSync(WHISSLE, join(root, 'b/deep/run.json'));
  copyFileSync(WHISSLE, join(root, 'a.json'));
  const named = relative(process.cwd(), root);
  assert.deepEqual(await casesFilesUnder(named, 'tau2'), [join(named, 'a.json'), join(named, 'b/deep/run.json')]);
  assert.deepEqual(await casesFilesUnder(join(named, 'a.json'), 'tau2'), [join(named, 'a.json')]);
  assert.deepEqual(await casesFilesUnder(root, 'tau2'), [join(root, 'a.json'), join(root, 'b/deep/run.json')]);
});
