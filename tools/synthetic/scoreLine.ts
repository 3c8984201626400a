// Score-file lines: the header, and one failure line per failed case in BFCL's key order
// (formats-bfcl.md §3.2). Force-terminated and crashed cases carry `model_result` instead of the
// raw/decoded pair, and a crashed case has an empty-string `inference_log`.
import type { PlayedCase } from './conversation';
import { decodedCall } from './handlerStyles';
import { classOfFunction, functionDoc } from './functionDocs';
import type { Verdict } from './grader';
import { PyFloat, type JsonValue } from './pyJson';
import type { Prng } from './prng';
import { inferenceLog } from './resultLine';

type Line = { [key: string]: JsonValue };

export function scoreHeader(correct: number, total: number): Line {
  return { accuracy: new PyFloat(total === 0 ? 0 : correct / total), correct_count: correct, total_count: total };
}

/**
 * The test entry: as BFCL's question file holds it (held-out functions by name), or as the score
 * file repeats it (held-out ones expanded to their docs). Function docs are in neither.
 */
export function testEntry(id: string, c: PlayedCase, heldOut: 'names' | 'docs' = 'docs'): Line {
  const path: string[] = [];
  for (const turn of c.truth) {
    for (const call of turn.calls) {
      const step = `${classOfFunction(call.name)}.${call.name}`;
      if (!path.includes(step)) path.push(step);
    }
  }
  const entry: Line = { id, question: c.truth.map((t) => t.question), initial_config: c.initialConfig, path, involved_classes: c.involvedClasses };
  if (c.heldOut) entry.missed_function = { [String(c.heldOut.turn)]: heldOut === 'docs' ? c.heldOut.names.map(functionDoc) : c.heldOut.names };
  if (c.excluded.length > 0) entry.excluded_function = c.excluded;
  return entry;
}

/** Ground truth strings mix BFCL's styles: mostly `f(a='x',b=1)`, some `f(a='x', b=1)`, a few positional. */
export function possibleAnswer(rng: Prng, c: PlayedCase): JsonValue {
  return c.truth.map((turn) => turn.calls.map((call) => {
    const values = Object.values(call.args);
    if (values.length === 1 && typeof values[0] === 'string' && rng.chance(0.05)) return `${call.name}('${values[0]}')`;
    return decodedCall(call, rng.chance(0.25) ? ', ' : ',');
  }));
}

export function failureLine(id: string, model: string, category: string, c: PlayedCase, verdict: Extract<Verdict, { passed: false }>, answer: JsonValue, result: JsonValue): Line {
  const line: Line = { id, model_name: model, test_category: `multi_turn_${category}`, valid: false, error: verdict.error, prompt: testEntry(id, c) };
  if (verdict.errorType === 'multi_turn:inference_error' || verdict.errorType === 'multi_turn:force_terminated') {
    line.model_result = result;
  } else {
    line.model_result_raw = result;
    line.model_result_decoded = c.played.map((t) => t.steps.filter((s) => s.shape.decoded && s.shape.decoded.length > 0).map((s) => s.shape.decoded as JsonValue));
  }
  line.possible_answer = answer;
  line.inference_log = c.inferenceError !== null ? '' : inferenceLog(c);
  return line;
}
