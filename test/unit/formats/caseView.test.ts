// The case view as each format's adapter answers it (FormatViews.caseView), asked through the registry
// as the editor asks it: BFCL's case from its line (the editor's text when it holds the file), with no
// gold lines of its own (the gold column adds its section); a tau2 simulation read from its file with
// its gold path's lines in the view; a simulation gone from its file answered by a sentence.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ResultModel } from '../../../src/core/document/fileModel';
import type { CaseViewRequest, OpenDocumentText } from '../../../src/core/document/formatViews';
import { formatOf } from '../../../src/core/formats/registry';
import { loadFile } from '../../../src/core/load/loadFile';
import type { Case } from '../../../src/core/model/model';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const BASE = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';

async function modelOf(path: string): Promise<ResultModel> {
  const model = await loadFile(path, { files: nodeFiles });
  assert.equal(model.kind, 'result');
  return model as ResultModel;
}

function request(file: string, model: ResultModel, kase: Case, open: OpenDocumentText | null = null): CaseViewRequest {
  return { file, model, kase, open, sources: async () => new Map(), dataFolder: async () => null, layout: 'columns' };
}

test('BFCL: the case from its line on disk, its gold left to the gold column', async () => {
  const model = await modelOf(BASE);
  const kase = model.caseById.get('multi_turn_base_0')!;
  const view = await formatOf(model.benchmark).views.caseView(request(BASE, model, kase));
  assert.ok(view.ok);
  assert.equal(view.gold, null);
  const lines = view.doc.text.split('\n');
  assert.deepEqual(lines.slice(0, 10), [
    'multi_turn_base_0 · base · gold action TOOL_CALL',
    `Result file: ${BASE}, line 1`,
    'Score file: sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json',
    'Grader: PASS',
    'Gold action TOOL_CALL: appears.',
    'Classes in this case: CONFIRM, OTHER, TOOL_CALL',
    '',
    `── Turn 1 · TOOL_CALL ${'─'.repeat(40)}`,
    "  User: Finally, show the last 3 lines of 'config.yaml'.",
    '  step 1  TOOL_CALL  Looks like a tool call: a JSON call list `[{"name":` at offset 0.',
  ]);
  assert.deepEqual(view.doc.marks[0], { line: 0, kind: 'title', cls: null });
});

test("BFCL: the line as the editor holds it, not the disk's", async () => {
  const model = await modelOf(BASE);
  const kase = model.caseById.get('multi_turn_base_0')!;
  const open: OpenDocumentText = { path: BASE, lineCount: 1, lines: (first, last) => (first === 1 && last === 1 ? '{"id": "multi_turn_base_0", "result": [["hello?"]]}' : '') };
  const view = await formatOf(model.benchmark).views.caseView(request(BASE, model, kase, open));
  assert.ok(view.ok);
  const lines = view.doc.text.split('\n');
  assert.equal(lines[6], 'User messages: not recorded in this line; set calibrationLens.bfclDataFolder to read them from the BFCL test data.');
  assert.equal(lines[10], '      hello?');
});

test('tau2: the simulation from its file, with the lines of its gold path', { skip: withoutTau2Data }, async () => {
  const model = await modelOf(WHISSLE);
  const kase = [...model.caseById.values()].find((c) => c.id.startsWith('6b6c6b59'))!;
  const view = await formatOf(model.benchmark).views.caseView(request(WHISSLE, model, kase));
  assert.ok(view.ok);
  const lines = view.doc.text.split('\n');
  assert.equal(lines[0], 'Simulation 6b6c6b59-8dd6-4626-811c-fb0fabc175f3 · task 8 · trial 0 · airline');
  assert.deepEqual(view.gold!.divergenceLines.map((l) => lines[l]!.slice(0, 60)), [
    '  ≠ msg 6 get_reservation_details(reservation_id="NM1VX1")  ',
    'DB check: ✗ the database differs from the one the expected a',
  ]);
  // Its gold marks: the first on the header's gold classes, the calls' places in the gold path after.
  assert.equal(view.gold!.marks.length, 29);
  assert.deepEqual(view.gold!.marks.slice(0, 5), [
    { line: 3, kind: 'head' }, { line: 4, kind: 'head' }, { line: 15, kind: 'same' }, { line: 19, kind: 'differs' }, { line: 23, kind: 'extra' },
  ]);
});

test('tau2: a simulation no longer in its file is answered by a sentence', { skip: withoutTau2Data }, async () => {
  const model = await modelOf(WHISSLE);
  const kase = [...model.caseById.values()].find((c) => c.id.startsWith('6b6c6b59'))!;
  const gone = { ...kase, simulation: { ...kase.simulation!, id: 'ffffffff-0000-0000-0000-000000000000' } };
  const view = await formatOf(model.benchmark).views.caseView(request(WHISSLE, model, gone));
  assert.deepEqual(view, {
    ok: false,
    message: `No simulation of ${WHISSLE} has the id or task id "ffffffff-0000-0000-0000-000000000000" with trial 0. It has 50, e.g. c4726c14-f132-4944-a51a-465518856f47 (task 0, trial 0), e6b9ec17-d11e-449a-a79d-707c2d2f8e42 (task 1, trial 0), 47fab0eb-6da0-42ea-af68-831179f12c28 (task 3, trial 0), 2076a622-4d5c-4e67-bcf0-8b49efd69817 (task 2, trial 0), ddb6a406-6152-4bc8-8647-175530737989 (task 5, trial 0).`,
  });
});
