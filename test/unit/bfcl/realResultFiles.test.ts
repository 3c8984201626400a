// The readers and the classifier on the real BFCL excerpts; expected values were checked against the
// reference implementation on the same files.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readResultFile } from '../../../src/core/bfcl/resultFile';
import { readResultText } from '../../../src/core/bfcl/resultText';
import type { Case } from '../../../src/core/model/model';
import { CLAUDE, GPT41, XLAM, resultPath, withoutSharedData } from '../../support/sharedData';

const turnClasses = (c: Case) => c.turns.map((t) => t.emissions.map((e) => e.decision.cls));

test('xLAM miss_func: two cases, their lines, the REFUSE turn, every emission classified', { skip: withoutSharedData }, async () => {
  const file = await readResultFile(resultPath(XLAM, 'miss_func'));
  assert.equal(file.category, 'miss_func');
  assert.deepEqual(file.problems, []);
  assert.deepEqual(file.cases.map((c) => [c.id, c.line, c.classes]), [
    ['multi_turn_miss_func_0', 1, ['other', 'refuse', 'tool_call']],
    ['multi_turn_miss_func_1', 2, ['other', 'tool_call']],
  ]);
  assert.deepEqual(turnClasses(file.cases[0]!), [
    ['tool_call', 'tool_call', 'tool_call', 'other'],
    ['tool_call', 'tool_call', 'other'],
    ['refuse'],
    ['tool_call', 'other'],
    ['tool_call', 'tool_call', 'tool_call', 'tool_call', 'other'],
  ]);
  assert.deepEqual(file.cases[0]!.turns.map((t) => t.cls), ['tool_call', 'tool_call', 'refuse', 'tool_call', 'tool_call']);
  const refusal = file.cases[0]!.turns[2]!.emissions[0]!;
  assert.equal(refusal.decision.rule, 'refuse-phrase');
  assert.equal(refusal.decision.match?.text, 'cannot');
});

test('spans point at each emission in the line, as the file holds it', { skip: withoutSharedData }, async () => {
  const path = resultPath(XLAM, 'base');
  const line = readFileSync(path, 'utf8').split('\n')[0]!;
  const file = await readResultFile(path);
  const c = file.cases[0]!;
  const first = c.turns[0]!.emissions[0]!;
  assert.equal(line.slice(first.span.start, first.span.end), JSON.stringify('[{"name": "cd", "arguments": {"folder": "document"}}]'));
  assert.equal(line.slice(c.resultSpan!.start, c.resultSpan!.start + 3), '[["');
  assert.equal(line.charAt(c.turns[1]!.span.start), '[');
  assert.equal(first.decision.rule, 'tool-call-look');
  assert.equal(first.decision.pattern, 'json-call-list');
});

test('Claude: API calls are TOOL_CALL; text replies saved as lists of strings get no class, as in the reference', { skip: withoutSharedData }, async () => {
  const file = await readResultFile(resultPath(CLAUDE, 'miss_func'));
  const c = file.cases[0]!;
  assert.deepEqual(c.classes, ['tool_call']);
  const ask = c.turns[3]!.emissions[0]!;
  assert.equal(ask.decision.cls, null);
  assert.equal(ask.decision.rule, 'text-list');
  assert.equal(ask.decision.skippedText?.wouldBe, 'ask');
  assert.match(ask.decision.skippedText!.text, /Could you please provide/);
  const call = c.turns[0]!.emissions[0]!;
  assert.equal(call.decision.rule, 'api-call-list');
});

test('gpt-4.1 prompt mode: Python call lists, CONFIRM and ASK text', { skip: withoutSharedData }, async () => {
  const file = await readResultFile(resultPath(GPT41, 'base'));
  assert.deepEqual(turnClasses(file.cases[0]!), [
    ['tool_call', 'confirm'],
    ['tool_call', 'ask'],
    ['tool_call', 'other'],
    ['tool_call', 'other'],
  ]);
  assert.deepEqual(file.cases[0]!.classes, ['ask', 'confirm', 'other', 'tool_call']);
});

test('reading from memory and streaming from disk give the same cases', { skip: withoutSharedData }, async () => {
  const path = resultPath(CLAUDE, 'base');
  const fromDisk = await readResultFile(path);
  const fromText = readResultText(readFileSync(path, 'utf8'), path);
  assert.deepEqual(fromText, fromDisk);
});
