// Whole reads kept for the next step of the same task (the web worker host's file system reads whole
// files only): a file is read once while it does not change, and again as soon as its size or
// modification time does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileAccess, FileStat } from '../../../src/core/files/fileAccess';
import { recentBytes } from '../../../src/core/files/recentBytes';

/** Files in memory that count their whole reads. */
function counted(contents: Record<string, string>): { files: FileAccess; reads: string[]; set: (path: string, text: string, mtimeMs: number) => void } {
  const bytes = new Map<string, { bytes: Uint8Array; mtimeMs: number }>(Object.entries(contents).map(([p, t]) => [p, { bytes: new TextEncoder().encode(t), mtimeMs: 1 }]));
  const reads: string[] = [];
  const files: FileAccess = {
    stat: async (path): Promise<FileStat | null> => {
      const f = bytes.get(path);
      return f ? { size: f.bytes.length, mtimeMs: f.mtimeMs, kind: 'file' } : null;
    },
    head: async () => assert.fail('head is taken from the whole read'),
    readBytes: async (path) => {
      reads.push(path);
      return bytes.get(path)?.bytes ?? null;
    },
    writeBytes: async (path, b) => void bytes.set(path, { bytes: b, mtimeMs: 99 }),
    list: async () => [],
  };
  return { files, reads, set: (path, text, mtimeMs) => void bytes.set(path, { bytes: new TextEncoder().encode(text), mtimeMs }) };
}

const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));

test('the sniff, the read and the hash of one file read it once', async () => {
  const { files, reads } = counted({ '/r/run.json': '{"info": {}, "simulations": []}' });
  const recent = recentBytes(files, 1000);
  assert.equal(await recent.head('/r/run.json', 9), '{"info": ');
  assert.equal(text(await recent.readBytes('/r/run.json')), '{"info": {}, "simulations": []}');
  assert.equal(text(await recent.readBytes('/r/run.json')), '{"info": {}, "simulations": []}');
  assert.deepEqual(reads, ['/r/run.json']);
});

test('a file whose size or modification time changed is read again', async () => {
  const { files, reads, set } = counted({ '/r/a.json': 'one' });
  const recent = recentBytes(files, 1000);
  await recent.readBytes('/r/a.json');
  set('/r/a.json', 'two', 2); // same size, later time
  assert.equal(text(await recent.readBytes('/r/a.json')), 'two');
  set('/r/a.json', 'three', 2); // same time, other size
  assert.equal(text(await recent.readBytes('/r/a.json')), 'three');
  assert.deepEqual(reads, ['/r/a.json', '/r/a.json', '/r/a.json']);
});

test('a write through it, a missing file and a file past the capacity are never answered from memory', async () => {
  const { files, reads } = counted({ '/r/a.json': 'aaaa', '/r/big.json': 'x'.repeat(50) });
  const recent = recentBytes(files, 10);
  await recent.readBytes('/r/a.json');
  await recent.writeBytes('/r/a.json', new TextEncoder().encode('bbbb'));
  assert.equal(text(await recent.readBytes('/r/a.json')), 'bbbb');
  assert.equal(await recent.readBytes('/r/gone.json'), null);
  await recent.readBytes('/r/big.json');
  await recent.readBytes('/r/big.json');
  assert.deepEqual(reads, ['/r/a.json', '/r/a.json', '/r/gone.json', '/r/big.json', '/r/big.json']);
});

test('past the capacity the file used longest ago is dropped first', async () => {
  const { files, reads } = counted({ '/a': '1234', '/b': '5678', '/c': '9012' });
  const recent = recentBytes(files, 8);
  await recent.readBytes('/a');
  await recent.readBytes('/b');
  await recent.readBytes('/a'); // kept; now the most recent
  await recent.readBytes('/c'); // drops /b
  await recent.readBytes('/a');
  await recent.readBytes('/b');
  assert.deepEqual(reads, ['/a', '/b', '/c', '/b']);
});

test('what is kept is let go once no read came for a while', async () => {
  const { files, reads } = counted({ '/a': '1234' });
  const recent = recentBytes(files, 100, 20);
  await recent.readBytes('/a');
  await recent.readBytes('/a');
  await new Promise((r) => setTimeout(r, 60));
  await recent.readBytes('/a');
  assert.deepEqual(reads, ['/a', '/a']);
});

test("a sniffed file's head is kept past the whole reads: later sniffs ask its stat only, until it changes", async () => {
  const { files, reads, set } = counted({ '/r/run.json': '{"info": {}, "simulations": []}', '/r/other.json': '[1, 2]' });
  const recent = recentBytes(files, 1000, 20);
  assert.equal(await recent.head('/r/run.json', 9), '{"info": ');
  assert.equal(await recent.head('/r/other.json', 4096), '[1, 2]');
  await new Promise((r) => setTimeout(r, 60)); // the whole reads let go
  assert.equal(await recent.head('/r/run.json', 9), '{"info": ');
  assert.equal(await recent.head('/r/run.json', 5), '{"inf');
  assert.equal(await recent.head('/r/other.json', 4096), '[1, 2]');
  assert.deepEqual(reads, ['/r/run.json', '/r/other.json']);
  // More than was kept: read again.
  assert.equal(await recent.head('/r/run.json', 12), '{"info": {},');
  // Changed (a later time, or another size): read again.
  set('/r/run.json', '{"tasks": [], "simulations": []}', 2);
  assert.equal(await recent.head('/r/run.json', 9), '{"tasks":');
  set('/r/other.json', '[1, 2, 3]', 1);
  assert.equal(await recent.head('/r/other.json', 4096), '[1, 2, 3]');
  assert.deepEqual(reads, ['/r/run.json', '/r/other.json', '/r/run.json', '/r/run.json', '/r/other.json']);
});

test('the head of a file changed within the last 2 s is not kept, nor one written through it', async () => {
  const { files, reads, set } = counted({ '/r/a.json': '{"info": 1}' });
  const recent = recentBytes(files, 1000, 20);
  set('/r/a.json', '{"info": 2}', Date.now());
  await recent.head('/r/a.json', 9);
  await new Promise((r) => setTimeout(r, 60));
  await recent.head('/r/a.json', 9);
  set('/r/a.json', '{"info": 3}', 5);
  await recent.head('/r/a.json', 9);
  await recent.writeBytes('/r/a.json', new TextEncoder().encode('{"info": 4}'));
  set('/r/a.json', '{"info": 5}', 5);
  assert.equal(await recent.head('/r/a.json', 11), '{"info": 5}');
  assert.deepEqual(reads, ['/r/a.json', '/r/a.json', '/r/a.json', '/r/a.json']);
});
