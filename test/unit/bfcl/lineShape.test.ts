// closedObjectShape (WebAssembly, 64 bytes at a time) against the byte walk that defines it: the
// same verdict (closed object or not) and the same first member ends, on objects whose strings,
// escapes and brackets fall on every side of a 64-byte block, on cut and broken lines, on random
// bytes, on lines read in place into lineBuffer, and on every line of the real BFCL files.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { closedObjectShape, lineBuffer, MAX_MEMBERS, walkedObjectShape } from '../../../src/core/bfcl/lineShape';
import { generatedModule, WASM_MODULES } from '../../../scripts/wasm-modules';
import { SHARED_BFCL, withoutSharedData } from '../../support/sharedData';

const line = (s: string) => Buffer.from(s, 'utf8');

/** Both answers, with -1 kept and every other place read as "not closed" (only -1 is acted on). */
function both(bytes: Uint8Array): { checked: [boolean, number[]]; walked: [boolean, number[]] } {
  const checkedEnds: number[] = [];
  const walkedEnds: number[] = [];
  const checked = closedObjectShape(bytes, checkedEnds);
  const walked = walkedObjectShape(bytes, walkedEnds);
  return { checked: [checked === -1, checkedEnds], walked: [walked === -1, walkedEnds] };
}

function assertAgree(bytes: Uint8Array, what: string): void {
  const { checked, walked } = both(bytes);
  assert.deepEqual(checked, walked, what);
}

test('a closed object, with its top-level member ends', () => {
  const text = '{"id": "multi_turn_base_0", "result": [["a", "b"]], "x": {"y": [1, 2]}}';
  const ends: number[] = [];
  assert.equal(closedObjectShape(line(text), ends), -1);
  assert.deepEqual(ends, [text.indexOf(', "result"'), text.indexOf(', "x"')]);
  assert.equal(closedObjectShape(line(`  ${text}  \t`)), -1);
});

test('what is not one closed object', () => {
  assert.equal(closedObjectShape(line('{"id": "a", "result": [1, 2'), []), 27);
  assert.equal(closedObjectShape(line('{"id": "a} trailing')), 19);
  assert.equal(closedObjectShape(line('{"a": 1} x')), 9);
  assert.equal(closedObjectShape(line('{"a": 1}}')), 8);
  assert.equal(closedObjectShape(line('[1, 2]')), 0);
  assert.equal(closedObjectShape(line('   ')), 3);
  assert.equal(closedObjectShape(line('')), 0);
});

test('quotes escaped by odd runs of backslashes stay inside the string; even runs end it', () => {
  for (let run = 0; run <= 5; run++) {
    const text = `{"s": "a${'\\'.repeat(run)}"}`;
    assertAgree(line(text), `a run of ${run}`);
    assert.equal(closedObjectShape(line(text)) === -1, run % 2 === 0, `a run of ${run}`);
  }
});

test('a backslash outside every string is read as the walk reads it', () => {
  for (const text of ['{\\"a": 1}', '{"a": 1, \\"b": "}"}', '{"a": [1, \\\\]}']) assertAgree(line(text), text);
});

test('strings, escapes and brackets on every side of a 64-byte block', () => {
  for (let pad = 0; pad < 140; pad++) {
    for (const tail of ['"a\\"b"', '"\\\\"', '"\\\\\\""', '["x", {"y": 1}]', '"}]"', '"a\\\\\\\\"']) {
      const text = `{"id": "${'p'.repeat(pad)}", "result": ${tail}, "log": [{"k": "${'q'.repeat(pad % 70)}"}]}`;
      assertAgree(line(text), `pad ${pad}, ${tail}`);
      assert.equal(closedObjectShape(line(text)), -1, `pad ${pad}, ${tail}`);
      for (const cut of [text.length - 1, text.length - 2, Math.floor(text.length / 2)]) assertAgree(line(text.slice(0, cut)), `cut at ${cut}`);
    }
  }
});

test('more top-level members than are reported: the first MAX_MEMBERS', () => {
  const text = `{${Array.from({ length: 12 }, (_, i) => `"m${i}": ${i}`).join(', ')}}`;
  const ends: number[] = [];
  assert.equal(closedObjectShape(line(text), ends), -1);
  assert.equal(ends.length, MAX_MEMBERS);
  assertAgree(line(text), 'twelve members');
});

test('agrees with the walk on random lines of JSON punctuation, escapes and text', () => {
  let seed = 7;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const alphabet = Buffer.from('{}[],:"\\ \tab1é');
  for (let t = 0; t < 30_000; t++) {
    const length = rand() < 0.01 ? Math.floor(rand() * 5000) : Math.floor(rand() * 200);
    const bytes = Buffer.alloc(length);
    for (let i = 0; i < length; i++) bytes[i] = alphabet[Math.floor(rand() * alphabet.length)]!;
    if (length && rand() < 0.7) bytes[0] = 0x7b;
    assertAgree(bytes, `random line ${t}`);
  }
});

test('a line read into lineBuffer is checked where it lies, as a copy of it is', () => {
  const buffer = lineBuffer();
  const source = `{"id": "a", "result": ["x\\"y"], "log": [${'{"k": "v"}, '.repeat(500)}{}]}`;
  const text = line(source);
  for (const at of [0, 1, 63, 64, 1000, buffer.length - text.length]) {
    text.copy(buffer, at);
    const inPlace: number[] = [];
    assert.equal(closedObjectShape(buffer.subarray(at, at + text.length), inPlace), -1, `at ${at}`);
    assert.deepEqual(inPlace, [source.indexOf(', "result"'), source.indexOf(', "log"')], `at ${at}`);
  }
});

test('a line longer than the room to copy it is walked', () => {
  const text = line(`{"id": "a", "s": "${'x'.repeat(1.5 * (1 << 20))}"}`);
  const ends: number[] = [];
  assert.equal(closedObjectShape(text, ends), -1);
  assert.deepEqual(ends, [10]);
});

test('agrees with the walk on every line of the real BFCL files', { skip: withoutSharedData }, () => {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  let lines = 0;
  for (const file of walk(SHARED_BFCL).filter((f) => f.endsWith('.json'))) {
    const bytes = readFileSync(file);
    for (let start = 0; start < bytes.length; ) {
      const nl = bytes.indexOf(10, start);
      const end = nl < 0 ? bytes.length : nl;
      assertAgree(bytes.subarray(start, end), `${file}, byte ${start}`);
      lines++;
      start = end + 1;
    }
  }
  assert.ok(lines > 1000, `${lines} lines`);
});

test('the committed module is what lineShape.wat assembles to', async () => {
  const module = WASM_MODULES.find((m) => m.wat.endsWith('lineShape.wat'))!;
  assert.equal(readFileSync(module.generated, 'utf8'), await generatedModule(module), 'run node --import tsx scripts/wasm-modules.ts');
});
