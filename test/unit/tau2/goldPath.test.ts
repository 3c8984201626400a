// The tau2 gold path on real simulations: the expected actions beside the trajectory's calls with
// tau2's checks, the DB check, and what the file cannot tell; and that the alignment (tau2's matcher,
// ported) agrees with every action check tau2 wrote in the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTau2GoldPath, pyEqual, type Tau2GoldPath } from '../../../src/core/tau2/goldPath';
import { readUserTasks } from '../../../src/core/tau2/tasksFile';
import { alignmentLines, checkLines, tau2DivergenceSentence, tau2HeaderLines } from '../../../src/core/tau2/goldPathText';
import { readOneSimulation } from '../../../src/core/tau2/oneSimulation';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { GPT41_AIRLINE, PINNED_TASKS, QWEN, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

async function goldPath(file: string, id: string, tasks: string[] = []): Promise<Tau2GoldPath> {
  const one = await readOneSimulation(file, { id });
  assert.ok(one.ok, one.ok ? '' : one.message);
  return buildTau2GoldPath(one.found, await Promise.all(tasks.map(readUserTasks)));
}

/** kind, message of the call, the call, the expected action's id, differing arguments, tau2's check. */
function rows(path: Tau2GoldPath): string[] {
  return path.rows.map((r) => [
    r.kind, r.model ? `msg ${r.model.message}` : '-', r.model?.call.text ?? '-', r.action?.action_id ?? '-',
    r.differing.join(',') || '-', r.check === null ? 'no check' : r.check.matched ? 'matched' : 'not matched',
  ].join(' | '));
}

test('a passed simulation (whissle airline task 1): both expected reads made, extra reads and a transfer beside them, the DB matches', { skip: withoutTau2Data }, async () => {
  const path = await goldPath(WHISSLE, 'e6b9ec17-d11e-449a-a79d-707c2d2f8e42');
  assert.equal(path.taskId, '1');
  assert.equal(path.reward, 1);
  assert.deepEqual(rows(path).map((r) => r.replace(/summary=".*"/, 'summary="…"')), [
    'same | msg 4 | get_user_details(user_id="raj_sanchez_7340") | 1_0 | - | matched',
    'extra | msg 6 | get_reservation_details(reservation_id="MZDDS4") | - | - | no check',
    'extra | msg 10 | get_reservation_details(reservation_id="60RX9E") | - | - | no check',
    'extra | msg 12 | get_reservation_details(reservation_id="S5IK51") | - | - | no check',
    'extra | msg 14 | get_reservation_details(reservation_id="OUEA45") | - | - | no check',
    'same | msg 18 | get_reservation_details(reservation_id="Q69X3R") | 1_1 | - | matched',
    'extra | msg 22 | transfer_to_human_agents(summary="…") | - | - | no check',
  ]);
  assert.equal(path.firstDivergence, null);
  assert.deepEqual(path.db, { match: true, reward: 1 });
  assert.deepEqual(path.nlAssertions, [{ text: 'Agent should not approve the cancellation.', met: null, justification: null }]);
  assert.deepEqual(path.instructions.map((i) => i.part), ['Reason for call', 'Known info', 'Task instructions']);
  assert.deepEqual(tau2HeaderLines(path).map((l) => l.text), [
    'Simulation e6b9ec17-d11e-449a-a79d-707c2d2f8e42 · task 1 · trial 0 · airline',
    'Reward 1.0 (DB 1.0 * COMMUNICATE 1.0) · ended by user_stop',
    'Gold classes: TOOL_CALL (from the pinned airline tasks (tau2-bench a03b7910))',
    'Expected actions: from the tasks embedded in the run (the version that ran)',
  ]);
});

test('failed on an action check (whissle task 8): a read of another reservation differs, the search and the booking were never made', { skip: withoutTau2Data }, async () => {
  const path = await goldPath(WHISSLE, '6b6c6b59');
  assert.deepEqual(rows(path).map((r) => r.replace(/summary=".*"/, 'summary="…"').replace(/book_reservation\(.*\)/, 'book_reservation(…)')), [
    'same | msg 4 | get_user_details(user_id="sophia_silva_7557") | 8_0 | - | matched',
    'differs | msg 6 | get_reservation_details(reservation_id="NM1VX1") | 8_1 | reservation_id | not matched',
    'extra | msg 8 | get_reservation_details(reservation_id="KC18K6") | - | - | no check',
    'extra | msg 12 | transfer_to_human_agents(summary="…") | - | - | no check',
    'missing | - | - | 8_2 | - | not matched',
    'missing | - | - | 8_3 | - | not matched',
  ]);
  assert.equal(path.rows[1]!.gold!.text, 'get_reservation_details(reservation_id="WUNA5K")');
  assert.equal(path.firstDivergence, 1);
  assert.equal(tau2DivergenceSentence(path), 'Expected action 8_1 get_reservation_details(reservation_id="WUNA5K"): the call in message 6 differs in reservation_id.');
  assert.deepEqual(alignmentLines(path).map((l) => l.text).slice(2, 5), [
    '  = msg 4 get_user_details(user_id="sophia_silva_7557")     │ 8_0 get_user_details(user_id="sophia_silva_7557")   [✓ matched]',
    '  ≠ msg 6 get_reservation_details(reservation_id="NM1VX1")  │ 8_1 get_reservation_details(reservation_id="WUNA5K")   ← reservation_id differs   [✗ not matched]',
    '  ◆ The first expected action the trajectory does not match.',
  ]);
});

test('a DB mismatch with every action matched (whissle task 41): the extra cancellation is a database write', { skip: withoutTau2Data }, async () => {
  const path = await goldPath(WHISSLE, 'defa6884-14d2-4bcf-8fb1-233df70b798d');
  assert.deepEqual(path.rows.map((r) => r.kind).join(' '), 'same same same extra same same same same same');
  assert.deepEqual(path.rows.every((r) => r.kind === 'extra' || r.check?.matched === true), true);
  const cancel = path.rows[3]!;
  assert.equal(cancel.model!.call.text, 'cancel_reservation(reservation_id="UDMOP1")');
  assert.equal(cancel.model!.write, true);
  assert.equal(cancel.model!.line, 43956);
  assert.deepEqual(path.db, { match: false, reward: 0 });
  assert.deepEqual(checkLines(path).map((l) => l.text), [
    'DB check: ✗ the database differs from the one the expected actions produce (db_reward 0.0) (in the reward basis)',
    'Communicate checks: none (in the reward basis)',
    'NL assertions (not in the reward basis: shown only):',
    '  ? not checked Agent checks all reservations.',
    '  ? not checked Agent does not cancel any reservation.',
  ]);
});

test('an early end (qwen task 6, agent_error): no check at all, and the quirk said in words', { skip: withoutTau2Data }, async () => {
  const path = await goldPath(QWEN, '4b4ca4a5');
  assert.equal(path.earlyEnd, true);
  assert.equal(path.db, null);
  assert.deepEqual(rows(path), [
    'extra | msg 2 | get_user_details(user_id="sara_doe_496") | - | - | no check',
    'same | msg 6 | get_reservation_details(reservation_id="PEP4E0") | 6_0 | - | no check',
  ]);
  assert.equal(path.rows[0]!.model!.error, true);
  assert.deepEqual(path.notes, ['The simulation ended early (agent_error): tau2 graded no action, and the paper counts it as a TOOL_CALL hit (the quirk of formats-tau2.md section 5.3).']);
});

test('expected actions from a tasks.json the user names, and a warning when the run ran other ones (gpt-4.1 airline task 2)', { skip: withoutTau2Data }, async () => {
  const own = await goldPath(GPT41_AIRLINE, '33bcb5d2');
  assert.deepEqual(own.notes, ["The run's task 2 has other expected actions than the pinned tasks (tau2-bench a03b7910) its gold classes come from; the run's own are shown, as the run was graded on them."]);
  const pinned = await goldPath(GPT41_AIRLINE, '33bcb5d2', [PINNED_TASKS('airline')]);
  assert.equal(pinned.taskSource, PINNED_TASKS('airline'));
  assert.deepEqual(pinned.notes, [`The run was graded on its own task 2, whose expected actions differ from ${PINNED_TASKS('airline')}'s: an action the run's task lacks has no check.`]);
  assert.deepEqual(pinned.rows.map((r) => `${r.kind} ${r.action?.action_id ?? '-'}`), ['same 2_0', 'same 2_1', 'same 2_2', 'extra -', 'extra -']);
  assert.deepEqual(own.rows.map((r) => `${r.kind} ${r.action?.action_id ?? '-'}`), ['same 2_0', 'same 2_1', 'same 2_2', 'extra -', 'differs 2_3']);
});

test('by task id, and a clear message for an id no simulation has', { skip: withoutTau2Data }, async () => {
  const byTask = await readOneSimulation(WHISSLE, { id: '41' });
  assert.ok(byTask.ok && byTask.found.simulation.id === 'defa6884-14d2-4bcf-8fb1-233df70b798d');
  const none = await readOneSimulation(WHISSLE, { id: 'nope' });
  assert.ok(!none.ok);
  assert.match(none.message, /^No simulation of .*airline_run1\.json has the id or task id "nope"\. It has 50, e\.g\. c4726c14-/);
});

test("the alignment agrees with every action check tau2 wrote (whissle, gpt-4.1 airline: 70 simulations)", { skip: withoutTau2Data }, async () => {
  let checks = 0;
  for (const file of [WHISSLE, GPT41_AIRLINE]) {
    const run = await readTau2Run(file);
    for (const sim of run.simulations) {
      const path = await goldPath(file, sim.id!);
      for (const r of path.rows) {
        if (!r.check || r.check.matched === null) continue;
        checks++;
        assert.equal(r.kind === 'same', r.check.matched, `${file} ${sim.id} ${r.action?.action_id}`);
      }
    }
  }
  assert.equal(checks, 203);
});

test("tau2's argument equality is Python's ==", () => {
  assert.equal(pyEqual(1, 1.0), true);
  assert.equal(pyEqual(true, 1), true);
  assert.equal(pyEqual({ a: [1, 'x'] }, { a: [1.0, 'x'] }), true);
  assert.equal(pyEqual({ a: 1 }, { a: 1, b: null }), false);
  assert.equal(pyEqual('1', 1), false);
  assert.equal(pyEqual(null, null), true);
});
