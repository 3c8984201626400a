// The review queue and the seeded stratified sample.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { resolveDecisions } from '../../../src/core/annotation/resolveDecisions';
import { reviewQueue } from '../../../src/core/annotation/reviewQueue';
import { existingSampleSeed, sampleSeed, stratifiedSample } from '../../../src/core/annotation/reviewSample';
import { loadRunContext } from '../../../src/core/bfcl/labelledRun';
import { RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { caseDecision, emissionDecision } from './decisions';
import { tempDir } from '../../support/tempDir';

test('the stratified sample: the same for the same seed, every stratum in it before any has two', () => {
  const items = [
    ...Array.from({ length: 10 }, (_, i) => ({ stratum: 'base/tool_call', key: `b${i}` })),
    ...Array.from({ length: 3 }, (_, i) => ({ stratum: 'miss_param/ask', key: `p${i}` })),
    { stratum: 'miss_func/refuse', key: 'f0' },
  ];
  const a = stratifiedSample(items, 5, 7);
  assert.deepEqual(a, stratifiedSample([...items].reverse(), 5, 7));
  assert.deepEqual(a.slice(0, 3).map((i) => i.stratum), ['base/tool_call', 'miss_func/refuse', 'miss_param/ask']);
  assert.equal(a.length, 5);
  assert.equal(new Set(a.map((i) => i.key)).size, 5);
  assert.notDeepEqual(stratifiedSample(items, 14, 7).map((i) => i.key), stratifiedSample(items, 14, 8).map((i) => i.key));
  assert.equal(stratifiedSample(items, 100, 7).length, 14);
});

test('the sample seed is created once beside the store and read back by everyone after', async () => {
  const store = join(tempDir('cl-seed-'), '.calibration-lens', 'labels.jsonl');
  assert.equal(await existingSampleSeed(store), null);
  const seed = await sampleSeed(store);
  assert.ok(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31);
  assert.equal(await sampleSeed(store), seed);
  assert.equal(await existingSampleSeed(store), seed);
  assert.deepEqual(JSON.parse(readFileSync(join(store, '..', 'sample-seed.json'), 'utf8')), { seed });
});

test('a seed file that holds no seed is reported, not overwritten', async () => {
  const store = join(tempDir('cl-seed-'), '.calibration-lens', 'labels.jsonl');
  const path = join(store, '..', 'sample-seed.json');
  mkdirSync(join(store, '..'), { recursive: true });
  writeFileSync(path, '{"seed": -1}\n');
  await assert.rejects(sampleSeed(store), { message: `${path} does not hold a sample seed ({"seed": <whole number>}): fix or delete it.` });
  assert.equal(readFileSync(path, 'utf8'), '{"seed": -1}\n');
});

test('the review queue of a real run: unreviewed emissions, disagreements, violations without a verdict, progress', { skip: withoutSharedData }, async () => {
  const run = (await discoverRuns(join(RELEASE, 'result', XLAM))).runs[0]!;
  const context = await loadRunContext(run);
  const file = context.files.get('multi_turn/BFCL_v4_multi_turn_miss_param_result.json')!;
  // The excerpt's score file lists 1 of the 70 failures its header counts, so neither case is known to
  // pass and neither is a violation; multi_turn_miss_param_0 is made a known pass, as a full score file
  // not listing it would make it, to queue its violation.
  assert.deepEqual(file.read.cases.map((c) => c.verdict?.outcome), ['unknown', 'unknown']);
  file.read.cases[0]!.verdict = { outcome: 'passed', errorType: null, errorMessage: null, scoreLine: null };
  const store = {
    path: 'labels.jsonl',
    warnings: [],
    decisions: [
      emissionDecision({ sha256: file.sha256, turn: 0, step: 0, human: 'tool_call' }),
      emissionDecision({ sha256: file.sha256, turn: 0, step: 1, human: 'ask' }),
      caseDecision({ sha256: file.sha256, case: 'multi_turn_miss_param_1' }),
      emissionDecision({ sha256: file.sha256, turn: 0, step: 2, author: 'bob' }),
    ].map((decision, i) => ({ decision, path: 'labels.jsonl', line: i + 1 })),
  };
  const { items, progress } = reviewQueue([context], resolveDecisions([store], [context]).decisions, 'ann');
  const missParam = items.filter((i) => i.group === 'miss_param');
  assert.deepEqual(missParam.filter((i) => i.kind !== 'unreviewed').map((i) => [i.kind, i.caseId, i.place]), [
    ['disagreement', 'multi_turn_miss_param_0', { turn: 0, step: 1 }],
    ['violation', 'multi_turn_miss_param_0', null],
  ]);
  // Emissions per file counted with python3 from the result lines (14, 31, 32).
  assert.deepEqual(progress.map((p) => [p.group, p.reviewed, p.total]), [['base', 0, 14], ['miss_func', 0, 31], ['miss_param', 2, 32]]);
  assert.equal(missParam.filter((i) => i.kind === 'unreviewed').length, 30);
});
