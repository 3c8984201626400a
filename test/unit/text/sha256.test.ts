// The tasks' short prints are SHA-256 in every host: the pure digest gives node:crypto's on the known
// test vectors, on text beyond ASCII, and on every length around a block's edge.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { sha256Hex } from '../../../src/core/text/sha256';

test('FIPS 180-2 test vectors', () => {
  assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'), '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
});

test("node:crypto's digest of every length from 0 to 200 bytes and of text beyond ASCII", () => {
  for (let n = 0; n <= 200; n++) {
    const text = 'x'.repeat(n);
    assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'), `${n} bytes`);
  }
  for (const text of ['é', '€ 12,50', '𝄞 clef', 'ça coûte 3 €, 𝄞'.repeat(9)]) assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'), text);
});

test("node:crypto's digest of a whole file (the package manifest, many blocks)", () => {
  const text = readFileSync('package.json', 'utf8');
  assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'));
});
