// JSON written a piece at a time is byte for byte JSON.stringify(value, null, 2): nested lists and
// objects, empty ones, undefined members and items, toJSON, strings with every escape; and a slow
// reader gets it whole (the writer waits on drain instead of buffering).
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { writeJson } from '../../../src/cli/jsonOut';

async function written(value: unknown, highWaterMark = 16): Promise<string> {
  const out = new PassThrough({ highWaterMark });
  const chunks: Buffer[] = [];
  const writing = writeJson(value, out);
  // A reader that comes back later: the writer has to wait for drain.
  await new Promise((r) => setTimeout(r, 20));
  out.on('data', (c: Buffer) => chunks.push(c));
  await writing;
  out.end();
  await new Promise((r) => out.on('end', r));
  return Buffer.concat(chunks).toString('utf8');
}

test('the same bytes as JSON.stringify(value, null, 2) and a newline, for every shape', async () => {
  const value = {
    annotators: ['ann', 'bob\n"quoted"\u2028', ''],
    pairs: Array.from({ length: 3000 }, (_, i) => ({ a: `a${i}`, b: null, n: i, kappa: i % 7 === 0 ? NaN : i / 7, confusion: { labels: ['x'], matrix: [[1, 2], []] }, gone: undefined })),
    empty: { list: [], object: {} },
    sparse: [1, undefined, () => 1, { deep: { deeper: { deepest: [{ x: 1 }, []] } } }],
    date: new Date(0),
    alpha: null,
    f: () => 1,
    n: -0,
  };
  assert.equal(await written(value), `${JSON.stringify(value, null, 2)}\n`);
  for (const leaf of [null, 1, 'x', [], {}, [[]], true]) assert.equal(await written(leaf), `${JSON.stringify(leaf, null, 2)}\n`);
});
