// Decisions for the store tests, complete and valid unless a test changes a field.
import type { CaseDecision, EmissionDecision } from '../../../src/core/annotation/decisionSchema';

export const SHA_A = 'a'.repeat(64);
export const SHA_B = 'b'.repeat(64);
export const FILE = 'multi_turn/BFCL_v4_multi_turn_miss_param_result.json';

export function emissionDecision(over: Partial<EmissionDecision> = {}): EmissionDecision {
  return {
    v: 1, kind: 'emission', file: FILE, sha256: SHA_A, case: 'multi_turn_miss_param_0', turn: 0, step: 0,
    rulesVersion: 'ref-5c9ec3df', classifier: ['tool_call'], human: 'ask', rationale: 'It asks which file.',
    author: 'ann', time: '2026-12-01T22:00:00.000Z', ...over,
  } as EmissionDecision;
}

export function caseDecision(over: Partial<CaseDecision> = {}): CaseDecision {
  return {
    v: 1, kind: 'case', file: FILE, sha256: SHA_A, case: 'multi_turn_miss_param_0', verdict: 'real-miss', boundViolation: true,
    rulesVersion: 'ref-5c9ec3df', rationale: '', author: 'ann', time: '2026-12-01T22:00:00.000Z', ...over,
  };
}
