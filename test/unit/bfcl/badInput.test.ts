// Bad input gets a message that says where and what, and nothing else is lost.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { readResultFile, readResultFileSync } from '../../../src/core/bfcl/resultFile';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { formatProblem } from '../../../src/core/model/model';
import { tempDir } from '../../support/tempDir';

const dir = tempDir('cl-bad-');
const FILE = 'BFCL_v4_multi_turn_miss_param_result.json';
const good = (n: number, text = 'Which file should I move?') => JSON.stringify({ id: `multi_turn_miss_param_${n}`, result: [[text]] });

function write(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return path;
}

test('a broken line is reported with line and column, and every other line is read', async () => {
  const path = write(FILE, [good(0), '{"id": "multi_turn_miss_param_1", "result": [["x"]] "latency": 1}', good(2), ''].join('\n'));
  const file = await readResultFile(path);
  assert.deepEqual(file.cases.map((c) => [c.id, c.line]), [['multi_turn_miss_param_0', 1], ['multi_turn_miss_param_2', 3]]);
  assert.deepEqual(file.problems.map(formatProblem), [
    `${path}:2:53: Not valid JSON: Expecting ',' delimiter. The other lines are still read.`,
  ]);
});

test('lines that are JSON but not result entries say what is missing', () => {
  const text = ['[1, 2]', '{"id": "multi_turn_miss_param_1"}', '{"id": 7, "result": []}', good(3)].join('\n');
  const file = readResultText(text, FILE);
  assert.deepEqual(file.problems.map((p) => [p.line, p.column, p.message]), [
    [1, 1, 'The line is JSON but not an object with "id" and "result". The other lines are still read.'],
    [2, 1, 'The object has no "result", so it is not a BFCL result entry. The other lines are still read.'],
    [3, 8, '"id" is a number, not a string. The other lines are still read.'],
  ]);
  assert.deepEqual(file.cases.map((c) => c.id), ['multi_turn_miss_param_3']);
  // The reference counts the two objects as cases (json.loads gives dicts) and stops at the list: 2 lines in its n, not ours.
  assert.equal(file.referenceCountedLines, 2);
});

test("lines the reference counts in n are counted in gar's table and JSON, read streamed and strict alike", () => {
  const root = tempDir('cl-counted-');
  const path = join(root, 'result', 'demo', 'multi_turn', FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, [good(0), '{"result": [["Which one?"]]}', good(1), '{"id": "multi_turn_miss_param_9"}', '[1]', good(2), ''].join('\n'));
  for (const strict of [[], ['--strict']]) {
    const run = (json: string[]) => {
      try {
        return execFileSync(process.execPath, ['dist/cli.js', 'gar', '--results', join(root, 'result'), ...strict, ...json], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (e) {
        return (e as { stdout: string }).stdout; // exit 1: the lines left out are problems
      }
    };
    assert.equal(
      run([]).split('\n')[2],
      'miss_param    ASK            3   100.0       -        -  [43.8, 100.0]  n 3; 2 lines that are no result entry left out, the reference would count them (n 5)',
    );
    const json = JSON.parse(run(['--json'])) as { runs: { categories: Record<string, { n: number; reference_counted_lines?: number }> }[] };
    assert.deepEqual([json.runs[0]!.categories.miss_param!.n, json.runs[0]!.categories.miss_param!.reference_counted_lines], [3, 2]);
  }
  // A file of result entries only says nothing of the kind.
  writeFileSync(path, [good(0), good(1)].join('\n'));
  const clean = JSON.parse(execFileSync(process.execPath, ['dist/cli.js', 'gar', '--results', join(root, 'result'), '--json'], { encoding: 'utf8' })) as { runs: { categories: Record<string, object> }[] };
  assert.ok(!('reference_counted_lines' in clean.runs[0]!.categories.miss_param!));
});

test('an inference error counts as a case with no classes', () => {
  const file = readResultText(JSON.stringify({ id: 'multi_turn_base_9', result: 'Error during inference: timeout', traceback: 'Traceback...' }), 'BFCL_v4_multi_turn_base_result.json');
  assert.deepEqual(file.problems, []);
  assert.equal(file.cases[0]!.inferenceError, 'Error during inference: timeout');
  assert.deepEqual(file.cases[0]!.classes, []);
  assert.deepEqual(file.cases[0]!.turns, []);
});

test('blank lines are skipped, CRLF and lone CR end lines as editors count them', () => {
  const file = readResultText(`${good(0)}\r\n\r\n  \r${good(1)}\n`, FILE);
  assert.deepEqual(file.cases.map((c) => c.line), [1, 4]);
  assert.deepEqual(file.problems, []);
});

test("NaN and Infinity, which Python writes and reads, do not break a line", () => {
  const file = readResultText(`{"id": "multi_turn_base_1", "result": [["[ls()]"]], "latency": [[NaN, Infinity, -Infinity]]}`, 'BFCL_v4_multi_turn_base_result.json');
  assert.deepEqual(file.problems, []);
  assert.deepEqual(file.cases[0]!.classes, ['tool_call']);
});

test('an empty file gets one clear message', async () => {
  const empty = await readResultFile(write('empty/' + FILE, ''));
  assert.deepEqual(empty.problems.map((p) => p.message), ['The file is empty: it holds no cases.']);
});

// One NUL byte in the first 8 KB used to drop the whole file as "binary": now the line holding it fails
// as json.loads fails it (inside a string: a control character; between values: no value), the rest is read.
test('a NUL byte is reported on its line, with json.loads\'s message and column; every other line is read', async () => {
  const inString = '{"id": "multi_turn_miss_param_1", "result": [["Wh\u0000ich?"]]}';
  const between = '{"id": "multi_turn_miss_param_2", "result": \u0000[["Which?"]]}';
  const text = [good(0), inString, between, good(3), ''].join('\n');
  const expected = [
    [2, 50, 'Not valid JSON: Invalid control character at column 50. The other lines are still read.', 'multi_turn_miss_param_1'],
    [3, 45, 'Not valid JSON: Expecting value. The other lines are still read.', 'multi_turn_miss_param_2'],
  ];
  for (const strict of [false, true]) {
    const file = await readResultFile(write(`nul/${strict}/${FILE}`, text), { strict });
    assert.deepEqual(file.cases.map((c) => c.id), ['multi_turn_miss_param_0', 'multi_turn_miss_param_3']);
    assert.deepEqual(file.problems.map((p) => [p.line, p.column, p.message, p.caseId]), expected);
  }
  const inMemory = readResultText(text, FILE);
  assert.deepEqual(inMemory.cases.map((c) => c.id), ['multi_turn_miss_param_0', 'multi_turn_miss_param_3']);
  assert.deepEqual(inMemory.problems.map((p) => [p.line, p.column, p.message, p.caseId]), expected);
});

test('invalid UTF-8 on one line is reported; the line is still read', async () => {
  const bytes = Buffer.concat([Buffer.from(good(0) + '\n'), Buffer.from('{"id": "multi_turn_miss_param_1", "result": [["caf'), Buffer.from([0xe9]), Buffer.from('?"]]}\n')]);
  const file = await readResultFile(write('utf8/' + FILE, bytes));
  assert.deepEqual(file.problems.map((p) => [p.line, p.message]), [[2, 'The line is not valid UTF-8 text; its broken bytes were read as U+FFFD.']]);
  assert.deepEqual(file.cases.map((c) => c.classes), [['ask'], ['ask']]);
});

test('a 50 MB line is read whole; a 50 MB broken line is reported without echoing it', async () => {
  const filler = 'x'.repeat(50 * 1024 * 1024);
  const big = JSON.stringify({ id: 'multi_turn_miss_param_0', result: [['Could you name the file?']], inference_log: [{ role: 'tool', content: filler }] });
  const broken = `{"id": "multi_turn_miss_param_1", "result": [["${filler}`;
  const file = await readResultFile(write('big/' + FILE, `${big}\n${broken}\n${good(2)}\n`));
  assert.deepEqual(file.cases.map((c) => [c.id, c.classes]), [['multi_turn_miss_param_0', ['ask']], ['multi_turn_miss_param_2', ['ask']]]);
  assert.equal(file.problems.length, 1);
  assert.equal(file.problems[0]!.line, 2);
  assert.ok(file.problems[0]!.message.length < 200, file.problems[0]!.message.slice(0, 300));
});

test('a result file that is a named pipe, a folder or a link in a loop: said on line 1, never waited on', async () => {
  const pipe = join(dir, 'pipe', FILE);
  mkdirSync(dirname(pipe), { recursive: true });
  execFileSync('mkfifo', [pipe]);
  const loop = join(dir, 'loop', FILE);
  mkdirSync(dirname(loop), { recursive: true });
  symlinkSync(loop, loop);
  const folder = join(dir, 'folder', FILE);
  mkdirSync(folder, { recursive: true });
  const expected: Array<[string, string]> = [
    [pipe, 'The file could not be read: it is a named pipe (FIFO), not a file, so it was not opened.'],
    [loop, 'The file could not be read: it is a symbolic link in a loop (it leads back to itself), not a file, so it was not read.'],
    [folder, 'The file could not be read: it is a folder, not a file, so it was not opened.'],
  ];
  for (const [path, message] of expected) {
    for (const read of [readResultFile(path), Promise.resolve(readResultFileSync(path))]) {
      const file = await read;
      assert.deepEqual(file.problems.map((p) => [p.line, p.column, p.message]), [[1, 1, message]], path);
      assert.deepEqual(file.cases, []);
    }
  }
});
