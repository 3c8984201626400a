// The gold path as the editor's features ask for it, through the registry alone (FormatAdapter.gold):
// BFCL reads each case's gold when first asked, from its lines and the test data the setting names (else
// the folder above the run), and keeps it; tau2 reads its whole run in one pass. The answers are the
// formats' own views of the gold path (bfcl/views/caseGold.ts, tau2/views/caseGold.ts), unchanged.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { withGoldColumn } from '../../../src/core/bfcl/goldPath/caseViewGold';
import type { GoldReads } from '../../../src/core/document/formatAdapter';
import type { ResultModel } from '../../../src/core/document/fileModel';
import { formatOf } from '../../../src/core/formats/registry';
import { loadFile } from '../../../src/core/load/loadFile';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { resultPath, withoutSharedData, XLAM } from '../../support/sharedData';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { countedFiles } from '../../support/countedFiles';
import { TEST_DATA } from './realCases';

const SAMPLE = resolve('sample');
const MISS_FUNC = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json');
const MISS_FUNC_SCORE = join(SAMPLE, 'score/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_score.json');

async function resultModel(path: string): Promise<ResultModel> {
  const model = await loadFile(path, { files: nodeFiles });
  assert.equal(model.kind, 'result');
  return model as ResultModel;
}

/** Reads from disk, counting the lines read; `dataFolder`: what calibrationLens.bfclDataFolder names. */
function diskReads(dataFolder: string | null = null): GoldReads & { linesRead: string[] } {
  const linesRead: string[] = [];
  return {
    linesRead,
    files: nodeFiles,
    lineOf: (path, line) => (linesRead.push(`${path}:${line}`), nodeFiles.lineOf(path, line)),
    settingPaths: new Map([['bfclDataFolder', dataFolder === null ? [] : [dataFolder]]]),
    sources: async () => new Map(),
  };
}

test('BFCL through the registry: a failed case\'s divergence, hover, test data and gold column, its lines read once', async () => {
  const model = await resultModel(MISS_FUNC);
  const gold = formatOf(model.benchmark).gold;
  assert.deepEqual(gold.settings, [{ key: 'bfclDataFolder', list: false }]);
  const reads = diskReads();
  const run = await gold.readRun(model, reads);
  const kase = model.caseById.get('multi_turn_miss_func_0')!;
  assert.deepEqual(await run.divergenceOf(kase), {
    file: MISS_FUNC, line: 1, span: { start: 177, end: 254 },
    sentence: "Turn 2 (the grader's turn 1): the model made a write the ground truth does not, mkdir(dir_name='temp'); the grader blames turn 3 (the grader's turn 2).",
    related: [{ file: MISS_FUNC_SCORE, line: 2, message: "The grader: multi_turn:instance_state_mismatch at turn 3 (the grader's turn 2)." }],
  });
  // Over turn 2's label (its span 176-318, its first emission from 177): that turn's gold; over an emission, or where the case does not start, none.
  const hover = await run.hoverAt(kase, 1, 176, true);
  assert.ok(hover && 'title' in hover);
  assert.equal(hover.title, 'Gold calls of turn 2');
  assert.deepEqual(hover.span, { start: 176, end: 318 });
  assert.equal(await run.hoverAt(kase, 1, 177, true), null);
  assert.equal(await run.hoverAt(kase, 1, 176, false), null);
  assert.equal(await run.testDataOf(kase.id), join(SAMPLE, 'result/demo-baseline/data'));
  assert.equal(await run.testDataNotUsed(kase.id), null);
  // The gold column is the core's column of the same gold path.
  const doc = { text: 'multi_turn_miss_func_0\n', marks: [] };
  const outcome = await goldPathFromLines(await caseLinesFromDisk(MISS_FUNC, kase.id, null), nodeFiles);
  assert.ok(outcome.ok);
  const column = await run.withColumn(kase.id, doc, 'stacked');
  assert.deepEqual(column, withGoldColumn(doc, outcome.path, 'stacked'));
  assert.ok(column!.goldMarks.length > 0);
  // The result line, the failure line and another failure line (whose test data it is), once for every question above.
  assert.deepEqual(reads.linesRead, [`${MISS_FUNC}:1`, `${MISS_FUNC_SCORE}:2`, `${MISS_FUNC_SCORE}:3`]);
  // No message of the case is shown by a label; only a harness line may be.
  assert.equal(await run.sentMessage(kase.id, '  Harness: held-out functions returned: mv; hover for their docs'), null);
  assert.equal(gold.showsSentMessage('  Harness: held-out functions returned: mv; hover for their docs'), true);
  assert.equal(gold.showsSentMessage('  User: make a folder'), false);
});

test('BFCL through the registry: a case whose gold cannot be read says why in its view and over a turn\'s label', async () => {
  const model = await resultModel(MISS_FUNC);
  const run = await formatOf(model.benchmark).gold.readRun(model, diskReads());
  const kase = model.caseById.get('multi_turn_miss_func_0')!;
  // A line that is no JSON object (an edit in progress): its gold is unknown.
  const broken = await formatOf(model.benchmark).gold.readRun(model, { ...diskReads(), lineOf: async () => '{"id": ' });
  const message = `The line of multi_turn_miss_func_0 in ${MISS_FUNC} is not a JSON object, so its turns cannot be read.`;
  assert.equal(await broken.divergenceOf(kase), null);
  assert.deepEqual(await broken.hoverAt(kase, 1, 176, true), { message: `Gold path: ${message}` });
  assert.equal(await broken.hoverAt(kase, 1, 177, true), null);
  assert.deepEqual(await broken.withColumn(kase.id, { text: 'title\n', marks: [] }, 'columns'), { doc: { text: `title\n\nGold path: ${message}\n`, marks: [] }, goldMarks: [], divergenceLines: [] });
  assert.equal(await broken.testDataOf(kase.id), null);
  // The same case read from disk has its gold.
  assert.notEqual(await run.divergenceOf(kase), null);
});

test('BFCL through the registry: xLAM miss_func_1\'s harness message, hovered over its label in the case view, is the message as sent', { skip: withoutSharedData }, async () => {
  const file = resultPath(XLAM, 'miss_func');
  const model = await resultModel(file);
  const run = await formatOf(model.benchmark).gold.readRun(model, diskReads(TEST_DATA));
  const label = '  Harness: held-out functions returned: mv ("I have updated some more functions you can choose from. What about now?"); hover for their docs';
  const sent = await run.sentMessage('multi_turn_miss_func_1', label);
  assert.ok(sent);
  assert.equal(sent.who, "The harness's message");
  assert.equal(sent.what, "sent as the user's words: the docs of the held-out functions it returns.");
  assert.ok(sent.text.startsWith("[{'name': 'mv', 'description': 'This tool belongs to the Gorilla file system."));
  assert.ok(sent.text.endsWith('I have updated some more functions you can choose from. What about now?'));
  assert.equal(await run.sentMessage('multi_turn_miss_func_1', '  Harness: held-out functions returned: rm; hover for their docs'), null);
  // The setting's folder is the one its gold uses.
  assert.equal(await run.testDataOf('multi_turn_miss_func_1'), TEST_DATA);
});

test('tau2 through the registry: whissle task 8\'s divergence and hovers from the pass over its run; its view has its gold already', { skip: withoutTau2Data }, async () => {
  const model = await resultModel(WHISSLE);
  const gold = formatOf(model.benchmark).gold;
  assert.deepEqual(gold.settings, [{ key: 'tau2TasksFile', list: true }]);
  assert.equal(gold.showsSentMessage('  Harness: held-out functions returned: mv; hover for their docs'), false);
  const run = await gold.readRun(model, diskReads());
  const kase = model.caseAtLine.get(10849)!;
  assert.deepEqual(await run.divergenceOf(kase), {
    file: WHISSLE, line: 11207, span: null,
    sentence: 'Expected action 8_1 get_reservation_details(reservation_id="WUNA5K"): the call in message 6 differs in reservation_id.',
    related: [{ file: WHISSLE, line: 10882, message: "tau2's check of 8_1: not matched." }],
  });
  const onCall = await run.hoverAt(kase, 11207, 8, false);
  assert.ok(onCall && 'title' in onCall);
  assert.equal(onCall.title, 'This call beside the expected actions of task 8');
  assert.equal(await run.hoverAt(kase, 11208, 8, false), null);
  const onStart = await run.hoverAt(kase, 10849, 0, true);
  assert.ok(onStart && 'title' in onStart);
  assert.equal(onStart.title, "Expected actions of task 8 beside the agent's calls");
  assert.equal(await run.withColumn(kase.id, { text: 'title\n', marks: [] }, 'columns'), null);
  assert.equal(await run.testDataOf(kase.id), null);
  assert.equal(await run.testDataNotUsed(kase.id), null);
});

test("BFCL through the registry: the Problems' burst, every failed case's divergence, asks the test data's folders and files once (it asked them again for every case)", async () => {
  const model = await resultModel(MISS_FUNC);
  const counted = countedFiles();
  const run = await formatOf(model.benchmark).gold.readRun(model, { ...diskReads(), files: counted.files });
  const alone = await formatOf(model.benchmark).gold.readRun(model, diskReads());
  const failed = [...model.caseById.values()].filter((k) => k.verdict?.outcome === 'failed');
  assert.equal(failed.length, 6);
  for (const kase of failed) assert.deepEqual(await run.divergenceOf(kase), await alone.divergenceOf(kase));
  // The sample's six: the folders above the run until its data/ (6), the function docs' folder, and the
  // questions, answers and six function docs, each stat'ed and read once.
  assert.deepEqual(counted.calls, { stat: 8, list: 7, read: 8 });
  assert.deepEqual([...counted.reads.values()].filter((n) => n > 1), []);
});
