// Which kind of run a file is, told once in the core: BFCL result and score files by their names, a tau2
// results file by its first key, a dir layout's simulation file by its place beside a tau2
// results.json, anything else not a run. The same answer from disk, through the file-access
// interface, and from a document's text.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FileAccess } from '../../../src/core/files/fileAccess';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { fileKindOf, owningRunFile, runFileKind } from '../../../src/core/load/fileKind';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { writeDirLayout } from '../../support/tau2Derived';
import { tempDir } from '../../support/tempDir';

const BASE = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';
const BASE_SCORE = 'sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json';

test('sample BFCL files by their names, on disk and through the file-access interface', async () => {
  assert.equal(runFileKind(BASE), 'result');
  assert.equal(runFileKind(BASE_SCORE), 'score');
  assert.equal(runFileKind('sample/README.md'), null);
  assert.equal(await fileKindOf(BASE, nodeFiles), 'result');
  assert.equal(await fileKindOf(BASE_SCORE, nodeFiles), 'score');
  assert.equal(await fileKindOf('package.json', nodeFiles), null, 'a JSON file whose first key is no tau2 key');
});

test('a tau2 results file by its first key, from disk or from the text an editor holds', { skip: withoutTau2Data }, async () => {
  assert.equal(runFileKind(WHISSLE), 'tau2');
  assert.equal(await fileKindOf(WHISSLE, nodeFiles), 'tau2');
  // The editor's text decides, not the disk copy: an edit that makes the file something else is seen.
  assert.equal(await fileKindOf(WHISSLE, nodeFiles, '{"name": "not a run"}'), null);
  assert.equal(await fileKindOf('/nowhere/run.json', nodeFiles, '{\n  "timestamp": "2025-06-01"'), 'tau2');
});

test("a dir layout's simulations/<id>.json is tau2 when its results.json is", { skip: withoutTau2Data }, async () => {
  const dir = writeDirLayout(WHISSLE, ['0']);
  try {
    const sim = dir.simulations[0]!.file;
    assert.equal(runFileKind(sim), 'tau2');
    assert.equal(owningRunFile(sim), dir.results);
    assert.equal(await fileKindOf(sim, nodeFiles), 'tau2');
    assert.equal(owningRunFile(dir.results), null, 'results.json itself is no simulation file');
  } finally {
    rmSync(dir.folder, { recursive: true, force: true });
  }
});

test('a simulations/ folder beside a results.json that is not tau2 holds no runs', async () => {
  const folder = tempDir('cl-kind-');
  try {
    mkdirSync(join(folder, 'simulations'));
    writeFileSync(join(folder, 'results.json'), '{"name": "something else"}');
    const sim = join(folder, 'simulations', 'a.json');
    writeFileSync(sim, '{"id": "a"}');
    assert.equal(runFileKind(sim), null);
    assert.equal(await fileKindOf(sim, nodeFiles), null);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the kind asks the file-access interface only for first bytes, so another file system can answer', async () => {
  const asked: string[] = [];
  const files: FileAccess = {
    stat: async () => null,
    readBytes: async () => null,
    writeBytes: async () => undefined,
    list: async () => null,
    head: async (path, bytes) => {
      asked.push(`${path}:${bytes}`);
      return path === '/virtual/run/results.json' ? '{"info": {}}' : '{"id": "sim"}';
    },
  };
  assert.equal(await fileKindOf('/virtual/run/simulations/s1.json', files), 'tau2');
  assert.deepEqual(asked, ['/virtual/run/simulations/s1.json:4096', '/virtual/run/results.json:4096']);
  assert.equal(await fileKindOf('/virtual/BFCL_v4_multi_turn_base_score.json', files), 'score');
  assert.equal(asked.length, 2, 'a BFCL file is told by its name: nothing is read');
});
