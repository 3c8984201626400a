// Checks shared by the generator tests: read a generated run back and hold every line to the BFCL
// format (key order, log structure, score header and failure lines agreeing with the results).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ERROR_TYPES = [
  'multi_turn:inference_error', 'multi_turn:force_terminated', 'multi_turn:empty_turn_model_response',
  'multi_turn:instance_state_mismatch', 'multi_turn:execution_response_mismatch',
];

type Json = { [key: string]: any };

/** Every file under `dir`, as paths relative to it, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).sort().flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, rel)).isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

export function readLines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  assert.ok(text.endsWith('\n'), `${path} ends without a newline`);
  return text.slice(0, -1).split('\n');
}

const suffix = (id: string): number => Number(id.slice(id.lastIndexOf('_') + 1));

/** Checks one result line; returns it parsed. */
export function checkResultLine(text: string, id: string): Json {
  const line = JSON.parse(text) as Json;
  if (typeof line.result === 'string') {
    assert.deepEqual(Object.keys(line), ['id', 'result', 'traceback'], id);
    assert.match(line.result, /^Error during inference: /);
    assert.match(line.traceback, /^Traceback \(most recent call last\):\n/);
    return line;
  }
  const keys = ['id', 'result', 'input_token_count', 'output_token_count', 'latency', 'inference_log'];
  assert.deepEqual(Object.keys(line), line.reasoning_content ? [...keys, 'reasoning_content'] : keys, id);
  assert.equal(line.id, id);
  const shape = (grid: unknown[][]): number[] => grid.map((turn) => turn.length);
  for (const key of ['input_token_count', 'output_token_count', 'latency', ...(line.reasoning_content ? ['reasoning_content'] : [])]) {
    assert.deepEqual(shape(line[key]), shape(line.result), `${id} ${key}`);
  }
  // State lists and turn records alternate, starting and ending with a state list.
  const log = line.inference_log as unknown[];
  assert.equal(log.length, 2 * line.result.length + 1, id);
  log.forEach((item, i) => assert.equal(Array.isArray(item), i % 2 === 0, `${id} log item ${i}`));
  line.result.forEach((turn: unknown[], t: number) => {
    const record = log[2 * t + 1] as Json;
    assert.deepEqual(Object.keys(record), ['begin_of_turn_query', ...turn.map((_, s) => `step_${s}`)], `${id} turn ${t}`);
    turn.forEach((emission, s) => {
      const [assistant, handler] = record[`step_${s}`] as Json[];
      assert.equal(assistant!.role, 'assistant');
      assert.deepEqual(assistant!.content, emission, `${id} turn ${t} step ${s}`);
      assert.equal(handler!.role, 'handler_log');
    });
  });
  return line;
}

/** Checks a result file and its score file; returns the parsed lines for further checks. */
export function checkFilePair(resultPath: string, scorePath: string, model: string, category: string): { results: Json[]; failures: Json[] } {
  const resultLines = readLines(resultPath);
  const results = resultLines.map((text, i) => checkResultLine(text, `multi_turn_${category}_${i}`));
  const byId = new Map(results.map((r) => [r.id as string, r]));

  const [headerText, ...failureTexts] = readLines(scorePath);
  const header = JSON.parse(headerText!) as Json;
  assert.deepEqual(Object.keys(header), ['accuracy', 'correct_count', 'total_count']);
  assert.equal(header.total_count, results.length);
  assert.equal(header.correct_count, results.length - failureTexts.length);
  assert.equal(header.accuracy, header.correct_count / header.total_count);

  const failures = failureTexts.map((text) => JSON.parse(text) as Json);
  const ids = failures.map((f) => f.id as string);
  assert.deepEqual(ids, [...ids].sort((a, b) => suffix(a) - suffix(b)), 'failures sorted by id');
  for (const f of failures) {
    const result = byId.get(f.id);
    assert.ok(result, `${f.id} is in the score file but not in the results`);
    const error = f.error as Json;
    assert.ok(ERROR_TYPES.includes(error.error_type), error.error_type);
    assert.deepEqual(Object.keys(error).slice(0, 2), ['error_message', 'error_type']);
    const wholeResult = error.error_type === 'multi_turn:inference_error' || error.error_type === 'multi_turn:force_terminated';
    const middle = wholeResult ? ['model_result'] : ['model_result_raw', 'model_result_decoded'];
    assert.deepEqual(Object.keys(f), ['id', 'model_name', 'test_category', 'valid', 'error', 'prompt', ...middle, 'possible_answer', 'inference_log']);
    assert.equal(f.model_name, model);
    assert.equal(f.test_category, `multi_turn_${category}`);
    assert.equal(f.valid, false);
    assert.deepEqual(f[middle[0]!], result.result);
    assert.equal(f.prompt.id, f.id);
    assert.equal(f.prompt.question.length, f.possible_answer.length);
    if (error.error_type === 'multi_turn:inference_error') assert.equal(f.inference_log, '');
    else assert.deepEqual(f.inference_log, result.inference_log);
    if (error.error_type === 'multi_turn:force_terminated') {
      assert.ok(result.result.length < f.possible_answer.length);
      assert.equal(result.result.at(-1).length, 21);
    }
  }
  return { results, failures };
}
