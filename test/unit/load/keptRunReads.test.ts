// The summary's runs kept from one load to the next (src/core/load/keptRunReads.ts), through the web
// build's file access as webSummaryReads.test.ts counts it: a second load over the same files reads no
// run file again and gives the same summaries; a file touched, grown or deleted, or a simulation file
// added, and that run alone is read again, with its new numbers.
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, readFileSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { before, test } from 'node:test';
import type { FormatSources } from '../../../src/core/document/formatAdapter';
import type { RunSummary } from '../../../src/core/metrics/types';
import { tau2TasksSources } from '../../../src/core/tau2/formatSources';
import { readUserTasks } from '../../../src/core/tau2/tasksFile';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { countedFiles, type CountedFiles } from '../../support/countedFiles';
import { PINNED_TASKS, WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { writeDirLayout } from '../../support/tau2Derived';
import { tempDir } from '../../support/tempDir';
import { webBundle } from '../../support/webBundle';

type Web = typeof import('../../support/webSummaryEntry');
let web: Web;

before(async () => {
  web = await webBundle<Web>('test/support/webSummaryEntry.ts', 'cl-kept-runs-');
});

/** A day long past: files written by a test get it, so that none is too recent to be kept. */
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

function agedTree(folder: string, at = LONG_AGO): void {
  for (const entry of readdirSync(folder, { recursive: true }) as string[]) utimesSync(join(folder, entry), at, at);
}

/** The sample, and the whissle run's first three airline tasks as a dir layout, in a new folder, all of it long past. */
function workspace(): { root: string; dir: ReturnType<typeof writeDirLayout> | null } {
  const root = tempDir('cl-kept-runs-');
  cpSync(resolve('sample'), join(root, 'sample'), { recursive: true });
  const dir = withoutTau2Data ? null : writeDirLayout(WHISSLE, ['0', '1', '2'], join(root, 'tau2'));
  agedTree(root);
  return { root, dir };
}

/** One load of the panel's table through `counted`; the files read before its table (relative to `root`), sorted. */
async function load(root: string, counted: CountedFiles, sources?: FormatSources): Promise<{ runs: RunSummary[]; read: string[]; calls: CountedFiles['calls']; healthRead: string[] }> {
  counted.reads.clear();
  Object.assign(counted.calls, { stat: 0, list: 0, read: 0 });
  // The discovery's sniffs as the Node host makes them (a file's first bytes), apart from the reads counted.
  web.useFiles({ ...counted.files, head: (path, bytes) => nodeFiles.head(path, bytes) });
  const { loaded, withHealth } = await web.readSummaries([root], sources ? { sources } : {});
  const read = [...counted.reads.keys()].map((p) => relative(root, p)).sort();
  const calls = { ...counted.calls };
  // Run health reads the test data behind the table: done before the next load is counted.
  await withHealth;
  const healthRead = [...counted.reads.keys()].map((p) => relative(root, p)).filter((p) => !read.includes(p)).sort();
  return { runs: loaded.runs, read, calls, healthRead };
}

const BASELINE = [...['base', 'long_context', 'miss_func', 'miss_param'].flatMap((c) => [`sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_${c}_result.json`, `sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_${c}_score.json`])].sort();

const PROBE = BASELINE.map((f) => f.replaceAll('demo-baseline', 'demo-probe'));
/** The tau2 dir layout's files (results.json and its simulations), relative to `root`, sorted. */
const tau2Files = (root: string) => ['tau2/run/results.json', ...readdirSync(join(root, 'tau2/run/simulations')).map((f) => `tau2/run/simulations/${f}`)].sort();

const groupOf = (runs: RunSummary[], model: string, group: string) => runs.find((r) => r.model === model)!.groups.find((x) => x.group === group && x.subset === undefined)!;
const outcomesOf = (runs: RunSummary[], model: string, group: string) => groupOf(runs, model, group).outcomes;
const rowOf = (runs: RunSummary[], model: string, group: string) => {
  const g = groupOf(runs, model, group);
  return { n: g.n, hits: g.hits, acc: g.acc };
};

test('a second load over the same files reads no run file again and gives the same summaries', async () => {
  const { root } = workspace();
  const counted = countedFiles();
  const first = await load(root, counted);
  assert.deepEqual(first.read, [...BASELINE, ...PROBE, ...(withoutTau2Data ? [] : tau2Files(root))].sort());
  assert.ok(first.healthRead.length > 0);
  const second = await load(root, counted);
  assert.deepEqual(second.read, []);
  // Run health's test data: its lines kept by their stat from the load before (testData.ts, per file system, not per pass).
  assert.deepEqual(second.healthRead, []);
  assert.deepEqual(second.runs, first.runs);
  // Discovery's walk, and each run's files stat'ed and folders listed: no read.
  assert.equal(second.calls.read, 0);
  // (25 listings before session 13: run health's first two were asked as the table's runs were handed over; it now starts behind the table.)
  if (!withoutTau2Data) assert.deepEqual(second.calls, { stat: 31, list: 23, read: 0 });
});

const PROBE_SCORE = 'sample/score/demo-probe/multi_turn/BFCL_v4_multi_turn_miss_param_score.json';
const BASE_SCORE = 'sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json';
const later = (seconds: number) => new Date(LONG_AGO.getTime() + seconds * 1000);

test('a file touched, grown or deleted: its run alone is read again, with its new numbers', async () => {
  const { root } = workspace();
  const counted = countedFiles();
  const first = await load(root, counted);

  // Touched: the same bytes, another modification time.
  const touched = join(root, 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json');
  utimesSync(touched, later(1), later(1));
  const afterTouch = await load(root, counted);
  assert.deepEqual(afterTouch.read, BASELINE);
  assert.deepEqual(afterTouch.runs, first.runs);

  // Grown: the probe's miss_param case 5, which passed, marked failed in its score file.
  const probeScore = join(root, PROBE_SCORE);
  const failed = readFileSync(probeScore, 'utf8').split('\n')[1]!;
  appendFileSync(probeScore, `${failed.replaceAll('multi_turn_miss_param_0', 'multi_turn_miss_param_5')}\n`);
  utimesSync(probeScore, later(2), later(2));
  const afterGrowth = await load(root, counted);
  assert.deepEqual(afterGrowth.read, PROBE);
  assert.deepEqual(outcomesOf(first.runs, 'demo-probe', 'miss_param'), { passed: 6, failed: 6, unknown: 0 });
  // Its header still counts 6 failures: the cases it does not list are unknown now.
  assert.deepEqual(outcomesOf(afterGrowth.runs, 'demo-probe', 'miss_param'), { passed: 0, failed: 7, unknown: 5 });
  assert.deepEqual(afterGrowth.runs.find((r) => r.model === 'demo-baseline'), first.runs.find((r) => r.model === 'demo-baseline'));

  // Deleted: the baseline's base score file.
  rmSync(join(root, BASE_SCORE));
  const afterDelete = await load(root, counted);
  assert.deepEqual(afterDelete.read, BASELINE.filter((f) => f !== BASE_SCORE));
  assert.deepEqual(rowOf(afterGrowth.runs, 'demo-baseline', 'base'), { n: 12, hits: 12, acc: 50 });
  assert.deepEqual(rowOf(afterDelete.runs, 'demo-baseline', 'base'), { n: 12, hits: 12, acc: null });
  assert.deepEqual(afterDelete.runs.find((r) => r.model === 'demo-probe'), afterGrowth.runs.find((r) => r.model === 'demo-probe'));
  // Nothing changed since: nothing read.
  assert.deepEqual((await load(root, counted)).read, []);
});

test("a simulation file added to a tau2 run, or one deleted: that run alone is read again", { skip: withoutTau2Data }, async () => {
  const { root, dir } = workspace();
  const counted = countedFiles();
  const first = await load(root, counted);
  const tau2Of = (runs: RunSummary[]) => runs.find((r) => r.benchmark === 'tau2')!;
  const rows = (runs: RunSummary[]) => tau2Of(runs).groups.map((g) => [g.goldClass, g.subset ?? '', g.n, g.hits].join(' '));
  assert.deepEqual(rows(first.runs), ['tool_call  2 1', 'ask  1 1', 'refuse  1 0', 'ask all 1 1', 'ask paper 1 1', 'ask valid 0 0']);
  assert.deepEqual(tau2Of(first.runs).warnings, []);

  // Task 3's simulation, which its simulation_index does not list.
  const more = writeDirLayout(WHISSLE, ['3'], tempDir('cl-kept-more-')).simulations[0]!;
  const added = join(dir!.folder, 'simulations', basename(more.file));
  cpSync(more.file, added);
  utimesSync(added, LONG_AGO, LONG_AGO);
  const afterAdd = await load(root, counted);
  assert.deepEqual(afterAdd.read, tau2Files(root));
  assert.equal(afterAdd.read.length, 5);
  assert.deepEqual(rows(afterAdd.runs), ['tool_call  3 2', 'ask  1 1', 'refuse  1 0', 'ask all 1 1', 'ask paper 1 1', 'ask valid 0 0']);
  assert.deepEqual(tau2Of(afterAdd.runs).warnings, [`The simulation_index of ${dir!.results} and the files in ${join(dir!.folder, 'simulations')} disagree (0 listed but missing, 1 not listed); tau2 itself would refuse to load this run. Every file present was read.`]);
  assert.deepEqual(afterAdd.runs.filter((r) => r.benchmark === 'bfcl'), first.runs.filter((r) => r.benchmark === 'bfcl'));

  rmSync(dir!.simulations[0]!.file);
  const afterDelete = await load(root, counted);
  assert.deepEqual(afterDelete.read, tau2Files(root));
  assert.equal(afterDelete.read.length, 4);
  // The first simulation was task 0's, a REFUSE case.
  assert.deepEqual(rows(afterDelete.runs), ['tool_call  3 2', 'ask  1 1', 'refuse  0 0', 'ask all 1 1', 'ask paper 1 1', 'ask valid 0 0']);
  assert.deepEqual(tau2Of(afterDelete.runs).warnings, [`The simulation_index of ${dir!.results} and the files in ${join(dir!.folder, 'simulations')} disagree (1 listed but missing, 1 not listed); tau2 itself would refuse to load this run. Every file present was read.`]);
  assert.deepEqual((await load(root, counted)).read, []);
});

test('a run whose file changed just before it was read is read again next time (its time stamp could hide a change to come)', async () => {
  const { root } = workspace();
  const now = new Date();
  utimesSync(join(root, PROBE_SCORE), now, now);
  const counted = countedFiles();
  await load(root, counted);
  assert.deepEqual((await load(root, counted)).read, PROBE);
  // Aged, it is kept after its next read.
  utimesSync(join(root, PROBE_SCORE), later(3), later(3));
  assert.deepEqual((await load(root, counted)).read, PROBE);
  assert.deepEqual((await load(root, counted)).read, []);
});

test("the tau2 tasks files read beside the runs: equal tasks keep the run's read, other tasks read it again", { skip: withoutTau2Data }, async () => {
  const { root } = workspace();
  const counted = countedFiles();
  const tasks = async () => tau2TasksSources([await readUserTasks(PINNED_TASKS('airline'))]);
  const withTasks = await load(root, counted, await tasks());
  // Read again from its file: another object, equal member by member.
  assert.deepEqual((await load(root, counted, await tasks())).read, []);
  const pinned = await load(root, counted);
  assert.deepEqual(pinned.read, tau2Files(root));
  assert.equal(pinned.runs.length, withTasks.runs.length);
});
