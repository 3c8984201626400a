// The parts of the gold path on small inputs: call text, the grader's decode of saved emissions,
// positional arguments named by function docs, and the case view's gold column splice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alignTurn, type ModelCall } from '../../../src/core/bfcl/goldPath/alignTurn';
import { withGoldColumn } from '../../../src/core/bfcl/goldPath/caseViewGold';
import { decodeEmission } from '../../../src/core/bfcl/goldPath/graderDecode';
import { parseToolCall } from '../../../src/core/bfcl/goldPath/toolCall';
import { CLAUDE, withoutSharedData } from '../../support/sharedData';
import { realGoldPath } from './realCases';

const call = (text: string, step = 0): ModelCall => ({ call: parseToolCall(text)!, turn: 0, step, output: null });
const gold = (text: string) => ({ text, call: parseToolCall(text) });

test('call text: keywords, positionals, nested literals; anything else is not a call', () => {
  const c = parseToolCall("mv(source='a b.txt', destination='tmp',opts={'force': True, 'n': [1, 2.5]})")!;
  assert.equal(c.name, 'mv');
  assert.deepEqual(c.keywords.map(([k]) => k), ['source', 'destination', 'opts']);
  assert.equal(parseToolCall("sort('final_report.pdf')")!.positional.length, 1);
  assert.equal(parseToolCall('ls()')!.keywords.length, 0);
  assert.equal(parseToolCall('ls(a=x)'), null);
  assert.equal(parseToolCall('rm(a=1, 2)'), null);
  assert.equal(parseToolCall('The file was moved.'), null);
});

test('decoding saved emissions as the handlers do: API dicts, xLAM JSON, prompt-mode calls, text', () => {
  assert.deepEqual(decodeEmission([{ cd: '{"folder": "document"}' }, { ls: '{}' }]), ["cd(folder='document')", 'ls()']);
  assert.deepEqual(decodeEmission('[{"name": "tail", "arguments": {"file_name": "log.txt", "lines": 20}}]'), ["tail(file_name='log.txt',lines=20)"]);
  assert.deepEqual(decodeEmission('[mkdir(dir_name="temp"), mv(source="final_report.pdf", destination="temp")]'), [
    'mkdir(dir_name="temp")',
    'mv(source="final_report.pdf", destination="temp")',
  ]);
  assert.deepEqual(decodeEmission('[]'), []);
  assert.deepEqual(decodeEmission([]), []);
  assert.equal(decodeEmission(['Perfect! Done.']), null);
  assert.equal(decodeEmission('The file has been moved.'), null);
  assert.equal(decodeEmission('Please change the directory.[cd(folder="temp")]'), null);
});

test('positional ground-truth arguments take their names from the function docs where found', () => {
  const docs = (name: string) => (name === 'diff' ? ['file_name1', 'file_name2'] : undefined);
  const rows = alignTurn([call("diff(file_name1='b',file_name2='a')")], [gold("diff('a', 'b')")], docs);
  assert.deepEqual(rows.map((r) => [r.kind, r.differing]), [['differs', ['file_name1', 'file_name2']]]);
  const same = alignTurn([call("diff(file_name1='a',file_name2='b')")], [gold("diff('a', 'b')")], docs);
  assert.equal(same[0]!.kind, 'same');
});

test('rows keep both orders: a missing call sits before the model call paired with a later gold call', () => {
  const rows = alignTurn(
    [call('ls()', 0), call("grep(file_name='x',pattern='e')", 1)],
    [gold("cd(folder='archive')"), gold("grep(file_name='x',pattern='e')")],
    () => undefined,
  );
  assert.deepEqual(rows.map((r) => r.kind), ['extra', 'missing', 'same']);
});

test('the case view gets a gold block under each turn and the verdict under the blamed turn; marks move with their lines', { skip: withoutSharedData }, async () => {
  const path = await realGoldPath(CLAUDE, 'base', 'multi_turn_base_0');
  const doc = {
    text: ['title', '', '── Turn 1 · X', '  step 1', '', '── Turn 2 · X', '', '── Turn 3 · X', '', '── Turn 4 · X', '  step 1', '', "── Grader's verdict", '  FAIL'].join('\n') + '\n',
    marks: [
      { line: 2, kind: 'turn' as const, cls: null },
      { line: 5, kind: 'turn' as const, cls: null },
      { line: 7, kind: 'turn' as const, cls: null },
      { line: 9, kind: 'turn' as const, cls: null },
      { line: 12, kind: 'verdict-fail' as const, cls: null },
    ],
  };
  const out = withGoldColumn(doc, path);
  const lines = out.doc.text.split('\n');
  assert.deepEqual(out.doc.marks.map((m) => lines[m.line]), ['── Turn 1 · X', '── Turn 2 · X', '── Turn 3 · X', '── Turn 4 · X', "── Grader's verdict"]);
  const turn4 = lines.indexOf('── Turn 4 · X');
  assert.equal(lines[turn4 + 1], '  step 1');
  assert.equal(lines[turn4 + 2], "  The model's calls                                         │ The ground truth's calls (score line)");
  assert.deepEqual(out.divergenceLines.map((l) => lines[l]), ["  ≠ diff(file_name1='previous_report.pdf',file_name2='final_report.pdf')"]);
  assert.ok(lines.includes("  Verdict: FAIL · multi_turn:execution_response_mismatch at turn 4 (the grader's turn 3)"));
  assert.ok(lines.indexOf("  Verdict: FAIL · multi_turn:execution_response_mismatch at turn 4 (the grader's turn 3)") < lines.indexOf("── Grader's verdict"));
  assert.equal(lines[1], 'Gold path: ground truth from the score file\'s failure line (possible_answer); results BFCL v4, test data BFCL v4.');
});

test('a state whose files hold line breaks stays one line per gold line: every mark still names its own line', { skip: withoutSharedData }, async () => {
  const path = await realGoldPath(CLAUDE, 'base', 'multi_turn_base_0');
  const fileSystem = (last: string) => `{'readme.txt': <<File: readme.txt, Content: Project Phoenix\nSetup: run install.sh\n${last}>>}`;
  const failed = {
    ...path,
    verdict: {
      status: 'fail' as const, unknownWhy: null, errorType: 'multi_turn:instance_state_mismatch', message: null, turn: 0,
      stateDifferences: [{ className: 'GorillaFileSystem', attribute: 'root', model: fileSystem('then start.sh'), groundTruth: fileSystem('then stop.sh'), modelWriter: null, goldWriter: null }],
      missingItems: [], modelOutputs: [], forceQuit: null,
    },
  };
  const doc = {
    text: ['title', '', '── Turn 1 · X', '  step 1', '', '── Turn 2 · X', '  step 1', '', "── Grader's verdict", '  FAIL'].join('\n') + '\n',
    marks: [
      { line: 2, kind: 'turn' as const, cls: null },
      { line: 3, kind: 'emission' as const, cls: null, turn: 0, step: 0 },
      { line: 5, kind: 'turn' as const, cls: null },
      { line: 6, kind: 'emission' as const, cls: null, turn: 1, step: 0 },
      { line: 8, kind: 'verdict-fail' as const, cls: null },
    ],
  };
  const out = withGoldColumn(doc, failed);
  const lines = out.doc.text.split('\n');
  assert.deepEqual(out.doc.marks.map((m) => lines[m.line]), ['── Turn 1 · X', '  step 1', '── Turn 2 · X', '  step 1', "── Grader's verdict"]);
  assert.ok(lines.includes('      model:        …ct Phoenix ⏎ Setup: run install.sh ⏎ then start.sh>>}'), lines.join('\n'));
});
