// What human decisions on tau2 messages read like (a set of classes against the classifier's set), the
// audit section of a real tau2 simulation (the verdict beside its bound violation, no B1a-B5), and which
// review item "Go to the Next …" opens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LabelDecision } from '../../../src/core/annotation/decisionSchema';
import type { CurrentDecision } from '../../../src/core/annotation/latestDecisions';
import { isBoundViolation } from '../../../src/core/annotation/newDecision';
import { loadTau2RunContext } from '../../../src/core/tau2/labelledRun';
import { auditSectionLines } from '../../../src/extension/annotation/auditSectionText';
import { emissionHoverLines, emissionMark, violationText } from '../../../src/extension/annotation/humanLabelText';
import { nextTarget, type ReviewTarget } from '../../../src/extension/annotation/nextTarget';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { caseDecision, emissionDecision } from '../annotation/decisions';

const current = (decision: LabelDecision, stale = false, line = 1): CurrentDecision => ({ decision, path: 'labels.jsonl', line, stale });
const onMessage = (human: string[], over: Record<string, unknown> = {}) => {
  const d = { ...emissionDecision(over), message: 6, human } as Record<string, unknown>;
  delete d.turn;
  delete d.step;
  return d as unknown as LabelDecision;
};

test('a tau2 message label compares the human set with the classifier set, in any order', () => {
  assert.deepEqual(emissionMark([current(onMessage(['ask', 'confirm']))], 'ann', ['ask']), { text: '✎ ASK+CONFIRM ≠ ASK', tone: 'disagreement' });
  assert.deepEqual(emissionMark([current(onMessage(['confirm', 'tool_call']))], 'ann', ['tool_call', 'confirm']), { text: '✎ TOOL_CALL+CONFIRM ✓', tone: 'human' });
  assert.deepEqual(emissionMark([current(onMessage([]))], 'ann', []), { text: '✎ NO CLASS ✓', tone: 'human' });
  assert.deepEqual(emissionMark([current(onMessage([]))], 'ann', ['ask']), { text: '✎ NO CLASS ≠ ASK', tone: 'disagreement' });
  assert.deepEqual(emissionHoverLines([current(onMessage(['ask', 'confirm'], { rationale: 'It also confirms the booking.' }))], ['ask']), [
    'Classifier: ASK',
    'ann: ASK+CONFIRM, disagrees with the classifier (ASK), 2026-12-01 22:00 UTC.',
    '“It also confirms the booking.”',
  ]);
});

test('the audit section of a tau2 simulation: its bound violation beside the verdict, and no B1a-B5 (BFCL only)', { skip: withoutTau2Data }, async () => {
  const { run } = await loadTau2RunContext(WHISSLE);
  const cases = [...run!.files.values()][0]!.read.cases;
  // Task 5 passed (reward 1), yet one of its gold action checks failed: no TOOL_CALL hit.
  const task5 = cases.find((c) => c.simulation!.taskId === '5')!;
  assert.equal(isBoundViolation(task5), true);
  assert.equal(violationText(task5), 'Bound violation: reward 1, but the gold TOOL_CALL is not hit');
  const lines = auditSectionLines({
    kase: task5,
    violation: violationText(task5),
    boundViolation: true,
    verdicts: [current(caseDecision({ case: task5.id, verdict: 'gold-questionable', rationale: 'The task accepts either flight.' }))],
    rubric: { unavailable: "B1a-B5 are the paper's rubric for BFCL multi-turn turns (App. F); tau2 has none, so none is shown here." },
    rubricDecisions: new Map(),
  });
  assert.deepEqual(lines.map((l) => [l.text, l.kind, l.tone ?? null]), [
    ['', null, null],
    [`── Your audit ${'─'.repeat(40)}`, 'audit-title', null],
    ['  Bound violation: reward 1, but the gold TOOL_CALL is not hit.', null, 'violation'],
    ['  Verdict: ann: verdict gold questionable (on a bound violation), 2026-12-01 22:00 UTC.', 'verdict', 'human'],
    ['      “The task accepts either flight.”', null, null],
    ["  Audit rubric: B1a-B5 are the paper's rubric for BFCL multi-turn turns (App. F); tau2 has none, so none is shown here.", null, null],
  ]);
  // Task 1 passed with its TOOL_CALL hit; task 0 failed.
  assert.equal(violationText(cases.find((c) => c.simulation!.taskId === '1')!), 'Reward 1, and the gold TOOL_CALL is hit: no bound violation');
  assert.equal(violationText(cases.find((c) => c.simulation!.taskId === '0')!), 'Failed, so no bound violation');
  const unscored = { ...task5, verdict: null, simulation: { ...task5.simulation!, scored: false, unscoredReason: 'it has no reward_info' } };
  assert.equal(violationText(unscored), 'Not scored (it has no reward_info), so it is in no denominator and no bound violation');
});

const target = (document: string, line: number, start: number, end: number, at: string): ReviewTarget => ({ file: document, document, line, span: { start, end }, caseId: 'c', at, place: null, runId: 'r', run: 'r' });

test('next item: the one after the item at the cursor, or after the cursor, wrapping around; the sample in its own order', () => {
  // Two BFCL emissions on line 3 of a.json, one on line 9; a tau2 message on line 40 of b.json.
  const queue = [target('a.json', 3, 10, 20, 'turn 0 step 0'), target('a.json', 3, 25, 30, 'turn 0 step 1'), target('a.json', 9, 4, 8, 'turn 0 step 0'), target('b.json', 40, 0, 0, 'message 2')];
  const at = (document: string, line: number, column: number) => ({ document, line, column });
  assert.equal(nextTarget([], at('a.json', 0, 0), true), undefined);
  assert.equal(nextTarget(queue, null, true), queue[0]);
  // On an item (its span holds the cursor): the next one, and from the last the first again.
  assert.equal(nextTarget(queue, at('a.json', 2, 10), true), queue[1]);
  assert.equal(nextTarget(queue, at('a.json', 2, 25), true), queue[2]);
  assert.equal(nextTarget(queue, at('a.json', 8, 4), true), queue[3]);
  assert.equal(nextTarget(queue, at('b.json', 39, 6), true), queue[0]);
  // Between items: the first after the cursor; past a document's last, the next document's first.
  assert.equal(nextTarget(queue, at('a.json', 2, 22), true), queue[1]);
  assert.equal(nextTarget(queue, at('a.json', 5, 0), true), queue[2]);
  assert.equal(nextTarget(queue, at('a.json', 20, 0), true), queue[3]);
  assert.equal(nextTarget(queue, at('b.json', 50, 0), true), queue[0]);
  // Elsewhere: the first.
  assert.equal(nextTarget(queue, at('c.json', 1, 0), true), queue[0]);
  // The sample: after the item at the cursor in the sample's order, else its first.
  const sample = [queue[3]!, queue[0]!, queue[2]!];
  assert.equal(nextTarget(sample, at('b.json', 39, 0), false), queue[0]);
  assert.equal(nextTarget(sample, at('a.json', 2, 12), false), queue[2]);
  assert.equal(nextTarget(sample, at('a.json', 2, 22), false), queue[3]);
});
