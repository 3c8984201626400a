// What the editor's views ask of a format through the registry (the tree, the watchers, the menus'
// context key, the partner of a file), answered by BFCL's and tau2's adapters as their own code did.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { formatOf, holdsCases, partnerPlaces } from '../../../src/core/formats/registry';
import { NO_TAU2_SOURCES, tau2SourcesIn } from '../../../src/core/tau2/formatSources';

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

test("the annotator's picker: BFCL's five classes in their plain order, tau2's four in the paper's order of a message's set", () => {
  assert.deepEqual(formatOf('bfcl').decisionClasses, ['tool_call', 'ask', 'refuse', 'confirm', 'other']);
  assert.deepEqual(formatOf('tau2').decisionClasses, ['tool_call', 'ask', 'refuse', 'confirm']);
});

test("a file's rows: a BFCL file is one category whatever its case ids say; a tau2 file's cases count in their domain's row", () => {
  assert.deepEqual([formatOf('bfcl').fileIsOneGroup, formatOf('tau2').fileIsOneGroup], [true, false]);
});

test('where the runs picker starts: a BFCL file\'s release (v4\'s folder above result/ or score/, none for v3), none for tau2', () => {
  assert.equal(formatOf('bfcl').releaseFolderOf('/r/2025-12-16/result/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json'), '/r/2025-12-16');
  assert.equal(formatOf('bfcl').releaseFolderOf('/r/2025-12-16/score/gpt/multi_turn/BFCL_v4_multi_turn_base_score.json'), '/r/2025-12-16');
  assert.equal(formatOf('bfcl').releaseFolderOf('/old/claude/BFCL_v3_multi_turn_base_result.json'), null);
  assert.equal(formatOf('tau2').releaseFolderOf('/t/run2/results.json'), null);
});

test("the files beside the runs the settings name: none for BFCL; tau2's tasks and judgments, read into its part of the host's record", async () => {
  assert.deepEqual(formatOf('bfcl').sourceFiles.settings, []);
  assert.deepEqual(formatOf('tau2').sourceFiles.settings, [{ key: 'tau2TasksFile', list: true }, { key: 'tau2JudgmentsFile', list: false }]);
  const folder = await mkdtemp(join(tmpdir(), 'tau2-sources-'));
  try {
    const judgments = join(folder, 'judgments.jsonl');
    const judged = { model: 'gpt-4o', domain: 'airline', sim_id: 'sim-1', tool: 'book_reservation', confirmed: true, passed: false, judge_reasoning: 'asked first' };
    await writeFile(judgments, `${JSON.stringify(judged)}\n`);
    const tasks = join(folder, 'none.json');
    const read = await formatOf('tau2').sourceFiles.read(new Map([['tau2TasksFile', [tasks]], ['tau2JudgmentsFile', [judgments]]]));
    assert.deepEqual(read.problems, [`Could not read the tasks file ${tasks}: there is no such file (calibrationLens.tau2TasksFile; gold comes from the pinned tasks instead.)`]);
    const sources = tau2SourcesIn(new Map([['tau2', read.sources]]));
    assert.deepEqual([sources.tasks, sources.judgmentsFile, [...sources.judgments!.keys()], sources.problems], [[], judgments, ['sim-1'], read.problems]);
    assert.equal(tau2SourcesIn(undefined), NO_TAU2_SOURCES);
    assert.equal(tau2SourcesIn(new Map([['bfcl', null]])), NO_TAU2_SOURCES);
    const none = await formatOf('tau2').sourceFiles.read(new Map());
    assert.deepEqual([none.problems, tau2SourcesIn(new Map([['tau2', none.sources]])).judgments], [[], null]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("a case's audit rubric: BFCL's from its file's category and the test data folder asked for; none for tau2 or a case of no category", async () => {
  const text = JSON.stringify({ id: 'multi_turn_base_1', result: [['Hello.'], ['[ls()]']] });
  const kase = readResultText(text, 'BFCL_v4_multi_turn_base_result.json').cases[0]!;
  const folder = await mkdtemp(join(tmpdir(), 'rubric-'));
  try {
    // The base category's test data: the first turn whose ground truth has a call is the gold turn.
    await writeFile(join(folder, 'BFCL_v4_multi_turn_base.json'), `${JSON.stringify({ id: 'multi_turn_base_1', question: [[], []] })}\n`);
    await mkdir(join(folder, 'possible_answer'));
    await writeFile(join(folder, 'possible_answer', 'BFCL_v4_multi_turn_base.json'), `${JSON.stringify({ id: 'multi_turn_base_1', ground_truth: [[], ['ls()']] })}\n`);
    const path = '/r/result/gpt/multi_turn/BFCL_v4_multi_turn_base_result.json';
    assert.deepEqual(await formatOf('bfcl').auditRubric(path, kase, async () => folder), {
      values: { goldTurn: 1, B1a: true, B1b: true, B3: null, B4: false, B5: null }, dataFolder: folder,
    });
    assert.deepEqual(await formatOf('bfcl').auditRubric(path, kase, async () => null), {
      values: { goldTurn: null, B1a: null, B1b: null, B3: null, B4: null, B5: null }, dataFolder: null,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const asked: string[] = [];
  const noCategory = { ...kase, id: 'case_7' };
  assert.deepEqual(await formatOf('bfcl').auditRubric('/r/cases.json', noCategory, async () => (asked.push('bfcl'), null)), {
    unavailable: 'B1a-B5 are defined for BFCL multi-turn cases; this case has no BFCL category.',
  });
  assert.deepEqual(await formatOf('tau2').auditRubric('/t/results.json', kase, async () => (asked.push('tau2'), null)), {
    unavailable: "B1a-B5 are the paper's rubric for BFCL multi-turn turns (App. F); tau2 has none, so none is shown here.",
  });
  assert.deepEqual(asked, [], 'no test data folder is looked for when the rubric cannot use it');
});

test("a probe run's marks: BFCL's from its result files' handler_log entries and the event log in its run folder; none for tau2", async () => {
  const folder = await mkdtemp(join(tmpdir(), 'probe-marks-'));
  try {
    const results = join(folder, 'result', 'probe', 'multi_turn');
    await mkdir(results, { recursive: true });
    const file = join(results, 'BFCL_v4_multi_turn_base_result.json');
    const line = { id: 'multi_turn_base_0', result: [['[ls()]']], inference_log: [{ step_0: [{ role: 'handler_log', sri_decision: { halt: false } }] }] };
    await writeFile(file, `${JSON.stringify(line)}\n`);
    await writeFile(join(folder, 'sri_event_log.jsonl'), `${JSON.stringify({ event: 'sri_halt_candidate', case_id: 'multi_turn_base_2' })}\n`);
    const read = await formatOf('bfcl').probeMarks({ results: join(folder, 'result', 'probe'), groups: [{ group: 'base', resultFile: file }] });
    assert.deepEqual(read && [[...read.marks.touched].map(([id, s]) => [id, [...s]]), read.eventLog, read.marks.problems], [
      [['multi_turn_base_0', ['handler_log']], ['multi_turn_base_2', ['sri_event_log']]], join(folder, 'sri_event_log.jsonl'), [],
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  assert.equal(await formatOf('tau2').probeMarks({ results: '/t/results.json', groups: [{ group: 'airline', resultFile: '/t/results.json' }] }), null);
});
