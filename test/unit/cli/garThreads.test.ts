// `gar` on a run big enough to be read on two threads prints exactly what reading it on one thread,
// streamed as the editor reads it, gives: every case, warning and problem (from whichever thread
// read the file), in the same order, with the same exit status.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { writeRun } from '../../../tools/synthetic/writeRun';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { runName } from '../../../src/core/metrics/runName';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { formatProblem } from '../../../src/core/model/model';
import { garJson } from '../../../src/cli/garJson';
import { threadsFor } from '../../../src/env/node/parallelReads';

const CLI = resolve(__dirname, '../../../dist/cli.js');

test('two models (58 MB) read on two threads: the output of one thread, byte for byte', { skip: availableParallelism() < 2 ? 'needs two cores' : false }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-threads-'));
  try {
    const files = writeRun({ out: dir, models: ['model-a', 'model-b'], cases: 200, seed: '11', longContextKb: 60, compact: false });
    const file = (model: string, category: string, kind: 'result' | 'score') => files.find((f) => f.model === model && f.category === category && f.kind === kind)!.path;
    // Bad lines in files read early and late, so that both threads report some.
    appendFileSync(file('model-b', 'base', 'result'), '{"id": "multi_turn_base_900", "result": [["cut\n{"id": "multi_turn_base_901", "result": [["[ls()]"]], "latency": NaN}\n');
    appendFileSync(file('model-a', 'long_context', 'result'), '{"id": "multi_turn_long_context_900", "result": [["x"]] "latency": 1}\n');
    appendFileSync(file('model-a', 'miss_func', 'score'), 'not json\n');
    const bytes = files.reduce((n, f) => n + statSync(f.path).size, 0);
    assert.equal(threadsFor(bytes), 2, `${bytes} B should be read on two threads`);

    const run = spawnSync(process.execPath, [CLI, 'gar', '--results', dir, '--json', '--cases'], { encoding: 'utf8', maxBuffer: 1 << 28 });

    const discovered = await discoverRuns(dir);
    const summaries = [];
    for (const r of discovered.runs) summaries.push(summarizeRun(await loadRun(r, { classesOnly: true })));
    assert.equal(run.stdout, `${JSON.stringify(garJson(summaries, discovered.warnings, true), null, 2)}\n`);
    const problems = summaries.flatMap((s) => s.problems.map((p) => [p.file.slice(dir.length), p.line, p.column, p.message]));
    assert.deepEqual(problems, [
      ['/result/model-a/multi_turn/BFCL_v4_multi_turn_long_context_result.json', 201, 57, "Not valid JSON: Expecting ',' delimiter. The other lines are still read."],
      ['/score/model-a/multi_turn/BFCL_v4_multi_turn_miss_func_score.json', 56, 1, 'Not valid JSON: Expecting value. The other lines are still read.'],
      ['/result/model-b/multi_turn/BFCL_v4_multi_turn_base_result.json', 201, 43, 'Not valid JSON: Unterminated string starting at column 43. The other lines are still read.'],
    ]);
    assert.equal(run.stderr, [
      ...discovered.warnings.map((w) => `warning: ${w}`),
      ...summaries.flatMap((s) => [...s.warnings.map((w) => `warning: ${runName(s)}: ${w}`), ...s.problems.map(formatProblem)]),
    ].map((l) => `${l}\n`).join(''));
    assert.equal(run.status, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
