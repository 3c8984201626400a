// Discovery on any file system: findRuns through a FileAccess held in memory (as a virtual workspace
// is read in the web build) finds the same runs, scores, origins and notes as on local disk.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findRuns, type FoundRuns } from '../../../src/core/discovery/findRuns';
import { SHARED_TAU2, withoutTau2Data } from '../../support/tau2Data';
import { memoryFilesOf } from '../../support/memoryFiles';
import { bfclRunsIn, originsIn, tau2FilesIn } from '../../support/foundRuns';
import type { DiscoveredRun } from '../../../src/core/bfcl/discoveredRun';

/** Every path of what was found, from the disk root to the memory one. */
function moved(found: FoundRuns, from: string, to: string): FoundRuns {
  const path = (p: string) => (p.startsWith(from) ? to + p.slice(from.length) : p);
  const map = <K>(m: ReadonlyMap<K, string>) => new Map([...m].map(([k, v]) => [k, path(v)]));
  const bfcl = (r: DiscoveredRun): DiscoveredRun => ({ ...r, results: map(r.results), scores: map(r.scores), resultsRoot: path(r.resultsRoot), scoresRoot: r.scoresRoot && path(r.scoresRoot) });
  const runs = found.runs.map((r) => ({ ...r, run: r.benchmark === 'tau2' ? path(r.run as string) : bfcl(r.run as DiscoveredRun) }));
  return { runs, notes: found.notes.map((n) => n.split(from).join(to)) };
}

test('the sample in memory: its two BFCL runs with their scores, as on disk', async () => {
  const disk = await findRuns(['sample']);
  const root = join(process.cwd(), 'sample');
  const { files } = memoryFilesOf(root, '/memory/sample');
  const memory = await findRuns(['/memory/sample'], files);
  assert.deepEqual(memory, moved(disk, root, '/memory/sample'));
  assert.deepEqual(bfclRunsIn(memory).map((r) => [r.model, [...r.results.keys()], r.scores.size, r.release]), [
    ['demo-baseline', ['base', 'long_context', 'miss_func', 'miss_param'], 4, null],
    ['demo-probe', ['base', 'long_context', 'miss_func', 'miss_param'], 4, null],
  ]);
});

test("the tau2 data in memory: its six runs (the dir layout's by its results.json), told by content, as on disk", { skip: withoutTau2Data }, async () => {
  const disk = await findRuns([SHARED_TAU2]);
  const { files } = memoryFilesOf(SHARED_TAU2, '/memory/tau2');
  const memory = await findRuns(['/memory/tau2'], files);
  assert.deepEqual(memory, moved(disk, SHARED_TAU2, '/memory/tau2'));
  assert.equal(tau2FilesIn(memory).length, 6);
  assert.equal(tau2FilesIn(memory).filter((f) => f.endsWith('/experiment/results.json')).length, 1);
});

test('two roots in memory, one inside the other: each run once, from the first root', async () => {
  const { files } = memoryFilesOf(join(process.cwd(), 'sample'), '/memory/sample');
  const found = await findRuns(['/memory/sample/result/demo-probe', '/memory/sample'], files);
  assert.deepEqual(bfclRunsIn(found).map((r) => r.model), ['demo-baseline', 'demo-probe']);
  assert.deepEqual(originsIn(found, 'bfcl'), [1, 0]);
  assert.deepEqual(found.notes, []);
});
