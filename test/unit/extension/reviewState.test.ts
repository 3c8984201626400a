// The Review view's state kept per case (reviewState.ts) against the queues worked out over the whole,
// as the view did before: the same numbers and items after every decision of a sequence.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { discoverRuns } from '../../../src/core/bfcl/discover';
import { loadRunContext } from '../../../src/core/bfcl/labelledRun';
import type { LabelDecision } from '../../../src/core/annotation/decisionSchema';
import { resolveDecisions } from '../../../src/core/annotation/resolveDecisions';
import { reviewQueue, type ReviewKind } from '../../../src/core/annotation/reviewQueue';
import { placeText } from '../../../src/core/annotation/emissionPlace';
import { runDisplayNames } from '../../../src/core/annotation/runDisplayName';
import { targetKey } from '../../../src/extension/annotation/nextTarget';
import { itemTarget, ReviewStateCache, type ReviewModel, type ReviewState } from '../../../src/extension/annotation/reviewState';
import { RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { caseDecision, emissionDecision, SHA_B } from '../annotation/decisions';

/** The state worked out over every emission of every run, as the view did before the cases were kept. */
function wholeState(m: ReviewModel): ReviewState {
  const { decisions } = resolveDecisions(m.reads, m.runs);
  const queue = reviewQueue(m.runs, decisions, m.author);
  const names = runDisplayNames(m.runs);
  const byKind = (kind: ReviewKind) => queue.items.filter((i) => i.kind === kind).map(itemTarget(names));
  const unreviewed = byKind('unreviewed');
  const notReviewed = new Set(unreviewed.map(targetKey));
  const sample = m.sampleAll.filter((t) => notReviewed.has(targetKey(t)));
  return {
    queues: { unreviewed, disagreement: byKind('disagreement'), violation: byKind('violation'), sample }, sampleAll: m.sampleAll,
    progress: queue.progress.map((p) => ({ ...p, run: names.get(p.runId) ?? p.model })), firstStore: m.reads[0]?.path ?? null, runs: m.runs, decisions, notes: m.notes,
  };
}

test('a decision works out again only its case, and the view shows what the whole gives: replaced, withdrawn, stale, another author, the store read again', { skip: withoutSharedData }, async () => {
  const run = (await discoverRuns(join(RELEASE, 'result', XLAM))).runs[0]!;
  const context = await loadRunContext(run);
  const file = context.files.get('multi_turn/BFCL_v4_multi_turn_miss_param_result.json')!;
  // A known pass, as in review.test.ts, so that case 0 has a violation to queue.
  file.read.cases[0]!.verdict = { outcome: 'passed', errorType: null, errorMessage: null, scoreLine: null };
  const sha256 = file.sha256;
  const cases = [...context.files.values()].reduce((n, f) => n + f.read.cases.length, 0);
  let m: ReviewModel = { runs: [context], notes: [], reads: [{ path: 'labels.jsonl', warnings: [], decisions: [] }], author: 'ann', sampleAll: [] };
  m = { ...m, sampleAll: wholeState(m).queues.unreviewed.filter((t) => t.file === file.path).filter((_, i) => i % 2 === 0) };
  // The sample holds turn 0's step 0 of case 0 (the first decided below), not its step 1.
  assert.deepEqual(m.sampleAll.slice(0, 2).map((t) => [t.caseId, t.at]), [['multi_turn_miss_param_0', placeText({ turn: 0, step: 0 })], ['multi_turn_miss_param_0', placeText({ turn: 0, step: 2 })]]);
  const kept = new ReviewStateCache();
  const check = (workedOut: number) => {
    assert.deepEqual(kept.stateOf(m), wholeState(m));
    assert.equal(kept.workedOut, workedOut);
  };
  /** Appended as the view adds a decision this window saved (reviewTree.ts `added`). */
  const save = (decision: LabelDecision) => {
    const r = m.reads[0]!;
    m = { ...m, reads: [{ ...r, decisions: [...r.decisions, { decision, path: r.path, line: r.decisions.length + 1 }] }] };
  };
  check(cases);
  const shown = () => {
    const s = kept.stateOf(m);
    const p = s.progress.find((row) => row.group === 'miss_param')!;
    return [p.reviewed, p.total, s.queues.unreviewed.length, s.queues.disagreement.length, s.queues.violation.length, s.queues.sample.length];
  };
  const before = shown();
  // 77 emissions to do in the three files, case 0's violation, 16 of miss_param's 32 in the sample.
  assert.deepEqual(before, [0, 32, 77, 0, 1, 16]);
  save(emissionDecision({ sha256, turn: 0, step: 0, human: 'tool_call' }));
  check(1);
  save(emissionDecision({ sha256, turn: 0, step: 1, human: 'ask' }));
  check(1);
  assert.deepEqual(shown(), [2, 32, before[2]! - 2, before[3]! + 1, before[4], before[5]! - 1]);
  // A decision replacing another on the same emission: the disagreement goes.
  save(emissionDecision({ sha256, turn: 0, step: 1, human: 'tool_call' }));
  check(1);
  assert.deepEqual(shown(), [2, 32, before[2]! - 2, before[3], before[4], before[5]! - 1]);
  // Undo: the decision withdrawn, the emission to do again.
  save(emissionDecision({ sha256, turn: 0, step: 0, human: 'tool_call', withdrawn: true }));
  check(1);
  assert.deepEqual(shown(), [1, 32, before[2]! - 1, before[3], before[4], before[5]]);
  // The verdict on case 0: its violation goes.
  save(caseDecision({ sha256, case: 'multi_turn_miss_param_0' }));
  check(1);
  assert.deepEqual(shown(), [1, 32, before[2]! - 1, before[3], before[4]! - 1, before[5]]);
  // Another author's decision and a stale one change nothing, and work nothing out again.
  save(emissionDecision({ sha256, turn: 0, step: 2, author: 'bob' }));
  check(0);
  save(emissionDecision({ sha256: SHA_B, turn: 0, step: 3 }));
  check(0);
  save(emissionDecision({ sha256, case: 'multi_turn_miss_param_1', turn: 0, step: 0, human: 'tool_call' }));
  check(1);
  save(caseDecision({ sha256, case: 'multi_turn_miss_param_0', withdrawn: true }));
  check(1);
  // The store read again (another window wrote it): new objects, every case with a decision worked out again.
  m = { ...m, reads: m.reads.map((r) => ({ ...r, decisions: r.decisions.map((d) => ({ ...d, decision: { ...d.decision } })) })) };
  check(2);
  // Another author: every case again.
  m = { ...m, author: 'bob' };
  check(cases);
  m = { ...m, runs: [context] };
  check(cases);
});
