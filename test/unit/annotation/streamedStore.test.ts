// The label commands read a run and its store a line at a time (issue 35, point 3, memory): a store is
// streamed, never read whole, and held as its latest decision per item; lines cut across chunk
// boundaries read as the whole text reads them; a BFCL result file keeps the turns of the decided
// cases only. What `labels` and `agreement` print from them is what the whole read gave.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { nodeStoreFiles } from '../../../src/core/annotation/appendDecision';
import { latestDecisions } from '../../../src/core/annotation/latestDecisions';
import { labelFoundRuns } from '../../../src/core/annotation/loadLabelledRuns';
import { readStore, readStoreText, type StoreFiles } from '../../../src/core/annotation/readStore';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import type { OpenFile } from '../../../src/core/files/fileAccess';
import { forEachTextLine } from '../../../src/core/files/textLinesOfChunks';
import { tempDir } from '../../support/tempDir';
import { emissionDecision } from './decisions';

const dir = tempDir('streamed-store-');

/** An open file that hands `bytes` over `size` bytes at a time, each chunk a buffer reused for the next. */
function chunked(bytes: Buffer, size: number): OpenFile {
  return {
    async chunks(onChunk) {
      const buffer = Buffer.alloc(size);
      for (let at = 0; at < bytes.length; at += size) {
        const n = bytes.copy(buffer, 0, at, at + size);
        onChunk(buffer.subarray(0, n));
        buffer.fill(0x21); // what a reused buffer holds next: nothing may still point into it
      }
    },
    close: async () => undefined,
  };
}

test('lines cut across chunk boundaries (inside a character, at \\n, \\r\\n) read as the whole text split at \\n', async () => {
  const text = '\ufeff{"a": "é—ü"}\r\n\n  \n{"b": "\ud83d\ude00"}\n\ufeff{"c": 1}\r\nbroken ';
  // A byte no UTF-8 text holds, and a character cut off at the end.
  const bytes = Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0xff]), Buffer.from(' tail'), Buffer.from([0xe2, 0x82])]);
  const whole = new TextDecoder().decode(bytes).split('\n');
  for (const size of [1, 2, 3, 5, 7, 64]) {
    const lines: string[] = [];
    const numbers: number[] = [];
    const { unterminated } = await forEachTextLine(chunked(bytes, size), (line, n) => {
      lines.push(line);
      numbers.push(n);
    });
    assert.deepEqual(lines, whole, `chunks of ${size}`);
    assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6]);
    assert.equal(unterminated, true);
  }
  assert.deepEqual(whole.slice(0, 2), ['{"a": "é—ü"}\r', '']);
  assert.equal(whole[4], '\ufeff{"c": 1}\r');
  assert.equal(whole[5], 'broken \ufffd tail\ufffd');
  const ended: string[] = [];
  assert.deepEqual(await forEachTextLine(chunked(Buffer.from('x\ny\n'), 3), (l) => ended.push(l)), { unterminated: false });
  assert.deepEqual(ended, ['x', 'y', '']);
});

test('a store is streamed, never read whole: readBytes is not called, and its lines read as readStoreText reads them', async () => {
  const lines = [
    emissionDecision({ time: '2026-12-01T22:00:00.000Z' }),
    emissionDecision({ human: 'refuse', time: '2026-12-01T22:01:00.000Z', rationale: 'naïve — “quoted”' }),
    emissionDecision({ case: 'multi_turn_miss_param_1', author: 'bo', time: '2026-12-01T22:02:00.000Z' }),
    emissionDecision({ human: 'other', time: '2026-12-01T22:03:00.000Z' }),
  ].map((d) => JSON.stringify(d));
  const text = `${lines[0]}\n{"not json\n${lines[1]}\n\n${lines[2]}\n${lines[3]}\n${lines[0]!.slice(0, 40)}`;
  const store = join(dir, 'chunked.jsonl');
  writeFileSync(store, text);
  const bytes = Buffer.from(text, 'utf8');
  const files = (size: number): StoreFiles => ({
    ...nodeStoreFiles,
    readBytes: () => Promise.reject(new Error('the store was read whole')),
    openChunks: async () => chunked(bytes, size),
  });
  const whole = readStoreText(text, store);
  for (const size of [1, 7, 100, 1 << 16]) {
    const read = await readStore(store, files(size));
    assert.deepEqual(read.decisions, whole.decisions, `chunks of ${size}`);
    assert.deepEqual(read.warnings, whole.warnings);
  }
  assert.deepEqual(whole.decisions.map((d) => [d.line, (d.decision.kind === 'emission' ? d.decision.human : null)]), [[1, 'ask'], [3, 'refuse'], [5, 'ask'], [6, 'other']]);
  assert.deepEqual(whole.warnings.map((w) => w.slice(store.length)), [
    ':2: not valid JSON (Unterminated string in JSON at position 10); the line was skipped, the others were read.',
    ':7: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.',
  ]);
  // Held as the latest decision per item: the same current decisions, in the same order.
  const latest = await readStore(store, files(7), { latestOnly: true });
  assert.deepEqual(latest.decisions.map((d) => d.line), [5, 6]);
  const sha = () => emissionDecision().sha256;
  assert.deepEqual(latestDecisions(latest.decisions, sha), latestDecisions(whole.decisions, sha));
});

test('latestOnly with writers\' files: the merged current decisions are the whole read\'s, a file out of time order included', async () => {
  const store = join(dir, 'merged.jsonl');
  const at = (minute: number) => `2026-12-01T22:${String(minute).padStart(2, '0')}:00.000Z`;
  const line = (over: Parameters<typeof emissionDecision>[0]) => `${JSON.stringify(emissionDecision(over))}\n`;
  writeFileSync(store, [line({ time: at(1) }), line({ human: 'refuse', time: at(5) }), line({ case: 'multi_turn_miss_param_2', time: at(6) })].join(''));
  mkdirSync(`${store}.d`);
  // In time order, then one whose clock went back: its older line must still lose to the store's later one.
  writeFileSync(join(`${store}.d`, 'a-w1.jsonl'), [line({ human: 'other', time: at(2) }), line({ human: 'none', time: at(7) }), line({ case: 'multi_turn_miss_param_2', human: 'other', time: at(8) })].join(''));
  writeFileSync(join(`${store}.d`, 'b-w2.jsonl'), [line({ human: 'confirm', time: at(9) }), line({ human: 'tool_call', time: at(3) }), line({ case: 'multi_turn_miss_param_2', human: 'confirm', time: at(4) })].join(''));
  const sha = () => emissionDecision().sha256;
  const whole = await readStore(store, nodeStoreFiles);
  const latest = await readStore(store, nodeStoreFiles, { latestOnly: true });
  const current = (r: typeof whole) => latestDecisions(r.decisions, sha).map((d) => [d.path.slice(dir.length), d.line, d.decision.case, d.decision.kind === 'emission' ? d.decision.human : null]);
  assert.deepEqual(current(latest), current(whole));
  assert.deepEqual(current(whole), [
    ['/merged.jsonl.d/b-w2.jsonl', 2, 'multi_turn_miss_param_0', 'tool_call'],
    ['/merged.jsonl.d/b-w2.jsonl', 3, 'multi_turn_miss_param_2', 'confirm'],
  ]);
  // The file in time order is held as its latest lines; the one out of order whole.
  assert.deepEqual(latest.decisions.map((d) => `${d.path.slice(dir.length + 1)}:${d.line}`), [
    'merged.jsonl:2', 'merged.jsonl:3', 'merged.jsonl.d/a-w1.jsonl:2', 'merged.jsonl.d/a-w1.jsonl:3',
    'merged.jsonl.d/b-w2.jsonl:1', 'merged.jsonl.d/b-w2.jsonl:2', 'merged.jsonl.d/b-w2.jsonl:3',
  ]);
});

test('a BFCL result file read for the label commands: the decided cases keep their turns, as the whole read gives them; the others only their classes', async () => {
  const file = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
  const full = await readResultFile(file);
  const kept = await readResultFile(file, { classesOnly: true, turnsOf: new Set(['multi_turn_miss_func_3', 'multi_turn_miss_func_7']) });
  assert.equal(kept.cases.length, full.cases.length);
  assert.deepEqual(kept.cases.filter((c) => c.turns.length).map((c) => c.id), ['multi_turn_miss_func_3', 'multi_turn_miss_func_7']);
  for (const id of ['multi_turn_miss_func_3', 'multi_turn_miss_func_7']) {
    assert.deepEqual(kept.cases.find((c) => c.id === id), full.cases.find((c) => c.id === id));
  }
  assert.deepEqual(kept.cases.map((c) => [c.id, c.classes, c.goldHits]), full.cases.map((c) => [c.id, c.classes, c.goldHits]));
  assert.deepEqual(kept.problems, full.problems);

  // labels / agreement: only the cases a decision names are read with their turns.
  const runs = (await discoverRuns('sample/result/demo-baseline')).runs;
  const store = join(dir, 'decided.jsonl');
  const { sha256File } = await import('../../../src/core/files/fileHash');
  writeFileSync(store, `${JSON.stringify(emissionDecision({ file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256: await sha256File(file), case: 'multi_turn_miss_func_3', human: 'refuse' }))}\n`);
  const labelled = await labelFoundRuns(runs.map((run) => ({ benchmark: 'bfcl', run, origin: 0 })), [store]);
  const withTurns = labelled.runs.flatMap((r) => [...r.files.values()].flatMap((f) => f.read.cases.filter((c) => c.turns.length).map((c) => `${f.relPath} ${c.id}`)));
  assert.deepEqual(withTurns, ['multi_turn/BFCL_v4_multi_turn_miss_func_result.json multi_turn_miss_func_3']);
  assert.deepEqual(labelled.decisions.map((d) => [d.decision.case, d.emission?.cls, d.stale]), [['multi_turn_miss_func_3', 'tool_call', false]]);
});
