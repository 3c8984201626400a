// What the summary panel reads before its table in the web worker host, where every stat, listing and
// read is a round trip through the window (issue 32): the core bundled as the web build bundles it,
// over the sample on disk through the web host's whole reads and its kept bytes (recentBytes), counted.
// The table's read reads each of the 16 run files once and nothing else (no BFCL test data sniffed
// for tau2, no run-health reads); run health reads the test data behind it, and no file is read twice.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, test } from 'node:test';
import { recentBytes } from '../../../src/core/files/recentBytes';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { countedFiles } from '../../support/countedFiles';
import { webBundle } from '../../support/webBundle';

type Web = typeof import('../../support/webSummaryEntry');
let web: Web;

before(async () => {
  web = await webBundle<Web>('test/support/webSummaryEntry.ts', 'cl-web-summary-');
});

test("the web host's summary reads each run file of the sample once before its table, and the test data only for run health", async () => {
  const sample = resolve('sample');
  const { files, calls, reads } = countedFiles();
  // As src/env/web/hostFiles.ts wraps vscode.workspace.fs.
  web.useFiles(recentBytes(files, 16 * 1024 * 1024));
  const { loaded, withHealth } = await web.readSummaries([sample], {});
  const runFiles = [...reads.keys()].map((p) => p.slice(sample.length + 1));
  assert.equal(runFiles.length, 16);
  assert.ok(runFiles.every((f) => /^(result|score)\/demo-(baseline|probe)\/multi_turn\/BFCL_v4_multi_turn_\w+_(result|score)\.json$/.test(f)), runFiles.join('\n'));
  assert.deepEqual([...new Set(reads.values())], [1]);
  // Discovery's listings and stats, each run's files stat'ed and their folders listed before and after
  // its read (core/load/keptRunReads.ts: 16 stats and 4 listings each time), and the kept bytes' stat before each read.
  // (73 stats and 23 listings before session 13: the hashes' first stats and run health's first listings were
  // asked as the table's runs were handed over; both now start behind the table, readSummaries' `behind`.)
  assert.deepEqual(calls, { stat: 57, list: 21, read: 16 });
  assert.ok(loaded.runs.every((r) => r.health === undefined));

  const checked = await withHealth;
  // (48 reads and 32 of the test data before session 13: the offered tools' check asked the two function
  // docs each run's data folder lacks by a read; it now takes the docs' lines as the question check does,
  // by a stat first, kept from one load to the next: offeredTools.ts, testData.ts' cachedLines.)
  assert.deepEqual(calls, { stat: 133, list: 35, read: 44 });
  assert.deepEqual([...new Set(reads.values())], [1]);
  assert.equal([...reads.keys()].filter((p) => p.includes('/data/')).length, 28);
  // The hashes for exports: the bytes kept, no read.
  assert.equal((await loaded.inputs).length, 16);
  assert.equal(calls.read, 44);
  // The same runs and findings as the Node host's whole load.
  const node = await loadSummaries([sample]);
  assert.deepEqual(checked, node.runs);
  assert.deepEqual(loaded.runs, node.runs.map(({ health: _health, ...run }) => run));
});
