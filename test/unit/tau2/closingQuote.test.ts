// closingQuote (WebAssembly, 64 bytes at a time, in growing windows) against the plain walk over the
// bytes it replaced, on strings of every mix of quotes, backslashes and line breaks, across block,
// window and chunk ends; and the committed module against its source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { closingQuote } from '../../../src/core/tau2/closingQuote';
import { WASM_MODULES, generatedModule } from '../../../scripts/wasm-modules';

/** The escapes walked one byte at a time: past the end (+1 when an escape is left open) when no quote closes. */
function walked(chunk: Buffer, from: number): number {
  let j = from;
  while (j < chunk.length) {
    const b = chunk[j]!;
    if (b === 0x22) return j;
    j += b === 0x5c ? 2 : 1;
  }
  return j;
}

const bytes = (s: string) => Buffer.from(s, 'latin1');

test('the quote that ends the string, after escapes of every length', () => {
  assert.equal(closingQuote(bytes('abc" x'), 0), 3);
  assert.equal(closingQuote(bytes('a\\"b" x'), 0), 4);
  assert.equal(closingQuote(bytes('a\\\\" x'), 0), 3);
  assert.equal(closingQuote(bytes('a\\\\\\"b" x'), 0), 6);
  assert.equal(closingQuote(bytes('"'), 0), 0);
  // From the middle of a chunk: what comes before `from` is not part of the string.
  assert.equal(closingQuote(bytes('\\\\"ab"'), 2), 2);
  assert.equal(closingQuote(bytes('x\\"ab"'), 2), 2);
});

test('a string that goes on in the next chunk: its end, and +1 when an escape is left open', () => {
  assert.equal(closingQuote(bytes('abc'), 0), 3);
  assert.equal(closingQuote(bytes('abc\\'), 0), 5);
  assert.equal(closingQuote(bytes('abc\\\\'), 0), 5);
  assert.equal(closingQuote(bytes(''), 0), 0);
  assert.equal(closingQuote(bytes('ab'), 2), 2);
  for (const n of [63, 64, 65, 127, 128, 129, (1 << 16) - 1, 1 << 16, (1 << 16) + 1]) {
    assert.equal(closingQuote(Buffer.alloc(n, 'a'), 0), n, `${n} bytes`);
    const open = Buffer.alloc(n, 'a');
    open[n - 1] = 0x5c;
    assert.equal(closingQuote(open, 0), n + 1, `${n} bytes ending in a backslash`);
  }
});

test('escapes that straddle a block of 64 and a window (1, 2, 4, ... KiB, then 64 KiB at a time)', () => {
  const windowEnds = [1024, 3072, 7168, 15360, 31744, 64512, 130048, 195584];
  for (const at of [62, 63, 64, 65, 127, 128, ...windowEnds.flatMap((end) => [end - 2, end - 1, end, end + 1])]) {
    for (const run of [1, 2, 3, 4]) {
      const chunk = Buffer.alloc(at + run + 10, 'a');
      chunk.fill(0x5c, at, at + run);
      chunk[at + run] = 0x22;
      chunk[at + run + 5] = 0x22;
      assert.equal(closingQuote(chunk, 0), walked(chunk, 0), `a run of ${run} at ${at}`);
      assert.equal(closingQuote(chunk, 0), run % 2 ? at + run + 5 : at + run);
    }
  }
});

test('agrees with the walk on random strings, short and long, dense and sparse in escapes', () => {
  let seed = 11;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const specials = [0x22, 0x5c, 0x5c, 0x0a, 0x20, 0xe9];
  for (let t = 0; t < 20000; t++) {
    const length = rand() < 0.005 ? Math.floor(rand() * 200_000) : Math.floor(rand() * 300);
    const chunk = Buffer.alloc(length, 'a');
    const density = rand();
    for (let i = 0; i < length; i++) if (rand() < density) chunk[i] = specials[Math.floor(rand() * specials.length)]!;
    const from = Math.floor(rand() * (length + 1));
    assert.equal(closingQuote(chunk, from), walked(chunk, from), `${length} bytes from ${from}`);
  }
});

test('the committed module is what closingQuote.wat assembles to', async () => {
  const module = WASM_MODULES.find((m) => m.wat.endsWith('closingQuote.wat'))!;
  assert.equal(readFileSync(module.generated, 'utf8'), await generatedModule(module), 'run node --import tsx scripts/wasm-modules.ts');
});
