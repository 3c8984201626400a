// The label texts of a tau2 file, on real simulations: the simulation line (verdict, reward,
// termination, task, gold hits, the quirk), each assistant message (classes, gold marked), the user's
// own tool calls, tool errors and writes with who judged them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tau2Cases } from '../../../src/core/tau2/tau2Cases';
import { writeVerdicts } from '../../../src/core/tau2/writeVerdicts';
import { writeToolsOf } from '../../../src/core/tau2/writeTools';
import { labelString, messageLabelPieces, sharedLinePieces } from '../../../src/extension/labels/labelText';
import { messageFactPieces, simulationLabelPieces, writeLabelPieces } from '../../../src/core/tau2/views/labelPieces';
import { QWEN, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

async function casesOf(file: string) {
  const run = await readTau2Run(file);
  return { run, cases: tau2Cases(run, goldFor(run.domain, [])) };
}

test('whissle: a REFUSE task that wrote, its messages, and its write judged by the heuristic', { skip: withoutTau2Data }, async () => {
  const { run, cases } = await casesOf(WHISSLE);
  const sim0 = cases[0]!;
  assert.equal(labelString(simulationLabelPieces(sim0, undefined)), 'FAIL  reward 0.0  user_stop  task 0 trial 0  gold REFUSE ✗');
  const messages = sim0.turns.flatMap((t) => t.emissions).map((e) => labelString(messageLabelPieces(e, sim0.gold)));
  assert.deepEqual(messages, ['NO CLASS', 'ASK', 'TOOL_CALL', 'TOOL_CALL', 'TOOL_CALL', 'ASK', 'TOOL_CALL', 'NO CLASS', 'NO CLASS']);
  const writes = writeVerdicts(sim0.simulation!, writeToolsOf(run.domain), undefined);
  assert.deepEqual(writes.map((w) => labelString(writeLabelPieces(w))), ['WRITE cancel_reservation  confirmed (heuristic)']);
  // Task 5 passed while its gold action check failed; its first tool call is gold.
  const task5 = cases.find((c) => c.simulation!.taskId === '5')!;
  const summary = { id: task5.id, line: task5.line, classes: task5.classes, goldHit: false, passed: true, outcome: 'passed' as const, boundViolation: true, errorType: null };
  assert.equal(labelString(simulationLabelPieces(task5, summary)), 'PASS  reward 1.0  user_stop  task 5 trial 0  gold TOOL_CALL ✗  ⚠ passed without TOOL_CALL');
  assert.equal(labelString(messageLabelPieces(task5.turns[2]!.emissions[0]!, task5.gold)), 'TOOL_CALL ★');
});

test('qwen: an early end whose TOOL_CALL hit is the quirk, a tool error, the empty failed turn', { skip: withoutTau2Data }, async () => {
  const { cases } = await casesOf(QWEN);
  const c = cases.find((k) => k.id === '4b4ca4a5-1654-492b-b86a-02e26e8f2874')!;
  assert.equal(labelString(simulationLabelPieces(c, undefined)), 'FAIL  reward 0.0  agent_error  task 6 trial 0  gold TOOL_CALL ✓  TOOL_CALL hit only by the early end');
  const error = c.simulation!.messages.find((m) => m.toolError)!;
  assert.deepEqual([error.index, error.line, labelString(messageFactPieces(error))], [3, 4281, 'TOOL ERROR']);
  assert.equal(labelString(messageLabelPieces(c.turns.at(-1)!.emissions.at(-1)!, c.gold)), 'NO CLASS (empty)');
});

test('telecom: the user\'s own tool calls are said as such; no gold', { skip: withoutTau2Data }, async () => {
  const { cases } = await casesOf(TELECOM);
  const c = cases[0]!;
  assert.equal(labelString(simulationLabelPieces(c, undefined)), 'FAIL  reward 0.0  user_stop  task [mobile_data_issue]user_abroad_roaming_enabled_off[PERSONA:None] trial 0  no gold');
  const user = c.simulation!.messages.find((m) => m.role === 'user' && m.toolCalls.length)!;
  assert.deepEqual([user.index, user.line, labelString(messageFactPieces(user))], [13, 2065, 'USER TOOL CALL check_status_bar, check_network_mode_preference']);
});

test('a simulation file on one line: not scored, and its messages counted per class', { skip: withoutTau2Data }, async () => {
  const { cases } = await casesOf(VOICE_DIR);
  const c = cases[0]!;
  // Retail task 40 is TOOL_CALL gold; unscored, it is neither hit nor missed.
  assert.equal(labelString(simulationLabelPieces(c, undefined)), 'NOT SCORED  reward unknown  user_stop  task 40 trial 0  gold TOOL_CALL');
  // The 973 agent chunks rebuilt from the ticks carry no text of their own.
  assert.equal(labelString(sharedLinePieces(c.turns.flatMap((t) => t.emissions))), '973 assistant messages on this line: no class 973');
  const whissle = (await casesOf(WHISSLE)).cases[0]!;
  assert.equal(labelString(sharedLinePieces(whissle.turns.flatMap((t) => t.emissions))), '9 assistant messages on this line: TOOL_CALL 4, ASK 2, no class 3');
});
