import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyText } from '../../../src/core/classify/classifyText';

test('the reference examples', () => {
  assert.equal(classifyText('[mv(source="a", destination="b")]').cls, 'tool_call');
  assert.equal(classifyText('Could you tell me which folder?').cls, 'ask');
  assert.equal(classifyText('I need the folder name to proceed.').cls, 'ask');
  assert.equal(classifyText('I cannot complete this task as the function is not available.').cls, 'refuse');
  assert.equal(classifyText('I cannot perform that action. Is there something else?').cls, 'refuse');
  assert.equal(classifyText('The file has been successfully moved. No further actions are required.').cls, 'confirm');
  assert.equal(classifyText('Hello world.').cls, 'other');
});

test('a refusal with a question: the phrase, its offset, and the ASK that lost', () => {
  const d = classifyText('I cannot perform that action. Is there something else?');
  assert.deepEqual(
    { cls: d.cls, rule: d.rule, match: d.match, outranked: d.outranked },
    {
      cls: 'refuse',
      rule: 'refuse-phrase',
      match: { text: 'cannot', offset: 2 },
      outranked: [{ cls: 'ask', rule: 'question-mark', text: '?', offset: 53 }],
    },
  );
});

test('the first phrase of the table fires, not the first in the text', () => {
  // "unable to" comes before "cannot" in the text, but "cannot" comes first in the table.
  const d = classifyText('I am unable to do it; I cannot.');
  assert.deepEqual(d.match, { text: 'cannot', offset: 24 });
});

test('typographic quotes are matched as ASCII, and the match shows the original text', () => {
  const d = classifyText('Sorry, I can\u2019t move it. What\u2019s the target?');
  assert.equal(d.cls, 'refuse');
  assert.deepEqual(d.match, { text: 'can\u2019t', offset: 9 });
  assert.deepEqual(d.outranked.map((h) => [h.cls, h.rule, h.text, h.offset]), [['ask', 'question-mark', '?', 41]]);
});

test('ask by phrase, confirm, and other', () => {
  assert.deepEqual(classifyText('Please provide the file name.').match, { text: 'Please provide', offset: 0 });
  const confirm = classifyText('✅ All done — the report has been successfully moved.');
  assert.equal(confirm.rule, 'confirm-phrase');
  assert.deepEqual(confirm.match, { text: 'All done', offset: 2 });
  const other = classifyText('Here is the summary.');
  assert.deepEqual({ cls: other.cls, rule: other.rule, match: other.match, outranked: other.outranked }, { cls: 'other', rule: 'no-phrase', match: undefined, outranked: [] });
});

test('offsets stay right when lower-casing changes the length (U+0130)', () => {
  const d = classifyText('\u0130\u0130 CANNOT');
  assert.deepEqual(d.match, { text: 'CANNOT', offset: 3 });
});

test('prose with a call glued on the end is text, not a call', () => {
  const text = "The file is not in the current directory. Please change the working directory to 'temp' to perform the comparison.[cd(folder=\"temp\")]";
  assert.equal(classifyText(text).cls, 'other');
});

test('a tool call outranks the phrases in the same text', () => {
  const d = classifyText('[cd(folder="cannot")] Could you?');
  assert.equal(d.rule, 'tool-call-look');
  assert.equal(d.pattern, 'python-call-list');
  assert.deepEqual(d.outranked.map((h) => h.cls), ['refuse', 'ask']);
});

test('several call lists with # comments in one emission are one tool call', () => {
  const text = '[cd(folder="workspace"), ls()]# Previous command already shows the file\n[find(path=".", name="log.txt")]# I will move it\n[mv(source="log.txt", destination="archive")]';
  const d = classifyText(text);
  assert.deepEqual([d.cls, d.rule, d.pattern, d.match], ['tool_call', 'tool-call-look', 'python-call-list', { text: '[cd(', offset: 0 }]);
});

test('control characters and raw unicode are text like any other', () => {
  const d = classifyText('Done \u2014 wrote \u0014 into the file. \u2705 Task complete.');
  assert.deepEqual([d.cls, d.match], ['confirm', { text: 'Task complete', offset: 32 }]);
});

test('white space as Python strips it', async () => {
  const { pyStrip } = await import('../../../src/core/pyvalue/pyText');
  assert.equal(pyStrip('\u00a0\u001c a b \u0085\u3000'), 'a b');
  assert.equal(pyStrip('\ufeffx\ufeff'), '\ufeffx\ufeff');
  assert.equal(pyStrip(`a${' '.repeat(200_000)}b`).length, 200_002);
  assert.equal(pyStrip(' \t\n'), '');
});
