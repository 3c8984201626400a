// Confirmation before writes: Tab. 3 from the paper's released judgments, the judge's window, and the
// heuristic that stands in for the judge (labelled as ours).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { confirmTable, parseJudgments } from '../../../src/core/tau2/confirmJudgments';
import { heuristicAgreement } from '../../../src/core/tau2/heuristicAgreement';
import { heuristicConfirmation, judgeWindow } from '../../../src/core/tau2/confirmWindow';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tab3Text } from '../../../src/core/tau2/cli/confirmCommand';
import { GPT41_AIRLINE, GPT41_RETAIL, JUDGMENTS, QWEN, TAB3_LINES, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

test('Tab. 3 from the released judgments: every cell of section 5.7, in confirm_table.py\'s layout', { skip: withoutTau2Data }, () => {
  const { judgments, problems, released } = parseJudgments(readFileSync(JUDGMENTS, 'utf8'), JUDGMENTS);
  assert.equal(judgments.length, 1887);
  assert.deepEqual(problems, []);
  assert.equal(released, true);
  const rows = confirmTable(judgments, { released });
  assert.equal(tab3Text(rows), TAB3_LINES.join('\n'));
  // The 8 null verdicts are left out of n and counted where they are.
  const unjudged = rows.flatMap((r) => (['airline', 'retail'] as const).filter((d) => r.cells[d].unjudged).map((d) => `${r.model} ${d} ${r.cells[d].unjudged}`));
  assert.deepEqual(unjudged, ['Qwen3-14B retail 1', 'gpt-5 retail 3', 'Gemini 3 Pro airline 2', 'Gemini 3 Pro retail 1', 'Doubao-Seed-1.8 retail 1']);
});

test('a judgments file of other models lists them in order of appearance; bad lines are said and skipped', () => {
  const text = [
    '{"model": "B", "domain": "retail", "sim_id": "s", "tool": "cancel_pending_order", "confirmed": true, "passed": false, "judge_reasoning": "ok"}',
    'not json',
    '{"model": "A", "domain": "airline", "sim_id": "t", "tool": "book_reservation", "confirmed": null, "passed": true}',
    '{"model": "A", "domain": "airline", "sim_id": "t"}',
  ].join('\n');
  const { judgments, problems, released } = parseJudgments(text, 'j.jsonl');
  assert.deepEqual(problems.map((p) => p.line), [2, 4]);
  assert.match(problems[1]!.message, /^Line 4 is not a judged write: tool: .+\. It was left out\.$/);
  assert.equal(released, false);
  const rows = confirmTable(judgments, { released });
  assert.deepEqual(rows.map((r) => [r.model, r.cells.airline, r.cells.retail]), [
    ['B', { n: 0, unjudged: 0, garPct: null, accPct: null }, { n: 1, unjudged: 0, garPct: 100, accPct: 0 }],
    ['A', { n: 0, unjudged: 1, garPct: null, accPct: null }, { n: 0, unjudged: 0, garPct: null, accPct: null }],
  ]);
});

const dialogue = [
  { role: 'system', content: 'policy' },
  { role: 'assistant', content: 'Hi! How can I help?' },
  { role: 'user', content: 'Cancel reservation ABC.' },
  { role: 'assistant', content: null, tool_calls: [{ name: 'get_reservation_details', arguments: { id: 'ABC' } }] },
  { role: 'tool', content: '{"id": "ABC"}' },
  { role: 'assistant', content: '<think>check policy</think>I will cancel reservation ABC for a full refund. Shall I proceed?' },
  { role: 'user', content: 'Yes, go ahead.' },
  { role: 'assistant', content: 'Cancelling now.', tool_calls: [{ name: 'cancel_reservation', arguments: { id: 'ABC' } }] },
];

test('the judge\'s window: the ten messages before the write, calls by name only, <think> removed', () => {
  assert.deepEqual(judgeWindow(dialogue, 7), [
    '[system] policy',
    '[assistant] Hi! How can I help?',
    '[user] Cancel reservation ABC.',
    '[assistant — TOOL CALL: get_reservation_details]',
    '[tool] {"id": "ABC"}',
    '[assistant] I will cancel reservation ABC for a full refund. Shall I proceed?',
    '[user] Yes, go ahead.',
  ]);
  assert.equal(judgeWindow(dialogue, 7, 2).length, 2);
});

test('the heuristic: described and then agreed inside the window, or why not', () => {
  assert.deepEqual(heuristicConfirmation(dialogue, 7, 'cancel_reservation'), { confirmed: true, reason: 'the agent described it in message 5 and the user agreed in message 6' });
  const noAsk = dialogue.map((m, i) => (i === 5 ? { role: 'assistant', content: 'Done.' } : m));
  assert.equal(heuristicConfirmation(noAsk, 7, 'cancel_reservation').confirmed, false);
  const noYes = dialogue.map((m, i) => (i === 6 ? { role: 'user', content: 'Wait, what is the fee' } : m));
  assert.deepEqual(heuristicConfirmation(noYes, 7, 'cancel_reservation'), { confirmed: false, reason: 'the last user message before the write (message 6) does not agree' });
  assert.equal(heuristicConfirmation(dialogue, 7, 'update_reservation_baggages').confirmed, false);
});

test('the heuristic\'s agreement with the released judgments: none of the runs here was judged (no shared simulation id)', { skip: withoutTau2Data }, async () => {
  const { judgments } = parseJudgments(readFileSync(JUDGMENTS, 'utf8'), JUDGMENTS);
  const runs = await Promise.all([WHISSLE, GPT41_AIRLINE, GPT41_RETAIL, QWEN].map((f) => readTau2Run(f)));
  const agreement = heuristicAgreement(runs, judgments);
  assert.deepEqual([agreement.pairs, agreement.agreement.n, agreement.agreement.kappa, agreement.runsSimIds, agreement.simulationsJudged, agreement.unmatched], [[], 0, null, 160, 0, 0]);
});
