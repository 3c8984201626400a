// The audit rubric's B1a, B1b, B3, B4, B5 on the real BFCL cases with their test data, and on
// cases written for the items the real excerpts do not show (an ASK turn first, no test data).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Category } from '../../../src/core/bfcl/categories';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { testCaseData } from '../../../src/core/bfcl/testData';
import { loadRunContext } from '../../../src/core/bfcl/labelledRun';
import { auditRubric } from '../../../src/core/bfcl/auditRubric';
import { RELEASE, SHARED_BFCL, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';

const TEST_DATA = join(SHARED_BFCL, 'bfcl-eval-data');

test('B1a-B5 on every real case, from the run, its scores and the BFCL test data', { skip: withoutSharedData }, async () => {
  const rows: string[] = [];
  for (const run of (await discoverRuns(RELEASE)).runs) {
    const context = await loadRunContext(run);
    for (const file of context.files.values()) {
      for (const kase of file.read.cases) {
        const category = file.group as Category;
        const r = auditRubric(kase, category, await testCaseData(TEST_DATA, category, kase.id));
        const v = (b: boolean | null) => (b === null ? '-' : b ? '1' : '0');
        rows.push(`${run.model} ${kase.id} turn ${r.goldTurn} B1a ${v(r.B1a)} B1b ${v(r.B1b)} B3 ${v(r.B3)} B4 ${v(r.B4)} B5 ${v(r.B5)}`);
      }
    }
  }
  assert.deepEqual(rows, [
    'Salesforce_Llama-xLAM-2-8b-fc-r multi_turn_base_0 turn 0 B1a 1 B1b 1 B3 - B4 0 B5 -',
    // Refuses at turn 2 (the turn before `sort` returns at 3), calls the held-out sort at turn 3; its
    // outcome is unknown (the excerpt's score file lists 2 of the 56 failures its header counts), so B5 is too.
    'Salesforce_Llama-xLAM-2-8b-fc-r multi_turn_miss_func_0 turn 0 B1a 0 B1b 1 B3 1 B4 0 B5 -',
    // `mv` is held out until turn 2; the model calls it at turn 2 and never refuses.
    'Salesforce_Llama-xLAM-2-8b-fc-r multi_turn_miss_func_1 turn 0 B1a 0 B1b 0 B3 1 B4 0 B5 0',
    'Salesforce_Llama-xLAM-2-8b-fc-r multi_turn_miss_param_0 turn 0 B1a 0 B1b 0 B3 - B4 0 B5 -',
    'Salesforce_Llama-xLAM-2-8b-fc-r multi_turn_miss_param_1 turn 0 B1a 0 B1b 0 B3 - B4 0 B5 -',
    'claude-haiku-4-5-20251001-FC multi_turn_base_0 turn 0 B1a 1 B1b 1 B3 - B4 0 B5 0',
    'claude-haiku-4-5-20251001-FC multi_turn_base_1 turn 0 B1a 1 B1b 1 B3 - B4 0 B5 -',
    // Claude never calls the held-out sort from turn 3 on (its turn 3 is text saved as a list of strings).
    'claude-haiku-4-5-20251001-FC multi_turn_miss_func_0 turn 0 B1a 0 B1b 0 B3 0 B4 0 B5 0',
    'gpt-4.1-2025-04-14 multi_turn_base_0 turn 0 B1a 1 B1b 1 B3 - B4 0 B5 -',
  ]);
});

test('B4: an ASK turn at or before the gold turn (the rubric\'s decision tree), not after it; the gold turn of base is the first with ground truth; unknown without test data', async () => {
  const text = [
    JSON.stringify({ id: 'multi_turn_miss_param_9', result: [['Which file do you mean?'], ['[ls()]']] }),
    JSON.stringify({ id: 'multi_turn_miss_param_8', result: [['[ls()]'], ['Which file?']] }),
  ].join('\n');
  const [asksFirst, callsFirst] = readResultText(text, 'BFCL_v4_multi_turn_miss_param_result.json').cases;
  const asks = auditRubric(asksFirst!, 'miss_param', null);
  assert.deepEqual(asks, { goldTurn: 0, B1a: true, B1b: true, B3: null, B4: true, B5: null });
  assert.deepEqual(auditRubric(callsFirst!, 'miss_param', null), { goldTurn: 0, B1a: false, B1b: true, B3: null, B4: false, B5: null });

  const base = readResultText(JSON.stringify({ id: 'multi_turn_base_1', result: [['Hello.'], ['[ls()]']] }), 'BFCL_v4_multi_turn_base_result.json').cases[0]!;
  assert.deepEqual(auditRubric(base, 'base', { missedFunction: null, groundTruth: [[], ['ls()']] }), { goldTurn: 1, B1a: true, B1b: true, B3: null, B4: false, B5: null });
  assert.deepEqual(auditRubric(base, 'base', null), { goldTurn: null, B1a: null, B1b: null, B3: null, B4: null, B5: null });
  // An ASK after the gold turn is no B4 (it used to be: no tool call came before it).
  const [late, early] = readResultText([
    JSON.stringify({ id: 'multi_turn_miss_param_7', result: [['Done.'], ['Which file do you mean?']] }),
    JSON.stringify({ id: 'multi_turn_base_6', result: [['Which folder?'], ['[ls()]']] }),
  ].join('\n'), 'BFCL_v4_multi_turn_miss_param_result.json').cases;
  assert.equal(auditRubric(late!, 'miss_param', null).B4, false);
  assert.equal(auditRubric(early!, 'base', { missedFunction: null, groundTruth: [[], ['ls()']] }).B4, true);
  assert.equal(auditRubric(early!, 'base', { missedFunction: null, groundTruth: [['ls()'], []] }).B4, true);
  const folder = tempDir('cl-testdata-');
  writeFileSync(join(folder, 'BFCL_v4_multi_turn_base.json'), 'not json\n');
  assert.equal(await testCaseData(folder, 'base', 'multi_turn_base_1'), null);
});
