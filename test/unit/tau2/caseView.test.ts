// The case view of one tau2 simulation as text, on a real simulation (whissle airline task 8): the
// header with the gold hits, the conversation with each class's reason and each call's place in the
// gold path, and the gold path itself with the lines the jump keys go to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderTau2CaseView } from '../../../src/core/tau2/caseViewDocument';
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
    'Reward 0.0 (DB 0.0 × COMMUNICATE 1.0) · ended by user_stop',
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
