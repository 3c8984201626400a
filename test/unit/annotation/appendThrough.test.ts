// The label store on a file system that only writes whole files (vscode.workspace.fs in the web worker
// host): each window appends to its own file beside the store and readers merge them, so no decision
// reported saved is ever lost. Proved by running two windows' appends under every interleaving of their
// file operations (each read and write one step), not by hoping a race is rare.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WholeFileAppender, withLine } from '../../../src/core/annotation/appendThrough';
import { LabelDecisionSchema, type LabelDecision } from '../../../src/core/annotation/decisionSchema';
import { readStore, type StoreFiles } from '../../../src/core/annotation/readStore';
import type { FileAccess, FolderEntry } from '../../../src/core/files/fileAccess';
import { emissionDecision } from './decisions';

const STORE = '/run/.calibration-lens/labels.jsonl';
const encode = (s: string) => new TextEncoder().encode(s);
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array(0));
// As the store writes a line: the decision as its schema gives it back (members in the schema's order).
const lineOf = (over: Parameters<typeof emissionDecision>[0]) => `${JSON.stringify(LabelDecisionSchema.parse(emissionDecision(over)))}\n`;

/** Files in memory, every operation done at once (no interleaving). */
function memoryFiles(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial).map(([path, s]) => [path, encode(s)]));
  const access: Pick<FileAccess, 'readBytes' | 'writeBytes'> & StoreFiles = {
    readBytes: async (path) => files.get(path)?.slice() ?? null,
    writeBytes: async (path, bytes) => void files.set(path, bytes.slice()),
    list: async (folder) => listOf(files, folder),
    stat: async (path) => (files.has(path) ? { size: files.get(path)!.length, mtimeMs: 1, kind: 'file' } : listOf(files, path) ? { size: 0, mtimeMs: 1, kind: 'folder' } : null),
  };
  return { access, files, at: (path: string) => text(files.get(path)) };
}

function listOf(files: Map<string, Uint8Array>, folder: string): FolderEntry[] | null {
  const names = [...files.keys()].filter((p) => p.startsWith(`${folder}/`) && !p.slice(folder.length + 1).includes('/')).map((p) => p.slice(folder.length + 1));
  return names.length ? names.map((name) => ({ name, kind: 'file' })) : null;
}

test("a window appends to its own file beside the store, each decision whole, after a crash's cut line too; the store is not written", async () => {
  const mem = memoryFiles({ [STORE]: lineOf({ case: 'before' }) });
  const window = new WholeFileAppender(mem.access, '20261206T090000Z-0123456789abcdef');
  const own = `${STORE}.d/ann-20261206T090000Z-0123456789abcdef.jsonl`;
  assert.equal(await window.append(STORE, emissionDecision({ case: 'first', time: '2026-12-06T09:00:01.000Z' })), own);
  await window.append(STORE, emissionDecision({ case: 'second', time: '2026-12-06T09:00:02.000Z' }));
  assert.equal(mem.at(own), lineOf({ case: 'first', time: '2026-12-06T09:00:01.000Z' }) + lineOf({ case: 'second', time: '2026-12-06T09:00:02.000Z' }));
  assert.equal(mem.at(STORE), lineOf({ case: 'before' }));
  // Another author in the same window: another file, named for people by the author.
  assert.equal(await window.append(STORE, emissionDecision({ author: 'Bob Müller', case: 'his' })), `${STORE}.d/bob-m-ller-20261206T090000Z-0123456789abcdef.jsonl`);

  const cut = memoryFiles({ [own]: lineOf({ case: 'whole' }) + lineOf({ case: 'cut' }).slice(0, 40) });
  await new WholeFileAppender(cut.access, '20261206T090000Z-0123456789abcdef').append(STORE, emissionDecision({ case: 'after' }));
  assert.equal(cut.at(own), lineOf({ case: 'whole' }) + lineOf({ case: 'cut' }).slice(0, 40) + '\n' + lineOf({ case: 'after' }));
  const read = await readStore(STORE, cut.access);
  assert.deepEqual(read.decisions.map((d) => [d.path, d.line, d.decision.case]), [[own, 1, 'whole'], [own, 3, 'after']]);
  assert.deepEqual(read.warnings, [`${own}:2: not valid JSON (Unterminated string in JSON at position 40); the line was skipped, the others were read.`]);
  assert.deepEqual(withLine(new Uint8Array(0), new Uint8Array([0x7b, 0x0a])), new Uint8Array([0x7b, 0x0a]));
});

test('an invalid decision is refused before anything is written; a refused append does not stop the next', async () => {
  const mem = memoryFiles();
  const window = new WholeFileAppender(mem.access, 'w');
  await assert.rejects(window.append(STORE, emissionDecision({ turn: -1 })));
  assert.equal(mem.files.size, 0);
  await window.append(STORE, emissionDecision({ case: 'next' }));
  assert.equal(mem.at(`${STORE}.d/ann-w.jsonl`), lineOf({ case: 'next' }));
});

test('readers merge the store and every window file by time, each file in its own order; other files and folders there are not read', async () => {
  const t = (s: number) => `2026-12-06T09:00:0${s}.000Z`;
  const mem = memoryFiles({
    [STORE]: lineOf({ case: 's1', time: t(1) }) + lineOf({ case: 's4', time: t(4) }) + lineOf({ case: 's-carried', time: t(0) }),
    [`${STORE}.d/bob-B.jsonl`]: lineOf({ author: 'bob', case: 'b2', time: t(2) }) + lineOf({ author: 'bob', case: 'b5', time: t(5) }),
    [`${STORE}.d/ann-A.jsonl`]: lineOf({ case: 'a3', time: t(3) }),
    [`${STORE}.d/notes.txt`]: 'not a store',
    [`${STORE}.d/old/ann-C.jsonl`]: lineOf({ case: 'nested', time: t(1) }),
  });
  const read = await readStore(STORE, mem.access);
  // A file's own order wins over time (the carried decision keeps its decider's earlier time but follows s4).
  assert.deepEqual(read.decisions.map((d) => d.decision.case), ['s1', 'b2', 'a3', 's4', 's-carried', 'b5']);
  assert.deepEqual(read.warnings, []);
});

/**
 * A file system whose every operation waits for the scheduler to grant it: one step. `pending` holds
 * each actor's next operation (an actor does one at a time); granting one does it at once, atomically.
 */
function steppedFiles() {
  const files = new Map<string, Uint8Array>();
  const pending: Array<{ actor: number; run: () => void }> = [];
  const step = <T>(actor: number, op: () => T) => new Promise<T>((resolve) => pending.push({ actor, run: () => resolve(op()) }));
  const actorFiles = (actor: number): Pick<FileAccess, 'readBytes' | 'writeBytes'> => ({
    readBytes: (path) => step(actor, () => files.get(path)?.slice() ?? null),
    writeBytes: (path, bytes) => step(actor, () => void files.set(path, bytes.slice())),
  });
  const reader = memoryFiles();
  return { files, pending, actorFiles, read: () => readStore(STORE, { ...reader.access, readBytes: async (p) => files.get(p) ?? null, list: async (f) => listOf(files, f) }) };
}

const settled = async () => {
  // The step an actor takes next is reached through promise callbacks only: a macrotask lets them all run.
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
};

interface Outcome {
  /** The index granted at each step, of the `options` pending then (ordered by actor). */
  taken: number[];
  options: number[];
  /** Whose step each was: A for the first actor, B for the second. */
  steps: string;
  saved: LabelDecision[];
  readBack: LabelDecision[];
}

type Actor = (files: Pick<FileAccess, 'readBytes' | 'writeBytes'>, saved: LabelDecision[]) => Promise<unknown>;

/** The actors run under the schedule `choices` (then the first pending actor at each later step). */
async function runSchedule(actors: readonly Actor[], choices: readonly number[]): Promise<Outcome> {
  const fs = steppedFiles();
  const saved: LabelDecision[] = [];
  const running = actors.map((actor, i) => actor(fs.actorFiles(i), saved));
  const taken: number[] = [];
  const options: number[] = [];
  let steps = '';
  for (;;) {
    await settled();
    if (fs.pending.length === 0) break;
    fs.pending.sort((a, b) => a.actor - b.actor);
    const pick = taken.length < choices.length ? choices[taken.length]! : 0;
    taken.push(pick);
    options.push(fs.pending.length);
    const op = fs.pending.splice(pick, 1)[0]!;
    steps += 'AB'[op.actor];
    op.run();
  }
  await Promise.all(running);
  return { taken, options, steps, saved, readBack: (await fs.read()).decisions.map((d) => d.decision) };
}

/** Every schedule of the actors' steps, each run once (depth first, by replaying the prefix). */
async function everySchedule(actors: readonly Actor[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let choices: number[] | null = [];
  while (choices) {
    const outcome = await runSchedule(actors, choices);
    outcomes.push(outcome);
    const { taken, options } = outcome;
    let i = taken.length - 1;
    while (i >= 0 && taken[i]! + 1 >= options[i]!) i--;
    choices = i < 0 ? null : [...taken.slice(0, i), taken[i]! + 1];
  }
  return outcomes;
}

const at = (s: number) => `2026-12-06T10:00:${String(s).padStart(2, '0')}.000Z`;

/** A window deciding twice, at `first` and two seconds later: the second key pressed before the first decision is saved (both appends in flight). */
const window = (name: string, writer: string, author: string, first: number): Actor => async (files, saved) => {
  const appender = new WholeFileAppender(files, writer);
  const decisions = [0, 1].map((k) => emissionDecision({ author, case: `${name}_${k}`, time: at(first + 2 * k) }));
  // A decision not read back is said not saved (rejected): only the resolved ones were reported saved.
  await Promise.allSettled(decisions.map((d) => appender.append(STORE, d).then(() => void saved.push(d))));
};

const lost = (o: Outcome) => o.saved.filter((d) => !o.readBack.some((r) => JSON.stringify(r) === JSON.stringify(LabelDecisionSchema.parse(d))));

test('two windows deciding at once, under every interleaving of their reads and writes: every decision saved, none lost', async () => {
  const outcomes = await everySchedule([window('A', 'A', 'ann', 0), window('B', 'B', 'bob', 1)]);
  // Two decisions each, three steps each (read, write, read back): C(12, 6) schedules.
  assert.equal(outcomes.length, 924);
  assert.deepEqual(outcomes.map((o) => o.taken.length).filter((n) => n !== 12), []);
  assert.equal(outcomes.reduce((n, o) => n + o.saved.length, 0), 924 * 4);
  assert.equal(outcomes.reduce((n, o) => n + lost(o).length, 0), 0);
  // Read back merged in the order decided, whatever the schedule.
  assert.deepEqual(new Set(outcomes.map((o) => o.readBack.map((d) => d.case).join(' '))), new Set(['A_0 B_0 A_1 B_1']));
});

test('the same schedules catch a lost decision when two windows share a file (what their own files prevent)', async () => {
  // Both windows given the same id, so both read, add and write one file: the race the web store had.
  const outcomes = await everySchedule([window('A', 'same', 'ann', 0), window('B', 'same', 'ann', 1)]);
  assert.equal(outcomes.length, 924);
  const losing = outcomes.filter((o) => lost(o).length > 0);
  assert.equal(losing.length, 354);
  // The first: B reads the file while A's second decision is on its way, A writes and reads it back
  // (saved), then B writes what it read plus its own line over it.
  const first = losing[0]!;
  assert.equal(first.steps, 'AAAABAABBBBB');
  assert.deepEqual([first.saved.map((d) => d.case), first.readBack.map((d) => d.case), lost(first).map((d) => d.case)], [['A_0', 'A_1', 'B_0', 'B_1'], ['A_0', 'B_0', 'B_1'], ['A_1']]);
});
