// A baseline and an SRI/CRI probe run of one model, written by a test with every count known by
// construction (the table below): miss_param (gold ASK), cases 0-10 in both runs, 11 in the baseline
// only, 12 in the probe only. The probe's handler_log entries, its event log and CRI's bypass text are
// written as the paper's harness writes them (runs-in-practice.md section 1).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calls, writeRun, type WrittenCase } from './writtenRun';

export const PROBE_MODEL = 'Qwen3-8B';
const ASK = 'Could you tell me which directory you mean?';
const OTHER = 'Done.';
const CALL = calls(['ls', { a: true }]);
const BYPASS = 'I cannot proceed with this step yet; the required capability or information is not available.';

type Side = 'hit' | 'call' | 'other' | 'call+bypass';
type Touch = 'sri' | 'cri' | 'cri-untriggered' | 'event' | null;

/** Per case: baseline, probe, how the probe touched it, and whether each side passed. */
const CASES: ReadonlyArray<[index: number, baseline: Side | null, probe: Side | null, touch: Touch, basePass: boolean, probePass: boolean]> = [
  [0, 'hit', 'hit', null, true, true], // stayed hit
  [1, 'hit', 'hit', null, true, true], // stayed hit
  [2, 'hit', 'call', 'sri', true, false], // lost, touched
  [3, 'hit', 'hit', null, true, true], // stayed hit
  [4, 'call', 'hit', 'sri', false, true], // gained, touched
  [5, 'call', 'hit', 'event', false, true], // gained, touched (event log only)
  [6, 'call', 'hit', null, false, true], // gained
  [7, 'call', 'call+bypass', 'cri', false, false], // moved to another wrong class (TOOL_CALL -> TOOL_CALL + the probe's REFUSE)
  [8, 'call', 'other', null, false, false], // moved to another wrong class
  [9, 'other', 'other', null, false, false], // stayed missed, same mix (a cri_evaluate that did not trigger)
  [10, 'hit', 'hit', 'cri-untriggered', true, false], // stayed hit; a cri_decision that did not trigger
  [11, 'hit', null, null, true, false], // baseline only
  [12, null, 'hit', null, false, true], // probe only
];

function emissions(side: Side): unknown[][] {
  if (side === 'hit') return [[ASK]];
  if (side === 'call') return [[CALL], [CALL]];
  if (side === 'other') return [[CALL], [OTHER]];
  return [[CALL], [CALL, BYPASS]];
}

function handlerLog(touch: Touch): unknown[] | undefined {
  const turn = (entries: unknown[]) => ({ begin_of_turn_query: [{ role: 'user', content: 'List the files.' }], step_0: entries });
  if (touch === 'sri') {
    return [[], turn([{ role: 'handler_log', content: 'SRI retry injected after empty/no-call response.', sri_decision: { turn_idx: 0, step_idx: 0, mode: 'sri_only', variant: 'v1', retry: true }, history_edit_skipped: false }])];
  }
  if (touch === 'cri' || touch === 'cri-untriggered') {
    const triggered = touch === 'cri';
    return [[], turn([{ role: 'handler_log', content: triggered ? 'CRI bypass mode: over-action-suspect tool call retracted pre-execute; no retry, placeholder abstain inserted; scorer trace rolled back.' : 'CRI evaluated.', cri_decision: { triggered, reason: triggered ? 'suspect' : 'clean', detector: [] } }])];
  }
  return [[], turn([{ role: 'handler_log', content: 'Successfully decoded model response.', model_response_decoded: [] }])];
}

const id = (index: number) => `multi_turn_miss_param_${index}`;

function written(side: 'baseline' | 'probe'): { cases: WrittenCase[]; failures: Array<Record<string, unknown>>; total: number } {
  const cases: WrittenCase[] = [];
  const failures: Array<Record<string, unknown>> = [];
  for (const [index, base, probe, touch, basePass, probePass] of CASES) {
    const own = side === 'baseline' ? base : probe;
    if (own === null) continue;
    const log = side === 'probe' ? handlerLog(touch) : handlerLog(null);
    cases.push({ id: id(index), result: emissions(own), ...(log ? { inferenceLog: log } : {}) });
    if (!(side === 'baseline' ? basePass : probePass)) {
      failures.push({ id: id(index), model_name: PROBE_MODEL, test_category: 'multi_turn_miss_param', valid: false, error: { error_message: 'State mismatch.', error_type: 'multi_turn:instance_state_mismatch' } });
    }
  }
  return { cases, failures, total: cases.length };
}

export interface ProbePair {
  baseline: string;
  probe: string;
  eventLog: string;
}

/** Writes `<root>/baseline/release/...` and `<root>/sri/release/...` with the probe's event log. */
export function writeProbePair(root: string): ProbePair {
  const runs = { baseline: join(root, 'baseline'), probe: join(root, 'sri') };
  for (const side of ['baseline', 'probe'] as const) {
    const { cases, failures, total } = written(side);
    writeRun(runs[side], { model: PROBE_MODEL, category: 'miss_param', cases, score: { correct: total - failures.length, total, failures }, testData: null });
  }
  const eventLog = join(runs.probe, 'release', 'sri_event_log.jsonl');
  writeFileSync(eventLog, [
    { event: 'sri_start_turn', case_id: id(5), test_entry_id: id(5), turn_idx: 0, mode: 'sri_only', variant: 'v1' },
    { event: 'sri_halt_candidate', case_id: id(5), test_entry_id: id(5), turn_idx: 1, step_idx: 0, mode: 'sri_only', variant: 'v1', retry: true },
    { event: 'cri_evaluate', case_id: id(9), test_entry_id: id(9), turn_idx: 1, step_idx: 0, mode: 'cri_only', variant: 'bypass', triggered: false },
  ].map((e) => JSON.stringify(e)).join('\n') + '\n{"event": "sri_halt_candidate"}\nnot json\n');
  return { baseline: join(runs.baseline, 'release'), probe: join(runs.probe, 'release'), eventLog };
}
