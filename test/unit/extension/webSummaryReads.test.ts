// The web build's reads (src/env/web/wholeFiles.ts, and BFCL's files read whole as a host without local
// disk reads them), run here over local disk: the same numbers, hashes, chunks and lines as the Node
// host's, on the sample.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadRun, streamedReads } from '../../../src/core/bfcl/loadRun';
import { wholeFileReads } from '../../../src/core/bfcl/streamedReads';
import { findRuns } from '../../../src/core/discovery/findRuns';
import { bfclRunsIn } from '../../support/foundRuns';
import { sha256File } from '../../../src/core/files/fileHash';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { wholeFiles } from '../../../src/env/web/wholeFiles';

test("the web build's BFCL reads give the sample's runs the same summaries as the streamed reads", async () => {
  const bfcl = bfclRunsIn(await findRuns(['sample']));
  assert.equal(bfcl.length, 2);
  for (const run of bfcl) {
    let bytes = 0;
    const options = { classesOnly: true, onBytes: (n: number) => void (bytes += n) };
    const web = summarizeRun(await loadRun(run, options, wholeFileReads(options)));
    const webBytes = bytes;
    bytes = 0;
    const node = summarizeRun(await loadRun(run, options, streamedReads(options)));
    assert.deepEqual(web, node);
    // The progress counts every byte of the run's files either way.
    assert.equal(webBytes, bytes);
  }
});

test("the web build's sha256 (Web Crypto over the whole file) is the streamed one", async () => {
  const bfcl = bfclRunsIn(await findRuns(['sample']));
  const files = bfcl.flatMap((r) => [...r.results.values(), ...r.scores.values()]);
  assert.equal(files.length, 16);
  const web = wholeFiles(nodeFiles);
  for (const file of files) assert.equal(await web.sha256(file), await sha256File(file));
  await assert.rejects(web.sha256('sample/no-such-file.json'), /sample\/no-such-file\.json could not be read\./);
});

test("the web build's chunked read and line of a file (each a whole read) are the Node host's", async () => {
  const web = wholeFiles(nodeFiles);
  const file = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';
  const bytesOf = async (files: typeof web) => {
    const opened = await files.openChunks(file);
    const chunks: Buffer[] = [];
    await opened.chunks((chunk) => chunks.push(Buffer.from(chunk)));
    await opened.close();
    return Buffer.concat(chunks);
  };
  const whole = await bytesOf(web);
  assert.equal(whole.length, (await nodeFiles.stat(file))!.size);
  assert.deepEqual(whole, await bytesOf(nodeFiles));
  const lines = whole.toString('utf8').split('\n').length;
  for (const line of [1, 2, lines - 1, lines, lines + 1]) assert.equal(await web.lineOf(file, line), await nodeFiles.lineOf(file, line), `line ${line}`);
  assert.equal(await web.lineOf(file, lines + 1), null);
  await assert.rejects(web.openChunks('sample/no-such-file.json'), /could not be read/);
});
