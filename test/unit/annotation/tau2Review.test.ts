// Annotation on a real tau2 run (whissle airline): the review queue and the spot-check sample by group
// and message place, the message a line of the file is in, the case view's emission marks that carry
// their place and where their block ends, and GAR with human classes by the paper's tau2 hit rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveDecisions } from '../../../src/core/annotation/resolveDecisions';
import { reviewQueue } from '../../../src/core/annotation/reviewQueue';
import { runSample } from '../../../src/core/annotation/runSample';
import { loadTau2RunContext } from '../../../src/core/tau2/labelledRun';
import { humanGarRows } from '../../../src/core/annotation/humanGar';
import { renderTau2CaseView } from '../../../src/core/tau2/caseViewDocument';
import { buildTau2GoldPath } from '../../../src/core/tau2/goldPath';
import { targetAtLine } from '../../../src/core/tau2/messageAtLine';
import { readOneSimulation } from '../../../src/core/tau2/oneSimulation';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { caseDecision, emissionDecision } from './decisions';

const TASK8 = '6b6c6b59-8dd6-4626-811c-fb0fabc175f3';
const TASK5 = 'ddb6a406-6152-4bc8-8647-175530737989';

async function whissle() {
  const { run, warnings } = await loadTau2RunContext(WHISSLE);
  assert.deepEqual(warnings, []);
  const file = run!.files.get('airline_run1.json')!;
  return { run: run!, file };
}

const tau2Decision = (sha256: string, kase: string, message: number, human: string[], author = 'ann') => {
  const d = { ...emissionDecision({ file: 'airline_run1.json', sha256, case: kase, author }), message, human } as Record<string, unknown>;
  delete d.turn;
  delete d.step;
  return d as unknown as ReturnType<typeof emissionDecision>;
};

test('the review queue of a tau2 run: per domain, every assistant message by its place and line, violations without a verdict', { skip: withoutTau2Data }, async () => {
  const { run, file } = await whissle();
  const store = {
    path: 'labels.jsonl',
    warnings: [],
    decisions: [
      // Message 2 is ASK: agreed. Message 4 is TOOL_CALL: ann says TOOL_CALL+CONFIRM, a disagreement.
      tau2Decision(file.sha256, TASK8, 2, ['ask']),
      tau2Decision(file.sha256, TASK8, 4, ['confirm', 'tool_call']),
      caseDecision({ file: 'airline_run1.json', sha256: file.sha256, case: TASK5 }),
      tau2Decision(file.sha256, TASK8, 6, [], 'bob'),
    ].map((decision, i) => ({ decision, path: 's', line: i + 1 })),
  };
  const resolved = resolveDecisions([store], [run]);
  assert.deepEqual(resolved.warnings, []);
  const { items, progress } = reviewQueue([run], resolved.decisions, 'ann');
  // 593 assistant messages in the 50 simulations, two decided by ann.
  assert.deepEqual(progress, [{ runId: WHISSLE, model: 'whissle', group: 'airline', reviewed: 2, total: 593 }]);
  assert.equal(items.filter((i) => i.kind === 'unreviewed').length, 591);
  assert.deepEqual(items.filter((i) => i.kind === 'disagreement').map((i) => [i.caseId, i.place, i.line, i.emissionLine, i.span]), [
    [TASK8, { message: 4 }, 10849, 11161, { start: 0, end: 0 }],
  ]);
  // 12 simulations passed without one of their gold classes; ann gave task 5 a verdict.
  const violations = items.filter((i) => i.kind === 'violation');
  assert.equal(violations.length, 11);
  assert.ok(!violations.some((v) => v.caseId === TASK5));
  assert.deepEqual(items.find((i) => i.caseId === TASK8 && i.kind === 'unreviewed'), {
    kind: 'unreviewed', runId: WHISSLE, model: 'whissle', group: 'airline', file: WHISSLE, document: WHISSLE, caseId: TASK8, line: 10849,
    place: { message: 0 }, emissionLine: 10981, span: { start: 0, end: 0 },
  });
});

test('the spot-check sample of a tau2 run: strata by domain and the classifier\'s set of classes, the same for the same seed', { skip: withoutTau2Data }, async () => {
  const { run } = await whissle();
  const sample = runSample([run], 10, 7);
  assert.deepEqual(sample.map((s) => [s.stratum, s.caseId.slice(0, 8), 'message' in s.place ? s.place.message : null]), [
    ['airline/ask', 'df9edf19', 62],
    ['airline/ask+confirm', '695be874', 26],
    ['airline/confirm', '196ccfda', 22],
    ['airline/none', '69ff3538', 0],
    ['airline/refuse', '0d7453de', 8],
    ['airline/refuse+confirm', '028036af', 20],
    ['airline/tool_call', 'c1f6e7ea', 36],
    ['airline/ask', '107f0ea5', 2],
    ['airline/confirm', '7e869d85', 20],
    ['airline/none', '196ccfda', 24],
  ]);
  assert.deepEqual(runSample([run], 10, 7), sample);
});

test('a line of a tau2 file is in the message that starts on it or above it; a user message or the simulation\'s head is no emission', { skip: withoutTau2Data }, async () => {
  const { file } = await whissle();
  const caseAtLine = new Map(file.read.cases.map((c) => [c.line, c]));
  const at = (line: number) => {
    const t = targetAtLine(caseAtLine, line);
    return t && [t.kase.id, t.emission ? t.emission.place : null];
  };
  // Task 8 starts on line 10849; message 0 (assistant) on 10981, 1 (user) on 11005, 2 (assistant) on 11071.
  assert.deepEqual(at(10849), [TASK8, null]);
  assert.deepEqual(at(10981), [TASK8, { message: 0 }]);
  assert.deepEqual(at(10990), [TASK8, { message: 0 }]);
  assert.deepEqual(at(11005), [TASK8, null]);
  assert.deepEqual(at(11071), [TASK8, { message: 2 }]);
  assert.deepEqual(at(11094), [TASK8, { message: 2 }]);
  assert.equal(at(3), null);
});

test('the tau2 case view: each assistant message\'s mark carries its place and the last line of its block', { skip: withoutTau2Data }, async () => {
  const { file } = await whissle();
  const kase = file.read.cases.find((c) => c.id === TASK8)!;
  const one = await readOneSimulation(WHISSLE, { id: TASK8 });
  assert.ok(one.ok);
  const view = renderTau2CaseView({ one: one.found, path: buildTau2GoldPath(one.found, []), kase, summary: null });
  const lines = view.doc.text.split('\n');
  // [0] assistant on line 8 (no reason line), [1] user on 9; [2] on 10 with its reason on 11; [4] on 13,
  // its reason and call on 14-15, the tool result [5] on 16.
  assert.deepEqual(view.doc.marks.filter((m) => m.kind === 'emission').slice(0, 3).map((m) => [m.line, m.place, m.end, lines[m.end!]!.slice(0, 24)]), [
    [8, { message: 0 }, 8, '[0] assistant · no class'],
    [10, { message: 2 }, 11, '      ASK: the phrase "c'],
    [13, { message: 4 }, 15, '    → get_user_details(u'],
  ]);
});

test('GAR with human classes on tau2: only ASK follows the classes; a message taken out of ASK turns its task around', { skip: withoutTau2Data }, async () => {
  const { run, file } = await whissle();
  // Task 38's only ASK message is message 2.
  const task38 = 'bc803d65-4593-42f5-8cd5-935d9e3fc990';
  const store = { path: 's', warnings: [], decisions: [tau2Decision(file.sha256, task38, 2, ['tool_call'])].map((decision, i) => ({ decision, path: 's', line: i + 1 })) };
  const rows = humanGarRows([run], resolveDecisions([store], [run]).decisions);
  assert.deepEqual(rows.map((r) => [r.group, r.goldClass, r.n, r.classifierGar, r.humanGar, r.decided, r.casesChanged]), [
    ['airline', 'tool_call', 43, (100 * 12) / 43, (100 * 12) / 43, 1, 0],
    ['airline', 'ask', 13, 100, (100 * 12) / 13, 1, 1],
    ['airline', 'refuse', 7, (100 * 5) / 7, (100 * 5) / 7, 1, 0],
  ]);
});
