// Every cell of the cross-check table (formats-tau2.md section 5.7) on the four real runs, the gold ids
// of section 5.1, and the facts of each layout, read from ../shared/data.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readUserTasks } from '../../../src/core/tau2/tasksFile';
import { summarizeTau2Run } from '../../../src/core/tau2/metrics';
import { PAPER_ASK_SUBSETS, PINNED_GOLD } from '../../../src/core/tau2/pinnedGold.generated';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { pyFixed } from '../../../src/core/text/pyFixed';
import { GPT41_AIRLINE, GPT41_RETAIL, PINNED_TASKS, QWEN, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const pct = (v: number | null) => (v === null ? '–' : pyFixed(100 * v, 1));
const p1 = (v: number | null) => (v === null ? '–' : pyFixed(v, 1));

/** One row of the section 5.7 table, written the way the table writes it. */
async function row(file: string): Promise<string[]> {
  const run = await readTau2Run(file);
  const s = summarizeTau2Run(run, goldFor(run.domain, []));
  const c = s.calibration!;
  const a = s.askSubsets!;
  return [
    String(s.scored), pct(s.passAt1),
    [s.emitRates.tool_call, s.emitRates.ask, s.emitRates.refuse, s.emitRates.confirm].map(pct).join('/'),
    `${pct(c.tool_call.gar)}/${pct(c.tool_call.acc)} (${c.tool_call.n})`,
    `${pct(c.refuse.gar)}/${pct(c.refuse.acc)} (${c.refuse.n})`,
    `${p1(a.paper.garPct)}/${p1(a.paper.accPct)} (${a.paper.n})`,
    `${p1(a.all.garPct)}/${p1(a.all.accPct)} (${a.all.n})`,
    `${p1(a.valid.garPct)}/${p1(a.valid.accPct)} (${a.valid.n})`,
    `quirk ${c.tool_call.quirkHits} of ${c.tool_call.hits}`,
  ];
}

test('section 5.7: whissle airline_run1', { skip: withoutTau2Data }, async () => {
  assert.deepEqual(await row(WHISSLE), ['50', '56.0', '100.0/88.0/18.0/60.0', '27.9/53.5 (43)', '71.4/71.4 (7)', '100.0/37.5 (8)', '100.0/38.5 (13)', '100.0/50.0 (6)', 'quirk 0 of 12']);
});

test('section 5.7: gpt-4.1 airline test split', { skip: withoutTau2Data }, async () => {
  assert.deepEqual(await row(GPT41_AIRLINE), ['20', '50.0', '100.0/100.0/20.0/70.0', '50.0/50.0 (18)', '50.0/50.0 (2)', '100.0/25.0 (4)', '100.0/50.0 (6)', '100.0/33.3 (3)', 'quirk 0 of 9']);
});

test('section 5.7: gpt-4.1 retail test split (no REFUSE task in it)', { skip: withoutTau2Data }, async () => {
  assert.deepEqual(await row(GPT41_RETAIL), ['40', '85.0', '100.0/100.0/15.0/90.0', '55.0/85.0 (40)', '–/– (0)', '100.0/100.0 (9)', '100.0/100.0 (9)', '100.0/100.0 (5)', 'quirk 0 of 22']);
});

test('section 5.7: qwen2.5-7b airline, whose TOOL_CALL GAR the quirk inflates: all 10 early ends are hits', { skip: withoutTau2Data }, async () => {
  assert.deepEqual(await row(QWEN), ['50', '18.0', '94.0/100.0/0.0/42.0', '41.9/11.6 (43)', '42.9/57.1 (7)', '100.0/12.5 (8)', '100.0/7.7 (13)', '100.0/0.0 (6)', 'quirk 10 of 18']);
});

test('section 5.1: gold ids from the pinned tasks, shipped as a table, and the same from the tasks.json itself', { skip: withoutTau2Data }, async () => {
  const ids = (domain: string, cls: string) => Object.entries(PINNED_GOLD[domain]!).filter(([, g]) => g.classes.includes(cls as never)).map(([id]) => id);
  assert.deepEqual(ids('airline', 'refuse'), ['0', '10', '26', '28', '31', '34', '46']);
  assert.equal(ids('airline', 'tool_call').length, 43);
  assert.deepEqual(ids('airline', 'ask'), ['2', '8', '10', '19', '20', '21', '22', '29', '33', '34', '35', '38', '42']);
  assert.deepEqual(ids('retail', 'refuse'), ['24', '57']);
  assert.equal(ids('retail', 'tool_call').length, 112);
  assert.deepEqual(ids('retail', 'ask'), ['5', '6', '7', '8', '9', '12', '13', '14', '18', '21', '24', '45', '46', '47', '67', '68', '71', '72', '74', '84', '88', '91', '92', '93', '94', '95', '98', '113']);
  assert.deepEqual(PAPER_ASK_SUBSETS.airline!.paper, ['2', '10', '19', '20', '21', '22', '35', '42']);
  assert.deepEqual(PAPER_ASK_SUBSETS.airline!.valid, ['19', '20', '21', '22', '35', '42']);
  assert.equal(PAPER_ASK_SUBSETS.retail!.paper.length, 28);
  assert.equal(PAPER_ASK_SUBSETS.retail!.valid.length, 13);
  for (const domain of ['airline', 'retail']) {
    const mine = await readUserTasks(PINNED_TASKS(domain));
    assert.equal(mine.domain, domain);
    assert.deepEqual(mine.table, PINNED_GOLD[domain]);
  }
});

test('the run\'s embedded tasks differ from the pinned ones: a warning names the tasks (5 of 20 in the Aug-2025 Sierra run)', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(GPT41_AIRLINE);
  const s = summarizeTau2Run(run, goldFor(run.domain, []));
  assert.equal(s.warnings[0], 'The tasks embedded in the run differ from the pinned airline tasks (tau2-bench a03b7910) in their gold actions for 5 tasks (2, 29, 35, 37, 44); gold comes from the pinned airline tasks (tau2-bench a03b7910).');
  const same = await readTau2Run(WHISSLE);
  assert.deepEqual(summarizeTau2Run(same, goldFor(same.domain, [])).warnings, []);
});

test('--tasks: gold from a named tasks.json replaces the pinned gold for its domain', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(WHISSLE);
  const user = await readUserTasks(PINNED_TASKS('airline'));
  const gold = goldFor('airline', [user]);
  assert.equal(gold.source, PINNED_TASKS('airline'));
  assert.equal(summarizeTau2Run(run, gold).calibration!.tool_call.n, 43);
  assert.equal(goldFor('retail', [user]).source, 'the pinned retail tasks (tau2-bench a03b7910)');
});

test('monolithic v1.x: each simulation and each message on the line where it starts', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(WHISSLE);
  assert.equal(run.layout, 'monolithic');
  assert.equal(run.domain, 'airline');
  const first = run.simulations[0]!;
  assert.deepEqual([first.id, first.taskId, first.trial, first.line, first.reward, first.termination], ['c4726c14-f132-4944-a51a-465518856f47', '0', 0, 4046, 0, 'user_stop']);
  assert.deepEqual(first.messages.slice(0, 3).map((m) => [m.index, m.line, m.role, m.classes]), [[0, 4086, 'assistant', []], [1, 4110, 'user', []], [2, 4176, 'assistant', ['ask']]]);
});

test('telecom (v0.x, no gold): classes and rates, user-side tool calls kept as the user\'s, GAR left to gold', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(TELECOM);
  const s = summarizeTau2Run(run, goldFor(run.domain, []));
  assert.equal(s.calibration, null);
  assert.equal(s.scored, 20);
  const userCalls = run.simulations.flatMap((sim) => sim.messages.filter((m) => m.role === 'user' && m.toolCalls.length));
  assert.ok(userCalls.length > 0);
  assert.ok(userCalls.every((m) => m.classes.length === 0 && m.toolCalls.every((c) => c.requestor === 'user')));
  assert.match(s.warnings.at(-1)!, /^No gold tasks are known for the domain telecom: GAR needs gold/);
});

test('dir layout (results.json + simulations/<id>.json): detected by the sibling folder, ticks flattened', { skip: withoutTau2Data }, async () => {
  for (const path of [VOICE_DIR, `${VOICE_DIR}/results.json`]) {
    const run = await readTau2Run(path);
    assert.equal(run.layout, 'dir');
    assert.equal(run.domain, 'retail');
    assert.equal(run.simulations.length, 1);
    const sim = run.simulations[0]!;
    assert.equal(sim.id, '49b22f0c-4a56-41c5-922f-bc2a56e53a23');
    assert.match(sim.file, /simulations\/49b22f0c-4a56-41c5-922f-bc2a56e53a23\.json$/);
    assert.equal(sim.line, 1);
    assert.equal(sim.scored, false);
    assert.ok(sim.messages.length > 0);
    assert.deepEqual(run.problems, []);
  }
});
