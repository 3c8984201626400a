// The editor reads its store again after every change parsing only the appended lines
// (core/annotation/storeRereads.ts): after any sequence of appends, cut lines, rewrites, removals and
// writers' files, on local disk (streamed) and as the web build reads it (whole files), its answer is
// readStore's, read whole, exactly; and a read after one appended line parses that line only.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { nodeStoreFiles } from '../../../src/core/annotation/appendDecision';
import { readStore, type StoreFiles } from '../../../src/core/annotation/readStore';
import { StoreRereads } from '../../../src/core/annotation/storeRereads';
import { writerFolderOf } from '../../../src/core/annotation/writerFiles';
import { textMutations } from '../../support/textMutations';
import { tempDir } from '../../support/tempDir';
import { caseDecision, emissionDecision } from './decisions';

const dir = tempDir('store-rereads-');
const { random, pick } = textMutations(3541);
const wholeFiles: StoreFiles = { list: nodeStoreFiles.list, stat: nodeStoreFiles.stat, readBytes: nodeStoreFiles.readBytes };

let minute = 0;
/** A valid decision line, each later than the one before (or, now and then, earlier: a clock set back). */
function decisionLine(): string {
  minute += random() < 0.1 ? -3 : 1;
  const time = new Date(Date.UTC(2026, 11, 1, 22, 0) + minute * 60_000).toISOString();
  const d = random() < 0.2
    ? caseDecision({ case: `multi_turn_miss_param_${Math.floor(random() * 5)}`, time })
    : emissionDecision({ case: `multi_turn_miss_param_${Math.floor(random() * 5)}`, human: pick(['ask', 'none', 'refuse'] as const), time, rationale: pick(['', 'It asks — “which”.', '\ufeffBOM inside']) });
  return JSON.stringify(d);
}

type Step = (file: string) => void;
const STEPS: Array<[string, Step]> = [
  ['append a decision', (f) => appendFileSync(f, `${decisionLine()}\n`)],
  ['append two decisions', (f) => appendFileSync(f, `${decisionLine()}\n${decisionLine()}\n`)],
  ['append a broken line', (f) => appendFileSync(f, '{"v": 1, "kind": \n')],
  ['append a line that is no decision', (f) => appendFileSync(f, '{"v": 1}\n')],
  ['append half a line (a writer mid-write)', (f) => appendFileSync(f, decisionLine().slice(0, 40))],
  ['finish a line', (f) => appendFileSync(f, '"}\n')],
  ['append a line starting with a BOM', (f) => appendFileSync(f, `\ufeff${decisionLine()}\n`)],
  ['rewrite the file shorter', (f) => writeFileSync(f, `${decisionLine()}\n`)],
  ['rewrite the file with other lines', (f) => writeFileSync(f, `${decisionLine()}\n${decisionLine()}\n`)],
  ['remove the file', (f) => rmSync(f, { force: true })],
];

for (const [name, files] of [['local disk, streamed', nodeStoreFiles], ['whole files (the web build)', wholeFiles]] as const) {
  test(`read again after every change, the store reads as read whole (${name}): 400 random steps`, async () => {
    const store = join(dir, `${name.replace(/\W+/g, '-')}.jsonl`);
    const writers = [store, join(writerFolderOf(store), 'ann-1.jsonl'), join(writerFolderOf(store), 'bo-2.jsonl')];
    mkdirSync(writerFolderOf(store), { recursive: true });
    const rereads = new StoreRereads(files);
    const taken: string[] = [];
    for (let i = 0; i < 400; i++) {
      const [step, change] = pick(STEPS);
      const file = pick(writers);
      change(file);
      taken.push(`${step} to ${file.slice(dir.length)}`);
      const whole = await readStore(store, files);
      assert.deepEqual(await rereads.read(store), whole, `after: ${taken.slice(-5).join('; ')}`);
    }
  });
}

test('a read after one appended line parses that line alone', async () => {
  const store = join(dir, 'counted.jsonl');
  writeFileSync(store, Array.from({ length: 50 }, () => `${decisionLine()}\n`).join(''));
  let parsed = 0;
  const parse = JSON.parse;
  const rereads = new StoreRereads(wholeFiles);
  assert.equal((await rereads.read(store)).decisions.length, 50);
  JSON.parse = (text: string) => (parsed++, parse(text));
  try {
    appendFileSync(store, `${decisionLine()}\n`);
    assert.equal((await rereads.read(store)).decisions.length, 51);
  } finally {
    JSON.parse = parse;
  }
  assert.equal(parsed, 1);
});
