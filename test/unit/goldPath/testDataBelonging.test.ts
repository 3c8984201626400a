// BFCL test data joined to a run by id alone: when its questions are not the run's (same ids, other
// user messages) it is said to be another run's and nothing is taken from it; a case that records no
// user messages is checked on another failure of the same score file. A bfcl-eval-data/ folder above
// the run is found as data/ is. Runs are written by the test (writtenRun.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { caseJson } from '../../../src/core/bfcl/cli/caseJson';
import { caseText } from '../../../src/core/bfcl/cli/caseText';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines, type GoldPathOutcome } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { goldHeaderLines, turnGoldLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import { calls, failureLine, writeRun, type WrittenTestCase } from '../../support/writtenRun';

const root = mkdtempSync(join(tmpdir(), 'gold-test-data-'));
after(() => rmSync(root, { recursive: true, force: true }));

const MODEL = 'written-model-FC';
const failed: WrittenTestCase = {
  id: 'multi_turn_base_0',
  question: ['Fill the fuel tank a bit before we go.'],
  groundTruth: [['fillFuelTank(fuelAmount=10.0)']],
  involvedClasses: ['VehicleControlAPI'],
};
const passed: WrittenTestCase = { id: 'multi_turn_base_1', question: ['Lock the doors.'], groundTruth: [["lockDoors(unlock=False,door=['driver'])"]], involvedClasses: ['VehicleControlAPI'] };
// BFCL's own cases under the same ids.
const bfcl0: WrittenTestCase = { id: 'multi_turn_base_0', question: ["Move 'final_report.pdf' to 'temp'."], groundTruth: [["mv(source='final_report.pdf',destination='temp')"]], involvedClasses: ['GorillaFileSystem'] };
const bfcl1: WrittenTestCase = { id: 'multi_turn_base_1', question: ['List the files.'], groundTruth: [['ls()']], involvedClasses: ['GorillaFileSystem'] };

async function outcomeOf(folder: string, id: string, testData: WrittenTestCase[] | null, testDataFolder = 'bfcl-eval-data'): Promise<GoldPathOutcome & { ok: true }> {
  const run = writeRun(join(root, folder), {
    model: MODEL,
    category: 'base',
    cases: [
      { id: failed.id, result: [[calls(['fillFuelTank', '{"fuelAmount": 28.0}'])]] },
      { id: passed.id, result: [[calls(['lockDoors', { unlock: false, door: ['driver'] }])]] },
    ],
    score: {
      correct: 1,
      total: 2,
      failures: [
        failureLine(MODEL, failed, {
          error_type: 'multi_turn:instance_state_mismatch',
          error_message: 'Model instance for VehicleControlAPI does not match the state with ground truth instance.',
          details: { differences: { fuelLevel: { model: 50, ground_truth: 32 } } },
          execution_result: [[]],
        }),
      ],
    },
    testData,
    testDataFolder,
  });
  const outcome = await goldPathFromLines(await caseLinesFromDisk(run.resultFile, id, null), nodeFiles);
  assert.ok(outcome.ok);
  return outcome;
}

const foreignSentence = (folder: string) =>
  `The BFCL test data in ${folder} is not this run's: its multi_turn_base_0 asks "Move 'final_report.pdf' to 'temp'." in turn 1, ` +
  'where the run asked "Fill the fuel tank a bit before we go." (the same id, other user messages). ' +
  'It is not used: no ground truth, function docs or user messages are taken from it; point calibrationLens.bfclDataFolder or --data at the test data this run was made from.';

test("another run's test data above a failed case: said, and the ground truth stays the score line's", async () => {
  const outcome = await outcomeOf('foreign-failed', failed.id, [bfcl0, bfcl1]);
  const folder = join(root, 'foreign-failed', 'bfcl-eval-data');
  assert.deepEqual(outcome.dataFolder, { folder, how: 'found above the run' });
  assert.equal(outcome.dataNotUsed, foreignSentence(folder));
  const path = outcome.path;
  assert.equal(path.goldSource, 'score line');
  assert.equal(path.testDataNotUsed, true);
  assert.deepEqual(path.versions, { results: 4, testData: null });
  assert.deepEqual(goldHeaderLines(path).map((l) => l.text), [
    "Gold path: ground truth from the score file's failure line (possible_answer); results BFCL v4, test data not used (another run's).",
    `  ! ${foreignSentence(folder)}`,
  ]);
  assert.deepEqual(path.turns[0]!.userMessages, ['Fill the fuel tank a bit before we go.']);
  const files = { resultFile: 'r.json', scoreFile: 's.json', data: outcome.dataFolder, dataNotUsed: outcome.dataNotUsed };
  assert.equal(caseText(path, files).split('\n')[3], `Test data: ${folder} (found above the run; not used: another run's, see below)`);
  assert.deepEqual((caseJson(path, files) as { test_data: unknown }).test_data, { folder, how: 'found above the run', not_used: foreignSentence(folder) });
});

test('a passed case that records no user messages is checked on a failure of the same score file', async () => {
  const outcome = await outcomeOf('foreign-passed', passed.id, [bfcl0, bfcl1]);
  const folder = join(root, 'foreign-passed', 'bfcl-eval-data');
  assert.equal(outcome.dataNotUsed, foreignSentence(folder));
  const path = outcome.path;
  assert.equal(path.goldSource, null);
  assert.deepEqual(path.notes, [
    foreignSentence(folder),
    'The ground truth of multi_turn_base_1 is unknown: BFCL_v4_multi_turn_base_score.json does not list it among its failures, ' +
      `and the test data in ${folder} is another run's (see the note above). ` +
      'To provide it, point calibrationLens.bfclDataFolder (in the editor) or --data (on the command line) at a folder holding BFCL_v4_multi_turn_base.json and possible_answer/BFCL_v4_multi_turn_base.json: ' +
      "BFCL's bfcl_eval/data (berkeley-function-call-leaderboard/bfcl_eval/data in a gorilla checkout). Until then the model's calls are shown without an alignment.",
  ]);
  // Nothing aligned against BFCL's ls(): the model's call as it is, and no user words borrowed.
  assert.deepEqual(turnGoldLines(path, 0).map((l) => l.text), ["  The model's calls (not aligned: the ground truth is unknown)", "    lockDoors(unlock=False,door=['driver'])"]);
  assert.deepEqual(path.turns[0]!.userMessages, []);
});

test("the run's own test data in bfcl-eval-data/ is found above the run and used", async () => {
  const outcome = await outcomeOf('own', passed.id, [failed, passed]);
  assert.deepEqual(outcome.dataFolder, { folder: join(root, 'own', 'bfcl-eval-data'), how: 'found above the run' });
  assert.equal(outcome.dataNotUsed, null);
  assert.equal(outcome.path.goldSource, 'test data');
  assert.deepEqual(outcome.path.turns[0]!.userMessages, ['Lock the doors.']);
  assert.deepEqual(turnGoldLines(outcome.path, 0).map((l) => l.text)[1], "  = lockDoors(unlock=False,door=['driver'])                 │ lockDoors(unlock=False,door=['driver'])");
});

test('no test data anywhere above the run: the ground truth is unknown, and where it was looked for is said', async () => {
  const outcome = await outcomeOf('none', passed.id, null);
  assert.equal(outcome.dataFolder, null);
  assert.deepEqual(outcome.path.notes, [
    'The ground truth of multi_turn_base_1 is unknown: BFCL_v4_multi_turn_base_score.json does not list it among its failures, and no BFCL test data was found ' +
      '(none set or given, and no bfcl_eval/data, bfcl-eval-data/ or data/ folder above the run). To provide it, point calibrationLens.bfclDataFolder (in the editor) or --data ' +
      '(on the command line) at a folder holding BFCL_v4_multi_turn_base.json and possible_answer/BFCL_v4_multi_turn_base.json: ' +
      "BFCL's bfcl_eval/data (berkeley-function-call-leaderboard/bfcl_eval/data in a gorilla checkout). Until then the model's calls are shown without an alignment.",
  ]);
  assert.deepEqual(goldHeaderLines(outcome.path)[0], { kind: 'head', text: 'Gold path: ground truth unknown (see below); results BFCL v4, test data not found.' });
});
