// What the summary panel reads (src/core/load/loadSummaries.ts): tau2 gold from
// the tasks files of calibrationLens.tau2TasksFile with the same numbers as `calibration-lens gar
// --tasks`, the bytes read of the total over every file of BFCL and tau2 runs alike, and a read
// stopped by its signal.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { ReadCancelled } from '../../../src/core/files/readCancelled';
import { tau2TasksSources } from '../../../src/core/tau2/formatSources';
import { readUserTasks } from '../../../src/core/tau2/tasksFile';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { RELEASE, withoutSharedData } from '../../support/sharedData';
import { writeRun } from '../../support/writtenRun';
import { PINNED_TASKS, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const CLI = resolve(__dirname, '../../../dist/cli.js');

/** The pinned airline tasks with the gold actions of tasks 1 and 5 taken away: both become REFUSE gold. */
function editedTasks(folder: string): string {
  const tasks = JSON.parse(readFileSync(PINNED_TASKS('airline'), 'utf8')) as Array<{ id: string; evaluation_criteria: { actions: unknown[] } }>;
  for (const t of tasks) if (t.id === '1' || t.id === '5') t.evaluation_criteria.actions = [];
  const file = join(folder, 'tasks.json');
  writeFileSync(file, JSON.stringify(tasks, null, 2));
  return file;
}

test('tau2 gold from a named tasks.json: the panel\'s rows are `gar --tasks`\'s numbers', { skip: withoutTau2Data }, async () => {
  const folder = mkdtempSync(join(tmpdir(), 'summary-tasks-'));
  try {
    const tasks = editedTasks(folder);
    const cli = spawnSync(process.execPath, [CLI, 'gar', '--results', WHISSLE, '--tasks', tasks, '--json'], { encoding: 'utf8' });
    assert.equal(cli.status, 0, cli.stderr);
    const classes = (JSON.parse(cli.stdout) as { runs: Array<{ classes: Record<string, { n: number; hits: number; gar: number; acc: number }> }> }).runs[0]!.classes;
    const loaded = await loadSummaries([dirname(WHISSLE)], { sources: tau2TasksSources([await readUserTasks(tasks)]) });
    // The command computes 100 × (hits / n), the panel 100 × hits / n: equal to the last bits a percentage shows.
    const pct = (v: number | null) => (v === null ? null : Math.round(v * 1e9) / 1e9);
    const rows = loaded.runs[0]!.groups.filter((g) => g.subset === undefined).map((g) => [g.goldClass, g.n, g.hits, pct(g.gar), pct(g.acc)]);
    assert.deepEqual(rows, (['tool_call', 'ask', 'refuse'] as const).map((c) => [c, classes[c]!.n, classes[c]!.hits, pct(classes[c]!.gar), pct(classes[c]!.acc)]));
    // Two tasks moved from TOOL_CALL (43 with the pinned tasks) to REFUSE (7).
    assert.deepEqual(rows.map((r) => r[1]), [41, 13, 9]);
    assert.match(loaded.runs[0]!.warnings.join('\n'), new RegExp(`differ from ${tasks.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in their gold actions for 2 tasks \\(1, 5\\)`));
    const pinned = await loadSummaries([dirname(WHISSLE)]);
    assert.deepEqual(pinned.runs[0]!.groups.filter((g) => g.subset === undefined).map((g) => g.n), [43, 13, 7]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('progress: bytes read of the total, over the BFCL files read (results, and the score files beside them) and the tau2 files', { skip: withoutSharedData || withoutTau2Data }, async () => {
  const bfcl = [
    ['Salesforce_Llama-xLAM-2-8b-fc-r', ['base', 'miss_func', 'miss_param']],
    ['claude-haiku-4-5-20251001-FC', ['base', 'miss_func']],
    ['gpt-4.1-2025-04-14', ['base']],
  ] as const;
  const files = bfcl.flatMap(([model, categories]) => categories.flatMap((c) => [
    join(RELEASE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${c}_result.json`),
    join(RELEASE, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${c}_score.json`),
  ]));
  const total = [...files, WHISSLE].reduce((sum, f) => sum + statSync(f).size, 0);
  const seen: Array<[number, number]> = [];
  const loaded = await loadSummaries([RELEASE, dirname(WHISSLE)], { progress: { onProgress: (read, all) => seen.push([read, all]) } });
  assert.equal(loaded.runs.length, 4);
  assert.ok(seen.length >= 3, `${seen.length} reports`);
  assert.ok(seen.every(([, all]) => all === total), 'every report names the same total');
  assert.deepEqual(seen[0], [0, total]);
  assert.deepEqual(seen.at(-1), [total, total]);
  assert.ok(seen.every(([read], i) => i === 0 || read >= seen[i - 1]![0]), 'bytes read never go back');
});

test('a read whose signal is aborted stops with ReadCancelled (BFCL and tau2 alike)', { skip: withoutSharedData || withoutTau2Data }, async () => {
  for (const folder of [RELEASE, dirname(WHISSLE)]) {
    const controller = new AbortController();
    let after = 0;
    const reading = loadSummaries([folder], {
      progress: {
        signal: controller.signal,
        onProgress: (read) => {
          if (controller.signal.aborted) after++;
          if (read > 0) controller.abort();
        },
      },
    });
    await assert.rejects(reading, ReadCancelled);
    assert.equal(after, 0, `nothing more was read in ${folder} once cancelled`);
  }
});

test('folders that overlap (a release and its result/ folder) give each warning once', async () => {
  const root = mkdtempSync(join(tmpdir(), 'summary-overlap-'));
  try {
    const run = (model: string) => writeRun(root, { model, category: 'base', cases: [{ id: 'multi_turn_base_0', result: [['Done.']] }], score: { correct: 1, total: 1, failures: [] }, testData: null });
    run('scored-model');
    rmSync(dirname(run('scores-only').resultFile), { recursive: true });
    const release = join(root, 'release');
    const loaded = await loadSummaries([release, join(release, 'result')]);
    assert.deepEqual(loaded.runs.map((r) => r.model), ['scored-model']);
    assert.deepEqual(loaded.warnings, [`${release} holds score files but no result files (scores-only), so nothing of them is shown: GAR needs the model's emissions.`]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
