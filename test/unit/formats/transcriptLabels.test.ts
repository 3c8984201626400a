// The label commands read a format through its adapter alone (issue 33): the test-only transcript
// format (transcript/format.ts), registered by withFormats and nothing else, has its run found and read
// for labelling, a decision on its reply tied to the emission, GAR counted with the human's class, its
// cases' texts for carrying decisions over, and its files named when a path holds no run.
import assert from 'node:assert/strict';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readCaseTexts } from '../../../src/core/annotation/caseTexts';
import { humanGarRows } from '../../../src/core/annotation/humanGar';
import { loadLabelledRuns } from '../../../src/core/annotation/loadLabelledRuns';
import { emissionDecision } from '../../../src/core/annotation/newDecision';
import { sha256File } from '../../../src/core/files/fileHash';
import { withFormats } from '../../../src/core/formats/registry';
import { DiscoveryError } from '../../../src/core/model/discoveryError';
import { transcriptFormat } from './transcript/format';

const RUNS = 'test/unit/formats/transcript/runs';
const FILE = resolve(`${RUNS}/demo-agent.transcript.jsonl`);

test("a decision on a transcript's reply: found, tied to its emission, and GAR with the human's class", async () => {
  const folder = await mkdtemp(join(tmpdir(), 'transcript-labels-'));
  try {
    const store = join(folder, 'labels.jsonl');
    await withFormats([transcriptFormat], async () => {
      const before = await loadLabelledRuns(RUNS, [store]);
      assert.deepEqual(before.runs.map((r) => [r.id, r.model, r.folder, [...r.files.keys()]]), [[FILE, 'demo-agent', resolve(RUNS), ['demo-agent.transcript.jsonl']]]);
      const file = before.runs[0]!.files.get('demo-agent.transcript.jsonl')!;
      assert.deepEqual([file.benchmark, file.group, file.goldClasses, file.garCases.length], ['transcript', 'flights+policy', ['refuse', 'ask'], 4]);
      // t1's reply ("I have booked ...") is OTHER to the classifier; the annotator says it asks.
      const t1 = file.read.cases.find((c) => c.id === 't1')!;
      const ctx = { resultFile: FILE, runFolder: resolve(RUNS), sha256: await sha256File(FILE), author: 'ann', now: new Date('2026-12-07T08:00:00Z') };
      await appendFile(store, `${JSON.stringify(emissionDecision(ctx, 't1', t1.turns[0]!.emissions[0]!, ['ask'], 'asks'))}\n`);
      const after = await loadLabelledRuns(RUNS, [store]);
      assert.deepEqual(after.decisions.map((d) => [d.decision.case, d.stale, d.emission?.cls, d.file?.relPath]), [['t1', false, 'other', 'demo-agent.transcript.jsonl']]);
      assert.deepEqual(humanGarRows(after.runs, after.decisions).map((r) => [r.goldClass, r.n, r.classifierGar, r.humanGar, r.casesChanged]), [
        ['refuse', 1, 100, 100, 0],
        ['ask', 3, 200 / 3, 100, 1],
      ]);
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("a transcript's case texts for carrying decisions over: its line, and its reply as the line spells it", async () => {
  await withFormats([transcriptFormat], async () => {
    const texts = await readCaseTexts(FILE, 'transcript');
    assert.deepEqual([...texts.keys()], ['t0', 't1', 't2', 't3']);
    assert.deepEqual([...texts.get('t1')!.emissions], [['turn 0 step 0', '"I have booked the 9:40 flight for you."']]);
    assert.match(texts.get('t1')!.text, /^\{"case": "t1"/);
  });
});

test('a path that holds no run names every registered format\'s files', async () => {
  await withFormats([transcriptFormat], async () => {
    await assert.rejects(loadLabelledRuns('package.json'), (e: unknown) => {
      assert.ok(e instanceof DiscoveryError);
      assert.equal(e.message, 'package.json is neither a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json) nor a tau2 results file nor a transcript.');
      return true;
    });
  });
});
