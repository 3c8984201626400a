// The gold path of one failed case in a run the test writes (writtenRun.ts), its only failure line
// built from the test case and the grader's error.
import assert from 'node:assert/strict';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import type { GoldPath } from '../../../src/core/bfcl/goldPath/types';
import { failureLine, writeRun, type WrittenTestCase } from '../../support/writtenRun';

const MODEL = 'written-model-FC';

export async function writtenFailure(dir: string, category: string, testCase: WrittenTestCase, result: unknown[][], error: Record<string, unknown>): Promise<GoldPath> {
  const run = writeRun(dir, {
    model: MODEL,
    category,
    cases: [{ id: testCase.id, result }],
    score: { correct: 0, total: 1, failures: [failureLine(MODEL, testCase, error)] },
    testData: null,
  });
  const outcome = await goldPathFromLines(await caseLinesFromDisk(run.resultFile, testCase.id, null), nodeFiles);
  assert.ok(outcome.ok);
  return outcome.path;
}
