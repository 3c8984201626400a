// Reading a case's conversation back from its result line (and from a score file's failure line, which
// carries the same log), on the real BFCL excerpts. Expected values were read off the files with python.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  conversationFromResultLine,
  messageText,
  parseResultLine,
  userMessagesFromTestEntry,
  withTestDataMessages,
} from '../../../src/core/bfcl/conversation';
import { CLAUDE, GPT41, SHARED_BFCL, XLAM, resultPath, scorePath, withoutSharedData } from '../../support/sharedData';

function line(path: string, n: number): Record<string, unknown> {
  const parsed = parseResultLine(readFileSync(path, 'utf8').split('\n')[n - 1]!);
  assert.ok(parsed, `line ${n} of ${path} parses`);
  return parsed;
}

test('message content: a string, or Claude content blocks joined', () => {
  assert.equal(messageText('hello'), 'hello');
  assert.equal(messageText([{ type: 'text', text: 'a' }, { type: 'text', text: 'b', cache_control: { type: 'ephemeral' } }]), 'a\nb');
  assert.equal(messageText(null), '');
  assert.equal(messageText({ x: 1 }), '{"x":1}');
});

test('a line that is not a JSON object gives null', () => {
  assert.equal(parseResultLine('{"id": '), null);
  assert.equal(parseResultLine('[1, 2]'), null);
  assert.deepEqual(parseResultLine('{"id": "a"}'), { id: 'a' });
});

test('xLAM miss_func_1: user message per turn, tool results and decode errors per step', { skip: withoutSharedData }, () => {
  const c = conversationFromResultLine(line(resultPath(XLAM, 'miss_func'), 2));
  assert.equal(c.id, 'multi_turn_miss_func_1');
  assert.equal(c.userMessageSource, 'inference_log');
  assert.equal(c.forceQuit, null);
  assert.deepEqual(c.turns.map((t) => t.steps.length), [2, 4, 6, 2, 2]);
  assert.deepEqual(c.emissions?.map((t) => t.length), [2, 4, 6, 2, 2]);
  assert.deepEqual(c.turns[0]!.userMessages, [
    { role: 'user', text: 'I am alex. Check if the current directory is under my name and list all the visible and hidden contents in the current directory now, please.' },
  ]);
  // The holdout turn of an OSS handler: the new function docs, then the synthetic prompt.
  const holdout = c.turns[2]!.userMessages[0]!;
  assert.equal(holdout.text.length, 1048);
  assert.ok(holdout.text.startsWith("[{'name': 'mv', 'description': 'This tool belongs to the Gorilla file system."));
  assert.deepEqual(c.turns[1]!.steps[1], {
    step: 1,
    decoded: ["mkdir(dir_name='archive')"],
    toolResults: ['{"error": "mkdir: cannot create directory \'archive\': File exists"}'],
    notes: [],
  });
  assert.deepEqual(c.turns[1]!.steps[3], {
    step: 3,
    decoded: null,
    toolResults: [],
    notes: [{ kind: 'decode-error', message: 'Error decoding the model response. Proceed to next turn.', error: 'Expecting value: line 1 column 1 (char 0)' }],
  });
});

test('Claude base_0: content blocks become text; parallel calls give two tool results in one step', { skip: withoutSharedData }, () => {
  const c = conversationFromResultLine(line(resultPath(CLAUDE, 'base'), 1));
  assert.deepEqual(c.turns[0]!.userMessages, [
    { role: 'user', text: "Move 'final_report.pdf' within document directory to 'temp' directory in document. Make sure to create the directory" },
  ]);
  assert.deepEqual(c.turns[0]!.steps[0]!.toolResults, ['{"current_working_directory": "/workspace"}', '{"current_directory_content": ["document", "archive"]}']);
  assert.deepEqual(c.emissions?.[0]?.[0], [{ pwd: '{}' }, { ls: '{}' }]);
});

test('gpt-4.1 prompt mode: the developer prompt is kept as its own message; decode error of glued prose', { skip: withoutSharedData }, () => {
  const c = conversationFromResultLine(line(resultPath(GPT41, 'base'), 1));
  assert.deepEqual(c.turns[0]!.userMessages.map((m) => [m.role, m.text.length]), [['developer', 42257], ['user', 116]]);
  assert.deepEqual(c.turns[0]!.steps[1]!.notes, [
    { kind: 'decode-error', message: 'Error decoding the model response. Proceed to next turn.', error: 'invalid syntax. Perhaps you forgot a comma? (<unknown>, line 1)' },
  ]);
});

test('a force-terminated failure line: emissions from model_result, the quit found at turn 5 step 21', { skip: withoutSharedData }, () => {
  const c = conversationFromResultLine(line(scorePath(XLAM, 'miss_func'), 3));
  assert.equal(c.id, 'multi_turn_miss_func_2');
  assert.deepEqual(c.emissions?.map((t) => t.length), [3, 2, 2, 4, 21]);
  assert.deepEqual(c.forceQuit, { turn: 4, step: 20 });
  const last = c.turns[4]!.steps[20]!;
  assert.deepEqual(last.notes, [{ kind: 'force-quit', message: 'Model has been forced to quit after 20 steps.', error: null }]);
  assert.deepEqual(last.toolResults, ['{"error": "cp: cannot copy \'TeamNotes.txt\': No such file or directory"}']);
});

test('test data: user messages per turn, the held-out turn empty; used only where the line has no log', { skip: withoutSharedData }, () => {
  const entryLine = readFileSync(join(SHARED_BFCL, 'bfcl-eval-data', 'BFCL_v4_multi_turn_miss_func.json'), 'utf8').split('\n')[0]!;
  const perTurn = userMessagesFromTestEntry(JSON.parse(entryLine) as Record<string, unknown>);
  assert.deepEqual(perTurn.map((t) => t.length), [1, 1, 1, 0, 1]);
  assert.equal(perTurn[0]![0]!.text, "Move 'final_report.pdf' within document directory to 'temp' directory in document. Make sure to create the directory");

  const withoutLog = conversationFromResultLine({ id: 'multi_turn_miss_func_0', result: [['a'], ['b'], ['c'], ['d'], ['e']] });
  assert.equal(withoutLog.userMessageSource, null);
  const filled = withTestDataMessages(withoutLog, perTurn);
  assert.equal(filled.userMessageSource, 'test data');
  assert.deepEqual(filled.turns.map((t) => t.userMessages.length), [1, 1, 1, 0, 1]);

  const logged = conversationFromResultLine(line(resultPath(XLAM, 'miss_func'), 1));
  assert.equal(withTestDataMessages(logged, perTurn), logged);
});

test('an inference error line has no emissions and no turns', () => {
  const c = conversationFromResultLine({ id: 'x', result: 'Error during inference: boom', traceback: '...' });
  assert.equal(c.emissions, null);
  assert.deepEqual(c.turns, []);
  assert.equal(c.userMessageSource, null);
});
