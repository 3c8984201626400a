// The case at the cursor in a tau2 file: the simulation whose lines (from its `{` to its `}`) hold
// the line; in a dir layout's results.json, the simulation_index entry. Lines outside every simulation
// (the run's info and tasks, the brackets around the list) hold none.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { test } from 'node:test';
import { caseHolding, caseSpansOf } from '../../../src/core/model/caseSpans';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tau2Cases } from '../../../src/core/tau2/tau2Cases';
import { VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { writeDirLayout } from '../../support/tau2Derived';

test('whissle airline: every line from a simulation\'s { to its } is that simulation, and nothing else is', { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(WHISSLE);
  const cases = tau2Cases(run, goldFor(run.domain, []));
  const spans = caseSpansOf(cases, (k) => k.line, null);
  assert.equal(spans.length, 50);
  // Worked out from the file: the first simulation's { on line 4046 and its } on 4721, the next from 4722.
  assert.deepEqual(spans.slice(0, 2).map((s) => [s.start, s.end, s.kase.id]), [
    [4046, 4721, 'c4726c14-f132-4944-a51a-465518856f47'],
    [4722, 5640, spans[1]!.kase.simulation!.id],
  ]);
  assert.equal(spans[1]!.kase.simulation!.taskId, '1');
  assert.equal(spans.at(-1)!.end, 51484);
  const at = caseHolding(spans);
  assert.equal(at(4045), null, 'the "simulations": [ line');
  assert.equal(at(41), null, 'inside the embedded tasks');
  assert.equal(at(4046)?.id, 'c4726c14-f132-4944-a51a-465518856f47');
  assert.equal(at(4488)?.id, 'c4726c14-f132-4944-a51a-465518856f47', 'the write call of the first simulation');
  assert.equal(at(4721)?.id, 'c4726c14-f132-4944-a51a-465518856f47');
  assert.equal(at(4722)?.simulation?.taskId, '1');
  assert.equal(at(51484)?.id, spans.at(-1)!.kase.id);
  assert.equal(at(51485), null, 'the ] that closes the list');
  assert.equal(at(51486), null, 'simulation_index');
});

test("a dir layout's results.json: its simulation_index entry stands for the simulation, to the line before the index's ]", { skip: withoutTau2Data }, async () => {
  const dir = writeDirLayout(WHISSLE, ['0', '1', '2']);
  try {
    const run = await readTau2Run(dir.results);
    assert.equal(run.layout, 'dir');
    const cases = tau2Cases(run, goldFor(run.domain, []));
    // JSON.stringify(…, null, 2): each index entry is 9 lines ({, seven fields, }), the index's ] after them.
    const first = run.indexLines!.get(dir.simulations[0]!.id)!;
    assert.deepEqual([...run.indexLines!.values()], [first, first + 9, first + 18]);
    assert.equal(run.indexEndLine, first + 27);
    const spans = caseSpansOf(cases, (k) => run.indexLines!.get(k.simulation!.id!) ?? null, { endLine: run.indexEndLine! });
    assert.deepEqual(spans.map((s) => [s.start, s.end, s.kase.id]), dir.simulations.map((s, i) => [first + 9 * i, first + 9 * i + 8, s.id]));
    // Each simulation's own file: from line 1 to its last line.
    const own = readFileSync(dir.simulations[0]!.file, 'utf8').split('\n').length - 1;
    const sim = cases.find((c) => c.id === dir.simulations[0]!.id)!;
    assert.deepEqual([sim.line, sim.endLine, sim.file], [1, own, dir.simulations[0]!.file]);
  } finally {
    rmSync(dir.folder, { recursive: true, force: true });
  }
});

test("the voice fixture's simulation file is on one line: the whole simulation is line 1", { skip: withoutTau2Data }, async () => {
  const run = await readTau2Run(VOICE_DIR);
  const cases = tau2Cases(run, goldFor(run.domain, []));
  // The trimmed upstream results.json has no simulation_index: nothing of it stands for the simulation.
  assert.equal(run.indexLines!.size, 0);
  assert.deepEqual(cases.map((c) => [c.id, c.line, c.endLine]), [['49b22f0c-4a56-41c5-922f-bc2a56e53a23', 1, 1]]);
});

test('index entries on their own lines run to the next entry; the last to the line before ]', () => {
  const kase = (id: string) => ({ id }) as never;
  const spans = caseSpansOf([kase('a'), kase('b'), kase('c')], (k) => ({ a: 3, b: 8, c: 13 })[(k as { id: 'a' | 'b' | 'c' }).id], { endLine: 18 });
  assert.deepEqual(spans.map((s) => [s.start, s.end]), [[3, 7], [8, 12], [13, 17]]);
  const at = caseHolding(spans);
  assert.deepEqual([2, 3, 7, 8, 17, 18].map((l) => (at(l) as { id: string } | null)?.id ?? null), [null, 'a', 'a', 'b', 'c', null]);
});
