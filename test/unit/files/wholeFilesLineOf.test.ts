// A line of a file read whole (the web worker host's lineOf): found in the bytes and only its bytes
// decoded, with the text the whole file decoded as UTF-8 and split at \n gives.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { wholeFiles } from '../../../src/env/web/wholeFiles';

function filesOf(bytes: Uint8Array): FileAccess {
  return {
    stat: async () => ({ size: bytes.length, mtimeMs: 1, kind: 'file' }),
    head: async () => assert.fail('not asked'),
    readBytes: async (path) => (path === '/f.json' ? bytes : null),
    writeBytes: async () => assert.fail('not asked'),
    list: async () => [],
  };
}

const linesOf = async (bytes: Uint8Array, count: number) => {
  const web = wholeFiles(filesOf(bytes));
  const lines: Array<string | null> = [];
  for (let line = 1; line <= count; line++) lines.push(await web.lineOf('/f.json', line));
  return lines;
};

test('each line without its \\n or \\r\\n, characters beyond Latin-1 whole, null past the last line', async () => {
  const bytes = new TextEncoder().encode('{"id": "a"}\r\n\n{"q": "caf\u00e9 \u4f60\u597d \ud83d\ude00"}\n{"last": 1}');
  assert.deepEqual(await linesOf(bytes, 5), ['{"id": "a"}', '', '{"q": "caf\u00e9 \u4f60\u597d \ud83d\ude00"}', '{"last": 1}', null]);
});

test('a byte order mark is not part of the first line; a final \\n starts no line', async () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('one\ntwo\n')]);
  assert.deepEqual(await linesOf(bytes, 3), ['one', 'two', null]);
  assert.deepEqual(await linesOf(new Uint8Array([0xef, 0xbb, 0xbf]), 1), [null]);
});

test('a file that cannot be read has no line', async () => {
  assert.equal(await wholeFiles(filesOf(new Uint8Array())).lineOf('/other.json', 1), null);
});
