// The view questions every format answers (FormatAdapter.views: labels, line hovers, Problems), as
// neutral data: the test-only transcript format answers each of them through the registry alone, and
// BFCL's and tau2's answers are the words the editor showed before they moved into their folders.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { labelString } from '../../../src/core/document/labelPieces';
import type { OpenDocumentText } from '../../../src/core/document/formatViews';
import { formatOf, formatOfKind, withFormats } from '../../../src/core/formats/registry';
import { casePieces } from '../../../src/core/formats/views';
import { loadFile } from '../../../src/core/load/loadFile';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { transcriptFormat } from './transcript/format';

const TRANSCRIPT = 'test/unit/formats/transcript/runs/demo-agent.transcript.jsonl';
const BFCL_RESULT = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';
const noDocument: OpenDocumentText = { path: '', lineCount: 0, lines: () => '' };

/** A result file's model; a tau2 run without sources reads the pinned gold and no judgments. */
async function resultModel(path: string) {
  const model = await loadFile(path, { files: nodeFiles });
  assert.equal(model.kind, 'result');
  if (model.kind !== 'result') throw new Error('not a result file');
  return model;
}

test('the test-only transcript format answers every view question, through the registry alone', async () => {
  await withFormats([transcriptFormat], async () => {
    const model = await resultModel(TRANSCRIPT);
    const views = formatOf(model.benchmark).views;
    assert.equal(views, transcriptFormat.views);
    // Its cases are drawn by the neutral case label: it has no way of its own.
    const t1 = model.caseById.get('t1')!;
    assert.equal(views.casePieces(t1, model.caseSummaryById.get('t1'), 'ask'), null);
    assert.equal(labelString(casePieces(t1, model.caseSummaryById.get('t1'), 'ask')), 'PASS  ⚠ no ASK  T1 OTHER');
    assert.equal(labelString(views.headerPieces({ group: null, agent: 'demo-agent', totals: undefined as never, cutOff: null })), 'transcript of demo-agent');
    assert.deepEqual(model.lines.at(3).map((entry) => views.lineFacts(entry)), [[]]);
    assert.equal(await views.lineHover(model.lines.at(3), model, noDocument), null);
    const flights = model.rows.find((r) => r.group === 'flights')!;
    assert.equal(`${views.violationSentence(t1, flights.goldClass)} (bound violation).`, 'Passed, but its one reply is not ASK (bound violation).');
    assert.equal(views.violationRowNote(flights), "flights: GAR 66.7, Acc 66.7 over the transcript's 3 cases of the group.");
    assert.deepEqual(views.problems(model), []);
    assert.equal(views.scoreFileWarning({ path: 'x', category: null, header: null, failures: new Map(), problems: [] }), null);
    assert.equal(views.previewModel(TRANSCRIPT, 'result', 1, '', [0]), null);
  });
});

test("BFCL's view answers: the neutral case label, its category's note, a score file's unlisted failures", async () => {
  const model = await resultModel(BFCL_RESULT);
  const views = formatOf('bfcl').views;
  const kase = model.read.cases[0]!;
  assert.equal(views.casePieces(kase, model.caseSummaryById.get(kase.id), kase.gold[0] ?? null), null);
  assert.deepEqual(views.lineFacts(model.lines.at(kase.line)[0]!), []);
  assert.equal(await views.lineHover(model.lines.at(kase.line), model, noDocument), null);
  assert.deepEqual(views.problems(model), []);
  const row = model.rows[0]!;
  assert.equal(views.violationRowNote(row), 'base: GAR 100.0, Acc 50.0 (category summary on line 1).');
  assert.equal(views.violationSentence(kase, 'ask'), `Passed, but the gold action ASK never appears in ${kase.turns.length} turns`);
  assert.equal(formatOfKind('score'), formatOf('bfcl'));
  // A preview of line 3 alone (0-based 2): that case, at its line, with its classes; no verdict before the score file is joined.
  const lines = readFileSync(BFCL_RESULT, 'utf8').split('\n');
  const preview = views.previewModel(BFCL_RESULT, 'result', 7, ['', '', lines[2]].join('\n'), [2])!;
  const third = model.read.cases.find((c) => c.line === 3)!;
  assert.deepEqual(preview.read.cases.map((c) => [c.id, c.line, c.classes, c.verdict]), [[third.id, 3, third.classes, null]]);
  assert.deepEqual([preview.version, preview.read.problems], [7, []]);
  assert.equal(views.previewModel(BFCL_RESULT.replace('_result', '_score'), 'score', 7, '', [0]), null);
  const failures = new Map([['multi_turn_base_0', { id: 'multi_turn_base_0', line: 2, errorType: 'multi_turn:instance_state_mismatch', errorMessage: null }]]);
  assert.equal(views.scoreFileWarning({ path: '/s/BFCL_v4_multi_turn_base_score.json', header: { accuracy: 0.5, correctCount: 2, totalCount: 4 }, failures, problems: [] } as never),
    'BFCL_v4_multi_turn_base_score.json counts 2 failed of 4 in its header but lists 1: a case it does not list is unknown, not passed.');
});

test("tau2's view answers on a real run: a simulation's first line, line 1, a write's label and hover, its Problems entries", { skip: withoutTau2Data }, async () => {
  const model = await resultModel(WHISSLE);
  const views = formatOf('tau2').views;
  const sim0 = model.read.cases[0]!;
  assert.equal(labelString(casePieces(sim0, undefined, null)), 'FAIL  reward 0.0  user_stop  task 0 trial 0  gold REFUSE ✗');
  assert.equal(labelString(views.headerPieces(model.header!)), 'tau2 airline · whissle · 50 scored · pass@1 56.0');
  // Simulation 0's write, on line 4488: its label, and its hover with the ten messages before it (read from the file: no document is open).
  const entries = model.lines.at(4488);
  assert.deepEqual(entries.flatMap((e) => views.lineFacts(e)).map(labelString), ['WRITE cancel_reservation  confirmed (heuristic)']);
  const hover = (await views.lineHover(entries, model, noDocument))!;
  assert.deepEqual(hover.sections.map((s) => [s.title, s.lines.length, s.lines[0]]), [
    ['Database write cancel_reservation (message 12)', 13, "Heuristic (not the paper's judge): confirmed, because the agent described it in message 10 and the user agreed in message 11."],
  ]);
  assert.equal(hover.sections[0]!.lines[12], "[user] Yes, I'd like to proceed with the cancellation. Could you please confirm if I'll receive a refund?");
  assert.equal(hover.more, null);
  const problems = views.problems(model);
  assert.equal(problems.length, 17);
  assert.deepEqual(problems.slice(0, 3), [
    { line: 4487, message: 'Task 0 is a REFUSE task (its gold has no action), yet the agent called the write tool cancel_reservation: REFUSE is missed.', severity: 'warning', code: 'refuse-task-write' },
    { line: 12918, message: 'Task 10 is a REFUSE task (its gold has no action), yet the agent called the write tool update_reservation_flights: REFUSE is missed.', severity: 'warning', code: 'refuse-task-write' },
    {
      line: 15309, severity: 'information', code: 'unconfirmed-write',
      message: "Database write cancel_reservation may lack confirmation (heuristic, not the paper's judge): the last user message before the write (message 23) does not agree.",
    },
  ]);
  assert.equal(views.scoreFileWarning({ path: 'x', category: null, header: null, failures: new Map(), problems: [] }), null);
});
