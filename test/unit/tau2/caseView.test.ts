// The case view of one tau2 simulation as text, on a real simulation (whissle airline task 8): the
// header with the gold hits, the conversation with each class's reason and each call's place in the
// gold path, and the gold path itself with the lines the jump keys go to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderTau2CaseView } from '../../../src/core/tau2/caseViewDocument';
import { windowLines } from '../../../src/core/tau2/confirmationText';
import { writeToolsOf } from '../../../src/core/tau2/writeTools';
import { writeVerdicts } from '../../../src/core/tau2/writeVerdicts';
import { buildTau2GoldPath } from '../../../src/core/tau2/goldPath';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readOneSimulation } from '../../../src/core/tau2/oneSimulation';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tau2Cases } from '../../../src/core/tau2/tau2Cases';
import { VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

async function view(file: string, id: string) {
  const run = await readTau2Run(file);
  const kase = tau2Cases(run, goldFor(run.domain, [])).find((c) => c.id.startsWith(id)) ?? null;
  const one = await readOneSimulation(kase?.file ?? file, { id });
  assert.ok(one.ok);
  return renderTau2CaseView({ one: one.found, path: buildTau2GoldPath(one.found, []), kase, summary: null });
}

test('whissle task 8: header, conversation with reasons and gold marks on the calls, the gold path', { skip: withoutTau2Data }, async () => {
  const v = await view(WHISSLE, '6b6c6b59');
  const lines = v.doc.text.split('\n');
  assert.deepEqual(lines.slice(0, 8), [
    'Simulation 6b6c6b59-8dd6-4626-811c-fb0fabc175f3 · task 8 · trial 0 · airline',
    `File: ${WHISSLE}:10849`,
    'Reward 0.0 (DB 0.0 * COMMUNICATE 1.0) · ended by user_stop',
    'Gold classes: ASK, TOOL_CALL (from the pinned airline tasks (tau2-bench a03b7910))',
    'Expected actions: from the tasks embedded in the run (the version that ran)',
    'Classes shown: ASK, CONFIRM, TOOL_CALL · gold ASK hit, TOOL_CALL missing',
    '',
    `── Conversation (16 messages) ${'─'.repeat(40)}`,
  ]);
  assert.deepEqual(lines.slice(10, 20), [
    "[2] assistant · ASK: I can help you book a one-way flight from Chicago O'Hare (ORD) to Philadelphia (PHL) on May 26. Could you please tell me the flight number of the flight you took on May 10? This will help me find the exact same flight for your new booking.",
    '      ASK: the phrase "could you" at offset 96.',
    "[3] user: I'm sorry, but I don't have the flight number from my May 10 trip. Can you look it up for me? My user ID is sophia_silva_7557.",
    '[4] assistant · TOOL_CALL:',
    '      TOOL_CALL: the message calls get_user_details.',
    '    → get_user_details(user_id="sophia_silva_7557")   = 8_0',
    lines[16]!,
    '[6] assistant · TOOL_CALL:',
    '      TOOL_CALL: the message calls get_reservation_details.',
    '    → get_reservation_details(reservation_id="NM1VX1")   ≠ 8_1',
  ]);
  assert.match(lines[16]!, /^\[5\] tool: \{"user_id": "sophia_silva_7557", .*… \(722 more characters\)$/);
  assert.equal(lines[23], '    → get_reservation_details(reservation_id="KC18K6")   + no expected action');
  assert.equal(lines[36], `── Gold path ${'─'.repeat(40)}`);
  // The jump keys: the first expected action not matched, and the failed DB check.
  assert.deepEqual(v.divergenceLines.map((l) => lines[l]!.slice(0, 60)), [
    '  ≠ msg 6 get_reservation_details(reservation_id="NM1VX1")  ',
    'DB check: ✗ the database differs from the one the expected a',
  ]);
  assert.deepEqual(v.doc.marks.filter((m) => m.kind === 'emission').slice(0, 3).map((m) => [m.line, m.cls, lines[m.line]!.slice(m.label!.start, m.label!.end)]), [
    [8, null, 'no class'], [10, 'ask', 'ASK'], [13, 'tool_call', 'TOOL_CALL'],
  ]);
  assert.deepEqual(v.goldMarks.filter((m) => m.line < 36).map((m) => [m.line, m.kind]), [[3, 'head'], [4, 'head'], [15, 'same'], [19, 'differs'], [23, 'extra'], [30, 'extra']]);
});

test('a dir-layout simulation opened from its own file', { skip: withoutTau2Data }, async () => {
  const v = await view(VOICE_DIR, '49b22f0c');
  const lines = v.doc.text.split('\n');
  assert.equal(lines[0], 'Simulation 49b22f0c-4a56-41c5-922f-bc2a56e53a23 · task 40 · trial 0 · retail');
  assert.match(lines[1]!, /simulations\/49b22f0c-4a56-41c5-922f-bc2a56e53a23\.json:1$/);
  assert.equal(lines[2], 'Reward unknown · ended by user_stop');
});

test("whissle task 0: the one database write with the ten messages before it, as the paper's judge saw them, and who judged it", { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(WHISSLE);
  const kase = tau2Cases(run, goldFor(run.domain, [])).find((c) => c.id === 'c4726c14-f132-4944-a51a-465518856f47')!;
  const one = await readOneSimulation(WHISSLE, { id: kase.id });
  assert.ok(one.ok);
  const judgment = { model: 'whissle', domain: 'airline', sim_id: kase.id, tool: 'cancel_reservation', confirmed: false, passed: false, judge_reasoning: 'The user asked about a refund, not agreed to cancel.', line: 1 };
  const writes = writeVerdicts(kase.simulation!, writeToolsOf('airline'), [judgment]);
  const v = renderTau2CaseView({ one: one.found, path: buildTau2GoldPath(one.found, []), kase, summary: null, writes, judgmentsFile: '/j.jsonl' });
  const lines = v.doc.text.split('\n');
  const start = lines.indexOf(`── Confirmation before writes (1) ${'─'.repeat(40)}`);
  assert.ok(start > 0);
  // Worked out from the file with Python: messages 2 to 11, `[role] text`, tool calls by name only.
  assert.deepEqual(lines.slice(start + 1, -1), [
    'Write 1 of 1: cancel_reservation (message 12, line 4488) · not confirmed (the paper\'s judge)',
    "  The paper's judge (/j.jsonl): not confirmed.",
    '  Reasoning: The user asked about a refund, not agreed to cancel.',
    "  The 10 messages before it, as the paper's judge saw them:",
    '    [assistant] I can help you with that. What is your user ID, and what is the reason for the cancellation?',
    '    [user] My user ID is emma_kim_9957. I need to cancel because my plans have changed unexpectedly.',
    '    [assistant — TOOL CALL: get_reservation_details]',
    lines[start + 8]!,
    '    [assistant — TOOL CALL: get_flight_status]',
    '    [tool] available',
    '    [assistant — TOOL CALL: get_flight_status]',
    '    [tool] available',
    '    [assistant] Your reservation EHGLP3 for a one-way flight from PHX to JFK on May 17, 2024, for passengers Evelyn Taylor and Anya Silva will be cancelled. The original payment method was credit_card_5832574, and the total amount was $208. You mentioned your plans have changed unexpectedly. Would you like to proceed with the cancellation?',
    "    [user] Yes, I'd like to proceed with the cancellation. Could you please confirm if I'll receive a refund?",
  ]);
  assert.match(lines[start + 8]!, /^ {4}\[tool\] \{"reservation_id": "EHGLP3", .*"insurance": "no", "status": null\}$/);
  assert.deepEqual(v.doc.marks.filter((m) => m.line === start + 1).map((m) => m.kind), ['verdict-fail']);

  // Without a judgment: the heuristic's verdict, named as such.
  const heuristic = renderTau2CaseView({ one: one.found, path: buildTau2GoldPath(one.found, []), kase, summary: null, writes: writeVerdicts(kase.simulation!, writeToolsOf('airline'), undefined), judgmentsFile: null });
  const h = heuristic.doc.text.split('\n');
  const at = h.findIndex((l) => l.startsWith('Write 1 of 1'));
  assert.deepEqual(h.slice(at, at + 3), [
    'Write 1 of 1: cancel_reservation (message 12, line 4488) · confirmed (heuristic)',
    "  Heuristic (not the paper's judge): confirmed, because the agent described it in message 10 and the user agreed in message 11.",
    "  Set calibrationLens.tau2JudgmentsFile to a judgments file to see the paper's verdict where it has one.",
  ]);
});

test('a window line is cut at the limit, saying how many characters are left out; line breaks show as ⏎', () => {
  const messages = [{ role: 'user', content: 'first line\nsecond line' }, { role: 'assistant', content: 'x'.repeat(50) }, { role: 'assistant', content: null, tool_calls: [{ name: 'cancel_reservation' }] }];
  const w = { tool: 'cancel_reservation', messageIndex: 2, line: 9, source: 'heuristic' as const, confirmed: false, reason: 'r' };
  assert.deepEqual(windowLines(messages, w, 30), ['[user] first line ⏎ second lin… (1 more character)', `[assistant] ${'x'.repeat(18)}… (32 more characters)`]);
});
