// The streaming scanner (lines and captures whatever the chunking) and bad input: a file that is JSON
// but not tau2, a cut-off file, a simulation with null messages, a simulation that is not one.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { JsonStructureScanner, JsonSyntaxError, type ValueStart } from '../../../src/core/tau2/jsonStructureScanner';
import { readTau2Run } from '../../../src/core/tau2/readResults';

const DOC = '{\n  "a": "x\\\\\\"}{[",\n  "list": [\n    {"k": [1, 2.5e3, true, null]},\n    "tail\\\\"\n  ]\n}\n';

function scan(text: string, chunkSize: number) {
  const seen: string[] = [];
  const captured: string[] = [];
  const scanner = new JsonStructureScanner({
    onValue(s: ValueStart) {
      seen.push(`${s.path.join('/')}@${s.line}:${s.column}`);
      return s.path.length === 2;
    },
    onCaptured(_s, bytes) { captured.push(bytes.toString('utf8')); },
  }, 4);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunkSize) scanner.push(Buffer.from(bytes.subarray(i, i + chunkSize)));
  scanner.end();
  return { seen, captured };
}

test('the scanner gives every value its path and line, and captures bytes exactly, for any chunk size', () => {
  const expected = {
    seen: ['@1:1', 'a@2:8', 'list@3:11', 'list/0@4:5', 'list/0/k@4:11', 'list/0/k/0@4:12', 'list/0/k/1@4:15', 'list/0/k/2@4:22', 'list/0/k/3@4:28', 'list/1@5:5'],
    captured: ['{"k": [1, 2.5e3, true, null]}', '"tail\\\\"'],
  };
  for (const size of [1, 2, 3, 7, 4096]) assert.deepEqual(scan(DOC, size), expected, `chunk ${size}`);
  assert.deepEqual(JSON.parse(DOC).a, 'x\\"}{[');
});

test('the scanner says where a document is cut off or broken', () => {
  assert.throws(() => scan('{\n  "a": [1,\n', 5), (e: unknown) => e instanceof JsonSyntaxError && e.line === 3 && e.path.join('/') === 'a');
  assert.throws(() => scan('{"a" 1}', 3), /expected ":" after a key/);
  assert.throws(() => scan('[1,]', 3), /unexpected character "\]"/);
});

const dir = mkdtempSync(join(tmpdir(), 'tau2-bad-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const sim = (id: string, taskId: string, messages: unknown) => ({
  id, task_id: taskId, termination_reason: 'user_stop', trial: 0,
  reward_info: { reward: 1.0, action_checks: null },
  messages,
});
const results = (sims: unknown[]) => JSON.stringify({ timestamp: 't', info: { environment_info: { domain_name: 'airline' }, agent_info: { llm: 'm', llm_args: { api_key: 'SECRET' } } }, tasks: [], simulations: sims }, null, 2);

test('JSON that is not tau2: one clear message at line 1, nothing else read', async () => {
  const run = await readTau2Run(file('other.json', '{"name": "x", "items": [1, 2]}'));
  assert.equal(run.isTau2, false);
  assert.deepEqual(run.problems.map((p) => [p.line, p.message]), [[1, 'This file is JSON but not a tau2 results file: its top-level keys are "name", "items", where tau2 writes "info", "tasks" and "simulations" (or "simulation_index").']]);
});

test('a truncated file: the place it ends, and the simulations before it read', async () => {
  const text = results([sim('s1', '1', [{ role: 'assistant', content: 'Could you give your id?' }]), sim('s2', '2', [])]);
  const run = await readTau2Run(file('cut.json', text.slice(0, text.lastIndexOf('"messages"'))));
  assert.equal(run.simulations.length, 1);
  assert.equal(run.problems.length, 1);
  assert.match(run.problems[0]!.message, /^The file ends before the JSON document does \(it looks truncated\) inside simulations\[1\]\. The 1 simulations before it were read\.$/);
});

test('null messages: said with its place, counted as the paper counts it; the other simulations read', async () => {
  const text = results([sim('s1', '1', null), sim('s2', '2', [{ role: 'assistant', content: 'Could you give your id?' }])]);
  const run = await readTau2Run(file('null.json', text));
  assert.deepEqual(run.simulations.map((s) => [s.id, s.emitSet, s.scored]), [['s1', [], true], ['s2', ['ask'], true]]);
  assert.equal(run.problems[0]!.message, 'simulations[0] (task 1) has no messages (null) and no ticks. It is counted with no assistant message, as the paper\'s script counts it.');
  assert.equal(run.problems[0]!.line, text.split('\n').findIndex((l) => l.includes('"id": "s1"')));
});

test('a simulation without task_id is left out with its path; a bad message likewise; secrets never echoed', async () => {
  const bad = { ...sim('s1', '1', []), task_id: undefined };
  const run = await readTau2Run(file('bad.json', results([bad, sim('s2', '2', [{ role: 7, content: 'x' }, { role: 'assistant', content: 'ok' }])])));
  assert.deepEqual(run.simulations.map((s) => s.id), ['s2']);
  assert.match(run.problems[0]!.message, /^simulations\[0\]\.task_id: .+\. This simulation was left out\.$/);
  assert.match(run.problems[1]!.message, /^simulations\[1\]\.messages\[0\]\.role: .+\. This message was left out\.$/);
  assert.ok(!JSON.stringify(run).includes('SECRET'));
});
