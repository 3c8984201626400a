// A seeded fuzz of the tau2 reader with the mutation kinds of issue 35's reliability probe: a results
// document and a dir-layout run's simulation files cut short, given a NUL, a BOM or a control character
// at a random place, and (dir layout) a simulation entry that is a folder, a link in a loop or a named
// pipe. Whatever the input: no throw, no wait; every problem says where (its file, a line and column in
// it) and what; the simulations before the damage (monolithic) or in the other files (dir layout) are
// read as before; the damaged part is read as before or reported, never lost in silence.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import type { Problem } from '../../../src/core/model/problem';
import { CONTROL, textMutations } from '../../support/textMutations';
import { tempDir } from '../../support/tempDir';

const { random, pick, insert } = textMutations(3502);
const dir = tempDir('tau2-fuzz-');
const TEXTS = ['Could you give me your user id?', 'I cannot help with that request.', 'Done: the flight is booked.', 'Shall I go ahead and cancel it?', 'Here is what I found.', 'Which reservation do you mean?'];
const SIMS = TEXTS.map((content, i) => ({
  id: `s${i}`, task_id: String(i), termination_reason: 'user_stop', trial: 0, reward_info: { reward: i % 2 },
  messages: [{ role: 'user', content: 'Hello, I need help.' }, { role: 'assistant', content }],
}));
const INFO = { environment_info: { domain_name: 'airline' }, agent_info: { llm: 'm' }, num_trials: 1 };
const DOCUMENT = JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulations: SIMS }, null, 2);

type Kind = 'truncated' | 'nul' | 'bom' | 'control';
const KINDS: readonly Kind[] = ['truncated', 'nul', 'bom', 'control'];

/** The text mutated, and the offset from which it may differ from the original. */
function mutate(text: string, kind: Kind): { text: string; from: number } {
  const where = Math.floor(random() * text.length);
  switch (kind) {
    case 'truncated': return { text: text.slice(0, where), from: where };
    case 'nul': return { text: insert(text, '\u0000', where), from: where };
    case 'bom': return { text: `\ufeff${text}`, from: 0 };
    case 'control': return { text: insert(text, pick(CONTROL), where), from: where };
  }
}

type Read = Awaited<ReturnType<typeof readTau2Run>>;
const classes = (run: Read) => run.simulations.map((s) => `${s.id} ${s.emitSet.join('+')} ${s.reward}`);

function assertSaysWhere(p: Problem, texts: ReadonlyMap<string, string>): void {
  const text = texts.get(p.file);
  assert.ok(text !== undefined, `a problem of a file not read: ${p.file}`);
  const lines = text.split('\n');
  assert.ok(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines.length, `line ${p.line} of ${lines.length}: ${p.message}`);
  assert.ok(Number.isInteger(p.column) && p.column >= 1 && p.column <= lines[p.line - 1]!.length + 2, `column ${p.column} on line ${p.line}: ${p.message}`);
  assert.match(p.message, /^[A-Z"a-z].{10,}/);
  assert.doesNotMatch(p.message, /undefined|NaN|\[object Object\]/);
}

test('a tau2 results document: 160 seeded mutations, no throw, every problem placed, the simulations before the damage read as before', async () => {
  const plainPath = join(dir, 'plain.json');
  writeFileSync(plainPath, DOCUMENT);
  const plain = await readTau2Run(plainPath);
  assert.deepEqual(plain.problems, []);
  const original = classes(plain);
  assert.equal(original.length, SIMS.length);
  const reported = new Map<Kind, number>();
  for (let i = 0; i < 160; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const { text, from } = mutate(DOCUMENT, kind);
    const path = join(dir, `m${i}.json`);
    writeFileSync(path, text);
    const read = await readTau2Run(path);
    for (const p of read.problems) assertSaysWhere(p, new Map([[path, text.replace(/^\ufeff/, '')]]));
    // A simulation that ends before the damage is read as before.
    const before = SIMS.filter((_, k) => (k + 1 < SIMS.length ? DOCUMENT.indexOf(`"id": "${SIMS[k + 1]!.id}"`) : DOCUMENT.lastIndexOf('\n  ]')) < from).length;
    assert.deepEqual(classes(read).slice(0, before), original.slice(0, before), `${kind} at ${from}`);
    // Read as before, or said.
    if (read.problems.length === 0) assert.deepEqual(classes(read), original, `${kind} at ${from}: changed in silence`);
    else reported.set(kind, (reported.get(kind) ?? 0) + 1);
  }
  // What the seed gives: a BOM is skipped (no problem); a cut or a NUL always breaks the document; a
  // control character breaks it except DEL, which JSON allows in a string.
  assert.equal(reported.get('bom'), undefined);
  assert.deepEqual([reported.get('truncated'), reported.get('nul')], [40, 40]);
  assert.ok(reported.get('control')! >= 30, String(reported.get('control')));
});

const fifo = (path: string) => execFileSync('mkfifo', [path]);
const ENTRIES: ReadonlyArray<(path: string) => void> = [(p) => mkdirSync(p), (p) => symlinkSync(p, p), fifo];

test('a dir-layout run: 100 seeded mutations of one simulation file or entry, the other simulations read as before', async () => {
  const run = (name: string) => {
    const folder = join(dir, name);
    mkdirSync(join(folder, 'simulations'), { recursive: true });
    const simulation_index = SIMS.map((s) => ({ id: s.id, task_id: s.task_id, trial: 0, reward: s.reward_info.reward, termination_reason: 'user_stop' }));
    writeFileSync(join(folder, 'results.json'), JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulation_index }, null, 2));
    const texts = new Map<string, string>();
    for (const s of SIMS) {
      const path = join(folder, 'simulations', `${s.id}.json`);
      texts.set(path, JSON.stringify(s, null, 2));
      writeFileSync(path, texts.get(path)!);
    }
    return { folder, texts };
  };
  const plain = await readTau2Run(run('plain').folder);
  assert.deepEqual(plain.problems, []);
  const original = classes(plain);
  let nonRegular = 0;
  for (let i = 0; i < 100; i++) {
    const { folder, texts } = run(`d${i}`);
    const target = SIMS[Math.floor(random() * SIMS.length)]!;
    const path = join(folder, 'simulations', `${target.id}.json`);
    if (i % 5 === 4) {
      rmSync(path);
      pick(ENTRIES)(path);
      texts.set(path, '');
      nonRegular++;
    } else {
      const { text } = mutate(texts.get(path)!, KINDS[i % KINDS.length]!);
      writeFileSync(path, text);
      texts.set(path, text.replace(/^\ufeff/, ''));
    }
    const read = await readTau2Run(folder);
    for (const p of read.problems) {
      assert.equal(p.file, path, `a problem on another file than the damaged one: ${p.message}`);
      assertSaysWhere(p, texts);
    }
    const others = (c: readonly string[]) => c.filter((k) => !k.startsWith(`${target.id} `));
    assert.deepEqual(others(classes(read)), others(original), `the other simulations, ${target.id} damaged`);
    if (read.problems.length === 0) assert.deepEqual(classes(read), original, `${target.id} changed in silence: ${JSON.stringify(texts.get(path))}`);
  }
  assert.equal(nonRegular, 20);
});
