// Writes a whole synthetic run in the BFCL v4 layout:
//   <out>/result/<model>/multi_turn/BFCL_v4_multi_turn_<cat>_result.json
//   <out>/score/<model>/multi_turn/BFCL_v4_multi_turn_<cat>_score.json
// and with `testData`, BFCL's test data of the cases under <out>/result/<model>/data/. Every model
// plays the test cases the first model played, as BFCL gives every model one test data.
// With `probe`, the run is that probe's run of the models (probe.ts), with the probe's event log
// <out>/sri_event_log.jsonl as the paper's harness writes it beside result/.
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { buildCase, buildWithFiller, type CaseSpec, type TestCase } from './caseBuilder';
import { CATEGORIES, type Category } from './casePlan';
import type { ProbeKind } from './probe';
import { dumps } from './pyJson';
import { scoreHeader } from './scoreLine';
import { testDataFolder, writeCategoryTestData, writeFunctionDocs, type CaseTestData } from './testDataFiles';

export interface RunOptions {
  out: string;
  models: string[];
  cases: number;
  seed: string;
  /** Least size of a long_context result line (crashed cases excepted), in KB. */
  longContextKb: number;
  /** Shorter prompt-mode system prompts (for small samples). */
  compact: boolean;
  /** Also write BFCL's test data (questions, possible answers, function docs) of the cases. */
  testData?: boolean;
  /** Write the probe's run of the models instead of their baseline (same cases, same seed). */
  probe?: ProbeKind;
}

export interface WrittenFile {
  path: string;
  model: string;
  /** Null for files of every category (function docs). */
  category: Category | null;
  kind: 'result' | 'score' | 'test data' | 'probe log';
  bytes: number;
  lines: number;
  /** Score files: cases passed and in all. */
  correct?: number;
  total?: number;
}

/** A file that was never re-sorted keeps json.dumps' ASCII escapes (formats-bfcl.md §6.7); the
 *  miss_param files stand for those here. */
const asciiOnlyFor = (category: Category): boolean => category === 'miss_param';

export function writeRun(options: RunOptions): WrittenFile[] {
  const written: WrittenFile[] = [];
  const events: string[] = [];
  const testCaseOf = testCases(options);
  options.models.forEach((model, modelIndex) => {
    const dataFolder = testDataFolder(options.out, model);
    if (options.testData) written.push(...writeFunctionDocs(dataFolder).map((path) => dataFile(path, model, null)));
    for (const category of CATEGORIES) {
      const results: string[] = [];
      const failures: string[] = [];
      const testData: CaseTestData[] = [];
      for (let index = 0; index < options.cases; index++) {
        const spec: CaseSpec = {
          seed: options.seed, model, modelIndex, category, index,
          minLineBytes: options.longContextKb * 1024, asciiOnly: asciiOnlyFor(category), compact: options.compact, probe: options.probe,
        };
        const built = buildCase(spec, testCaseOf(spec));
        if (built.probeEvent) events.push(JSON.stringify(built.probeEvent));
        results.push(built.resultText);
        if (built.failureText) failures.push(built.failureText);
        testData.push({ id: built.id, ...built.testData });
      }
      const correct = options.cases - failures.length;
      const scoreLines = [dumps(scoreHeader(correct, options.cases)), ...failures];
      written.push(
        save(options.out, 'result', model, category, results),
        { ...save(options.out, 'score', model, category, scoreLines), correct, total: options.cases },
      );
      if (options.testData) written.push(...writeCategoryTestData(dataFolder, category, testData).map((path) => dataFile(path, model, category)));
    }
  });
  if (options.probe) written.push(saveLines(join(options.out, 'sri_event_log.jsonl'), events, options.models.join(','), null, 'probe log'));
  return written;
}

/** The test case of each id, as the first model played it without a probe, for every model of the run
 *  to play (the first plays it as it would alone); none when the run is one model without a probe. */
function testCases(options: RunOptions): (spec: CaseSpec) => TestCase | undefined {
  if (options.models.length < 2 && !options.probe) return () => undefined;
  const known = new Map<string, TestCase>();
  return (spec) => {
    const key = `${spec.category}|${spec.index}`;
    let testCase = known.get(key);
    if (!testCase) {
      testCase = sharedTestCase(spec, options.models);
      known.set(key, testCase);
    }
    return testCase;
  };
}

/** The first model's test case; for long_context, its filler grown until every model's line (a crashed
 *  one's excepted) is as big as asked: the filler is part of the test case, and changes no conversation. */
function sharedTestCase(spec: CaseSpec, models: readonly string[]): TestCase {
  const firstSpec: CaseSpec = { ...spec, model: models[0]!, modelIndex: 0, probe: undefined };
  let testCase = buildCase(firstSpec).testCase;
  if (spec.category !== 'long_context') return testCase;
  models.forEach((model, modelIndex) => {
    for (;;) {
      const { resultText } = buildCase({ ...spec, model, modelIndex }, testCase);
      const size = Buffer.byteLength(resultText);
      if (size >= spec.minLineBytes || resultText.includes('"traceback"')) return;
      const more = Math.ceil(((spec.minLineBytes - size) * 1.1) / (testCase.shape.turns + 1)) + 64;
      testCase = buildWithFiller(firstSpec, testCase.filler + more).testCase;
    }
  });
  return testCase;
}

function save(out: string, kind: 'result' | 'score', model: string, category: Category, lines: string[]): WrittenFile {
  const dir = join(out, kind, model, 'multi_turn');
  mkdirSync(dir, { recursive: true });
  return saveLines(join(dir, `BFCL_v4_multi_turn_${category}_${kind}.json`), lines, model, category, kind);
}

function saveLines(path: string, lines: string[], model: string, category: Category | null, kind: WrittenFile['kind']): WrittenFile {
  // Line by line: joining 20 MB of lines into one string first costs more than the writes.
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    for (const line of lines) bytes += writeSync(fd, `${line}\n`);
  } finally {
    closeSync(fd);
  }
  return { path, model, category, kind, bytes, lines: lines.length };
}

function dataFile(path: string, model: string, category: Category | null): WrittenFile {
  return { path, model, category, kind: 'test data', bytes: statSync(path).size, lines: readFileSync(path, 'utf8').split('\n').length - 1 };
}
