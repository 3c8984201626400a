// What the summary panel reads before its table in the web worker host, where every stat, listing and
// read is a round trip through the window (issue 32): the core bundled as the web build bundles it,
// over the sample on disk through the web host's whole reads and its kept bytes (recentBytes), counted.
// The table's read reads each of the 16 run files once and nothing else (no BFCL test data sniffed
// for tau2, no run-health reads); run health reads the test data behind it, and no file is read twice.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, test } from 'node:test';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { recentBytes } from '../../../src/core/files/recentBytes';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { webBundle } from '../../support/webBundle';

type Web = typeof import('../../support/webSummaryEntry');
let web: Web;

before(async () => {
  web = await webBundle<Web>('test/support/webSummaryEntry.ts', 'cl-web-summary-');
});

/** Local disk with every call counted, and the files read with how often. */
function counted(): { files: FileAccess; calls: Record<'stat' | 'list' | 'read', number>; reads: Map<string, number> } {
  const calls = { stat: 0, list: 0, read: 0 };
  const reads = new Map<string, number>();
  const files: FileAccess = {
    stat: (path) => (calls.stat++, nodeFiles.stat(path)),
    list: (folder) => (calls.list++, nodeFiles.list(folder)),
    head: () => Promise.reject(new Error('the web host has no partial reads')),
    readBytes: (path) => {
      calls.read++;
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return nodeFiles.readBytes(path);
    },
    writeBytes: () => Promise.reject(new Error('the summary writes nothing')),
  };
  return { files, calls, reads };
}

test("the web host's summary reads each run file of the sample once before its table, and the test data only for run health", async () => {
  const sample = resolve('sample');
  const { files, calls, reads } = counted();
  // As src/env/web/hostFiles.ts wraps vscode.workspace.fs.
  web.useFiles(recentBytes(files, 16 * 1024 * 1024));
  const { loaded, withHealth } = await web.readSummaries([sample], {});
  const runFiles = [...reads.keys()].map((p) => p.slice(sample.length + 1));
  assert.equal(runFiles.length, 16);
  assert.ok(runFiles.every((f) => /^(result|score)\/demo-(baseline|probe)\/multi_turn\/BFCL_v4_multi_turn_\w+_(result|score)\.json$/.test(f)), runFiles.join('\n'));
  assert.deepEqual([...new Set(reads.values())], [1]);
  // Discovery's listings and stats, the progress's sizes, and the kept bytes' stat before each read.
  assert.deepEqual(calls, { stat: 41, list: 15, read: 16 });
  assert.ok(loaded.runs.every((r) => r.health === undefined));

  const checked = await withHealth;
  assert.deepEqual(calls, { stat: 101, list: 27, read: 48 });
  assert.deepEqual([...new Set(reads.values())], [1]);
  assert.equal([...reads.keys()].filter((p) => p.includes('/data/')).length, 32);
  // The hashes for exports: the bytes kept, no read.
  assert.equal((await loaded.inputs).length, 16);
  assert.equal(calls.read, 48);
  // The same runs and findings as the Node host's whole load.
  const node = await loadSummaries([sample]);
  assert.deepEqual(checked, node.runs);
  assert.deepEqual(loaded.runs, node.runs.map(({ health: _health, ...run }) => run));
});
