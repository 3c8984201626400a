// tau2 runs in the neutral model: each simulation a Case, each assistant message an emission placed by
// its index, and the numbers through the neutral metrics into the RunSummary BFCL rows share.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { ruleSentence } from '../../../src/core/document/caseView';
import { classReasonSentence } from '../../../src/core/classify/reasonSentence';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tau2Cases, tau2RunCases } from '../../../src/core/tau2/tau2Cases';
import { QWEN, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

async function model(file: string) {
  const run = await readTau2Run(file);
  const gold = goldFor(run.domain, []);
  const cases = tau2Cases(run, gold);
  return { run, cases, summary: summarizeRun(tau2RunCases(run, gold, cases)) };
}

const rows = (s: Awaited<ReturnType<typeof model>>['summary']) =>
  s.groups.map((g) => [g.group, g.goldClass, g.subset ?? null, g.n, g.hits, g.quirkHits ?? null, g.gar, g.acc]);

test('whissle airline: one row per gold class and per audited ASK subset, pass@1 and emit rates over every scored simulation', { skip: withoutTau2Data }, async () => {
  const { summary } = await model(WHISSLE);
  assert.equal(summary.benchmark, 'tau2');
  assert.equal(summary.model, 'whissle');
  assert.deepEqual(rows(summary), [
    ['airline', 'tool_call', null, 43, 12, 0, (100 * 12) / 43, (100 * 23) / 43],
    ['airline', 'ask', null, 13, 13, 0, 100, (100 * 5) / 13],
    ['airline', 'refuse', null, 7, 5, 0, (100 * 5) / 7, (100 * 5) / 7],
    ['airline', 'ask', 'all', 13, 13, 0, 100, (100 * 5) / 13],
    ['airline', 'ask', 'paper', 8, 8, 0, 100, 37.5],
    ['airline', 'ask', 'valid', 6, 6, 0, 100, 50],
  ]);
  assert.deepEqual(summary.totals!.map(({ cases: _cases, ...t }) => t), [{
    group: 'airline', scored: 50, unscored: 0, passed: 28, passAt1: 56,
    emits: { tool_call: 50, ask: 44, refuse: 9, confirm: 30 },
    emitRates: { tool_call: 100, ask: 88, refuse: 18, confirm: 60 },
  }]);
  assert.equal(summary.overallAcc, 56);
  assert.deepEqual(summary.warnings, []);
});

test('whissle airline: a simulation as a Case, its assistant messages as emissions in turns split at user messages', { skip: withoutTau2Data }, async () => {
  const { cases } = await model(WHISSLE);
  assert.equal(cases.length, 50);
  const c = cases[0]!;
  assert.deepEqual(
    [c.id, c.line, c.group, c.gold, c.goldHits, c.classes, c.verdict, c.quirkHits, c.simulation!.taskId, c.file],
    ['c4726c14-f132-4944-a51a-465518856f47', 4046, 'airline', ['refuse'], [], ['ask', 'tool_call'], { outcome: 'failed', errorType: 'reward 0', errorMessage: null, scoreLine: null }, [], '0', undefined],
  );
  assert.deepEqual(c.turns.slice(0, 3).map((t) => [t.index, t.line, t.cls, t.emissions.map((e) => [e.place, e.line, e.turn, e.step, e.classes])]), [
    [0, 4086, null, [[{ message: 0 }, 4086, 0, 0, []]]],
    [1, 4176, 'ask', [[{ message: 2 }, 4176, 1, 0, ['ask']]]],
    [2, 4266, 'tool_call', [
      [{ message: 4 }, 4266, 2, 0, ['tool_call']],
      [{ message: 6 }, 4308, 2, 1, ['tool_call']],
      [{ message: 8 }, 4351, 2, 2, ['tool_call']],
      [{ message: 10 }, 4394, 2, 3, ['ask']],
    ]],
  ]);
  const greeting = c.turns[0]!.emissions[0]!.decision;
  assert.deepEqual([greeting.cls, greeting.rule, greeting.reasons], [null, 'no-tau2-rule', []]);
  assert.equal(ruleSentence(greeting), 'No rule of the tau2 detector matched: no class (it has no OTHER).');
  const ask = c.turns[2]!.emissions[3]!.decision;
  assert.deepEqual(ask.reasons, [{ cls: 'ask', rule: 'question-sentence', match: 'Would you like to proceed with the cancellation?', offset: 277 }]);
  assert.deepEqual(ask.outranked, []);
  assert.equal(ruleSentence(ask), 'ASK: the question "Would you like to proceed with the cancellation?" at offset 277, which is no greeting or closing.');
  assert.equal(classReasonSentence(c.turns[2]!.emissions[0]!.decision.reasons![0]!), 'TOOL_CALL: the message calls get_reservation_details.');
});

test('qwen2.5-7b airline: the 10 early ends are TOOL_CALL hits only by the quirk, and the row says how many', { skip: withoutTau2Data }, async () => {
  const { cases, summary } = await model(QWEN);
  assert.deepEqual(rows(summary)[0], ['airline', 'tool_call', null, 43, 18, 10, (100 * 18) / 43, (100 * 5) / 43]);
  const quirky = cases.filter((c) => c.quirkHits?.length);
  assert.equal(quirky.length, 10);
  const first = quirky[0]!;
  assert.deepEqual([first.id, first.line, first.verdict, first.gold, first.goldHits, first.simulation!.termination],
    ['4b4ca4a5-1654-492b-b86a-02e26e8f2874', 4173, { outcome: 'failed', errorType: 'ended early: agent_error', errorMessage: null, scoreLine: null }, ['tool_call'], ['tool_call'], 'agent_error']);
  const row = summary.groups[0]!;
  assert.equal(row.cases.filter((k) => k.quirkHit).length, 10);
  // The failed agent turn carries content "": empty text, no class.
  const last = first.turns.at(-1)!.emissions.at(-1)!;
  assert.deepEqual([last.decision.rule, last.classes], ['empty-text', []]);
});

test('telecom (no gold): no GAR rows, pass@1 and emit rates still, and the warning that GAR needs gold', { skip: withoutTau2Data }, async () => {
  const { cases, summary } = await model(TELECOM);
  assert.deepEqual(summary.groups, []);
  assert.deepEqual(summary.totals!.map(({ cases: _cases, ...t }) => t), [{
    group: 'telecom', scored: 20, unscored: 0, passed: 14, passAt1: 70,
    emits: { tool_call: 19, ask: 19, refuse: 2, confirm: 6 },
    emitRates: { tool_call: 95, ask: 95, refuse: 10, confirm: 30 },
  }]);
  assert.match(summary.warnings.at(-1)!, /^No gold tasks are known for the domain telecom: GAR needs gold/);
  // Every simulation stays listed (the panel's row without gold drills down to them), none hit: no gold.
  assert.deepEqual(summary.totals![0]!.cases!.map((c) => [c.passed, c.goldHit, c.boundViolation]).filter(([p]) => p).length, 14);
  assert.ok(summary.totals![0]!.cases!.every((c) => !c.goldHit && !c.boundViolation));
  assert.ok(cases.every((c) => c.gold.length === 0 && c.goldHits.length === 0));
  // User-side tool calls stay the user's: no emission, kept in the simulation's facts.
  let userCalls = 0;
  for (const c of cases) {
    const emitted = new Set(c.turns.flatMap((t) => t.emissions.map((e) => (e.place as { message: number }).message)));
    for (const m of c.simulation!.messages) {
      if (m.role !== 'user' || m.toolCalls.length === 0) continue;
      userCalls++;
      assert.equal(emitted.has(m.index), false, `${c.id} message ${m.index}`);
    }
  }
  assert.equal(userCalls, 104);
});

test('dir layout: the unscored simulation has no verdict (never passed, in no denominator) and names its own file', { skip: withoutTau2Data }, async () => {
  const { cases, summary } = await model(VOICE_DIR);
  assert.equal(cases.length, 1);
  const c = cases[0]!;
  assert.equal(c.verdict, null);
  assert.match(c.file!, /simulations\/49b22f0c-4a56-41c5-922f-bc2a56e53a23\.json$/);
  assert.equal(c.line, 1);
  assert.deepEqual(summary.totals!.map(({ cases: _cases, ...t }) => t)[0], { group: 'retail', scored: 0, unscored: 1, passed: 0, passAt1: null, emits: { tool_call: 0, ask: 0, refuse: 0, confirm: 0 }, emitRates: null });
  assert.equal(summary.overallAcc, null);
  assert.deepEqual(summary.groups.map((g) => [g.goldClass, g.subset ?? null, g.n, g.gar, g.acc]), [
    ['tool_call', null, 0, null, null], ['ask', null, 0, null, null], ['refuse', null, 0, null, null],
    ['ask', 'all', 0, null, null], ['ask', 'paper', 0, null, null], ['ask', 'valid', 0, null, null],
  ]);
});
