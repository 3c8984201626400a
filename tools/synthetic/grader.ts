// Grades a played case the way BFCL's multi-turn checker does (formats-bfcl.md §3.3), so the score
// files agree with the result files: inference error, then force-termination, then turn by turn
// (turns with empty ground truth are skipped) empty turn, state, response; first failure wins.
import type { ClassState, PlayedCase, PlayedTurn } from './conversation';
import { dumps, type JsonValue } from './pyJson';

export type Verdict = { passed: true } | { passed: false; errorType: string; error: { [key: string]: JsonValue } };

/** Outputs of the steps that decoded to calls, one list per step (how BFCL groups them). */
export function decodedOutputs(turn: PlayedTurn): string[][] {
  return turn.steps.filter((s) => s.shape.decoded && s.shape.decoded.length > 0).map((s) => s.outputs);
}

export function grade(c: PlayedCase): Verdict {
  if (c.inferenceError !== null) {
    return fail('multi_turn:inference_error', { error_message: ['Error during inference phase. Model did not output a list of model responses.'] });
  }
  if (c.played.length !== c.truth.length) {
    return fail('multi_turn:force_terminated', {
      error_message: [`Model was force-terminated during inference phase. The length of the model result turns (${c.played.length}) does not match the length of the ground truth turns (${c.truth.length}).`],
    });
  }
  const cumulative: string[] = [];
  for (let t = 0; t < c.played.length; t++) {
    const turn = c.played[t]!;
    const steps = decodedOutputs(turn);
    for (const outputs of steps) cumulative.push(...outputs);
    const truth = c.truth[t]!;
    if (truth.calls.length === 0) continue;
    if (steps.length === 0) {
      return fail('multi_turn:empty_turn_model_response', { error_message: `Model response list is empty for turn ${t}`, details: { execution_result: executionResult(c, t) } });
    }
    for (const cls of c.involvedClasses) {
      const mine = turn.modelState.get(cls)!;
      const theirs = turn.truthState.get(cls)!;
      const differences = differing(mine, theirs);
      if (Object.keys(differences).length > 0) {
        return fail('multi_turn:instance_state_mismatch', {
          error_message: `Model instance for ${cls} does not match the state with ground truth instance.`,
          details: { differences, model_instance_state: mine, ground_truth_instance_state: theirs },
          execution_result: executionResult(c, t),
        });
      }
    }
    const missing = missingItems(truth.outputs, cumulative);
    if (missing.length > 0) {
      return fail('multi_turn:execution_response_mismatch', {
        error_message: `Model response execution results so far does not contain all the ground truth response execution results for turn ${t}.`,
        details: { missing_items: missing, 'model_response (including all previous turns)': [...cumulative], 'ground_truth_response (only the current turn)': truth.outputs },
      });
    }
  }
  return { passed: true };
}

function fail(errorType: string, parts: { [key: string]: JsonValue }): Verdict {
  const [message, ...rest] = Object.entries(parts);
  return { passed: false, errorType, error: Object.fromEntries([message!, ['error_type', errorType], ...rest]) };
}

function executionResult(c: PlayedCase, upTo: number): JsonValue[] {
  return c.played.slice(0, upTo + 1).map((turn, t) => ({ model: decodedOutputs(turn), ground_truth: c.truth[t]!.outputs }));
}

function differing(mine: ClassState, theirs: ClassState): { [attr: string]: JsonValue } {
  const out: { [attr: string]: JsonValue } = {};
  for (const attr of Object.keys(theirs)) {
    if (dumps(mine[attr] ?? null) !== dumps(theirs[attr] ?? null)) out[attr] = { model: mine[attr] ?? null, ground_truth: theirs[attr] ?? null };
  }
  return out;
}

/** Ground-truth outputs not found in the model's outputs so far, counted as a multiset. */
function missingItems(expected: string[], got: string[]): string[] {
  const left = new Map<string, number>();
  for (const g of got) left.set(g, (left.get(g) ?? 0) + 1);
  const missing: string[] = [];
  for (const e of expected) {
    const n = left.get(e) ?? 0;
    if (n > 0) left.set(e, n - 1);
    else missing.push(e);
  }
  return missing;
}
