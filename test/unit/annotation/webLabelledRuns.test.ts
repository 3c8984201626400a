// The runs and decisions the web build's annotation reads (the Review view, the Agreement tab, the
// export: core/annotation/loadLabelledRuns.ts), on a virtual file system: the core bundled as
// scripts/build.mjs bundles it for the web worker host (its web twins in the place of the Node
// modules), over an in-memory copy of the sample under another root, so nothing can come from disk.
// The same runs, decisions and warnings as the Node build reads from the copy on disk; decisions made
// in turn by two windows through vscode.workspace.fs's whole-file writes (each window its own file) are all read back; the
// spot-check sample's seed file is written there too.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { loadLabelledRuns as nodeLoadLabelledRuns } from '../../../src/core/annotation/loadLabelledRuns';
import type { LabelDecision } from '../../../src/core/annotation/decisionSchema';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { memoryFilesOf } from '../../support/memoryFiles';
import { webBundle } from '../../support/webBundle';
import { tempDir } from '../../support/tempDir';

type Web = typeof import('../../support/webAnnotationEntry');
let web: Web;

before(async () => {
  web = await webBundle<Web>('test/support/webAnnotationEntry.ts', 'cl-web-annotation-');
});

const MEMORY = '/memrun/sample';
const MISS_FUNC = 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
const MISS_FUNC_SHA256 = '7489b2346bc5eaec55fd0ed435291446f9774206ad6c4dfaa2d2626b78962195';

function decision(author: string, step: number, human: 'ask' | 'refuse', rationale: string, time = '2026-12-05T23:00:00.000Z'): LabelDecision {
  return {
    v: 1, file: MISS_FUNC, sha256: MISS_FUNC_SHA256, case: 'multi_turn_miss_func_0', rulesVersion: 'ref-5c9ec3df', author,
    time, rationale, kind: 'emission', turn: 0, step, classifier: step === 0 ? ['tool_call'] : ['confirm'], human,
  };
}

/** `base` with writes kept in memory over it, as a virtual workspace's provider keeps them. */
function writable(base: FileAccess): FileAccess {
  const written = new Map<string, Uint8Array>();
  const parent = (path: string) => path.slice(0, path.lastIndexOf('/'));
  return {
    stat: async (path) => (written.has(path) ? { size: written.get(path)!.length, mtimeMs: 2, kind: 'file' } : base.stat(path)),
    head: async (path, n) => (written.has(path) ? new TextDecoder().decode(written.get(path)!.subarray(0, n)) : base.head(path, n)),
    readBytes: async (path) => written.get(path) ?? base.readBytes(path),
    writeBytes: async (path, bytes) => void written.set(path, bytes.slice()),
    async list(folder) {
      const listed = (await base.list(folder)) ?? [];
      const added = [...written.keys()].filter((p) => parent(p) === folder).map((p) => p.slice(folder.length + 1)).filter((name) => !listed.some((e) => e.name === name));
      return [...listed, ...added.map((name) => ({ name, kind: 'file' as const }))];
    },
  };
}

/** The sample on disk with a label store beside demo-baseline, and the same in memory (writable). */
function sampleWithStore(): { disk: string; files: FileAccess; reads: Map<string, number> } {
  const disk = join(tempDir('cl-web-labelled-'), 'sample');
  cpSync('sample', disk, { recursive: true });
  mkdirSync(join(disk, 'result/demo-baseline/.calibration-lens'));
  const lines = [decision('ann', 0, 'ask', 'It should have asked'), decision('bob', 1, 'refuse', '')].map((d) => JSON.stringify(d)).join('\n');
  // A last line cut by a crash: both reads skip it with the same warning.
  writeFileSync(join(disk, 'result/demo-baseline/.calibration-lens/labels.jsonl'), `${lines}\n{"v":1,"fi`);
  const memory = memoryFilesOf(disk, MEMORY);
  return { disk, files: writable(memory.files), reads: memory.reads };
}

/**
 * A read with its paths said as the disk's, and its runs as what tells them apart (their files' hashes,
 * cases, classes and hits; the Node build keeps the turns of the decided cases only, the web build all).
 */
function comparable(read: Awaited<ReturnType<typeof nodeLoadLabelledRuns>>, root: string): unknown {
  const plain = {
    runs: read.runs.map((r) => ({ id: r.id, model: r.model, folder: r.folder, files: [...r.files.values()].map((f) => ({ path: f.path, relPath: f.relPath, sha256: f.sha256, group: f.group, cases: f.read.cases.length, hits: f.read.cases.map((c) => `${c.classes.join('+')}/${c.goldHits.join('+')}`).join(' ') })) })),
    stores: read.stores,
    decisions: read.decisions.map((d) => ({ store: d.store, line: d.line, decision: d.decision, case: d.kase?.id ?? null, run: d.run?.id ?? null, stale: d.stale, emission: d.emission ? { place: d.emission.place, classes: d.emission.classes } : null })),
    warnings: read.warnings,
  };
  return JSON.parse(JSON.stringify(plain).split(root).join('<root>'));
}

test("the web build reads the sample's runs and label store through an in-memory file system as the Node build reads them from disk", async () => {
  const { disk, files, reads } = sampleWithStore();
  web.useFiles(files);
  const fromMemory = await web.loadLabelledRuns(MEMORY, (folder) => `${folder}/.calibration-lens/labels.jsonl`);
  const fromDisk = await nodeLoadLabelledRuns(disk);
  assert.deepEqual(comparable(fromMemory, MEMORY), comparable(fromDisk, disk));
  const seen = comparable(fromMemory, MEMORY) as { runs: { model: string; files: { relPath: string; sha256: string }[] }[]; decisions: { case: string; stale: boolean; line: number }[]; warnings: string[] };
  assert.deepEqual(seen.runs.map((r) => `${r.model}: ${r.files.length} files`), ['demo-baseline: 4 files', 'demo-probe: 4 files']);
  assert.equal(seen.runs[0]!.files.find((f) => f.relPath === MISS_FUNC)!.sha256, MISS_FUNC_SHA256);
  assert.deepEqual(seen.decisions.map((d) => [d.line, d.case, d.stale]), [[1, 'multi_turn_miss_func_0', false], [2, 'multi_turn_miss_func_0', false]]);
  assert.deepEqual(seen.warnings, [
    '<root>/result/demo-baseline/.calibration-lens/labels.jsonl:3: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.',
  ]);
  // Every read was of the memory copy.
  assert.ok(reads.size > 0 && [...reads.keys()].every((p) => p.startsWith(`${MEMORY}/`)));
});

test('two windows deciding in turn through whole-file writes: each in its own file beside the store, all read back merged in the order made', async () => {
  const { files } = sampleWithStore();
  web.useFiles(files);
  const store = `${MEMORY}/result/demo-baseline/.calibration-lens/labels.jsonl`;
  const windows = { 'window-a': new web.WholeFileAppender(web.hostFiles, 'A1'), 'window-b': new web.WholeFileAppender(web.hostFiles, 'B2') };
  // Window A and window B decide in turn, a second apart.
  for (let i = 0; i < 6; i++) {
    const author = i % 2 ? 'window-b' : 'window-a';
    await windows[author].append(store, decision(author, i % 2, 'ask', `round ${i}`, `2026-12-05T23:00:0${i}.000Z`));
  }
  const read = await web.readStore(store, web.hostFiles);
  const a = `${store}.d/window-a-A1.jsonl`;
  const b = `${store}.d/window-b-B2.jsonl`;
  assert.deepEqual(read.decisions.map((d) => [d.path, d.line, d.decision.author, d.decision.rationale]), [
    [store, 1, 'ann', 'It should have asked'], [store, 2, 'bob', ''],
    [a, 1, 'window-a', 'round 0'], [b, 1, 'window-b', 'round 1'], [a, 2, 'window-a', 'round 2'], [b, 2, 'window-b', 'round 3'], [a, 3, 'window-a', 'round 4'], [b, 3, 'window-b', 'round 5'],
  ]);
  // The store itself was not written: its cut last line is still its last line.
  assert.deepEqual(read.warnings, [`${store}:3: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`]);
  // What the views read: each window's latest decision on each emission.
  const labelled = await web.loadLabelledRuns(`${MEMORY}/result/demo-baseline`, (folder) => `${folder}/.calibration-lens/labels.jsonl`);
  assert.deepEqual(labelled.decisions.map((d) => [d.path, d.line, d.decision.author, d.decision.rationale]), [[store, 1, 'ann', 'It should have asked'], [store, 2, 'bob', ''], [a, 3, 'window-a', 'round 4'], [b, 3, 'window-b', 'round 5']]);
});

test("the spot-check sample's seed is written beside the store through the host's file access and read back", async () => {
  const { files } = sampleWithStore();
  web.useFiles(files);
  const store = `${MEMORY}/result/demo-baseline/.calibration-lens/labels.jsonl`;
  assert.equal(await web.existingSampleSeed(store), null);
  const seed = await web.sampleSeed(store);
  assert.equal(await web.sampleSeed(store), seed);
  const written = new TextDecoder().decode((await files.readBytes(`${MEMORY}/result/demo-baseline/.calibration-lens/sample-seed.json`))!);
  assert.equal(written, `{"seed":${seed}}\n`);
});

test('on local disk a label store that exists but cannot be read is reported, not read as an empty store', async () => {
  const disk = join(tempDir('cl-unreadable-store-'), 'sample');
  cpSync('sample', disk, { recursive: true });
  // A folder where the store should be: it is there, and reading it fails (EISDIR).
  mkdirSync(join(disk, 'result/demo-baseline/.calibration-lens/labels.jsonl'), { recursive: true });
  const read = await nodeLoadLabelledRuns(join(disk, 'result/demo-baseline'));
  assert.deepEqual(read.decisions, []);
  assert.deepEqual(read.warnings, [`The label store ${join(disk, 'result/demo-baseline/.calibration-lens/labels.jsonl')} could not be read: EISDIR: illegal operation on a directory, read.`]);
});
