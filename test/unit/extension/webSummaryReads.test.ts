// The web build's twins of the summary's reads (scripts/build.mjs webTwins), run here over local disk
// (their file access is the host's, nodeFiles under Node): the same numbers and hashes as the Node
// modules they replace, on the sample.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadRun, streamedReads } from '../../../src/core/bfcl/loadRun';
import { findRuns } from '../../../src/core/discovery/findRuns';
import { sha256File } from '../../../src/core/files/fileHash';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { sha256File as webSha256File } from '../../../src/extension/web/fileHash';
import { streamedReads as webStreamedReads } from '../../../src/extension/web/streamedReads';

test("the web build's BFCL reads give the sample's runs the same summaries as the streamed reads", async () => {
  const { bfcl } = await findRuns(['sample']);
  assert.equal(bfcl.length, 2);
  for (const run of bfcl) {
    let bytes = 0;
    const options = { classesOnly: true, onBytes: (n: number) => void (bytes += n) };
    const web = summarizeRun(await loadRun(run, options, webStreamedReads(options)));
    const webBytes = bytes;
    bytes = 0;
    const node = summarizeRun(await loadRun(run, options, streamedReads(options)));
    assert.deepEqual(web, node);
    // The progress counts every byte of the run's files either way.
    assert.equal(webBytes, bytes);
  }
});

test("the web build's sha256 (Web Crypto over the whole file) is the streamed one", async () => {
  const { bfcl } = await findRuns(['sample']);
  const files = bfcl.flatMap((r) => [...r.results.values(), ...r.scores.values()]);
  assert.equal(files.length, 16);
  for (const file of files) assert.equal(await webSha256File(file), await sha256File(file));
  await assert.rejects(webSha256File('sample/no-such-file.json'), /sample\/no-such-file\.json could not be read\./);
});
