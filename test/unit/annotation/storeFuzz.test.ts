// A seeded fuzz of the label store reader with the mutation kinds of issue 35's reliability probe: one
// line of a store on disk cut short, given a NUL, a BOM or a control character at a random place, and a
// store or writers' folder entry that is not a regular file. Whatever the input: no throw, no wait;
// every warning names the store and the line; every other line's decision is read as before; the
// mutated line is read as before or warned about, never lost in silence.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { nodeStoreFiles } from '../../../src/core/annotation/appendDecision';
import { readStore } from '../../../src/core/annotation/readStore';
import { hostFiles } from '../../../src/core/files/hostFiles';
import { CONTROL, textMutations } from '../../support/textMutations';
import { tempDir } from '../../support/tempDir';
import { caseDecision, emissionDecision } from './decisions';

const { random, pick, insert } = textMutations(3503);
const dir = tempDir('store-fuzz-');
const LINES = [
  emissionDecision(),
  emissionDecision({ case: 'multi_turn_miss_param_1', human: 'none', rationale: 'Nothing asked.', time: '2026-12-01T22:01:00.000Z' }),
  caseDecision({ case: 'multi_turn_miss_param_2', time: '2026-12-01T22:02:00.000Z' }),
  emissionDecision({ case: 'multi_turn_miss_param_3', turn: 1, step: 2, author: 'bo', time: '2026-12-01T22:03:00.000Z' }),
  emissionDecision({ case: 'multi_turn_miss_param_4', human: 'refuse', rationale: 'It says it cannot — “no tool”.', time: '2026-12-01T22:04:00.000Z' }),
].map((d) => JSON.stringify(d));

type Kind = 'truncated' | 'nul' | 'bom' | 'control';
const KINDS: readonly Kind[] = ['truncated', 'nul', 'bom', 'control'];

function mutate(line: string, kind: Kind): string {
  switch (kind) {
    case 'truncated': return line.slice(0, Math.floor(random() * line.length));
    case 'nul': return insert(line, '\u0000');
    case 'bom': return `\ufeff${line}`;
    case 'control': return insert(line, pick(CONTROL));
  }
}

const read = async (path: string) => {
  const r = await readStore(path, hostFiles);
  return { lines: r.decisions.map((d) => `${d.line} ${JSON.stringify(d.decision)}`), warnings: r.warnings };
};

test('a label store: 200 seeded one-line mutations, no throw, every warning names the store and line, the other decisions read as before', async () => {
  const plainPath = join(dir, 'plain.jsonl');
  writeFileSync(plainPath, `${LINES.join('\n')}\n`);
  const plain = await read(plainPath);
  assert.deepEqual(plain.warnings, []);
  assert.equal(plain.lines.length, LINES.length);
  const warned = new Map<Kind, number>();
  for (let i = 0; i < 200; i++) {
    const kind = KINDS[i % KINDS.length]!;
    // A BOM only means something before the file's first byte.
    const target = kind === 'bom' ? 0 : Math.floor(random() * LINES.length);
    const path = join(dir, `m${i}.jsonl`);
    writeFileSync(path, `${LINES.map((l, k) => (k === target ? mutate(l, kind) : l)).join('\n')}\n`);
    const got = await read(path);
    for (const w of got.warnings) assert.ok(w.startsWith(`${path}:${target + 1}: `), `${kind}: ${w}`);
    const others = (lines: readonly string[]) => lines.filter((l) => !l.startsWith(`${target + 1} `));
    assert.deepEqual(others(got.lines), others(plain.lines), kind);
    if (got.warnings.length === 0) assert.deepEqual(got.lines, plain.lines, `${kind}: line ${target + 1} changed in silence`);
    else warned.set(kind, (warned.get(kind) ?? 0) + 1);
  }
  // What the seed gives: a BOM on disk is read past (the decoder drops it); a cut line is always said,
  // and so is a NUL or control character outside a string (inside one, JSON.parse refuses it too).
  assert.equal(warned.get('bom'), undefined);
  assert.deepEqual([warned.get('truncated'), warned.get('nul'), warned.get('control')], [50, 50, 50]);
});

test('a store entry that is not a regular file: a named pipe as the store, a folder and a pipe among its writers\' files; no wait, each said', async () => {
  const store = join(dir, 'fifo.jsonl');
  execFileSync('mkfifo', [store]);
  const started = Date.now();
  const fifo = await readStore(store, hostFiles);
  assert.ok(Date.now() - started < 5_000);
  assert.deepEqual(fifo.decisions, []);
  assert.equal(fifo.warnings.length, 1);
  assert.ok(fifo.warnings[0]!.startsWith(`The label store ${store} could not be read: `), fifo.warnings[0]);
  const good = join(dir, 'writers.jsonl');
  writeFileSync(good, `${LINES[0]}\n`);
  mkdirSync(`${good}.d`);
  mkdirSync(join(`${good}.d`, 'a-folder.jsonl'));
  execFileSync('mkfifo', [join(`${good}.d`, 'b-pipe.jsonl')]);
  writeFileSync(join(`${good}.d`, 'c-writer.jsonl'), `${LINES[1]}\n`);
  const writers = await readStore(good, hostFiles);
  assert.deepEqual(writers.decisions.map((d) => d.line), [1, 1]);
  // Neither is opened; each is said at its path, with its code.
  const other = 'not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing)';
  assert.deepEqual(writers.warnings, [
    `${good}.d/a-folder.jsonl: this writer's file of the label store is a folder, so it was not opened; no decision was read from it. [store-writer-not-a-file]`,
    `${good}.d/b-pipe.jsonl: this writer's file of the label store is ${other}, so it was not opened; no decision was read from it. [store-writer-not-a-file]`,
  ]);
  // The command line's store access says the same (`labels` and `agreement` print each as "warning: PATH: ...").
  assert.deepEqual((await readStore(good, nodeStoreFiles, { latestOnly: true })).warnings, writers.warnings);
});
