// The web build's Buffer (src/extension/web/bufferGlobal.ts: the `buffer` package, its UTF-8 done by the
// browser's TextEncoder and TextDecoder, nativeUtf8.ts) gives the bytes and the text Node's Buffer gives,
// and, for bytes that are not UTF-8, the text the package gave before.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { withNativeUtf8 } from '../../../src/extension/web/nativeUtf8';

// The package, not Node's own module of the same name (as the web build resolves it).
const WebBuffer = (createRequire(import.meta.url)('buffer/') as { Buffer: typeof Buffer }).Buffer;
assert.notEqual(WebBuffer, Buffer);
withNativeUtf8(WebBuffer);

const TEXTS = ['', 'plain ASCII {"a": 1}', 'é and € and 😀', '\uFEFFa leading byte order mark', 'a lone \uD800 lead, a lone \uDC00 trail, \uD83D at the end \uD83D'];

test('a string becomes the UTF-8 bytes Node gives, lone surrogates as U+FFFD', () => {
  for (const text of TEXTS) {
    for (const encoding of [undefined, 'utf8', 'utf-8', 'UTF8'] as const) {
      const bytes = WebBuffer.from(text, encoding as BufferEncoding | undefined);
      assert.ok(WebBuffer.isBuffer(bytes));
      assert.deepEqual([...bytes], [...Buffer.from(text, 'utf8')], `${JSON.stringify(text)} as ${encoding}`);
    }
  }
  assert.deepEqual([...WebBuffer.from('a\uD800b')], [0x61, 0xef, 0xbf, 0xbd, 0x62]);
});

test('UTF-8 bytes become the text Node gives, a byte order mark kept, with the bounds of toString', () => {
  for (const text of TEXTS) {
    const bytes = WebBuffer.from(text);
    assert.equal(bytes.toString(), Buffer.from(text).toString());
    assert.equal(bytes.toString('utf8'), Buffer.from(text).toString('utf8'));
  }
  const bytes = WebBuffer.from('\uFEFFabc€d');
  assert.equal(bytes.toString('utf8', 0, 3), '\uFEFF');
  assert.equal(bytes.toString('utf8', 3, 6), 'abc');
  assert.equal(bytes.toString('utf-8', 6), '€d');
  assert.equal(bytes.toString('utf8', -4, 100), '\uFEFFabc€d');
  assert.equal(bytes.toString('utf8', 5, 5), '');
  assert.equal(bytes.toString('utf8', 6, 2), '');
  assert.equal(bytes.toString('utf8', 50), '');
});

test('bytes that are not UTF-8 are decoded as the package decoded them (a replacement character per byte it refused)', () => {
  const broken = WebBuffer.from([0x61, 0xe2, 0x82, 0x62, 0xff]);
  assert.equal(broken.toString('utf8'), 'a\uFFFD\uFFFDb\uFFFD');
  assert.equal(broken.toString(), 'a\uFFFD\uFFFDb\uFFFD');
  assert.equal(broken.toString('utf8', 0, 3), 'a\uFFFD\uFFFD');
});

test('other encodings are the package own, as Node has them', () => {
  assert.deepEqual([...WebBuffer.from('é', 'latin1')], [0xe9]);
  assert.equal(WebBuffer.from('aGk=', 'base64').toString(), 'hi');
  assert.equal(WebBuffer.from('é and €').toString('latin1'), Buffer.from('é and €').toString('latin1'));
  assert.equal(WebBuffer.from('hi').toString('hex'), '6869');
  assert.deepEqual([...WebBuffer.from([1, 2, 3])], [1, 2, 3]);
});
