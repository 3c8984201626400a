// Streaming lines from disk gives exactly the lines of the text in memory, read ahead into two buffers
// (the editor's way) or with blocking reads into one (the command line's): lines longer than a buffer,
// lines ending on a buffer's edge, CR LF and lone CR, a BOM, no final newline.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { forEachRawLine, forEachRawLineSync } from '../../../src/core/bfcl/lines';
import { linesOfText } from '../../../src/core/bfcl/lineText';

const MiB = 1 << 20;

const READERS = {
  'read ahead': forEachRawLine,
  blocking: forEachRawLineSync,
};

async function streamedBy(reader: keyof typeof READERS, text: string | Buffer): Promise<Array<[number, string]>> {
  const dir = mkdtempSync(join(tmpdir(), 'lines-'));
  try {
    const file = join(dir, 'f.json');
    writeFileSync(file, text);
    const lines: Array<[number, string]> = [];
    await READERS[reader](file, (l) => lines.push([l.number, l.bytes.toString('utf8')]));
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const inMemory = (text: string): Array<[number, string]> => [...linesOfText(text.replace(/^\uFEFF/, ''))].map((l) => [l.number, l.text]);

for (const reader of Object.keys(READERS) as Array<keyof typeof READERS>) {
  const streamed = (text: string | Buffer) => streamedBy(reader, text);

  test(`${reader}: a line ending exactly on a buffer edge, one straddling it, one longer than two buffers`, async () => {
    const edge = `${'a'.repeat(MiB - 1)}\n`; // its newline is the buffer's last byte
    const straddle = `{"id": "x", "s": "${'é'.repeat(300_000)}"}\n`;
    const long = `${'b'.repeat(2 * MiB + 17)}\n`;
    const text = `${edge}${straddle}short\n${long}\n\ntail without newline`;
    const lines = await streamed(text);
    assert.deepEqual(lines, inMemory(text));
    assert.equal(lines.length, 7);
    assert.equal(lines[0]![1].length, MiB - 1);
    assert.equal(lines[3]![1].length, 2 * MiB + 17);
    assert.deepEqual(lines[6], [7, 'tail without newline']);
  });

  test(`${reader}: CR LF, lone CR and a BOM across buffer edges, numbered as editors number them`, async () => {
    const text = `\uFEFF${'c'.repeat(MiB - 2)}\r\nnext\rafter cr\r\n${'d'.repeat(MiB)}\r\rlast\n`;
    const lines = await streamed(text);
    assert.deepEqual(lines, inMemory(text));
    assert.deepEqual(lines.slice(1).map(([n, t]) => [n, t.length]), [[2, 4], [3, 8], [4, MiB], [5, 0], [6, 4]]);
  });

  test(`${reader}: exactly two buffers, and an empty file`, async () => {
    const text = `${'e'.repeat(MiB - 1)}\n${'f'.repeat(MiB - 1)}\n`;
    assert.deepEqual(await streamed(text), [[1, 'e'.repeat(MiB - 1)], [2, 'f'.repeat(MiB - 1)]]);
    assert.deepEqual(await streamed(''), []);
  });

  test(`${reader}: NUL bytes are handed over in their line, like any other byte`, async () => {
    const text = `{"a": 1}\n{"b"\u0000: 2}\n\u0000\n`;
    assert.deepEqual(await streamed(text), [[1, '{"a": 1}'], [2, '{"b"\u0000: 2}'], [3, '\u0000']]);
  });
}
