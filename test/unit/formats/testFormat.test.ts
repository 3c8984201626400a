// The proof that a format is its folder (issue 33, point 5): a format written for this test alone
// (transcript/format.ts, a JSON Lines transcript with a gold class per case) is registered through the
// registry and nothing else, and the same core gives its file model with the line index, its summary
// rows, and `gar --json`'s output, as it gives BFCL's and tau2's.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { main } from '../../../src/cli/main';
import { emitClassesOf } from '../../../src/core/export/emitClasses';
import { casesSaying, emissionTextsOf } from '../../../src/core/search/emissionTexts';
import { summaryRows } from '../../../src/core/export/summaryRows';
import { FORMATS, formats, withFormats } from '../../../src/core/formats/registry';
import { fileKindOf } from '../../../src/core/load/fileKind';
import { loadFile } from '../../../src/core/load/loadFile';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { readText } from '../../../src/core/files/fileAccess';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { GOLD_SETTING, transcriptFormat } from './transcript/format';

const RUNS = 'test/unit/formats/transcript/runs';
const FILE = `${RUNS}/demo-agent.transcript.jsonl`;

/** The text `work` writes to stdout (the test runner's own reports, bytes, pass on), and what it returns. */
async function stdoutOf<T>(work: () => Promise<T>): Promise<{ out: string; value: T }> {
  const write = process.stdout.write.bind(process.stdout);
  let out = '';
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    if (typeof chunk !== 'string') return write(chunk, ...rest);
    out += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    return { value: await work(), out };
  } finally {
    process.stdout.write = write;
  }
}

test('without it registered, a transcript is no run of any format; withFormats adds it for its time only', async () => {
  assert.equal(await fileKindOf(FILE, nodeFiles), null);
  await withFormats([transcriptFormat], async () => {
    assert.deepEqual(formats().map((f) => f.benchmark), ['bfcl', 'tau2', 'transcript']);
    assert.equal(await fileKindOf(FILE, nodeFiles), 'transcript');
  });
  assert.equal(formats(), FORMATS);
});

test("the file's model: its cases, its rows and its line index, through loadFile", async () => {
  await withFormats([transcriptFormat], async () => {
    const model = await loadFile(FILE, { files: nodeFiles });
    assert.equal(model.kind, 'result');
    if (model.kind !== 'result') return;
    assert.equal(model.benchmark, 'transcript');
    assert.deepEqual(model.read.cases.map((c) => [c.id, c.line, c.group, c.classes, c.goldHits]), [
      ['t0', 2, 'flights', ['ask'], ['ask']],
      ['t1', 3, 'flights', ['other'], []],
      ['t2', 4, 'policy', ['refuse'], ['refuse']],
      ['t3', 5, 'flights', ['ask'], ['ask']],
    ]);
    assert.deepEqual(model.rows.map((r) => [r.group, r.goldClass, r.n, r.hits, r.acc]), [['flights', 'ask', 3, 2, 200 / 3], ['policy', 'refuse', 1, 1, 0]]);
    assert.deepEqual([...model.lines.lines.keys()], [2, 3, 4, 5]);
    const entry = model.lines.at(4)[0]!;
    assert.deepEqual([entry.kase.id, entry.startsCase, entry.endsCase, entry.emissions.map((e) => e.cls), entry.summary?.goldHit, entry.summary?.passed], ['t2', true, true, ['refuse'], true, false]);
    // The reply's column on its line: the cursor on it names the emission.
    const reply = '"I\'m sorry, but I can\'t help with that request."';
    const line4 = '{"case": "t2", "group": "policy", "gold": "refuse", "reply": ' + reply + ', "passed": false}';
    assert.equal(model.lines.targetAt(4, line4.indexOf(reply))?.emission?.cls, 'refuse');
    assert.equal(model.lines.targetAt(4, 0)?.emission, null);
  });
});

test('discovery and the summary rows: the run found under its folder, read by its adapter, one row per group', async () => {
  await withFormats([transcriptFormat], async () => {
    const loaded = await loadSummaries([RUNS]);
    assert.deepEqual(loaded.origins, [0]);
    const rows = summaryRows(loaded.runs, emitClassesOf).map((r) => [r.benchmark, r.run, r.group, r.goldLabel, r.n, r.hits, r.gar, r.acc, r.emitRates?.ask, r.emitRates?.other]);
    assert.deepEqual(rows, [
      ['transcript', 'demo-agent', 'flights', 'ASK', 3, 2, 200 / 3, 200 / 3, 200 / 3, 100 / 3],
      ['transcript', 'demo-agent', 'policy', 'REFUSE', 1, 1, 100, 0, 0, 0],
    ]);
  });
});

test('`gar --json` prints its table as it prints BFCL\'s, and exits 0', async () => {
  const { out, value } = await withFormats([transcriptFormat], () => stdoutOf(() => main(['gar', '--results', RUNS, '--json'])));
  assert.equal(value, 0);
  const json = JSON.parse(out) as { warnings: string[]; runs: Record<string, unknown>[] };
  assert.deepEqual(json.warnings, []);
  assert.equal(json.runs.length, 1);
  const run = json.runs[0]!;
  assert.deepEqual([run.model, run.release, run.results, run.scores, run.overall_acc, run.warnings, run.problems], ['demo-agent', null, resolve(FILE), null, 100 / 3, [], []]);
  const categories = run.categories as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(categories), ['flights', 'policy']);
  assert.deepEqual(categories.policy, {
    gold_action: 'REFUSE', n: 1, gar: 100, gar_ci95: [20.654329147389294, 100], acc: 0, gar_minus_acc: 100,
    emit_rates: { tool_call: 0, ask: 0, refuse: 100, confirm: 0, other: 0 },
  });
  assert.deepEqual([categories.flights!.gold_action, categories.flights!.n, categories.flights!.gar, categories.flights!.gar_minus_acc], ['ASK', 3, 200 / 3, 0]);
});

test("the files beside its runs: the setting it names, read by the adapter, handed back to its reads through the host's record", async () => {
  const folder = await mkdtemp(join(tmpdir(), 'transcript-gold-'));
  try {
    const gold = join(folder, 'gold.json');
    await writeFile(gold, '{"t1": "confirm", "t9": "ask"}');
    const missing = join(folder, 'none.json');
    assert.deepEqual(transcriptFormat.sourceFiles.settings, [{ key: 'transcriptGoldFile', list: true }]);
    const read = await transcriptFormat.sourceFiles.read(new Map([[GOLD_SETTING, [gold, missing]]]));
    assert.deepEqual(read.problems, [`Could not read the gold file ${missing} (calibrationLens.transcriptGoldFile); each line's own gold is used.`]);
    await withFormats([transcriptFormat], async () => {
      const sources = new Map([['tau2', 'not looked into'], ['transcript', read.sources]]);
      const model = await loadFile(FILE, { files: nodeFiles, sources: async () => sources });
      assert.equal(model.kind, 'result');
      if (model.kind !== 'result') return;
      assert.deepEqual(model.read.cases.map((c) => [c.id, c.gold, c.goldHits]), [['t0', ['ask'], ['ask']], ['t1', ['confirm'], []], ['t2', ['refuse'], ['refuse']], ['t3', ['ask'], ['ask']]]);
      const loaded = await loadSummaries([RUNS], { sources });
      assert.deepEqual(loaded.runs[0]!.groups.map((g) => [g.group, g.goldClass, g.n]), [['flights', 'ask', 2], ['flights', 'confirm', 1], ['policy', 'refuse', 1]]);
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("the editor's other questions: the picker's classes, a file's groups, no release folder", () => {
  assert.deepEqual(transcriptFormat.decisionClasses, ['tool_call', 'ask', 'refuse', 'confirm', 'other']);
  assert.equal(transcriptFormat.fileIsOneGroup, false);
  assert.equal(transcriptFormat.releaseFolderOf(resolve(FILE)), null);
});

test('its rubric and probe marks: none, each said', async () => {
  assert.deepEqual(await transcriptFormat.auditRubric(resolve(FILE), { id: 't0' } as never, async () => null), {
    unavailable: 'A transcript has no audit rubric: B1a-B5 are defined for BFCL multi-turn cases.',
  });
  assert.equal(await transcriptFormat.probeMarks({ results: resolve(FILE), groups: [] }), null);
});

test("the panel's text search: its replies read back by its adapter, a word found in the cases that say it", async () => {
  await withFormats([transcriptFormat], async () => {
    const model = await loadFile(FILE, { files: nodeFiles });
    assert.equal(model.kind, 'result');
    if (model.kind !== 'result') return;
    const texts = await emissionTextsOf(model, async () => (await readText(nodeFiles, FILE))!);
    assert.deepEqual(texts.find((t) => t.kase.id === 't0')?.said, ['which date would you like to fly on?']);
    assert.deepEqual(casesSaying(texts, 'booked').map((c) => c.id), ['t1']);
    assert.deepEqual(casesSaying(texts, 'submarine'), []);
  });
});
