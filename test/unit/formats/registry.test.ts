// The registry of formats: what a file's name says, where its run lives and which classes a benchmark
// gives are answered by the formats' adapters, the same as BFCL's and tau2's own functions answer them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FORMATS, formatOf, kindOfName, runFolderOf } from '../../../src/core/formats/registry';

test('the registry lists BFCL then tau2, and finds each by its benchmark', () => {
  assert.deepEqual(FORMATS.map((f) => f.benchmark), ['bfcl', 'tau2']);
  assert.equal(formatOf('tau2').benchmark, 'tau2');
  assert.deepEqual(formatOf('bfcl').emitClasses, ['tool_call', 'refuse', 'ask', 'confirm', 'other']);
  assert.deepEqual(formatOf('tau2').emitClasses, ['tool_call', 'refuse', 'ask', 'confirm'], 'no OTHER: its OTHER rate is not defined');
});

test("a file's name: BFCL's result and score files by name, tau2's never (told by its head)", () => {
  assert.equal(kindOfName('/runs/m/multi_turn/BFCL_v4_multi_turn_base_result.json'), 'result');
  assert.equal(kindOfName('/runs/m/BFCL_v3_multi_turn_miss_func_score.json'), 'score');
  assert.equal(kindOfName('/runs/tau2/results.json'), null);
  assert.equal(kindOfName('/runs/m/BFCL_v4_multi_turn_other_result.json'), null);
  assert.equal(formatOf('tau2').ownsHead('{\n  "timestamp": "2025-06-01", "info": {}'), true);
  assert.equal(formatOf('bfcl').ownsHead('{"id": "multi_turn_base_0", "result": []}'), false);
});

test('the run folder: the model folder above multi_turn/ (BFCL v4), else the file\'s own folder', () => {
  assert.equal(runFolderOf('/runs/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json'), '/runs/gpt');
  assert.equal(runFolderOf('/runs/gpt/BFCL_v3_multi_turn_base_result.json'), '/runs/gpt');
  assert.equal(runFolderOf('/runs/tau2_airline/results.json'), '/runs/tau2_airline');
  // BFCL's layout is for the files it names: a tau2 file in a multi_turn/ folder is its own folder's run.
  assert.equal(runFolderOf('/runs/tau2/multi_turn/results.json'), '/runs/tau2/multi_turn');
});

test("what an annotator may give an emission: BFCL one of its five classes, tau2 a set of the paper's four", () => {
  assert.deepEqual([formatOf('bfcl').decisionClasses, formatOf('bfcl').labelling.classSets], [['tool_call', 'ask', 'refuse', 'confirm', 'other'], false]);
  assert.deepEqual([formatOf('tau2').decisionClasses, formatOf('tau2').labelling.classSets], [['tool_call', 'ask', 'refuse', 'confirm'], true]);
});
