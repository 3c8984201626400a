// An unreadable line, said precisely: its parser message whole, the case its start still names, an
// inline marker with that message, and a score file's failure on that line not called missing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idOfBrokenLine } from '../../../src/core/bfcl/brokenLineId';
import { joinScores } from '../../../src/core/bfcl/join';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
import { problemPieces } from '../../../src/extension/labels/problemLabels';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../support/tempDir';

const RESULT = 'BFCL_v4_multi_turn_base_result.json';
const SCORE = 'BFCL_v4_multi_turn_base_score.json';
const good = (n: number) => JSON.stringify({ id: `multi_turn_base_${n}`, result: [['[ls()]']] });
// Cut inside a string (a copy interrupted): the string's quote is at column 49.
const cut = `{"id": "multi_turn_base_1", "result": [["[cd(folder='docu`;
const noId = '{"result": [["[ls()]"]]}';
const brokenBeforeId = '{"id" "multi_turn_base_3", "result": []}';

test('a string cut off is reported with the column Python puts after "starting at", on the streamed and the text path', async () => {
  const text = [good(0), cut, ''].join('\n');
  const path = join(tempDir('cl-unreadable-'), RESULT);
  writeFileSync(path, text);
  const expected = [{ line: 2, column: 41, message: 'Not valid JSON: Unterminated string starting at column 41. The other lines are still read.', caseId: 'multi_turn_base_1' }];
  for (const read of [readResultText(text, RESULT), await readResultFile(path), await readResultFile(path, { strict: true })]) {
    assert.deepEqual(read.problems.map(({ file: _f, ...p }) => p), expected);
  }
});

test('the id of a broken line is read from its start when it is there, and only then', () => {
  assert.equal(idOfBrokenLine(cut), 'multi_turn_base_1');
  assert.equal(idOfBrokenLine('  { "id":"a\\"b", "result": ['), 'a"b');
  assert.equal(idOfBrokenLine(noId), null);
  assert.equal(idOfBrokenLine(brokenBeforeId), null);
  assert.equal(idOfBrokenLine('{"id": "multi_turn_base_1'), null);
});

test('a failed case whose result line is unreadable is said to be on that line, not missing', () => {
  const result = readResultText([good(0), cut, brokenBeforeId, good(4)].join('\n'), RESULT);
  const score = readScoreText(
    [
      JSON.stringify({ accuracy: 0.25, correct_count: 1, total_count: 4 }),
      JSON.stringify({ id: 'multi_turn_base_1', error: { error_type: 'multi_turn:x', error_message: 'm' } }),
      JSON.stringify({ id: 'multi_turn_base_2', error: { error_type: 'multi_turn:x', error_message: 'm' } }),
      JSON.stringify({ id: 'multi_turn_base_4', error: { error_type: 'multi_turn:x', error_message: 'm' } }),
    ].join('\n'),
    SCORE,
  );
  assert.deepEqual(joinScores(result, score).warnings, [
    `${SCORE} lists 1 failed case whose line in ${RESULT} could not be read: multi_turn_base_1 (line 2); it is left out of n and GAR.`,
    `${SCORE} lists 1 failed case that ${RESULT} does not have (or holds on the line it could not read, whose id is unknown): multi_turn_base_2.`,
    `n 2 of 4 scored: ${RESULT} has 2 cases but the header of ${SCORE} counts 4, so Acc and GAR are over different cases and Acc above GAR is no bound violation (is the result file an excerpt, or the score file from another run?).`,
  ]);
});

test('with every line read, a listed case the result file lacks is missing, as before', () => {
  const result = readResultText(good(0), RESULT);
  const score = readScoreText([JSON.stringify({ accuracy: 0.5, correct_count: 1, total_count: 2 }), JSON.stringify({ id: 'multi_turn_base_9', error_type: 'multi_turn:x', error: ['m'] })].join('\n'), SCORE);
  assert.equal(joinScores(result, score).warnings[0], `${SCORE} lists 1 failed case that ${RESULT} does not have: multi_turn_base_9.`);
});

test('each unreadable line gets an inline marker with its whole message; a note on a line that was read gets no NOT READ', () => {
  const result = readResultText([good(0), cut, noId].join('\n'), RESULT);
  const path = result.path;
  const utf8Note = { file: path, line: 1, column: 1, message: 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.' };
  assert.deepEqual([...problemPieces([utf8Note, ...result.problems, { ...utf8Note, file: 'other.json' }], path)], [
    [0, [{ text: '⚠ The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.', tone: 'fail' }]],
    [1, [{ text: 'NOT READ', tone: 'fail' }, { text: '⚠ Not valid JSON: Unterminated string starting at column 41. The other lines are still read.', tone: 'fail' }]],
    [2, [{ text: 'NOT READ', tone: 'fail' }, { text: '⚠ The object has no "id", so it is not a BFCL result entry. The other lines are still read.', tone: 'fail' }]],
  ]);
});
