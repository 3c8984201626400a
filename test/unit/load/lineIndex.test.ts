// The one line index of a run file, the same shape for both benchmarks: what starts, sits or ends on a
// line (case, turn, emission or message, writes), each with its case's summary, the case holding any
// line, and what a decision at the cursor is about. Values worked out from sample/ and the whissle run.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import type { FileModel, ResultModel } from '../../../src/core/document/fileModel';
import { loadFile } from '../../../src/core/load/loadFile';
import { readTau2Sources } from '../../../src/core/tau2/tau2Sources';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { writeDirLayout } from '../../support/tau2Derived';
import { judgmentsFixture } from '../../support/tau2Fixtures';

const MISS_FUNC = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
const BASE_SCORE = 'sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json';
const FIRST_SIM = 'c4726c14-f132-4944-a51a-465518856f47';

async function load(path: string, judgmentsFile: string | null = null): Promise<FileModel> {
  return loadFile(path, { files: nodeFiles, sources: async () => new Map([['tau2', await readTau2Sources([], judgmentsFile)]]) });
}

async function result(path: string, judgmentsFile: string | null = null): Promise<ResultModel> {
  const model = await load(path, judgmentsFile);
  assert.equal(model.kind, 'result');
  return model as ResultModel;
}

test('a BFCL case line: the whole case starts and ends there, its turns and emissions placed by column, with its summary', async () => {
  const model = await result(MISS_FUNC);
  assert.equal(model.benchmark, 'bfcl');
  assert.equal(model.score?.path, 'sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_score.json');
  assert.deepEqual([model.summary?.gar, model.summary?.acc, model.header], [25, 50, null]);
  const [entry, ...others] = model.lines.at(2);
  assert.equal(others.length, 0);
  assert.equal(entry!.kase.id, 'multi_turn_miss_func_1');
  assert.deepEqual([entry!.placement, entry!.startsCase, entry!.endsCase], ['column', true, true]);
  assert.deepEqual(entry!.turns.map((t) => [t.span.start, t.span.end, t.cls]), [[44, 331, 'tool_call'], [333, 671, 'tool_call'], [673, 856, 'tool_call'], [858, 1189, 'tool_call']]);
  assert.equal(entry!.emissions.length, 13);
  assert.deepEqual(entry!.emissions.slice(0, 4).map((e) => [e.span.start, e.span.end, e.cls]), [[45, 122, 'tool_call'], [124, 206, 'tool_call'], [208, 324, 'tool_call'], [326, 330, 'other']]);
  // REFUSE gold, passed by the grader, a tool call emitted: a bound violation.
  assert.deepEqual([entry!.kase.gold, entry!.summary?.goldHit, entry!.summary?.passed, entry!.summary?.boundViolation], [['refuse'], false, true, true]);
  const violations = [...model.lines.lines].filter(([, es]) => es.some((e) => e.summary?.boundViolation)).map(([line]) => line);
  assert.deepEqual(violations, [2, 6, 9, 10]);
  assert.deepEqual(model.lines.at(13), [], 'past the last case');
});

test('a BFCL case line: the case at the cursor, and the emission under its column', async () => {
  const model = await result(MISS_FUNC);
  assert.equal(model.lines.caseHolding(2)?.id, 'multi_turn_miss_func_1');
  assert.equal(model.lines.caseHolding(13), null);
  assert.deepEqual(model.lines.targetAt(2, 45)?.emission?.place, { turn: 0, step: 0 });
  assert.deepEqual(model.lines.targetAt(2, 1187)?.emission?.place, { turn: 3, step: 2 });
  const between = model.lines.targetAt(2, 123);
  assert.deepEqual([between?.kase.id, between?.emission], ['multi_turn_miss_func_1', null], 'the comma between two emissions');
  assert.deepEqual([model.lines.targetAt(2, 10)?.kase.id, model.lines.targetAt(2, 10)?.emission], ['multi_turn_miss_func_1', null], 'the id, left of result');
  assert.equal(model.lines.targetAt(13, 0), null);
});

test('a BFCL score file: each failure by its line', async () => {
  const model = await load(BASE_SCORE);
  assert.equal(model.kind, 'score');
  if (model.kind !== 'score') return;
  assert.deepEqual([...model.failureAtLine.keys()], [2, 3, 4, 5, 6, 7]);
  assert.equal(model.read.header?.totalCount, 12);
});

test('a tau2 run: where a simulation starts and ends, its messages and writes on their own lines', { skip: withoutTau2Data }, async () => {
  const judgments = judgmentsFixture();
  const model = await result(WHISSLE, judgments);
  assert.deepEqual([model.benchmark, model.header?.group, model.header?.agent, model.header?.totals.scored], ['tau2', 'airline', 'whissle', 50]);
  assert.equal(model.lines.lines.size, 745);
  const [start] = model.lines.at(4046);
  assert.deepEqual([start!.kase.id, start!.placement, start!.startsCase, start!.endsCase, start!.emissions.length], [FIRST_SIM, 'line', true, false, 0]);
  // Task 0 is REFUSE gold and the agent cancelled: not hit, failed (reward 0), so no bound violation.
  assert.deepEqual([start!.summary?.goldHit, start!.summary?.outcome, start!.summary?.boundViolation, start!.summary?.caption], [false, 'failed', false, 'task 0 · trial 0 · reward 0.0 · user_stop']);
  const [ask] = model.lines.at(4176);
  assert.deepEqual([ask!.startsCase, ask!.turns.map((t) => t.index), ask!.emissions.map((e) => [e.place, e.classes])], [false, [1], [[{ message: 2 }, ['ask']]]]);
  const [write] = model.lines.at(4488);
  assert.deepEqual(write!.writes!.map((w) => [w.tool, w.messageIndex, w.source, w.confirmed]), [['cancel_reservation', 12, 'judge', true]]);
  const [end] = model.lines.at(4721);
  assert.deepEqual([end!.kase.id, end!.startsCase, end!.endsCase, end!.emissions.length], [FIRST_SIM, false, true, 0]);
  assert.deepEqual(model.lines.at(4045), [], 'the "simulations": [ line');
  rmSync(judgments, { force: true });
});

test('a tau2 run: any line of a simulation is that simulation; a decision there is about the message it is in', { skip: withoutTau2Data }, async () => {
  const model = await result(WHISSLE);
  assert.equal(model.lines.caseHolding(4045), null);
  assert.equal(model.lines.caseHolding(4600)?.id, FIRST_SIM);
  assert.equal(model.lines.caseHolding(4722)?.simulation?.taskId, '1');
  assert.deepEqual(model.lines.targetAt(4177, 0)?.emission?.place, { message: 2 });
  assert.deepEqual(model.lines.targetAt(4087, 40)?.emission?.place, { message: 0 });
  const atStart = model.lines.targetAt(4047, 0);
  assert.deepEqual([atStart?.kase.id, atStart?.emission], [FIRST_SIM, null], 'above its first message');
  // Without a judgments file the write is judged by the heuristic.
  assert.deepEqual(model.lines.at(4488)[0]!.writes!.map((w) => [w.source, w.confirmed]), [['heuristic', true]]);
});

test("a dir layout's results.json: each simulation_index entry starts its simulation, and no message is in it", { skip: withoutTau2Data }, async () => {
  const dir = writeDirLayout(WHISSLE, ['0', '1', '2']);
  try {
    const index = await result(dir.results);
    assert.equal(index.tau2?.view, 'index');
    const first = index.tau2!.run.indexLines!.get(dir.simulations[0]!.id)!;
    // Three entries of nine lines each: each starts its simulation and ends the line before the next.
    assert.deepEqual([...index.lines.lines.keys()].sort((a, b) => a - b), [first, first + 8, first + 9, first + 17, first + 18, first + 26]);
    assert.deepEqual(index.lines.at(first).map((e) => [e.kase.id, e.startsCase, e.endsCase, e.emissions.length]), [[dir.simulations[0]!.id, true, false, 0]]);
    assert.equal(index.lines.caseHolding(first + 8)?.id, dir.simulations[0]!.id);
    assert.equal(index.lines.caseHolding(first + 27), null, "the index's ]");
    const target = index.lines.targetAt(first + 3, 0);
    assert.deepEqual([target?.kase.id, target?.emission], [dir.simulations[0]!.id, null], 'its messages are in its own file');
    const own = await result(dir.simulations[0]!.file);
    assert.equal(own.tau2?.view, 'simulation');
    assert.deepEqual(own.lines.at(1).map((e) => [e.kase.id, e.startsCase]), [[dir.simulations[0]!.id, true]]);
    assert.deepEqual(own.lines.targetAt(150, 0)?.emission?.place, { message: 2 });
  } finally {
    rmSync(dir.folder, { recursive: true, force: true });
  }
});
