// A baseline against its probe, on a pair of runs written with every count known (test/support/probeRuns.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { renderCaseDocument } from '../../../src/core/bfcl/caseDocument';
import { conversationFromResultLine } from '../../../src/core/bfcl/conversation';
import { CRI_BYPASS_TEXT } from '../../../src/core/bfcl/probeMarks';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { loadRun } from '../../../src/core/bfcl/loadRun';
import { probeMarksOfRun } from '../../../src/core/bfcl/probeMarksOfRun';
import { compareProbe, TRANSITION_BUCKETS } from '../../../src/core/metrics/probeComparison';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import { writeProbePair } from '../../support/probeRuns';
import { tempDir } from '../../support/tempDir';

async function summaryOf(folder: string) {
  const { runs } = await discoverRuns(folder);
  assert.equal(runs.length, 1);
  return { run: runs[0]!, summary: summarizeRun(await loadRun(runs[0]!)) };
}

test('per category over the paired cases: GAR, Acc, TOOL_CALL emission, gained, lost, McNemar, touched, collateral damage', async () => {
  const pair = writeProbePair(tempDir('probe-pair-'));
  const baseline = await summaryOf(pair.baseline);
  const probe = await summaryOf(pair.probe);
  const { marks, eventLog } = await probeMarksOfRun(probe.run);
  assert.equal(eventLog, pair.eventLog);
  // Case 10's cri_decision and case 9's cri_evaluate did not trigger: not touched.
  assert.deepEqual([...marks.touched.keys()].sort(), ['multi_turn_miss_param_2', 'multi_turn_miss_param_4', 'multi_turn_miss_param_5', 'multi_turn_miss_param_7']);
  assert.deepEqual([...marks.touched.get('multi_turn_miss_param_5')!], ['sri_event_log']);
  assert.deepEqual([...marks.probeWritten], [['multi_turn_miss_param_7', [{ turn: 1, step: 1 }]]]);
  assert.deepEqual(marks.problems.map((p) => `${p.line}: ${p.message}`), [
    '4: not a probe event (case_id: Invalid input: expected string, received undefined); the other events were read.',
    `5: not valid JSON (Unexpected token 'o', "not json" is not valid JSON); the other events were read.`,
  ]);

  const comparison = compareProbe(baseline.summary, probe.summary, marks, eventLog);
  assert.equal(comparison.categories.length, 1);
  const { buckets, ...numbers } = comparison.categories[0]!;
  assert.deepEqual(numbers, {
    category: 'miss_param',
    goldClass: 'ask',
    nPaired: 11,
    garBaseline: (100 * 5) / 11,
    garProbe: (100 * 7) / 11,
    deltaGar: (100 * 7) / 11 - (100 * 5) / 11,
    accBaseline: (100 * 5) / 11,
    accProbe: (100 * 6) / 11,
    deltaAcc: (100 * 6) / 11 - (100 * 5) / 11,
    deltaToolCallEmit: (100 * 4) / 11 - (100 * 6) / 11,
    gained: 3,
    lost: 1,
    // n = 4, min = 1: 2 · (1 + 4) / 16.
    mcnemarP: 0.625,
    triggered: 4,
    hitInBaseline: 5,
    collateralDamage: 20,
    lostAmongTouched: 1,
    collateralAmongTouched: 25,
    probeWritten: 1,
    onlyInBaseline: 1,
    onlyInProbe: 1,
  });
  const ids = Object.fromEntries(TRANSITION_BUCKETS.map((b) => [b, buckets[b].map((p) => Number(p.id.split('_').pop()))]));
  assert.deepEqual(ids, {
    stayedHit: [0, 1, 3, 10],
    gained: [4, 5, 6],
    lost: [2],
    stayedMissedSameMix: [9],
    movedToOtherWrongClass: [7, 8],
  });
  assert.deepEqual(buckets.movedToOtherWrongClass.map((p) => [p.baseline.classes, p.probe.classes, p.touched]), [
    [['tool_call'], ['refuse', 'tool_call'], true],
    [['tool_call'], ['other', 'tool_call'], false],
  ]);
});

test("the case view says the CRI bypass refusal is the probe's text, not the model's", async () => {
  const pair = writeProbePair(tempDir('probe-pair-'));
  const { runs } = await discoverRuns(pair.probe);
  const group = (await loadRun(runs[0]!)).groups[0]!;
  const kase = group.cases.find((c) => c.id === 'multi_turn_miss_param_7')!;
  const line = readFileSync(group.resultFile, 'utf8').split('\n')[kase.line - 1]!;
  const doc = renderCaseDocument({ file: group.resultFile, scoreFile: group.scoreFile, kase, goldClass: 'ask', summary: null, conversation: conversationFromResultLine(JSON.parse(line)) });
  const lines = doc.text.split('\n');
  const at = lines.findIndex((l) => l.includes(CRI_BYPASS_TEXT));
  assert.ok(at > 0, doc.text);
  assert.match(lines[at - 1]!, /^ {2}step 2 {2}REFUSE /);
  assert.equal(lines[at + 1], "      Written by the probe (CRI bypass), not by the model; counted as REFUSE as the classifier reads it.");
  // The model's own turns say nothing of the kind.
  assert.equal(lines.filter((l) => l.includes('Written by the probe')).length, 1);
});
