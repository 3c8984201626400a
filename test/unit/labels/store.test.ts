// The label store never loses a decision: appends are whole lines, concurrent writers keep both,
// a cut or invalid line is reported and skipped, the latest decision per key and author wins, and
// a decision on a file that changed is stale.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { appendDecision } from '../../../src/core/labels/appendDecision';
import { latestDecisions, undoOf } from '../../../src/core/labels/latestDecisions';
import { readStore } from '../../../src/core/labels/readStore';
import { caseDecision, emissionDecision, FILE, SHA_A, SHA_B } from './decisions';

const storeIn = () => join(mkdtempSync(join(tmpdir(), 'cl-store-')), '.calibration-lens', 'labels.jsonl');
const shaIs = (sha: string) => (file: string) => (file === FILE ? sha : null);

test('a decision is one JSON line; it reads back as written', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision());
  await appendDecision(store, caseDecision());
  const text = readFileSync(store, 'utf8');
  assert.equal(text.split('\n').length, 3);
  assert.ok(text.endsWith('\n'));
  const read = await readStore(store);
  assert.deepEqual(read.warnings, []);
  assert.deepEqual(read.decisions.map((d) => [d.line, d.decision]), [[1, emissionDecision()], [2, caseDecision()]]);
});

test('a missing store is an empty one; an invalid decision is refused before anything is written', async () => {
  const store = storeIn();
  assert.deepEqual(await readStore(store), { path: store, decisions: [], warnings: [] });
  await assert.rejects(appendDecision(store, emissionDecision({ turn: -1 })));
  await assert.rejects(appendDecision(store, emissionDecision({ message: 3 })));
  assert.deepEqual((await readStore(store)).decisions, []);
});

test('a store cut mid-line: read up to the last whole line with a warning; the next decision starts on a fresh line', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision({ case: 'whole' }));
  const cut = JSON.stringify(emissionDecision({ case: 'cut' })).slice(0, 57);
  appendFileSync(store, cut);
  const before = await readStore(store);
  assert.deepEqual(before.decisions.map((d) => d.decision.case), ['whole']);
  assert.deepEqual(before.warnings, [
    `${store}:2: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`,
  ]);
  await appendDecision(store, emissionDecision({ case: 'after' }));
  const after = await readStore(store);
  assert.deepEqual(after.decisions.map((d) => [d.line, d.decision.case]), [[1, 'whole'], [3, 'after']]);
  assert.equal(after.warnings.length, 1);
  assert.match(after.warnings[0]!, /:2: not valid JSON/);
});

test('a line that fails validation is reported with its line number and skipped; the others are read', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision({ case: 'first' }));
  appendFileSync(store, `${JSON.stringify({ ...emissionDecision(), human: 'maybe' })}\n`);
  appendFileSync(store, `${JSON.stringify({ ...caseDecision(), sha256: 'xyz' })}\n`);
  await appendDecision(store, emissionDecision({ case: 'last' }));
  const read = await readStore(store);
  assert.deepEqual(read.decisions.map((d) => [d.line, d.decision.case]), [[1, 'first'], [4, 'last']]);
  assert.equal(read.warnings.length, 2);
  assert.match(read.warnings[0]!, new RegExp(`^${store.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: not a label decision \\(human: Invalid option`));
  assert.match(read.warnings[1]!, /:3: not a label decision \(sha256: /);
});

test('two processes appending 1,000 decisions each at once: all 2,000 read back, whole', async () => {
  const store = storeIn();
  const child = (author: string) => new Promise<number | null>((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'appendMany.ts'), store, author, '1000'], { stdio: 'inherit' });
    p.on('exit', resolve);
  });
  assert.deepEqual(await Promise.all([child('ann'), child('bob')]), [0, 0]);
  const read = await readStore(store);
  assert.deepEqual(read.warnings, []);
  assert.equal(read.decisions.length, 2000);
  for (const author of ['ann', 'bob']) {
    const mine = read.decisions.filter((d) => d.decision.author === author).map((d) => d.decision.rationale);
    assert.deepEqual(mine, Array.from({ length: 1000 }, (_, i) => `decision ${i} by ${author}`));
  }
  assert.equal(latestDecisions(read.decisions, shaIs(SHA_A)).length, 2000);
});

test('the latest decision per key and author wins; other authors and keys keep theirs; older lines stay in the file', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision({ human: 'ask' }));
  await appendDecision(store, emissionDecision({ human: 'other', author: 'bob' }));
  await appendDecision(store, emissionDecision({ human: 'refuse', step: 1 }));
  await appendDecision(store, emissionDecision({ human: 'none' }));
  const read = await readStore(store);
  assert.equal(read.decisions.length, 4);
  const current = latestDecisions(read.decisions, shaIs(SHA_A));
  assert.deepEqual(current.map((c) => [c.line, c.decision.author, 'human' in c.decision ? c.decision.human : null, c.stale]), [
    [2, 'bob', 'other', false],
    [3, 'ann', 'refuse', false],
    [4, 'ann', 'none', false],
  ]);
});

test('a changed result file (sha256 differs) makes its decisions stale', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision());
  const read = await readStore(store);
  assert.deepEqual(latestDecisions(read.decisions, shaIs(SHA_B)).map((c) => c.stale), [true]);
  assert.deepEqual(latestDecisions(read.decisions, () => null).map((c) => c.stale), [true]);
});

test('undo restores what the key held before the last decision, or withdraws it; the trail keeps every line', async () => {
  const store = storeIn();
  const now = new Date('2026-12-01T23:00:00.000Z');
  await appendDecision(store, emissionDecision({ human: 'ask', rationale: 'first' }));
  await appendDecision(store, emissionDecision({ human: 'refuse', rationale: 'second' }));
  await appendDecision(store, undoOf((await readStore(store)).decisions, 'ann', now)!);
  let current = latestDecisions((await readStore(store)).decisions, shaIs(SHA_A));
  assert.deepEqual(current.map((c) => [c.decision.kind === 'emission' && c.decision.human, c.decision.rationale, c.decision.time]), [['ask', 'first', now.toISOString()]]);

  const other = storeIn();
  await appendDecision(other, caseDecision());
  await appendDecision(other, undoOf((await readStore(other)).decisions, 'ann', now)!);
  current = latestDecisions((await readStore(other)).decisions, shaIs(SHA_A));
  assert.deepEqual(current, []);
  assert.equal((await readStore(other)).decisions.length, 2);
  assert.equal(undoOf([], 'ann', now), null);
});

test('a tau2 message place is a key of its own; BFCL and tau2 places cannot mix in one decision', async () => {
  const store = storeIn();
  const tau2 = { ...emissionDecision(), turn: undefined, step: undefined, message: 7 };
  delete tau2.turn;
  delete tau2.step;
  await appendDecision(store, tau2);
  await appendDecision(store, emissionDecision());
  const current = latestDecisions((await readStore(store)).decisions, shaIs(SHA_A));
  assert.equal(current.length, 2);
  writeFileSync(store, `${JSON.stringify({ ...emissionDecision(), message: 7 })}\n`);
  assert.match((await readStore(store)).warnings[0]!, /either turn and step \(BFCL\) or message \(tau2\), not both/);
});
