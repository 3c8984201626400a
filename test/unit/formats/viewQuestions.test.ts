// What the editor's views ask of a format through the registry (the tree, the watchers, the menus'
// context key, the partner of a file), answered by BFCL's and tau2's adapters as their own code did.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatOf, holdsCases, partnerPlaces } from '../../../src/core/formats/registry';

test('the kinds that hold cases: a result file and a tau2 file; a score file is read beside its result file', () => {
  assert.deepEqual((['result', 'score', 'tau2'] as const).map(holdsCases), [true, false, true]);
});

test("a file's partner places: a score file's result file and back (v4's result/ and score/ trees first), none for tau2", () => {
  const result = '/r/2025-12-16/result/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json';
  const score = '/r/2025-12-16/score/gpt/multi_turn/BFCL_v4_multi_turn_base_score.json';
  assert.deepEqual(partnerPlaces(result, 'result'), [score, '/r/2025-12-16/result/gpt/multi_turn/BFCL_v4_multi_turn_base_score.json']);
  assert.deepEqual(partnerPlaces(score, 'score'), [result, '/r/2025-12-16/score/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json']);
  assert.deepEqual(partnerPlaces('/runs/airline/results.json', 'tau2'), []);
});

test('the runs the tree shows: BFCL files by model folder in category order, each tau2 results file a run named by its folder', () => {
  const base = '/r/2025-12-16/result/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json';
  const missFunc = '/r/2025-12-16/result/gpt/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
  const v3 = '/old/claude/BFCL_v3_multi_turn_base_result.json';
  assert.deepEqual(formatOf('bfcl').shownRuns([missFunc, v3, base]), [
    { folder: '/old/claude', model: 'claude', where: 'old', resultFiles: [v3] },
    { folder: '/r/2025-12-16/result/gpt', model: 'gpt', where: '2025-12-16', resultFiles: [base, missFunc] },
  ]);
  assert.deepEqual(formatOf('tau2').shownRuns(['/t/run2/results.json', '/t/mono/airline_run1.json']), [
    { folder: '/t/mono/airline_run1.json', model: 'mono', where: 'airline_run1.json', resultFiles: ['/t/mono/airline_run1.json'] },
    { folder: '/t/run2/results.json', model: 'run2', where: 'run2', resultFiles: ['/t/run2/results.json'] },
  ]);
});

test("a run's members: a tau2 dir layout's simulation files (JSON only), none for a monolithic file or BFCL", async () => {
  const folder = await mkdtemp(join(tmpdir(), 'run-members-'));
  try {
    await mkdir(join(folder, 'dir', 'simulations'), { recursive: true });
    await writeFile(join(folder, 'dir', 'results.json'), '{"timestamp": "2025-06-01"}');
    for (const name of ['1.json', '0.json', 'notes.txt']) await writeFile(join(folder, 'dir', 'simulations', name), '{}');
    await writeFile(join(folder, 'airline.json'), '{"timestamp": "2025-06-01"}');
    const members = await formatOf('tau2').runMembers(join(folder, 'dir', 'results.json'));
    assert.deepEqual([...members].sort(), [join(folder, 'dir', 'simulations', '0.json'), join(folder, 'dir', 'simulations', '1.json')]);
    assert.deepEqual(await formatOf('tau2').runMembers(join(folder, 'airline.json')), []);
    assert.deepEqual(await formatOf('bfcl').runMembers(join(folder, 'dir', 'results.json')), []);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
