// What human decisions read like in labels, hovers and the case view's audit section: from decisions
// built by hand, and the audit section of a real case (xLAM miss_param_0) with its BFCL test data.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { testCaseData } from '../../../src/core/bfcl/testData';
import type { LabelDecision } from '../../../src/core/annotation/decisionSchema';
import type { CurrentDecision } from '../../../src/core/annotation/latestDecisions';
import { isBoundViolation } from '../../../src/core/annotation/newDecision';
import { loadRunContext } from '../../../src/core/bfcl/labelledRun';
import { auditRubric } from '../../../src/core/bfcl/auditRubric';
import { auditSectionLines } from '../../../src/extension/annotation/auditSectionText';
import { caseMark, decisionSentence, emissionHoverLines, emissionMark, placeLabel, undoneText, violationText, whenText } from '../../../src/extension/annotation/humanLabelText';
import { RELEASE, SHARED_BFCL, XLAM, withoutSharedData } from '../../support/sharedData';
import { caseDecision, emissionDecision } from '../annotation/decisions';

const current = (decision: LabelDecision, stale = false, line = 1): CurrentDecision => ({ decision, path: 'labels.jsonl', line, stale });

test('an emission label says the human class and whether the classifier agrees; stale ones say so', () => {
  assert.deepEqual(emissionMark([current(emissionDecision({ human: 'ask' }))], 'ann', ['tool_call']), { text: '✎ ASK ≠ TOOL_CALL', tone: 'disagreement' });
  assert.deepEqual(emissionMark([current(emissionDecision({ human: 'tool_call' }))], 'ann', ['tool_call']), { text: '✎ TOOL_CALL ✓', tone: 'human' });
  assert.deepEqual(emissionMark([current(emissionDecision({ human: 'none' }))], 'ann', []), { text: '✎ NO CLASS ✓', tone: 'human' });
  assert.deepEqual(emissionMark([current(emissionDecision({ human: 'other' }))], 'ann', []), { text: '✎ OTHER ≠ NO CLASS', tone: 'disagreement' });
  assert.deepEqual(emissionMark([current(emissionDecision({ human: 'ask' }), true)], 'ann', ['tool_call']), { text: '✎ ASK stale', tone: 'stale' });
  assert.equal(emissionMark([], 'ann', ['ask']), null);
});

test("an emission label shows the annotator's own decision first, the others as a count", () => {
  const bob = current(emissionDecision({ author: 'bob', human: 'refuse', time: '2026-12-02T01:00:00.000Z' }));
  const ann = current(emissionDecision({ author: 'ann', human: 'ask', time: '2026-12-01T01:00:00.000Z' }));
  assert.deepEqual(emissionMark([bob, ann], 'ann', ['ask']), { text: '✎ ASK ✓ +1', tone: 'human' });
  // Someone else looking: the latest decision of anyone.
  assert.deepEqual(emissionMark([ann, bob], 'cy', ['ask']), { text: '✎ REFUSE ≠ ASK +1', tone: 'disagreement' });
});

test('the case line marker counts decided emissions, disagreements, stale ones and the verdict', () => {
  assert.equal(caseMark(0, 19, 0, null, 0), null);
  assert.deepEqual(caseMark(2, 19, 1, null, 0), { text: '✎ 2/19 ≠1', tone: 'disagreement' });
  assert.deepEqual(caseMark(19, 19, 0, 'valid-alternative', 0), { text: '✎ 19/19 valid alternative path', tone: 'human' });
  assert.deepEqual(caseMark(0, 5, 0, null, 2), { text: '✎ 0/5 2 stale', tone: 'stale' });
});

test('the hover says the classifier class, then each annotator with when and why', () => {
  assert.equal(whenText('2026-12-02T01:50:12.345Z'), '2026-12-02 01:50 UTC');
  assert.equal(placeLabel({ turn: 0, step: 1 }), 'T1 · step 2');
  assert.equal(placeLabel({ message: 7 }), 'message 7');
  const bob = current(emissionDecision({ author: 'bob', human: 'tool_call', rationale: '', time: '2026-12-02T01:50:00.000Z' }));
  const ann = current(emissionDecision({ author: 'ann', human: 'ask', rationale: 'It asks which file.' }), true);
  assert.deepEqual(emissionHoverLines([bob, ann], ['tool_call']), [
    'Classifier: TOOL_CALL',
    'ann: ASK, disagrees with the classifier (TOOL_CALL), 2026-12-01 22:00 UTC. Stale: the result file changed since (it had sha256 aaaaaaaaaaaa…), so this is not applied; Calibration Lens: Carry Over Decisions to the Changed File compares it with the file now.',
    '“It asks which file.”',
    'bob: TOOL_CALL, agrees with the classifier, 2026-12-02 01:50 UTC.',
  ]);
  assert.equal(decisionSentence(current(caseDecision())), 'ann: verdict real miss (on a bound violation), 2026-12-01 22:00 UTC.');
});

test('the audit section of xLAM miss_param_0: pass/fail unknown beside the verdict, the rubric prefilled, a correction shown', { skip: withoutSharedData }, async () => {
  const run = (await discoverRuns(join(RELEASE, 'result', XLAM))).runs[0]!;
  const file = (await loadRunContext(run)).files.get('multi_turn/BFCL_v4_multi_turn_miss_param_result.json')!;
  const kase = file.read.cases[0]!;
  const folder = join(SHARED_BFCL, 'bfcl-eval-data');
  const values = auditRubric(kase, 'miss_param', await testCaseData(folder, 'miss_param', kase.id));
  const b1a = current({ ...caseDecision(), verdict: undefined, boundViolation: undefined, kind: 'rubric', item: 'B1a', computed: false, human: false, rationale: '' } as unknown as LabelDecision);
  const b5 = current({ ...caseDecision(), verdict: undefined, boundViolation: undefined, kind: 'rubric', item: 'B5', computed: null, human: true, rationale: 'Passes in the full score file.' } as unknown as LabelDecision);
  // The excerpt's score file lists 1 of the 70 failures its header counts: the case's outcome is unknown.
  const violation = violationText(kase);
  assert.equal(violation, 'Pass/fail unknown (the score file does not list every failure its header counts), so whether this is a bound violation cannot be told');
  const lines = auditSectionLines({
    kase,
    violation,
    boundViolation: isBoundViolation(kase),
    verdicts: [current(caseDecision({ rationale: 'Never asks for the missing folder.' }))],
    rubric: { values, dataFolder: folder },
    rubricDecisions: new Map([['B1a', [b1a]], ['B5', [b5]]]),
  });
  assert.equal(isBoundViolation(kase), false);
  assert.deepEqual(lines.map((l) => l.text), [
    '',
    `── Your audit ${'─'.repeat(40)}`,
    `  ${violation}.`,
    '  Verdict: ann: verdict real miss (on a bound violation), 2026-12-01 22:00 UTC.',
    '      “Never asks for the missing folder.”',
    `  Audit rubric (App. F), prefilled from the run and the test data in ${folder}; confirm or correct each:`,
    '  B1a  no       gold class ASK at the gold turn (turn 1)',
    '       ✎ ann: B1a no (confirms the computed value), 2026-12-01 22:00 UTC.',
    '  B1b  no       gold class ASK at any turn from the gold turn on',
    '  B3   unknown  a held-out tool called at or after the turn it returns at (miss_func)',
    '  B4   no       an ASK turn at or before the gold turn (turn 1)',
    '  B5   unknown  graded PASS but B1a = 0',
    '       ✎ ann: B5 yes (computed: unknown), 2026-12-01 22:00 UTC. “Passes in the full score file.”',
    '  There is no B2: the released rubric (App. F; classifier.md section 7) labels B1a, B1b, B3, B4 and B5, all shown above.',
  ]);
  assert.deepEqual(lines.filter((l) => l.kind === 'rubric').map((l) => [l.item, l.computed]), [['B1a', false], ['B1b', false], ['B3', null], ['B4', false], ['B5', null]]);
  assert.deepEqual(lines.map((l) => l.tone ?? null), [null, null, null, 'human', null, null, null, 'human', null, null, null, null, 'human', null]);
});

test('the bound violation beside a verdict, for every outcome', () => {
  const base = { id: 'c', line: 1, group: 'miss_param', gold: ['ask' as const], resultSpan: null, turns: [], inferenceError: null, classes: [] };
  const verdict = (outcome: 'passed' | 'failed' | 'unknown') => ({ outcome, errorType: null, errorMessage: null, scoreLine: null });
  assert.equal(violationText({ ...base, goldHits: [], verdict: verdict('passed') }), 'Bound violation: passed, but ASK never appears');
  assert.equal(violationText({ ...base, goldHits: ['ask'], verdict: verdict('passed') }), 'Passed, and the gold ASK appears: no bound violation');
  assert.equal(violationText({ ...base, goldHits: [], verdict: verdict('failed') }), 'Failed, so no bound violation');
  assert.equal(violationText({ ...base, goldHits: [], verdict: null }), 'Pass/fail unknown (no score file), so whether this is a bound violation cannot be told');
});

test('an undo says which decision it took back and what applies now, wherever the annotator is', () => {
  const ask = emissionDecision({ human: 'ask', turn: 1, step: 2 });
  assert.equal(undoneText(ask, { ...ask, withdrawn: true, undo: true }, 'BFCL_v4_multi_turn_miss_param_result.json'),
    "Undone: ann's ASK on multi_turn_miss_param_0 T2 · step 3 (BFCL_v4_multi_turn_miss_param_result.json) is withdrawn; undo again takes back the one before it.");
  const refuse = emissionDecision({ human: 'refuse', rationale: '' });
  assert.equal(undoneText(refuse, { ...emissionDecision({ human: 'ask' }), undo: true }, 'f.json'),
    'Undone: ann\'s REFUSE on multi_turn_miss_param_0 T1 · step 1 (f.json); the one before it applies again (ASK on multi_turn_miss_param_0 T1 · step 1, "It asks which file.").');
  assert.equal(undoneText(caseDecision({ author: 'chris' }), { ...caseDecision({ author: 'chris' }), withdrawn: true, undo: true }, 'f.json'),
    'Undone: chris\' verdict "real miss" on multi_turn_miss_param_0 (f.json) is withdrawn; undo again takes back the one before it.');
});
