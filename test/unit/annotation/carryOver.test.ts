// Decisions on a result file that changed since: carried over exactly where their own text reads the
// same (an emission's text; a verdict's whole case), not where it changed or is gone, with the new
// sha256 and where they came from; and once appended, they apply to the file as it is now.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { appendDecision, nodeStoreFiles } from '../../../src/core/annotation/appendDecision';
import { bfclCaseTexts } from '../../../src/core/bfcl/caseTexts';
import { tau2CaseTexts } from '../../../src/core/tau2/caseTexts';
import { carryOver, carrySummary } from '../../../src/core/annotation/carryOver';
import { LabelDecisionSchema, type LabelDecision } from '../../../src/core/annotation/decisionSchema';
import { latestDecisions } from '../../../src/core/annotation/latestDecisions';
import { readStore } from '../../../src/core/annotation/readStore';
import { carryHeadline, carryReport } from '../../../src/extension/annotation/carryOverText';
import { tempDir } from '../../support/tempDir';
import { caseDecision, emissionDecision, SHA_B } from './decisions';

const FILE = 'multi_turn/BFCL_v4_multi_turn_base_result.json';
const path = join(__dirname, '../../../sample/result/demo-baseline', FILE);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const before = readFileSync(path, 'utf8');
const lines = before.split('\n');
// A typo in one emission of case 0 (turn 1, step 2), and a stray key at the start of case 2's line.
const edited = lines[0]!.replace('completed successfully', 'completed succesfully');
assert.notEqual(edited, lines[0]);
const after = [edited, lines[1], `3${lines[2]}`, ...lines.slice(3)].join('\n');
const SHA_BEFORE = sha(before);
const SHA_AFTER = sha(after);
const NOW = new Date('2026-12-04T02:00:00.000Z');

const on = (over: Record<string, unknown>) => ({ file: FILE, sha256: SHA_BEFORE, ...over });
const stale: LabelDecision[] = [
  emissionDecision(on({ case: 'multi_turn_base_0', turn: 0, step: 0, human: 'tool_call' })),
  emissionDecision(on({ case: 'multi_turn_base_0', turn: 1, step: 2, human: 'confirm' })),
  caseDecision(on({ case: 'multi_turn_base_0', verdict: 'valid-alternative' })),
  emissionDecision(on({ case: 'multi_turn_base_1', turn: 0, step: 1, human: 'other', rationale: 'A report, not a question.' })),
  caseDecision(on({ case: 'multi_turn_base_1', verdict: 'real-miss' })),
  emissionDecision(on({ case: 'multi_turn_base_2', turn: 0, step: 0, human: 'tool_call' })),
  emissionDecision(on({ case: 'multi_turn_base_1', turn: 1, step: 0, human: 'ask', sha256: SHA_B })),
  emissionDecision(on({ case: 'multi_turn_base_1', turn: 1, step: 0, human: 'other', author: 'bob', undo: true })),
];
const current = stale.map((decision, i) => ({ decision, path: 'labels.jsonl', line: i + 1, stale: true }));

const plan = () => carryOver(current, bfclCaseTexts(before, path), bfclCaseTexts(after, path), { beforeSha256: SHA_BEFORE, afterSha256: SHA_AFTER, by: 'carol', now: NOW });

test('each stale decision is carried, or not, by its own text: the emission for a class, the whole case for a verdict', () => {
  assert.deepEqual(plan().map((i) => [i.stored.line, i.status, i.caseUnchanged]), [
    [1, 'unchanged', false], // case 0 changed elsewhere; this emission did not
    [2, 'changed', false], // the emission with the typo
    [3, 'changed', false], // a verdict is about the whole case, which changed
    [4, 'unchanged', true],
    [5, 'unchanged', true],
    [6, 'gone', null], // case 2's line no longer reads as JSON
    [7, 'unknown', true], // made on another version than the one compared
    [8, 'unchanged', true],
  ]);
});

test('a carried decision is the same opinion with the new sha256 and where it came from; an undo line loses its undo mark', () => {
  const carried = plan().flatMap((i) => (i.carried ? [i.carried] : []));
  const from = { sha256: SHA_BEFORE, by: 'carol', time: '2026-12-04T02:00:00.000Z' };
  const { undo: _undo, ...bobs } = stale[7]!;
  assert.deepEqual(carried, [
    { ...stale[0], sha256: SHA_AFTER, carriedFrom: from },
    { ...stale[3], sha256: SHA_AFTER, carriedFrom: from },
    { ...stale[4], sha256: SHA_AFTER, carriedFrom: from },
    { ...bobs, sha256: SHA_AFTER, carriedFrom: from },
  ]);
  for (const d of carried) assert.equal(LabelDecisionSchema.safeParse(d).success, true);
});

test('the summary says per case whether it still reads the same and what became of its decisions', () => {
  assert.deepEqual(carrySummary(plan()), [
    { caseId: 'multi_turn_base_0', caseUnchanged: false, counts: { unchanged: 1, changed: 2, gone: 0, unknown: 0 } },
    { caseId: 'multi_turn_base_1', caseUnchanged: true, counts: { unchanged: 3, changed: 0, gone: 0, unknown: 1 } },
    { caseId: 'multi_turn_base_2', caseUnchanged: null, counts: { unchanged: 0, changed: 0, gone: 1, unknown: 0 } },
  ]);
});

test('appended, the carried decisions apply to the file as it is now, and the others stay stale', async () => {
  const store = join(tempDir('cl-carry-'), 'labels.jsonl');
  for (const d of stale) await appendDecision(store, d);
  for (const i of plan()) if (i.carried) await appendDecision(store, i.carried);
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(read.warnings, []);
  const now = latestDecisions(read.decisions, () => SHA_AFTER).map((c) => [c.line, c.decision.case, c.stale]);
  assert.deepEqual(now, [
    [2, 'multi_turn_base_0', true],
    [3, 'multi_turn_base_0', true],
    [6, 'multi_turn_base_2', true],
    [7, 'multi_turn_base_1', true],
    [9, 'multi_turn_base_0', false],
    [10, 'multi_turn_base_1', false],
    [11, 'multi_turn_base_1', false],
    [12, 'multi_turn_base_1', false],
  ]);
});

test('tau2: a message is compared by its JSON value, a simulation by its whole', () => {
  const sim = (content: string) => ({ id: 'sim-1', task_id: '3', messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content }] });
  const a = tau2CaseTexts(JSON.stringify({ info: {}, simulations: [sim('Which flight?')] }, null, 2));
  const b = tau2CaseTexts(JSON.stringify({ info: {}, simulations: [{ ...sim('Which flight?'), reward_info: { reward: 1 } }] }));
  assert.deepEqual([...a.keys()], ['sim-1']);
  assert.equal(a.get('sim-1')!.emissions.get('message 1'), '{"role":"assistant","content":"Which flight?"}');
  assert.equal(a.get('sim-1')!.emissions.get('message 1'), b.get('sim-1')!.emissions.get('message 1'));
  assert.notEqual(a.get('sim-1')!.text, b.get('sim-1')!.text);
  assert.deepEqual(tau2CaseTexts('not json'), new Map());
});

test('the report says per case whether it reads the same, and per decision whether it is carried', () => {
  assert.equal(carryHeadline(plan(), FILE), `8 stale decisions on ${FILE}: 4 can be carried over to the file as it is now (their own text is unchanged), 4 cannot.`);
  assert.deepEqual(carryReport(plan()), [
    'multi_turn_base_0: the case changed',
    "  ann's TOOL_CALL on T1 · step 1 reads the same: carried over",
    "  ann's CONFIRM on T2 · step 3 reads differently now: not carried (decide it again)",
    `  ann's verdict "valid alternative path" (about the whole case) reads differently now: not carried (decide it again)`,
    'multi_turn_base_1: the case reads the same',
    "  ann's OTHER on T1 · step 2 reads the same: carried over",
    `  ann's verdict "real miss" (about the whole case) reads the same: carried over`,
    "  ann's ASK on T2 · step 1 was made on another version of the file: not compared",
    "  bob's OTHER on T2 · step 1 reads the same: carried over",
    'multi_turn_base_2: not in both versions',
    "  ann's TOOL_CALL on T1 · step 1 is no longer in the file: not carried",
  ]);
});
