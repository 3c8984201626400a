// The gold path on the real cases issue 11 names: exact alignments, the verdict at the blamed turn,
// the first divergence, and the miss_func / miss_param facts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { divergenceSentence, goldHeaderLines, turnGoldLines, verdictLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import { renderCaseDocument } from '../../../src/core/bfcl/caseDocument';
import { conversationFromResultLine } from '../../../src/core/bfcl/conversation';
import { heldOutLabel, heldOutMessageOf } from '../../../src/core/bfcl/goldPath/missFacts';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import { CLAUDE, GPT41, XLAM, resultPath, withoutSharedData } from '../../support/sharedData';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { alignmentOf, realGoldPath, TEST_DATA } from './realCases';

const skip = withoutSharedData;

test('claude-haiku-4-5 multi_turn_base_0: diff with its files swapped, response mismatch at the grader\'s turn 3', { skip }, async () => {
  const path = await realGoldPath(CLAUDE, 'base', 'multi_turn_base_0');
  assert.equal(path.goldSource, 'score line');
  assert.deepEqual(path.versions, { results: 4, testData: 4 });
  assert.deepEqual(alignmentOf(path), [
    [
      'extra pwd()@0 | -',
      'extra ls()@0 | -',
      "same cd(folder='document')@1 | cd(folder='document')",
      'extra ls()@2 | -',
      "same mkdir(dir_name='temp')@3 | mkdir(dir_name='temp')",
      "same mv(source='final_report.pdf',destination='temp')@4 | mv(source='final_report.pdf', destination='temp')",
    ],
    [
      'extra ls()@0 | -',
      "extra grep(file_name='previous_report.pdf',pattern='budget analysis')@1 | -",
      "same cd(folder='temp')@2 | cd(folder='temp')",
      "same grep(file_name='final_report.pdf',pattern='budget analysis')@2 | grep(file_name='final_report.pdf',pattern='budget analysis')",
    ],
    // The positional ground-truth argument is matched by value (no function docs in the shared data).
    ["same sort(file_name='final_report.pdf')@0 | sort('final_report.pdf')"],
    [
      "same cd(folder='..')@0 | cd(folder='..')",
      "same mv(source='previous_report.pdf',destination='temp')@1 | mv(source='previous_report.pdf',destination='temp')",
      "same cd(folder='temp')@2 | cd(folder='temp')",
      'extra ls()@3 | -',
      "differs diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')@4 | diff(file_name1='final_report.pdf',file_name2='previous_report.pdf') [file_name1, file_name2]",
    ],
  ]);
  assert.equal(path.firstDivergence, 3);
  assert.equal(path.verdict.turn, 3);
  assert.equal(path.verdict.errorType, 'multi_turn:execution_response_mismatch');
  assert.deepEqual(path.verdict.missingItems, [
    '{"diff_lines": "- Year2024 This is the final report content including budget analysis and other sections.\\n+ Year203 This is the previous report content with different budget analysis."}',
  ]);
  assert.equal(path.verdict.modelOutputs.length, 5);
  assert.equal(
    path.verdict.modelOutputs[4],
    '{"diff_lines": "- Year203 This is the previous report content with different budget analysis.\\n+ Year2024 This is the final report content including budget analysis and other sections."}',
  );
  assert.equal(divergenceSentence(path), "Turn 4 (the grader's turn 3): diff(file_name1, file_name2) differs from ground truth.");
  assert.deepEqual(path.turns[3]!.userMessages, [
    "Move 'previous_report.pdf' in document directory to temp as well and having final report also there, proceed to juxtapose it with 'previous_report.pdf' to detect any critical alterations.",
  ]);
});

test('xLAM multi_turn_miss_func_1: response mismatch; mv held out in turn 2, and the model called it there anyway', { skip }, async () => {
  const path = await realGoldPath(XLAM, 'miss_func', 'multi_turn_miss_func_1');
  assert.deepEqual(alignmentOf(path), [
    ['same ls(a=True)@0 | ls(a=True)'],
    ["extra cd(folder='workspace')@0 | -", "extra mkdir(dir_name='archive')@1 | -", "extra mv(source='log.txt',destination='archive')@2 | -"],
    [
      "same cd(folder='workspace')@0 | cd(folder='workspace')",
      "extra cd(folder='..')@1 | -",
      "extra cd(folder='workspace')@2 | -",
      "extra mkdir(dir_name='archive')@3 | -",
      "same mv(source='log.txt',destination='archive')@4 | mv(source='log.txt',destination='archive')",
    ],
    ["missing - | cd(folder='archive')", "same grep(file_name='log.txt',pattern='Error')@0 | grep(file_name='log.txt',pattern='Error')"],
    ["same tail(file_name='log.txt',lines=20)@0 | tail(file_name='log.txt',lines=20)"],
  ]);
  // The root cause comes first: mv, held out in turn 2, moved log.txt there (a write the ground truth has none of).
  assert.equal(path.firstDivergence, 1);
  assert.deepEqual(path.turns[1]!.departures.map((r) => r.model!.call.text), ["mv(source='log.txt',destination='archive')"]);
  assert.equal(path.verdict.turn, 3);
  assert.deepEqual(path.verdict.missingItems, [
    '{"current_working_directory": "archive"}',
    '{"matching_lines": ["This is a log file. No errors found. Another line. Yet another line. Error: Something went wrong. Final line."]}',
  ]);
  assert.deepEqual(path.verdict.modelOutputs, ['{"error": "grep: log.txt: No such file or directory"}']);
  assert.deepEqual(path.missFunc, {
    functions: ['mv'],
    gapTurn: 1,
    returnTurn: 2,
    atGap: { kind: 'called', calls: ['cd', 'mkdir', 'mv'] },
    calledHeldOut: ['mv'],
  });
  assert.equal(
    divergenceSentence(path),
    "Turn 2 (the grader's turn 1): the model made a write the ground truth does not, mv(source='log.txt',destination='archive'); the grader blames turn 4 (the grader's turn 3).",
  );
});

test('xLAM multi_turn_miss_param_3: state mismatch with a force-quit in the last turn, read from the score line', { skip }, async () => {
  const path = await realGoldPath(XLAM, 'miss_param', 'multi_turn_miss_param_3');
  assert.equal(path.notes[0]!.startsWith('multi_turn_miss_param_3 is not in '), true);
  const rows = alignmentOf(path);
  assert.deepEqual(rows[0], ["same find(path='.',name='test')@0 | find(path='.',name='test')"]);
  // The ask turn: the model went ahead with the folder it was never told.
  assert.deepEqual(rows[1], [
    "extra cd(folder='projects')@0 | -",
    "extra cd(folder='photography')@1 | -",
    "extra cp(source='test_image1.jpg',destination='backup_tests')@2 | -",
    "extra cp(source='test_document.txt',destination='backup_tests')@3 | -",
  ]);
  assert.equal(rows[2]!.length, 21);
  assert.deepEqual(rows[2]!.slice(0, 3), [
    "differs cd(folder='..')@0 | cd(folder='projects') [folder]",
    "extra rm(file_name='backup_tests')@1 | -",
    "same cd(folder='photography')@2 | cd(folder='photography')",
  ]);
  assert.deepEqual(rows[2]!.filter((r) => r.startsWith('same') || r.startsWith('differs')).length, 4);
  // The guess in the ask turn is where it leaves the gold path, a turn before the one the grader blames.
  assert.equal(path.firstDivergence, 1);
  assert.equal(
    divergenceSentence(path),
    "Turn 2 (the grader's turn 1): the model made a write the ground truth does not, cp(source='test_image1.jpg',destination='backup_tests'); the grader blames turn 3 (the grader's turn 2).",
  );
  const v = path.verdict;
  assert.equal(v.errorType, 'multi_turn:instance_state_mismatch');
  assert.equal(v.turn, 2);
  assert.deepEqual(v.forceQuit, { turn: 2, steps: 21 });
  assert.equal(v.stateDifferences.length, 1);
  const d = v.stateDifferences[0]!;
  assert.deepEqual([d.className, d.attribute], ['GorillaFileSystem', 'root']);
  assert.deepEqual(d.goldWriter, { turn: 2, text: "cp(source='test_document.txt',destination='backup_tests')", known: true });
  // The model's later copies all failed; its last successful write made an empty projects/backup_tests.
  assert.deepEqual(d.modelWriter, { turn: 2, text: "mkdir(dir_name='backup_tests')", known: true });
  assert.deepEqual(path.missParam, { askTurn: 1, asked: false, atGap: { kind: 'called', calls: ['cd', 'cd', 'cp', 'cp'] }, note: null });
});

test('xLAM multi_turn_miss_func_2: force-terminated in turn 5 after 21 emissions; turn 6 never ran', { skip }, async () => {
  const path = await realGoldPath(XLAM, 'miss_func', 'multi_turn_miss_func_2');
  assert.equal(path.verdict.errorType, 'multi_turn:force_terminated');
  assert.equal(path.verdict.turn, 4);
  assert.deepEqual(path.verdict.forceQuit, { turn: 4, steps: 21 });
  assert.equal(path.turns.length, 6);
  assert.deepEqual(alignmentOf(path)[5], ["missing - | cat(file_name='IdeasArchive.txt')"]);
  // Turn 4 (where cp is held out) has the model's copy and move, writes the ground truth has none of.
  assert.equal(path.firstDivergence, 3);
  assert.deepEqual(path.turns[3]!.departures.map((r) => `${r.kind} ${r.model!.call.text}`), [
    "extra cp(source='TeamNotes.txt',destination='Archived')",
    "extra mv(source='TeamNotes.txt',destination='IdeasArchive.txt')",
  ]);
  assert.deepEqual(path.turns[5]!.departures.map((r) => `${r.kind} ${r.gold!.text}`), ["missing cat(file_name='IdeasArchive.txt')"]);
  assert.deepEqual(path.missFunc?.functions, ['cp', 'cat']);
  assert.deepEqual(path.missFunc?.calledHeldOut, ['cp']);
});

test('xLAM multi_turn_base_0: not listed as failed, with its gold from the test data', { skip }, async () => {
  const path = await realGoldPath(XLAM, 'base', 'multi_turn_base_0');
  assert.equal(path.goldSource, 'test data');
  // The excerpt's score file lists 2 of the 48 failures its header counts: not listed is not passed.
  assert.equal(path.verdict.status, 'unknown');
  assert.equal(path.firstDivergence, null);
  assert.deepEqual(alignmentOf(path), [
    [
      "same cd(folder='document')@0 | cd(folder='document')",
      "same mkdir(dir_name='temp')@1 | mkdir(dir_name='temp')",
      "same mv(source='final_report.pdf',destination='temp')@2 | mv(source='final_report.pdf', destination='temp')",
    ],
    ["same cd(folder='temp')@0 | cd(folder='temp')", "same grep(file_name='final_report.pdf',pattern='budget analysis')@1 | grep(file_name='final_report.pdf',pattern='budget analysis')"],
    ["same sort(file_name='final_report.pdf')@0 | sort('final_report.pdf')"],
    [
      "same cd(folder='..')@0 | cd(folder='..')",
      "same mv(source='previous_report.pdf',destination='temp')@1 | mv(source='previous_report.pdf',destination='temp')",
      "same cd(folder='temp')@2 | cd(folder='temp')",
      "same diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')@3 | diff(file_name1='final_report.pdf',file_name2='previous_report.pdf')",
    ],
  ]);
});

test('without --data, the bfcl-eval-data folder above the run is found, and it is the run\'s own', { skip }, async () => {
  const outcome = await goldPathFromLines(await caseLinesFromDisk(resultPath(XLAM, 'base'), 'multi_turn_base_0', null), nodeFiles);
  assert.ok(outcome.ok);
  assert.deepEqual(outcome.dataFolder, { folder: TEST_DATA, how: 'found above the run' });
  assert.equal(outcome.dataNotUsed, null);
  assert.equal(outcome.path.goldSource, 'test data');
  assert.equal(outcome.path.testDataNotUsed, false);
  assert.deepEqual(goldHeaderLines(outcome.path)[0], { kind: 'head', text: "Gold path: ground truth from BFCL's test data (possible_answer/); results BFCL v4, test data BFCL v4." });
  // The excerpt's score file lists 2 of the 48 failures its header counts, and says so.
  assert.deepEqual(verdictLines(outcome.path.verdict), [
    {
      kind: 'verdict',
      text:
        '  Verdict: unknown: BFCL_v4_multi_turn_base_score.json does not list this case, but its header counts 48 failed of 200 and it lists 2 ' +
        '(an excerpt, or a cut file), so this case may be one of the failures left out: whether it passed cannot be told.',
    },
  ]);
});

test('gpt-4.1 multi_turn_base_0, turn 3: a positional ground-truth argument with another value is read by its place, and says so', { skip }, async () => {
  const path = await realGoldPath(GPT41, 'base', 'multi_turn_base_0');
  assert.deepEqual(alignmentOf(path)[2], [
    "extra grep(file_name='temp/final_report.pdf', pattern='budget analysis')@0 | -",
    "differs sort(file_name='temp/final_report.pdf')@0 | sort('final_report.pdf') [file_name]",
  ]);
  assert.deepEqual(path.turns[2]!.rows[1]!.namedByPlace, [[0, 'file_name']]);
  assert.deepEqual(turnGoldLines(path, 2).map((l) => l.text).slice(3), [
    "  ≠ sort(file_name='temp/final_report.pdf')                 │ sort('final_report.pdf')   ← file_name differs (assumed: positional argument 1 is file_name, by place; no function doc names it)",
  ]);
  assert.equal(
    path.notes.at(-1),
    "BFCL's function docs (multi_turn_func_doc/) were not found, so positional ground-truth arguments are matched to the model's arguments by value, else by their place (an assumption, said where made).",
  );
});

test('xLAM multi_turn_miss_func_1, turn 3: the harness\'s message returning mv is labelled, never shown as the user\'s words; its text stays whole', { skip }, async () => {
  const path = await realGoldPath(XLAM, 'miss_func', 'multi_turn_miss_func_1');
  const message = path.turns[2]!.userMessages[0]!;
  assert.ok(message.startsWith("[{'name': 'mv', 'description': 'This tool belongs to the Gorilla file system."));
  const heldOut = heldOutMessageOf(message);
  assert.deepEqual(heldOut, { names: ['mv'], words: 'I have updated some more functions you can choose from. What about now?' });
  assert.equal(heldOutLabel(heldOut!), 'held-out functions returned: mv ("I have updated some more functions you can choose from. What about now?")');
  // Ordinary words, and a list that is not function docs, are the user's.
  assert.equal(heldOutMessageOf(path.turns[3]!.userMessages[0]!), null);
  assert.equal(heldOutMessageOf("[{'a': 1}] is what I got"), null);
  // The case view says the same, and keeps the message for its hover.
  const read = await readResultFile(resultPath(XLAM, 'miss_func'));
  const kase = read.cases.find((c) => c.id === 'multi_turn_miss_func_1')!;
  const line = readFileSync(resultPath(XLAM, 'miss_func'), 'utf8').split('\n')[kase.line - 1]!;
  const doc = renderCaseDocument({ file: resultPath(XLAM, 'miss_func'), scoreFile: null, kase, goldClass: null, summary: null, conversation: conversationFromResultLine(JSON.parse(line)) });
  const lines = doc.text.split('\n');
  assert.ok(lines.includes('  Harness: held-out functions returned: mv ("I have updated some more functions you can choose from. What about now?"); hover for their docs'));
  assert.equal(lines.filter((l) => l.includes("[{'name': 'mv'")).length, 0);
});
