// A small BFCL run written by a test, in the upstream layout: a result file, its score file, and BFCL
// test data (questions and possible answers) in a data/ (or another named) folder above the run. The lines are built here
// from the values a test gives, never copied from ../shared/data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An API function-calling emission: `[{name: "<JSON arguments>"}]`, as BFCL's FC handlers save it. The
 * arguments as an object, or as JSON text where a float must keep its `.0`.
 */
export function calls(...items: Array<[string, Record<string, unknown> | string]>): Array<Record<string, string>> {
  return items.map(([name, args]) => ({ [name]: typeof args === 'string' ? args : JSON.stringify(args) }));
}

export interface WrittenCase {
  id: string;
  /** Per turn, the emissions (steps): `calls(...)`, or text. */
  result: unknown[][];
  /** The line's `inference_log`, when the test needs one (a probe's handler_log entries). */
  inferenceLog?: unknown[];
}

export interface WrittenTestCase {
  id: string;
  /** One user message per turn. */
  question: string[];
  groundTruth: string[][];
  involvedClasses: string[];
  /** miss_func: the turn (0-based, as a key) that adds the held-out functions back -> their names. */
  missedFunction?: Record<string, string[]>;
  excludedFunction?: string[];
}

export interface RunSpec {
  model: string;
  category: string;
  cases: WrittenCase[];
  /** The score file: its header and failure lines; null for none. */
  score: { correct: number; total: number; failures: Array<Record<string, unknown>> } | null;
  /** Test data in `<root>/data`; null for none. */
  testData: WrittenTestCase[] | null;
  /** The test data folder's name under the root, when not `data` (e.g. `bfcl-eval-data`). */
  testDataFolder?: string;
}

export interface WrittenRun {
  resultFile: string;
  scoreFile: string | null;
  dataFolder: string | null;
}

export function writeRun(root: string, spec: RunSpec): WrittenRun {
  const name = (kind: string) => `BFCL_v4_multi_turn_${spec.category}_${kind}.json`;
  const resultDir = join(root, 'release', 'result', spec.model, 'multi_turn');
  mkdirSync(resultDir, { recursive: true });
  const resultFile = join(resultDir, name('result'));
  writeFileSync(resultFile, jsonLines(spec.cases.map((c) => ({
    id: c.id, result: c.result, input_token_count: 10, output_token_count: 5, latency: 1.5, ...(c.inferenceLog ? { inference_log: c.inferenceLog } : {}),
  }))));
  let scoreFile: string | null = null;
  if (spec.score) {
    const scoreDir = join(root, 'release', 'score', spec.model, 'multi_turn');
    mkdirSync(scoreDir, { recursive: true });
    scoreFile = join(scoreDir, name('score'));
    const { correct, total, failures } = spec.score;
    writeFileSync(scoreFile, jsonLines([{ accuracy: correct / total, correct_count: correct, total_count: total }, ...failures]));
  }
  let dataFolder: string | null = null;
  if (spec.testData) {
    dataFolder = join(root, spec.testDataFolder ?? 'data');
    mkdirSync(join(dataFolder, 'possible_answer'), { recursive: true });
    const questions = `BFCL_v4_multi_turn_${spec.category}.json`;
    writeFileSync(join(dataFolder, questions), jsonLines(spec.testData.map(entryOf)));
    writeFileSync(join(dataFolder, 'possible_answer', questions), jsonLines(spec.testData.map((t) => ({ id: t.id, ground_truth: t.groundTruth }))));
  }
  return { resultFile, scoreFile, dataFolder };
}

/** A failure line as BFCL's multi-turn checker writes it (formats-bfcl.md §3.2), for `test` and its error. */
export function failureLine(model: string, test: WrittenTestCase, error: Record<string, unknown>): Record<string, unknown> {
  return {
    id: test.id,
    model_name: model,
    test_category: test.id.replace(/_\d+$/, ''),
    valid: false,
    error,
    prompt: entryOf(test),
    possible_answer: test.groundTruth,
  };
}

function entryOf(t: WrittenTestCase): Record<string, unknown> {
  return {
    id: t.id,
    question: t.question.map((content) => [{ role: 'user', content }]),
    initial_config: {},
    path: [],
    involved_classes: t.involvedClasses,
    ...(t.missedFunction ? { missed_function: t.missedFunction } : {}),
    ...(t.excludedFunction ? { excluded_function: t.excludedFunction } : {}),
  };
}

function jsonLines(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join('\n') + '\n';
}
