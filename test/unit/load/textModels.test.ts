// A document's model from its text alone, as the web worker host builds it: the same model the Node
// host reads from disk, and code that bundles for a browser (no Node module on the way).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as esbuild from 'esbuild';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
import { bfclResultModelOfText, bfclScoreModelOfText } from '../../../src/core/bfcl/bfclModel';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import type { FileModel, ResultModel } from '../../../src/core/document/fileModel';
import { loadFile } from '../../../src/core/load/loadFile';
import { tau2ModelOfText } from '../../../src/core/tau2/tau2Model';
import { readTau2Sources } from '../../../src/core/tau2/tau2Sources';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const BASE = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';
const BASE_SCORE = 'sample/score/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_score.json';
const noSources = () => readTau2Sources([], null);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function resultModel(model: FileModel): ResultModel {
  assert.equal(model.kind, 'result');
  return model as ResultModel;
}

/** What every view reads of a result model. */
function viewed(model: ResultModel) {
  return {
    summary: model.summary, rows: model.rows, header: model.header, cases: model.read.cases, problems: model.read.problems, joinWarnings: model.joinWarnings,
    lines: model.lines.lines, caseAtLine: model.caseAtLine,
  };
}

test('the text readers and models bundle for a browser: nothing of Node is imported on the way', async () => {
  const built = await esbuild.build({
    stdin: {
      contents: "export { bfclResultModelOfText, bfclScoreModelOfText } from './src/core/bfcl/bfclModel';\nexport { tau2ModelOfText } from './src/core/tau2/tau2Model';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent',
  });
  const inputs = Object.keys(built.metafile.inputs);
  assert.deepEqual(inputs.filter((i) => !i.startsWith('src/core/') && !i.startsWith('node_modules/zod/') && i !== '<stdin>'), []);
  assert.ok(inputs.includes('src/core/tau2/runDocument.ts') && inputs.includes('src/core/bfcl/resultText.ts'));
});

test("a BFCL result document's text with its score file's: the model read from disk", async () => {
  const disk = resultModel(await loadFile(BASE, { files: nodeFiles }));
  const fromText = await bfclResultModelOfText(BASE, readFileSync(BASE, 'utf8'), {
    version: 4, score: async () => readScoreText(readFileSync(BASE_SCORE, 'utf8'), BASE_SCORE), pause: nextTask,
  });
  assert.equal(fromText.version, 4);
  assert.deepEqual(viewed(fromText), viewed(disk));
  assert.deepEqual([fromText.summary?.n, fromText.summary?.gar, fromText.summary?.acc], [12, 100, 50]);
  assert.deepEqual([...fromText.caseAtLine.keys()], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
});

test("a BFCL score document's text: its header and failures by line", () => {
  const model = bfclScoreModelOfText(BASE_SCORE, readFileSync(BASE_SCORE, 'utf8'), 2);
  assert.deepEqual(model.read.header, { accuracy: 0.5, correctCount: 6, totalCount: 12 });
  assert.deepEqual([...model.failureAtLine.keys()], [2, 3, 4, 5, 6, 7]);
  assert.equal(model.version, 2);
});

test("a tau2 results document's text: the model read from disk", { skip: withoutTau2Data }, async () => {
  const disk = resultModel(await loadFile(WHISSLE, { files: nodeFiles }));
  const fromText = await tau2ModelOfText(WHISSLE, readFileSync(WHISSLE, 'utf8'), 7, noSources);
  assert.deepEqual(viewed(fromText), viewed(disk));
  assert.deepEqual(fromText.tau2?.run.warnings, disk.tau2?.run.warnings);
  const totals = fromText.header?.totals;
  assert.deepEqual([fromText.header?.group, fromText.header?.agent, totals?.scored, totals?.passed, totals?.passAt1], ['airline', 'whissle', 50, 28, 56]);
  assert.deepEqual(totals?.emitRates, { tool_call: 100, ask: 88, refuse: 18, confirm: 60 });
});
