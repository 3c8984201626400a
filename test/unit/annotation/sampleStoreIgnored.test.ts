// `npm run demo` opens the sample, and each decision made there goes to the run's default store,
// sample/result/<model>/.calibration-lens/ (with the spot-check sample's seed beside it): git ignores
// those, so a fresh clone's `git status` stays clean after the demo, while the sample's own files stay tracked.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { defaultStorePath } from '../../../src/core/annotation/storePath';

const runFolders = readdirSync(join('sample', 'result')).map((model) => join('sample', 'result', model));

const ignored = (path: string) => spawnSync('git', ['check-ignore', '--no-index', '-q', path]).status === 0;

test("the demo's label stores and sample seed beside the sample's runs are ignored by git", () => {
  assert.deepEqual(runFolders, [join('sample', 'result', 'demo-baseline'), join('sample', 'result', 'demo-probe')]);
  for (const run of runFolders) {
    const store = defaultStorePath(run);
    assert.equal(store, join(run, '.calibration-lens', 'labels.jsonl'));
    assert.ok(ignored(store), `${store} is ignored`);
    assert.ok(ignored(join(dirname(store), 'sample-seed.json')), `the seed beside ${store} is ignored`);
  }
});

test("the sample's own files are still tracked", () => {
  const tracked = execFileSync('git', ['ls-files', 'sample/result'], { encoding: 'utf8' }).trim().split('\n');
  assert.ok(tracked.includes('sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json'));
  assert.deepEqual(tracked.filter(ignored), []);
});
