// `calibration-lens case` on a tau2 run as a user runs it: the built bin, by simulation id and by task
// id, text and JSON, and the messages for what it cannot do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { PINNED_TASKS, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const CLI = resolve(__dirname, '../../../dist/cli.js');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, 'case', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('text: header, alignment with the checks, the DB check, then the conversation with its classes', { skip: withoutTau2Data }, () => {
  const { code, out, err } = run('--results', WHISSLE, '--case', '41');
  assert.equal(err, '');
  assert.equal(code, 0);
  const lines = out.split('\n');
  assert.deepEqual(lines.slice(0, 5), [
    'Simulation defa6884-14d2-4bcf-8fb1-233df70b798d · task 41 · trial 0 · airline',
    'Reward 0.0 (DB 0.0 * COMMUNICATE 1.0) · ended by user_stop',
    'Gold classes: TOOL_CALL (from the pinned airline tasks (tau2-bench a03b7910))',
    'Expected actions: from the tasks embedded in the run (the version that ran)',
    `Results file: ${WHISSLE}:43397`,
  ]);
  const at = lines.indexOf("Expected actions beside the trajectory's calls (tau2 matches name and compared arguments, in any order):");
  assert.equal(lines[at + 5], '  + msg 12 cancel_reservation(reservation_id="UDMOP1")      │ (extra: not an expected action; a database write)');
  assert.ok(lines.includes('DB check: ✗ the database differs from the one the expected actions produce (db_reward 0.0) (in the reward basis)'));
  const conversation = lines.indexOf(`── Conversation (28 messages) ${'─'.repeat(30)}`);
  assert.deepEqual(lines.slice(conversation + 1, conversation + 6), [
    '[0] assistant · no class: Hi! How can I help you today?',
    "[1] user: Hi, I'd like to cancel all of my upcoming flights that have only one passenger on the reservation.",
    '[2] assistant · ASK: I can help you with that. Could you please provide your user ID?',
    '[3] user: Sure, my user ID is amelia_davis_8890.',
    '[4] assistant · TOOL_CALL:',
  ]);
});

test('--json: the expected actions as the task writes them, each with its check', { skip: withoutTau2Data }, () => {
  const { code, out } = run('--results', WHISSLE, '--case', '6b6c6b59', '--tasks', PINNED_TASKS('airline'), '--json');
  assert.equal(code, 0);
  const json = JSON.parse(out);
  assert.equal(json.benchmark, 'tau2');
  assert.equal(json.simulation_id, '6b6c6b59-8dd6-4626-811c-fb0fabc175f3');
  assert.equal(json.task_id, '8');
  assert.equal(json.expected_actions_source, PINNED_TASKS('airline'));
  assert.deepEqual(json.gold_classes, ['ask', 'tool_call']);
  assert.equal(json.first_divergence_row, 1);
  assert.deepEqual(json.alignment[1], {
    kind: 'differs',
    call: { message: 6, index: 0, requestor: 'assistant', line: json.alignment[1].call.line, text: 'get_reservation_details(reservation_id="NM1VX1")', write: false, error: false },
    expected_action: { action_id: '8_1', name: 'get_reservation_details', arguments: { reservation_id: 'WUNA5K' }, info: null },
    differing: ['reservation_id'],
    check: { action_match: false, action_reward: 0, tool_type: 'read' },
  });
  assert.deepEqual(json.db_check, { db_match: false, db_reward: 0 });
});

test('a dir-layout run by its folder; an unknown id and a bad --trial say so with exit status 2', { skip: withoutTau2Data }, () => {
  const voice = run('--results', VOICE_DIR, '--case', '49b22f0c');
  assert.equal(voice.code, 0);
  assert.match(voice.out, /^Simulation 49b22f0c-4a56-41c5-922f-bc2a56e53a23 · task 40 · trial 0 · retail\n/);
  assert.match(voice.out, /! The run embeds no task 40 and no tasks file was given: the expected actions are unknown\./);
  const unknown = run('--results', WHISSLE, '--case', 'nope');
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /has the id or task id "nope"/);
  const trial = run('--results', WHISSLE, '--case', '41', '--trial', 'x');
  assert.equal(trial.code, 2);
  assert.equal(trial.err, '--trial must be a whole number (got "x").\n');
});

test('--tasks of another domain is said not to be used, and the run\'s own tasks give the expected actions', { skip: withoutTau2Data }, () => {
  const { code, out, err } = run('--results', WHISSLE, '--case', '41', '--tasks', PINNED_TASKS('retail'));
  assert.equal(code, 0);
  assert.equal(err, `warning: --tasks ${PINNED_TASKS('retail')} was not used: its tasks are of the retail domain and the runs read are airline.\n`);
  assert.ok(out.includes('Expected actions: from the tasks embedded in the run (the version that ran)'));
});
