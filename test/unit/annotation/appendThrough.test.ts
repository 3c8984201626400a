// The label store on a file system that only writes whole files (vscode.workspace.fs in a virtual
// workspace): every decision is in the store read back before the call returns, and a writer in
// between (another window, a pull) is merged, never written over.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appendDecisionThrough, withLine, type WholeFileAccess } from '../../../src/core/annotation/appendThrough';
import { LabelDecisionSchema } from '../../../src/core/annotation/decisionSchema';
import { readStore } from '../../../src/core/annotation/readStore';
import { seededRandom } from '../../../src/core/seededRandom.mjs';
import { emissionDecision } from './decisions';

const STORE = '/run/.calibration-lens/labels.jsonl';
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array(0));
// As the store writes a line: the decision as its schema gives it back (members in the schema's order).
const lineOf = (over: Parameters<typeof emissionDecision>[0]) => `${JSON.stringify(LabelDecisionSchema.parse(emissionDecision(over)))}\n`;

/** Files in memory; `beforeRead`/`afterWrite` let a test act as another writer at those moments. */
function memoryFiles(initial = '') {
  const files = new Map<string, Uint8Array>(initial ? [[STORE, new TextEncoder().encode(initial)]] : []);
  let reads = 0;
  const hooks: { beforeRead?: (n: number) => void; afterWrite?: () => void } = {};
  const access: WholeFileAccess = {
    readBytes: async (path) => {
      hooks.beforeRead?.(++reads);
      return files.get(path)?.slice() ?? null;
    },
    writeBytes: async (path, bytes) => {
      files.set(path, bytes.slice());
      hooks.afterWrite?.();
    },
  };
  const put = (s: string) => files.set(STORE, new TextEncoder().encode(s));
  return { access, hooks, put, store: () => text(files.get(STORE)) };
}

test('appends to a missing store and to one cut mid-line (a crash), each decision whole and read back', async () => {
  const mem = memoryFiles();
  await appendDecisionThrough(mem.access, STORE, emissionDecision({ case: 'first' }));
  await appendDecisionThrough(mem.access, STORE, emissionDecision({ case: 'second' }));
  assert.equal(mem.store(), lineOf({ case: 'first' }) + lineOf({ case: 'second' }));
  const cut = memoryFiles(lineOf({ case: 'whole' }) + lineOf({ case: 'cut' }).slice(0, 40));
  await appendDecisionThrough(cut.access, STORE, emissionDecision({ case: 'after' }));
  assert.equal(cut.store(), lineOf({ case: 'whole' }) + lineOf({ case: 'cut' }).slice(0, 40) + '\n' + lineOf({ case: 'after' }));
  const read = await readStore(STORE, cut.access);
  assert.deepEqual(read.decisions.map((d) => [d.line, d.decision.case]), [[1, 'whole'], [3, 'after']]);
  assert.deepEqual(withLine(new Uint8Array(0), new Uint8Array([0x7b, 0x0a])), new Uint8Array([0x7b, 0x0a]));
});

test('an invalid decision is refused before anything is written', async () => {
  const mem = memoryFiles(lineOf({ case: 'kept' }));
  await assert.rejects(appendDecisionThrough(mem.access, STORE, emissionDecision({ turn: -1 })));
  assert.equal(mem.store(), lineOf({ case: 'kept' }));
});

test('another writer between the read and the write: its decision is kept, ours follows it', async () => {
  const mem = memoryFiles(lineOf({ case: 'old' }));
  // The second read is the one just before writing: the other window has appended by then.
  mem.hooks.beforeRead = (n) => {
    if (n === 2) mem.put(lineOf({ case: 'old' }) + lineOf({ case: 'theirs' }));
  };
  await appendDecisionThrough(mem.access, STORE, emissionDecision({ case: 'ours' }));
  assert.equal(mem.store(), lineOf({ case: 'old' }) + lineOf({ case: 'theirs' }) + lineOf({ case: 'ours' }));
});

test("another writer's whole-file write over ours (it read before we wrote): ours is appended again", async () => {
  const mem = memoryFiles(lineOf({ case: 'old' }));
  let once = true;
  mem.hooks.afterWrite = () => {
    if (once) (once = false, mem.put(lineOf({ case: 'old' }) + lineOf({ case: 'theirs' })));
  };
  await appendDecisionThrough(mem.access, STORE, emissionDecision({ case: 'ours' }));
  assert.equal(mem.store(), lineOf({ case: 'old' }) + lineOf({ case: 'theirs' }) + lineOf({ case: 'ours' }));
});

test('a store that changes under every attempt: the decision is said not saved, after five rounds', async () => {
  const mem = memoryFiles();
  let n = 0;
  mem.hooks.beforeRead = (reads) => {
    if (reads % 2 === 0) mem.put(lineOf({ case: `other_${++n}` }));
  };
  await assert.rejects(appendDecisionThrough(mem.access, STORE, emissionDecision({ case: 'ours' })), {
    message: `The label store ${STORE} changed while the decision was written, 5 times in a row; the decision was not saved. Try again.`,
  });
  assert.equal(n, 5);
  assert.ok(!mem.store().includes('"ours"'));
});

test('two windows deciding in turn, in a random order: all 40 decisions are in the store', async () => {
  const mem = memoryFiles();
  const random = seededRandom(21);
  for (let i = 0; i < 20; i++) {
    for (const author of random() < 0.5 ? ['ann', 'bob'] as const : ['bob', 'ann'] as const) {
      await appendDecisionThrough(mem.access, STORE, emissionDecision({ author, case: `case_${i}` }));
    }
  }
  const read = await readStore(STORE, mem.access);
  assert.deepEqual(read.warnings, []);
  const made = read.decisions.map((d) => `${d.decision.author} ${d.decision.case}`).sort();
  const expected = ['ann', 'bob'].flatMap((a) => Array.from({ length: 20 }, (_, i) => `${a} case_${i}`)).sort();
  assert.deepEqual(made, expected);
});
