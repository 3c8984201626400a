// Assembles a result-file line in BFCL's key order (id, result, input_token_count,
// output_token_count, latency, inference_log[, reasoning_content]) or, for a crashed case, the
// `{"id", "result": "Error during inference: ...", "traceback"}` line.
import type { PlayedCase, PlayedTurn } from './conversation';
import type { StepRecord } from './modelTurn';
import type { Prng } from './prng';
import { PyFloat, type JsonValue } from './pyJson';

type Line = { [key: string]: JsonValue };

const FAILURES: [message: string, exception: string, frame: string][] = [
  [
    'Error code: 400 - {\'error\': {\'message\': "This model\'s maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.", \'type\': \'invalid_request_error\', \'param\': \'messages\', \'code\': \'context_length_exceeded\'}}',
    'openai.BadRequestError', 'self._request_with_retry(client, kwargs)',
  ],
  ['Request timed out.', 'openai.APITimeoutError', 'self._request_with_retry(client, kwargs)'],
  ["'NoneType' object is not subscriptable", 'TypeError', 'model_responses = api_response.choices[0].message.content'],
];

/** The text after "Error during inference: " and the traceback BFCL keeps beside it. */
export function inferenceFailure(rng: Prng): { message: string; traceback: string } {
  const [message, exception, frame] = rng.pick(FAILURES);
  const root = '/home/bfcl/gorilla/berkeley-function-call-leaderboard/bfcl_eval';
  const traceback = [
    'Traceback (most recent call last):',
    `  File "${root}/_llm_response_generation.py", line 193, in multi_threaded_inference`,
    '    result, metadata = handler.inference(',
    `  File "${root}/model_handler/base_handler.py", line 54, in inference`,
    '    return self.inference_multi_turn_FC(',
    `  File "${root}/model_handler/base_handler.py", line 181, in inference_multi_turn_FC`,
    '    api_response, query_latency = self._query_FC(inference_data)',
    `  File "${root}/model_handler/api_inference/openai_completion.py", line 78, in _query_FC`,
    `    ${frame}`,
    `${exception}: ${message}`,
    '',
  ].join('\n');
  return { message, traceback };
}

export function stepEntries(step: StepRecord): JsonValue[] {
  const assistant: Line = { role: 'assistant', content: step.shape.emission };
  if (step.reasoning !== null) assistant.reasoning_content = step.reasoning;
  const entries: JsonValue[] = [assistant];
  const { decoded, error } = step.shape;
  if (decoded === null) {
    entries.push({ role: 'handler_log', content: 'Error decoding the model response. Proceed to next turn.', error: error ?? '' });
  } else {
    entries.push({ role: 'handler_log', content: 'Successfully decoded model response.', model_response_decoded: decoded });
    if (decoded.length === 0) entries.push({ role: 'handler_log', content: 'Empty response from the model. Proceed to next turn.', model_response_decoded: [] });
    for (const output of step.outputs) entries.push({ role: 'tool', content: output });
  }
  if (step.forcedQuit) entries.push({ role: 'handler_log', content: 'Model has been forced to quit after 20 steps.' });
  return entries;
}

function turnRecord(turn: PlayedTurn): Line {
  const record: Line = { begin_of_turn_query: turn.query };
  turn.steps.forEach((step, i) => (record[`step_${i}`] = i === 0 && turn.probeLog ? [...stepEntries(step), turn.probeLog] : stepEntries(step)));
  return record;
}

/** State lists and turn records, alternating, as BFCL logs them. */
export function inferenceLog(c: PlayedCase): JsonValue[] {
  const log: JsonValue[] = [c.initialState];
  for (const turn of c.played) log.push(turnRecord(turn), turn.stateAfter);
  return log;
}

export function resultLine(id: string, c: PlayedCase, failure: { message: string; traceback: string }): Line {
  if (c.inferenceError !== null) return { id, result: `Error during inference: ${failure.message}`, traceback: failure.traceback };
  const perStep = <T extends JsonValue>(f: (s: StepRecord) => T): JsonValue => c.played.map((t) => t.steps.map(f));
  const line: Line = {
    id,
    result: perStep((s) => s.shape.emission),
    input_token_count: perStep((s) => s.inputTokens),
    output_token_count: perStep((s) => s.outputTokens),
    latency: perStep((s) => new PyFloat(s.latency)),
    inference_log: inferenceLog(c),
  };
  if (c.played.some((t) => t.steps.some((s) => s.reasoning))) line.reasoning_content = perStep((s) => s.reasoning ?? '');
  return line;
}
