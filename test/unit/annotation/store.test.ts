// The label store never loses a decision: appends are whole lines, concurrent writers keep both,
// a cut or invalid line is reported and skipped, the latest decision per key and author wins, and
// a decision on a file that changed is stale.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { appendDecision, nodeStoreFiles } from '../../../src/core/annotation/appendDecision';
import { latestDecisions, undoOf, undoStep } from '../../../src/core/annotation/latestDecisions';
import { readStore } from '../../../src/core/annotation/readStore';
import type { EmissionDecision } from '../../../src/core/annotation/decisionSchema';
import { caseDecision, emissionDecision, FILE, SHA_A, SHA_B } from './decisions';
import { tempDir } from '../../support/tempDir';

const storeIn = () => join(tempDir('cl-store-'), '.calibration-lens', 'labels.jsonl');
const shaIs = (sha: string) => (file: string) => (file === FILE ? sha : null);

test('a decision is one JSON line; it reads back as written', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision());
  await appendDecision(store, caseDecision());
  const text = readFileSync(store, 'utf8');
  assert.equal(text.split('\n').length, 3);
  assert.ok(text.endsWith('\n'));
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(read.warnings, []);
  assert.deepEqual(read.decisions.map((d) => [d.line, d.decision]), [[1, emissionDecision()], [2, caseDecision()]]);
});

test('a missing store is an empty one; an invalid decision is refused before anything is written', async () => {
  const store = storeIn();
  assert.deepEqual(await readStore(store, nodeStoreFiles), { path: store, decisions: [], warnings: [] });
  await assert.rejects(appendDecision(store, emissionDecision({ turn: -1 })));
  await assert.rejects(appendDecision(store, emissionDecision({ message: 3 })));
  assert.deepEqual((await readStore(store, nodeStoreFiles)).decisions, []);
});

test('a store cut mid-line: read up to the last whole line with a warning; the next decision starts on a fresh line', async () => {
  const store = storeIn();
  await appendDecision(store, emissionDecision({ case: 'whole' }));
  const cut = JSON.stringify(emissionDecision({ case: 'cut' })).slice(0, 57);
  appendFileSync(store, cut);
  const before = await readStore(store, nodeStoreFiles);
  assert.deepEqual(before.decisions.map((d) => d.decision.case), ['whole']);
  assert.deepEqual(before.warnings, [
    `${store}:2: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`,
  ]);
  await appendDecision(store, emissionDecision({ case: 'after' }));
  const after = await readStore(store, nodeStoreFiles);
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
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(read.decisions.map((d) => [d.line, d.decision.case]), [[1, 'first'], [4, 'last']]);
  assert.equal(read.warnings.length, 2);
  assert.match(read.warnings[0]!, new RegExp(`^${store.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: not a label decision \\(human: expected one of tool_call, ask, refuse, confirm, other, none \\(BFCL\\), or a list`));
  assert.match(read.warnings[1]!, /:3: not a label decision \(sha256: /);
});

test('two processes appending 1,000 decisions each at once: all 2,000 read back, whole', async () => {
  const store = storeIn();
  const child = (author: string) => new Promise<number | null>((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'appendMany.ts'), store, author, '1000'], { stdio: 'inherit' });
    p.on('exit', resolve);
  });
  assert.deepEqual(await Promise.all([child('ann'), child('bob')]), [0, 0]);
  const read = await readStore(store, nodeStoreFiles);
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
  const read = await readStore(store, nodeStoreFiles);
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
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(latestDecisions(read.decisions, shaIs(SHA_B)).map((c) => c.stale), [true]);
  assert.deepEqual(latestDecisions(read.decisions, () => null).map((c) => c.stale), [true]);
});

test('undo restores what the key held before the last decision, or withdraws it; the trail keeps every line', async () => {
  const store = storeIn();
  const now = new Date('2026-12-01T23:00:00.000Z');
  await appendDecision(store, emissionDecision({ human: 'ask', rationale: 'first' }));
  await appendDecision(store, emissionDecision({ human: 'refuse', rationale: 'second' }));
  await appendDecision(store, undoOf((await readStore(store, nodeStoreFiles)).decisions, 'ann', now)!);
  let current = latestDecisions((await readStore(store, nodeStoreFiles)).decisions, shaIs(SHA_A));
  assert.deepEqual(current.map((c) => [c.decision.kind === 'emission' && c.decision.human, c.decision.rationale, c.decision.time]), [['ask', 'first', now.toISOString()]]);

  const other = storeIn();
  await appendDecision(other, caseDecision());
  await appendDecision(other, undoOf((await readStore(other, nodeStoreFiles)).decisions, 'ann', now)!);
  current = latestDecisions((await readStore(other, nodeStoreFiles)).decisions, shaIs(SHA_A));
  assert.deepEqual(current, []);
  assert.equal((await readStore(other, nodeStoreFiles)).decisions.length, 2);
  assert.equal(undoOf([], 'ann', now), null);
});

test('undoStep names the decision it takes back beside the line that does it', async () => {
  const store = storeIn();
  const now = new Date('2026-12-01T23:00:00.000Z');
  await appendDecision(store, emissionDecision({ human: 'ask', rationale: 'first' }));
  await appendDecision(store, emissionDecision({ human: 'refuse', rationale: 'second' }));
  const step = undoStep((await readStore(store, nodeStoreFiles)).decisions, 'ann', now)!;
  assert.deepEqual(step.undone, emissionDecision({ human: 'refuse', rationale: 'second' }));
  assert.deepEqual(step.line, { ...emissionDecision({ human: 'ask', rationale: 'first' }), undo: true, time: now.toISOString() });
  assert.equal(undoStep([], 'ann', now), null);
});

test('undo, undo, undo walks back three decisions, one each time, and a fourth has nothing left', async () => {
  const store = storeIn();
  const at = (minute: number) => new Date(`2026-12-01T23:0${minute}:00.000Z`);
  const state = async () => latestDecisions((await readStore(store, nodeStoreFiles)).decisions, shaIs(SHA_A))
    .map((c) => [c.decision.kind === 'emission' ? `${c.decision.turn}/${c.decision.step}` : c.decision.kind, c.decision.kind === 'emission' ? c.decision.human : null, c.decision.rationale]);
  await appendDecision(store, emissionDecision({ human: 'ask', rationale: 'one' }));
  await appendDecision(store, emissionDecision({ human: 'refuse', rationale: 'two' }));
  await appendDecision(store, emissionDecision({ step: 1, human: 'other', rationale: 'three' }));
  await appendDecision(store, emissionDecision({ author: 'bob', human: 'confirm', rationale: "bob's" }));
  assert.deepEqual(await state(), [['0/0', 'refuse', 'two'], ['0/1', 'other', 'three'], ['0/0', 'confirm', "bob's"]]);

  const undo = async (minute: number) => {
    const line = undoOf((await readStore(store, nodeStoreFiles)).decisions, 'ann', at(minute));
    if (line) await appendDecision(store, line);
    return line;
  };
  // 1: the step-1 decision is withdrawn.
  assert.deepEqual(await undo(1), { ...emissionDecision({ step: 1, human: 'other', rationale: 'three' }), withdrawn: true, undo: true, time: at(1).toISOString() });
  assert.deepEqual(await state(), [['0/0', 'refuse', 'two'], ['0/0', 'confirm', "bob's"]]);
  // 2: turn 0 step 0 goes back from REFUSE to ASK (not forward to OTHER again).
  await undo(2);
  assert.deepEqual(await state(), [['0/0', 'confirm', "bob's"], ['0/0', 'ask', 'one']]);
  // 3: the first decision is withdrawn; only bob's is left.
  await undo(3);
  assert.deepEqual(await state(), [['0/0', 'confirm', "bob's"]]);
  assert.equal(await undo(4), null);
  // The trail keeps all seven lines.
  assert.equal((await readStore(store, nodeStoreFiles)).decisions.length, 7);
});

test('a tau2 message place is a key of its own; BFCL and tau2 places cannot mix in one decision', async () => {
  const store = storeIn();
  const tau2 = { ...emissionDecision(), turn: undefined, step: undefined, message: 7, human: ['ask', 'confirm'] as EmissionDecision['human'] };
  delete tau2.turn;
  delete tau2.step;
  await appendDecision(store, tau2);
  await appendDecision(store, emissionDecision());
  const current = latestDecisions((await readStore(store, nodeStoreFiles)).decisions, shaIs(SHA_A));
  assert.equal(current.length, 2);
  writeFileSync(store, `${JSON.stringify({ ...emissionDecision(), message: 7 })}\n`);
  assert.match((await readStore(store, nodeStoreFiles)).warnings[0]!, /either turn and step \(BFCL\) or message \(tau2\), not both/);
  // A tau2 message's human label is a set; a BFCL emission's one class.
  const shapes = [
    [{ ...tau2, human: 'ask' }, 'human: human is one class or "none" for a BFCL emission (turn and step), a list of classes for a tau2 message'],
    [{ ...emissionDecision(), human: ['ask'] }, 'human: human is one class or "none" for a BFCL emission (turn and step), a list of classes for a tau2 message'],
    [{ ...tau2, human: ['confirm', 'ask'] }, 'human: the classes of a tau2 message are a set: sorted by name, each once (e.g. ["ask", "confirm"])'],
  ] as const;
  for (const [line, message] of shapes) {
    writeFileSync(store, `${JSON.stringify(line)}\n`);
    assert.equal((await readStore(store, nodeStoreFiles)).warnings[0], `${store}:1: not a label decision (${message}); the line was skipped, the others were read.`);
  }
  writeFileSync(store, `${JSON.stringify({ ...tau2, human: [] })}\n`);
  assert.deepEqual((await readStore(store, nodeStoreFiles)).warnings, []);
});
